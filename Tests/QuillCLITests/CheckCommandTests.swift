import Testing

@testable import QuillCLI

/// `quill check`, in-process on a recording console.
@Suite struct CheckCommandTests {
    static let schema = """
        type Query {
          dog(name: String!): Dog
        }

        type Dog {
          name: String
          barks: Boolean
        }
        """

    static func run(_ arguments: [String], files: [String: String]) -> (Int32, RecordingConsole) {
        let console = RecordingConsole()
        console.files = files
        return (CLI.run(["check"] + arguments, console: console), console)
    }

    @Test func validFilesExitZeroSilently() {
        let (status, console) = Self.run(
            ["--schema", "schema.graphql", "a.graphql", "b.graphql"],
            files: ["schema.graphql": Self.schema, "a.graphql": "{ dog(name: \"x\") { name } }", "b.graphql": "query B { __typename }"])
        #expect(status == 0)
        #expect(console.output == "")
        #expect(console.errors == "")
    }

    @Test func reportsEveryErrorAtItsFirstLocation() {
        let (status, console) = Self.run(
            ["-s", "schema.graphql", "ok.graphql", "bad.graphql", "syntax.graphql"],
            files: [
                "schema.graphql": Self.schema,
                "ok.graphql": "{ dog(name: \"x\") { name } }",
                "bad.graphql": "query Q($v: String) {\n  dog { nme barks { x } }\n}\n",
                "syntax.graphql": "{ dog(",
            ])
        #expect(status == 1)
        #expect(
            console.output == """
                bad.graphql:2:9: Cannot query field "nme" on type "Dog". Did you mean "name"?
                bad.graphql:2:19: Field "barks" must not have a selection since type "Boolean" has no subfields.
                bad.graphql:2:3: Field "dog" argument "name" of type "String!" is required, but it was not provided.
                bad.graphql:1:9: Variable "$v" is never used in operation "Q".
                syntax.graphql:1:7: Syntax Error: Expected Name, found <EOF>.

                """)
    }

    @Test func invalidSchemaStopsTheCheck() {
        let (status, console) = Self.run(
            ["--schema", "schema.graphql", "a.graphql"],
            files: ["schema.graphql": "type Query { a: Int }\nunion U = Query | Int", "a.graphql": "{ a }"])
        #expect(status == 1)
        #expect(console.output == "schema.graphql:2:19: Union type U can only include Object types, it cannot include Int.\n")
    }

    @Test func schemaErrorsStopTheCheck() {
        let (status, console) = Self.run(
            ["--schema", "schema.graphql", "a.graphql"],
            files: ["schema.graphql": "type Query { a: Missing }", "a.graphql": "{ a }"])
        #expect(status == 1)
        #expect(console.output == "schema.graphql:1:17: Unknown type \"Missing\".\n")
    }

    @Test func missingSchemaOptionIsAUsageError() {
        let (status, console) = Self.run(["a.graphql"], files: ["a.graphql": "{ a }"])
        #expect(status == 2)
        #expect(console.errors.contains("missing option '--schema'"))
    }

    @Test func unreadableFileFails() {
        let (status, console) = Self.run(["--schema", "schema.graphql", "nope.graphql"], files: ["schema.graphql": Self.schema])
        #expect(status == 1)
        #expect(console.errors.contains("nope.graphql"))
    }
}
