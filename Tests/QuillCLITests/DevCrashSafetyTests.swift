import Foundation
import GraphQL
import QuillBackend
import QuillTestSupport
import Testing

@testable import QuillCLI

/// `quill dev` killed with SIGKILL under a write load: after a restart every mutation the
/// clients saw acknowledged is there, and SQLite finds the database intact.
@Suite(.timeLimit(.minutes(2))) struct DevCrashSafetyTests {
    /// What the writers saw acknowledged: attendee ids, and conference ids each created with two attendees.
    struct Acknowledged {
        var attendees: [String] = []
        var conferences: [String] = []
    }

    /// Sends one mutation; its id, or nil once the server is gone or answers with errors.
    static func create(_ query: String, field: String, port: Int) async -> String? {
        let body = JSONValue.object(["query": .string(query)]).serialized()
        guard let reply = try? await DevProcess.post(body, port: port), reply.status == 200,
            let response = try? JSONReader().read(reply.text), response["errors"] == nil
        else { return nil }
        return response["data"]?[field]?["id"]?.stringValue
    }

    @Test func everyAcknowledgedMutationSurvivesAKill() async throws {
        try await withExampleModel("ConferencePlanner") { directory in
            let dev = try await DevProcess(["--schema", "schema.graphql", "--log-level", "error"], in: directory)
            defer { dev.kill() }
            let port = dev.port
            let acknowledged = Observed(Acknowledged())
            await withTaskGroup(of: Void.self) { writers in
                for writer in 0..<4 {
                    writers.addTask {
                        for index in 0... {
                            if index % 5 == 0 {
                                let query = """
                                    mutation { createConference(name: "C\(writer)-\(index)", city: "Berlin", year: "2017",
                                      attendees: [{ name: "A\(writer)-\(index)a" }, { name: "A\(writer)-\(index)b" }]) { id } }
                                    """
                                guard let id = await Self.create(query, field: "createConference", port: port) else { return }
                                acknowledged.update { $0.conferences.append(id) }
                            } else {
                                let query = #"mutation { createAttendee(name: "A\#(writer)-\#(index)") { id } }"#
                                guard let id = await Self.create(query, field: "createAttendee", port: port) else { return }
                                acknowledged.update { $0.attendees.append(id) }
                            }
                        }
                    }
                }
                // Killed mid-load, once enough writes were acknowledged (however fast the machine).
                await acknowledged.wait { $0.attendees.count > 20 && $0.conferences.count > 5 }
                dev.process.signal(SIGKILL)
            }
            #expect(await dev.stop() == nil, "killed by SIGKILL")
            let written = acknowledged.value
            #expect(written.attendees.count > 20 && written.conferences.count > 5)

            let restarted = try await DevProcess(["--schema", "schema.graphql"], in: directory)
            defer { restarted.kill() }
            let data = try await restarted.data("{ allAttendees { id } allConferences { id _attendeesMeta { count } } }")
            let attendees = Set(data["allAttendees"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? [])
            #expect(Set(written.attendees).isSubset(of: attendees))
            let conferences = data["allConferences"]?.arrayValue ?? []
            let counts = Dictionary(
                uniqueKeysWithValues: conferences.compactMap { conference in
                    conference["id"]?.stringValue.map { ($0, conference["_attendeesMeta"]?["count"]) }
                })
            #expect(written.conferences.allSatisfy { counts[$0] == 2 })
            // A conference is created with its attendees or not at all.
            #expect(counts.values.allSatisfy { $0 == 2 })
            #expect(await restarted.stop() == 0)

            let database = try DatabaseLocation.sqlite(path: directory.appendingPathComponent(".quill/data.sqlite").path).open()
            let check = try database.read { try $0.query("PRAGMA integrity_check") }
            #expect(check.map(\.values) == [[.text("ok")]])
            let foreignKeys = try database.read { try $0.query("PRAGMA foreign_key_check") }
            #expect(foreignKeys.isEmpty)
        }
    }
}
