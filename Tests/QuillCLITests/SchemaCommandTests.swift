import Testing

@testable import QuillCLI

/// `quill schema print`, in-process on a recording console.
@Suite struct SchemaCommandTests {
    static let schema = """
        schema { query: Root }
        "The root."
        type Root {
          "Greets."
          hello(name: String = "world", times: [Int] = 1): String @deprecated(reason: "No longer supported")
        }
        scalar Date @specifiedBy(url: "https://example.com")
        """

    static let printed = """
        schema {
          query: Root
        }

        \"\"\"The root.\"\"\"
        type Root {
          \"\"\"Greets.\"\"\"
          hello(name: String = "world", times: [Int] = [1]): String @deprecated
        }

        scalar Date @specifiedBy(url: "https://example.com")

        """

    static func run(_ arguments: [String], files: [String: String] = [:], stdin: String = "") -> (Int32, RecordingConsole) {
        let console = RecordingConsole()
        console.files = files
        console.standardInput = stdin
        return (CLI.run(["schema", "print"] + arguments, console: console), console)
    }

    @Test func printsSDLAsPrintSchema() {
        let (status, console) = Self.run(["schema.graphql"], files: ["schema.graphql": Self.schema])
        #expect(status == 0)
        #expect(console.errors == "")
        #expect(console.output == Self.printed)
    }

    @Test func readsStandardInput() {
        let (status, console) = Self.run(["-"], stdin: Self.schema)
        #expect(status == 0)
        #expect(console.output == Self.printed)
    }

    @Test func printsFromAnIntrospectionResponseOrItsData() {
        let introspection = CLI.runCapturing(["introspect", "--schema", "schema.graphql"], files: ["schema.graphql": Self.schema])
        #expect(introspection.status == 0)
        let data = introspection.output
        let response = "{\"data\": " + data + "}"
        for json in [data, response] {
            let (status, console) = Self.run(["--from-introspection", "schema.json"], files: ["schema.json": json])
            #expect(status == 0)
            #expect(console.errors == "")
            #expect(console.output == Self.printed)
        }
    }

    @Test func reportsSchemaErrors() {
        let (status, console) = Self.run(["bad.graphql"], files: ["bad.graphql": "type Query {\n  a: Missing\n}\n"])
        #expect(status == 1)
        #expect(console.output == "")
        #expect(console.errors == "bad.graphql:2:6: Unknown type \"Missing\".\n")
    }

    @Test func reportsJSONAndIntrospectionErrors() {
        var (status, console) = Self.run(["--from-introspection", "a.json"], files: ["a.json": "{\n  \"data\": nul\n}"])
        #expect(status == 1)
        #expect(console.errors == "a.json:2:14: Unexpected '\\u{a}', expected 'null'\n")
        (status, console) = Self.run(["--from-introspection", "b.json"], files: ["b.json": #"{"errors": [{"message": "no"}]}"#])
        #expect(status == 1)
        #expect(
            console.errors == """
                b.json: Invalid or incomplete introspection result. Ensure that you are passing "data" property of introspection response and no "errors" was returned alongside: { errors: [[Object]] }.

                """)
        (status, console) = Self.run(["--from-introspection", "missing.json"])
        #expect(status == 1)
        #expect(console.errors == "quill: cannot read 'missing.json': No such file or directory\n")
    }

    @Test func needsExactlyOneSource() {
        let (status, console) = Self.run([])
        #expect(status == 2)
        #expect(console.errors == "quill: missing SCHEMA or '--from-introspection' for 'schema print'. See 'quill schema print --help'.\n")
        let (both, bothConsole) = Self.run(["a.graphql", "--from-introspection", "b.json"])
        #expect(both == 2)
        #expect(bothConsole.errors.hasPrefix("quill: give either SCHEMA or '--from-introspection', not both"))
    }

    @Test func schemaGroupListsPrint() {
        let console = RecordingConsole()
        #expect(CLI.run(["schema"], console: console) == 0)
        #expect(console.output.contains("COMMANDS:\n  print       Print a schema as SDL, as graphql-js's printSchema() does.\n"))
    }
}

extension CLI {
    /// Runs `quill` in-process on files; its status and output.
    static func runCapturing(_ arguments: [String], files: [String: String]) -> (status: Int32, output: String, errors: String) {
        let console = RecordingConsole()
        console.files = files
        let status = run(arguments, console: console)
        return (status, console.output, console.errors)
    }
}
