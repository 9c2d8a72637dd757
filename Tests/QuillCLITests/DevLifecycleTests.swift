import Foundation
import GraphQL
import Testing

/// `quill dev`'s life: model errors, the seed, reloading on a model change, refused and
/// accepted destructive migrations, `--run`, and a clean exit on SIGTERM.
@Suite(.timeLimit(.minutes(2))) struct DevLifecycleTests {
    static let seedPath = packageRoot.appendingPathComponent("Examples/ConferencePlanner/seed.graphql").path
    static let namesQuery = "{ allConferences { name city attendees { name } } }"
    static let seeded: JSONValue = [
        "allConferences": [
            ["name": "UIKonf", "city": "Berlin", "attendees": [["name": "Ana"], ["name": "Ben"], ["name": "Cai"], ["name": "Dee"]]],
            ["name": "WWDC", "city": "San Jose", "attendees": [["name": "Eli"]]],
            ["name": "Swift Summit", "city": "San Francisco", "attendees": []],
        ]
    ]

    @Test func modelErrorsAreAllPrintedWithTheirPlaces() async throws {
        let model = """
            type Conference {
              name: String!
              venue: Venue
              talks: [Talk] @relation(name: "Talks")
            }

            """
        let result = try await withFiles(["schema.graphql": model]) { directory in
            try await QuillProcess.run(["dev", "--schema", "schema.graphql", "--port", "0"], in: directory)
        }
        #expect(
            result
                == QuillResult(
                    status: 1, output: "",
                    errors: """
                        schema.graphql:3:10: Unknown type 'Venue' for field 'Conference.venue'
                        schema.graphql:4:11: Unknown type 'Talk' for field 'Conference.talks'

                        """))
    }

    @Test func seedRunsOnceOnAnEmptyDatabase() async throws {
        try await withExampleModel("ConferencePlanner") { directory in
            let first = try await DevProcess(["--schema", "schema.graphql", "--seed", Self.seedPath], in: directory)
            defer { first.kill() }
            #expect(first.output.contains("Seed: ran 1 operation of \(Self.seedPath).\n"))
            #expect(try await first.data(Self.namesQuery) == Self.seeded)
            #expect(await first.stop() == 0)

            let second = try await DevProcess(["--schema", "schema.graphql", "--seed", Self.seedPath], in: directory)
            defer { second.kill() }
            #expect(second.output.contains("Seed: the database is not empty; \(Self.seedPath) not run.\n"))
            #expect(try await second.data(Self.namesQuery) == Self.seeded)
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(".quill/data.sqlite").path))
        }
    }

    @Test func printsTheConventionAndURLsAndStopsCleanlyOnSIGTERM() async throws {
        try await withExampleModel("ConferencePlanner") { directory in
            let dev = try await DevProcess(["--schema", "schema.graphql", "--database", "db/planner.sqlite"], in: directory)
            defer { dev.kill() }
            let port = dev.port
            #expect(
                await dev.output(lines: 7) == """
                    Convention: graphcool (type Conference has no @model directive)
                    Migration: create table Conference for type Conference
                    Migration: create table Attendee for type Attendee
                    Migration: create table _Attendees for relation Attendees
                    GraphQL endpoint: http://127.0.0.1:\(port)/graphql
                    Playground:       http://127.0.0.1:\(port)/
                    Watching schema.graphql for changes.

                    """)
            #expect(try await dev.data("{ _allConferencesMeta { count } }") == ["_allConferencesMeta": ["count": 0]])
            #expect(await dev.stop(with: SIGTERM) == 0)
            #expect(dev.errors.hasSuffix("info: server stopped\n"))
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("db/planner.sqlite").path))
        }
    }

    @Test func reloadsOnAModelChangeAndKeepsServingWhenTheNewModelFails() async throws {
        try await withExampleModel("ConferencePlanner") { directory in
            let model = directory.appendingPathComponent("schema.graphql")
            let dev = try await DevProcess(["--schema", "schema.graphql"], in: directory)
            defer { dev.kill() }
            _ = try await dev.data(#"mutation { createConference(name: "WWDC", city: "San Jose", year: "2017") { id } }"#)
            let original = try String(contentsOf: model, encoding: .utf8)

            let withWebsite = original.replacingOccurrences(of: "  year: String!\n", with: "  year: String!\n  website: String\n")
            try withWebsite.write(to: model, atomically: true, encoding: .utf8)
            #expect(await dev.waitFor(output: "Migration: add column Conference.website\nReloaded.\n"), "\(dev.output)\(dev.errors)")
            #expect(try await dev.data("{ allConferences { name website } }") == ["allConferences": [["name": "WWDC", "website": nil]]])

            try (withWebsite + "type Talk { speaker: Speaker }\n").write(to: model, atomically: true, encoding: .utf8)
            #expect(await dev.waitFor(errors: "Still serving the previous API.\n"))
            #expect(dev.errors.contains("schema.graphql:18:22: Unknown type 'Speaker' for field 'Talk.speaker'\n"))
            #expect(try await dev.data("{ allConferences { name website } }") == ["allConferences": [["name": "WWDC", "website": nil]]])

            try original.write(to: model, atomically: true, encoding: .utf8)
            #expect(await dev.waitFor(errors: "The model change would lose data:\n  - field Conference.website was removed"))
            #expect(dev.errors.contains("Apply it anyway with --accept-data-loss.\nStill serving the previous API.\n"))
            #expect(try await dev.data("{ allConferences { website } }") == ["allConferences": [["website": nil]]])
            #expect(await dev.stop() == 0)
        }
    }

    @Test func aDestructiveMigrationIsRefusedUnlessAccepted() async throws {
        try await withExampleModel("ConferencePlanner") { directory in
            let query = directory.appendingPathComponent("query.graphql")
            try "{ allConferences { name year } }".write(to: query, atomically: true, encoding: .utf8)
            let arguments = ["dev", "--schema", "schema.graphql", "--port", "0", "--run", "query.graphql"]
            let seeded = try await QuillProcess.run(arguments + ["--seed", Self.seedPath], in: directory)
            let rows =
                #"{"data":{"allConferences":[{"name":"UIKonf","year":"2017"},{"name":"WWDC","year":"2017"},{"name":"Swift Summit","year":"2017"}]}}"#
            #expect(seeded == QuillResult(status: 0, output: rows + "\n", errors: ""))

            let model = directory.appendingPathComponent("schema.graphql")
            let withoutCity = try String(contentsOf: model, encoding: .utf8).replacingOccurrences(of: "  city: String!\n", with: "")
            try withoutCity.write(to: model, atomically: true, encoding: .utf8)
            let refused = try await QuillProcess.run(arguments, in: directory)
            #expect(
                refused
                    == QuillResult(
                        status: 1, output: "",
                        errors: """
                            The model change would lose data:
                              - field Conference.city was removed (type Conference); its values would be lost
                            Apply it anyway with --accept-data-loss.

                            """))

            let accepted = try await QuillProcess.run(arguments + ["--accept-data-loss"], in: directory)
            #expect(accepted == QuillResult(status: 0, output: rows + "\n", errors: ""))
        }
    }

    @Test func runPrintsEachResponseAndFailsOnErrors() async throws {
        try await withExampleModel("ConferencePlanner") { directory in
            let operations = """
                mutation Create { createAttendee(name: "Ana") { name } }
                query Count { _allAttendeesMeta { count } }
                mutation Rename { updateAttendee(id: "missing", name: "Ben") { id } }
                """
            try operations.write(to: directory.appendingPathComponent("ops.graphql"), atomically: true, encoding: .utf8)
            let result = try await QuillProcess.run(["dev", "--schema", "schema.graphql", "--port", "0", "--run", "ops.graphql"], in: directory)
            #expect(result.status == 1)
            #expect(result.errors == "")
            let lines = result.output.split(separator: "\n").map(String.init)
            #expect(lines.count == 3)
            #expect(lines.prefix(2) == [#"{"data":{"createAttendee":{"name":"Ana"}}}"#, #"{"data":{"_allAttendeesMeta":{"count":1}}}"#])
            #expect(lines.last?.hasPrefix(#"{"errors":[{"message":"#) == true)
            #expect(lines.last?.hasSuffix(#""data":{"updateAttendee":null}}"#) == true)
        }
    }
}
