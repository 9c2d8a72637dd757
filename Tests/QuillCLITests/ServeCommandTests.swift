import Testing

@testable import QuillCLI

/// `quill serve`, in-process, for what it does before it listens.
@Suite struct ServeCommandTests {
    static func run(_ arguments: [String], files: [String: String] = [:]) -> (Int32, RecordingConsole) {
        let console = RecordingConsole()
        console.files = files
        return (CLI.run(["serve"] + arguments, console: console), console)
    }

    @Test func help() {
        let (status, console) = Self.run(["--help"])
        #expect(status == 0)
        #expect(
            console.output.hasPrefix(
                """
                OVERVIEW: Serve a schema over HTTP with default resolvers over JSON data.

                USAGE: quill serve [options]

                OPTIONS:
                  -s, --schema SCHEMA            The schema, in SDL (required).
                """))
        for option in ServeOptions.declarations {
            #expect(console.output.contains("  --\(option.name) ") || console.output.contains(", --\(option.name) "))
        }
        #expect(console.output.contains("SIGINT or SIGTERM"))
    }

    @Test func listedAmongTheCommands() {
        let console = RecordingConsole()
        #expect(CLI.run(["--help"], console: console) == 0)
        #expect(console.output.contains("\n  serve         Serve a schema over HTTP"))
    }

    @Test func missingSchemaIsAUsageError() {
        let (status, console) = Self.run(["--port", "0"])
        #expect(status == 2)
        #expect(console.errors == "quill: missing option '--schema' for 'serve'. See 'quill serve --help'.\n")
    }

    @Test func invalidSchemaFailsBeforeListening() {
        let (status, console) = Self.run(["--schema", "s.graphql"], files: ["s.graphql": "type Query { a: Nope }"])
        #expect(status == 1)
        #expect(console.output == "")
        #expect(console.errors == "s.graphql:1:17: Unknown type \"Nope\".\n")
    }

    @Test func malformedRootFailsBeforeListening() {
        let (status, console) = Self.run(
            ["--schema", "s.graphql", "--root", "d.json"], files: ["s.graphql": "type Query { a: Int }", "d.json": "{"])
        #expect(status == 1)
        #expect(console.output == "")
        #expect(console.errors.hasPrefix("d.json:1:2: "))
    }
}
