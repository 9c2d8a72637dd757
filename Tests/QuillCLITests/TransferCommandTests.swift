import Foundation
import GraphQL
import QuillTestSupport
import Testing

@testable import QuillCLI

/// `quill export` and `quill import` with the built `quill`: the seeded examples from
/// SQLite to PostgreSQL and back, the same bytes and the same answers; a malformed line.
@Suite(.timeLimit(.minutes(3))) struct TransferCommandTests {
    /// Runs `quill` in `directory`, expecting success; its standard output.
    static func quill(_ arguments: [String], input: String = "", in directory: URL) async throws -> String {
        let run = try await QuillProcess.run(arguments, input: input, in: directory)
        #expect(run.status == 0, "quill \(arguments.joined(separator: " ")): \(run.errors)")
        return run.output
    }

    @Test(arguments: [
        ("ConferencePlanner", ["SeedOperations/AllConferencesIdName.graphql", "SeedOperations/ThreeLatestAttendees.graphql"]),
        ("Blog", ["SeedOperations/ListPosts.graphql"]),
    ])
    func theSeededExampleMovesToPostgresAndBackWithTheSameBytesAndAnswers(example: String, queries: [String]) async throws {
        let url = try await DevPostgresTests.newDatabaseURL()
        try await withExampleModel(example) { directory in
            try exampleText("\(example)/seed.graphql").write(to: directory.appendingPathComponent("seed.graphql"), atomically: true, encoding: .utf8)
            for (index, query) in queries.enumerated() {
                try exampleText("\(example)/\(query)").write(
                    to: directory.appendingPathComponent("query\(index).graphql"), atomically: true, encoding: .utf8)
            }
            func answers(_ database: [String]) async throws -> [String] {
                var answers: [String] = []
                for index in queries.indices {
                    answers.append(
                        try await Self.quill(
                            ["dev", "--schema", "schema.graphql", "--port", "0", "--run", "query\(index).graphql"] + database, in: directory))
                }
                return answers
            }
            _ = try await Self.quill(
                ["dev", "--schema", "schema.graphql", "--port", "0", "--seed", "seed.graphql", "--run", "query0.graphql"], in: directory)
            let expected = try await answers([])
            #expect(expected.allSatisfy { $0.hasPrefix(#"{"data":"#) && !$0.contains("errors") }, "\(expected)")

            let exported = try await QuillProcess.run(["export", "--schema", "schema.graphql"], in: directory)
            #expect(exported.status == 0, "\(exported.errors)")
            #expect(exported.output.hasPrefix(#"{"quill":"export","version":1}"# + "\n"))
            #expect(exported.errors.hasPrefix("Exported type "))

            let imported = try await Self.quill(["import", "--schema", "schema.graphql", "--database", url], input: exported.output, in: directory)
            #expect(imported == exported.errors.replacingOccurrences(of: "Exported", with: "Imported"))
            let fromPostgres = try await Self.quill(["export", "--schema", "schema.graphql", "--database", url], in: directory)
            #expect(fromPostgres == exported.output)
            #expect(try await answers(["--database", url]) == expected)

            try fromPostgres.write(to: directory.appendingPathComponent("data.jsonl"), atomically: true, encoding: .utf8)
            _ = try await Self.quill(["import", "--schema", "schema.graphql", "--database", "back.sqlite", "--file", "data.jsonl"], in: directory)
            #expect(try await Self.quill(["export", "--schema", "schema.graphql", "--database", "back.sqlite"], in: directory) == exported.output)
            #expect(try await answers(["--database", "back.sqlite"]) == expected)
        }
    }

    @Test func aMalformedLineIsReportedByFileAndLineAndLeavesTheDatabaseNew() async throws {
        let url = try await DevPostgresTests.newDatabaseURL()
        try await withExampleModel("ConferencePlanner") { directory in
            try exampleText("ConferencePlanner/seed.graphql").write(
                to: directory.appendingPathComponent("seed.graphql"), atomically: true, encoding: .utf8)
            try exampleText("ConferencePlanner/SeedOperations/AllConferencesIdName.graphql")
                .write(to: directory.appendingPathComponent("query.graphql"), atomically: true, encoding: .utf8)
            _ = try await Self.quill(
                ["dev", "--schema", "schema.graphql", "--port", "0", "--seed", "seed.graphql", "--run", "query.graphql"], in: directory)
            var lines = try await Self.quill(["export", "--schema", "schema.graphql"], in: directory).split(separator: "\n").map(String.init)
            lines.insert(#"{"type":"Conference","node":{"id":1}}"#, at: 2)
            let input = lines.joined(separator: "\n")
            let failed = try await QuillProcess.run(["import", "--schema", "schema.graphql", "--database", url], input: input, in: directory)
            #expect(failed.status == 1)
            #expect(failed.output == "")
            #expect(failed.errors == "<stdin>:3: 'id' needs a string, not 1\n")
            try input.write(to: directory.appendingPathComponent("bad.jsonl"), atomically: true, encoding: .utf8)
            let fromFile = try await QuillProcess.run(
                ["import", "--schema", "schema.graphql", "--database", url, "--file", "bad.jsonl"], in: directory)
            #expect(fromFile.errors == "bad.jsonl:3: 'id' needs a string, not 1\n")
            // Nothing was made, not even the tables.
            let migrated = try await Self.quill(["migrate", "--schema", "schema.graphql", "--database", url], in: directory)
            #expect(migrated.hasPrefix("Migration: create table Conference"))
            let missing = try await QuillProcess.run(["export", "--schema", "schema.graphql", "--database", "none.sqlite"], in: directory)
            #expect(missing.status == 1)
            #expect(missing.errors == "quill: there is no database at 'none.sqlite'\n")
            let unread = try await QuillProcess.run(
                ["import", "--schema", "schema.graphql", "--database", "made.sqlite", "--file", "none.jsonl"], in: directory)
            #expect(unread.status == 1)
            #expect(unread.errors == "quill: cannot read 'none.jsonl': No such file or directory\n")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("made.sqlite").path), "no database is made")
        }
    }
}

/// The options in `quill export --help` and `quill import --help`.
@Suite struct TransferHelpTests {
    @Test(arguments: [
        ("export", ["--schema MODEL", "--database PATH|URL", "--database-timeout SECONDS", "quill import"]),
        ("import", ["--schema MODEL", "--database PATH|URL", "--file FILE", "FILE:LINE: message", "one transaction"]),
    ])
    func helpNamesTheOptions(command: String, texts: [String]) {
        let console = RecordingConsole()
        #expect(CLI.run([command, "--help"], console: console) == ExitCode.success)
        for text in texts { #expect(console.output.contains(text), "\(text)") }
    }
}
