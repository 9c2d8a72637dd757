import Foundation
import GraphQL
import QuillTestSupport
import Testing

/// Two `quill dev` processes on one PostgreSQL database under load: concurrent relation
/// toggles spread over both end as if run one at a time, and a process killed with
/// SIGKILL loses no mutation it acknowledged. (A subscriber on one process receiving
/// the other's mutations: `DevPostgresTests`.)
@Suite(.serialized, .timeLimit(.minutes(5))) struct DevPostgresLoadTests {
    /// Two processes on a new database, migrated ahead, with the ConferencePlanner model.
    static func withTwoProcesses(_ body: (DevProcess, DevProcess) async throws -> Void) async throws {
        let url = try await DevPostgresTests.newDatabaseURL()
        try await withExampleModel("ConferencePlanner") { directory in
            let migrate = try await QuillProcess.run(["migrate", "--schema", "schema.graphql", "--database", url], in: directory)
            #expect(migrate.status == 0, "\(migrate.errors)")
            let arguments = ["--schema", "schema.graphql", "--database", url, "--log-level", "error"]
            let a = try await DevProcess(arguments, in: directory)
            defer { a.kill() }
            let b = try await DevProcess(arguments, in: directory)
            defer { b.kill() }
            try await body(a, b)
        }
    }

    /// Eight clients, four on each process, each toggling its own attendee's attendance of
    /// one shared conference 1000 times: every toggle's answer shows its own effect, and
    /// the end is the sequential one (each attendee toggled an even number of times, so
    /// none attends, and the conference's count agrees).
    @Test func eightClientsToggleARelationAThousandTimesEachAndEndSequentially() async throws {
        let clients = 8
        let toggles = 1000
        try await Self.withTwoProcesses { a, b in
            let conference = try #require(
                try await a.data(#"mutation { createConference(name: "C", city: "X", year: "1") { id } }"#)["createConference"]?["id"]?.stringValue)
            var attendees: [String] = []
            for client in 0..<clients {
                let created = try await (client % 2 == 0 ? a : b).data(#"mutation { createAttendee(name: "A\#(client)") { id } }"#)
                attendees.append(try #require(created["createAttendee"]?["id"]?.stringValue))
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (client, attendee) in attendees.enumerated() {
                    let port = (client % 2 == 0 ? a : b).port
                    group.addTask {
                        for toggle in 0..<toggles {
                            let adding = toggle % 2 == 0
                            let field = adding ? "addToAttendees" : "removeFromAttendees"
                            let query = """
                                mutation { \(field)(conferencesConferenceId: "\(conference)", attendeesAttendeeId: "\(attendee)") {
                                  attendeesAttendee { id conferences { id } } } }
                                """
                            let reply = try await DevProcess.post(JSONValue.object(["query": .string(query)]).serialized(), port: port)
                            let response = try JSONReader().read(reply.text)
                            guard reply.status == 200, response["errors"] == nil else {
                                throw DevProcess.Failure(description: "client \(client), toggle \(toggle): \(reply.status) \(reply.text)")
                            }
                            let attends = response["data"]?[field]?["attendeesAttendee"]?["conferences"]?.arrayValue?.contains {
                                $0["id"] == .string(conference)
                            }
                            guard attends == adding else {
                                throw DevProcess.Failure(
                                    description: "client \(client), toggle \(toggle): attends \(String(describing: attends)) after \(field)")
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
            for dev in [a, b] {
                let data = try await dev.data(
                    #"{ Conference(id: "\#(conference)") { attendees { id } _attendeesMeta { count } } allAttendees { _conferencesMeta { count } } }"#
                )
                #expect(data["Conference"] == ["attendees": [], "_attendeesMeta": ["count": 0]])
                #expect(data["allAttendees"]?.arrayValue?.count == clients)
                #expect(data["allAttendees"]?.arrayValue?.allSatisfy { $0["_conferencesMeta"] == ["count": 0] } == true)
            }
        }
    }

    /// Writers on both processes; one is killed with SIGKILL mid-load. Every mutation that
    /// either acknowledged (200 with data) is in the database, read through the survivor.
    @Test func aProcessKilledUnderWriteLoadLosesNoAcknowledgedMutation() async throws {
        try await Self.withTwoProcesses { a, b in
            let acknowledged = Observed(DevCrashSafetyTests.Acknowledged())
            let killed = Flag()
            await withTaskGroup(of: Void.self) { writers in
                for writer in 0..<8 {
                    let onA = writer % 2 == 0
                    let port = (onA ? a : b).port
                    writers.addTask {
                        var sinceKill = 0
                        for index in 0... {
                            // The survivor's writers go on a while after the kill, then stop.
                            if !onA && killed.isSet {
                                sinceKill += 1
                                if sinceKill > 50 { return }
                            }
                            let query =
                                index % 5 == 0
                                ? """
                                mutation { createConference(name: "C\(writer)-\(index)", city: "Berlin", year: "2017",
                                  attendees: [{ name: "A\(writer)-\(index)a" }, { name: "A\(writer)-\(index)b" }]) { id } }
                                """
                                : #"mutation { createAttendee(name: "A\#(writer)-\#(index)") { id } }"#
                            let field = index % 5 == 0 ? "createConference" : "createAttendee"
                            guard let id = await DevCrashSafetyTests.create(query, field: field, port: port) else {
                                if onA { return }
                                continue
                            }
                            acknowledged.update { index % 5 == 0 ? $0.conferences.append(id) : $0.attendees.append(id) }
                        }
                    }
                }
                await acknowledged.wait { $0.attendees.count > 100 && $0.conferences.count > 20 }
                a.process.signal(SIGKILL)
                killed.set()
            }
            #expect(await a.stop() == nil, "killed by SIGKILL")
            let written = acknowledged.value
            let data = try await b.data("{ allAttendees { id } allConferences { id _attendeesMeta { count } } }")
            let attendees = Set(data["allAttendees"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? [])
            #expect(Set(written.attendees).isSubset(of: attendees))
            let counts = Dictionary(
                uniqueKeysWithValues: (data["allConferences"]?.arrayValue ?? []).compactMap { conference in
                    conference["id"]?.stringValue.map { ($0, conference["_attendeesMeta"]?["count"]) }
                })
            #expect(written.conferences.allSatisfy { counts[$0] == 2 })
            // A conference is created with its attendees or not at all.
            #expect(counts.values.allSatisfy { $0 == 2 })
            #expect(await b.stop() == 0)
        }
    }
}
