import Testing
@testable import QuillCLI

/// `quill execute`, in-process on a recording console.
@Suite struct ExecuteCommandTests {
    static let schema = """
        type Query { dog(name: String): Dog, dogs: [Dog!]! }
        type Dog { name: String!, barks: Boolean }
        """
    static let data = #"{"dog": {"name": "Rex", "barks": true}, "dogs": [{"name": "A"}, {"barks": false}]}"#

    static func run(_ arguments: [String], files: [String: String]) -> (Int32, RecordingConsole) {
        let console = RecordingConsole()
        console.files = files.merging(["schema.graphql": schema, "data.json": data]) { given, _ in given }
        return (CLI.run(["execute"] + arguments, console: console), console)
    }

    @Test func printsTheResponseAsCompactJSON() {
        let (status, console) = Self.run(
            ["--schema", "schema.graphql", "--root", "data.json", "q.graphql"],
            files: ["q.graphql": "{ dog { name barks } }"])
        #expect(status == 0)
        #expect(console.output == #"{"data":{"dog":{"name":"Rex","barks":true}}}"# + "\n")
        #expect(console.errors == "")
    }

    @Test func fieldErrorsComeFirstAndExitOne() {
        let (status, console) = Self.run(
            ["-s", "schema.graphql", "-r", "data.json", "q.graphql"], files: ["q.graphql": "{ dogs { name } }"])
        #expect(status == 1)
        #expect(console.output == #"""
            {"errors":[{"message":"Cannot return null for non-nullable field Dog.name.","locations":[{"line":1,"column":10}],"path":["dogs",1,"name"]}],"data":null}

            """#)
    }

    @Test func variablesAndOperationName() {
        let (status, console) = Self.run(
            ["-s", "schema.graphql", "-r", "data.json", "--variables", "vars.json", "--operation", "B", "q.graphql"],
            files: [
                "q.graphql": "query A { dogs { name } } query B($n: String!) { dog(name: $n) { name } }",
                "vars.json": #"{"n": 3}"#,
            ])
        #expect(status == 1)
        #expect(console.output == #"""
            {"errors":[{"message":"Variable \"$n\" got invalid value 3; String cannot represent a non string value: 3","locations":[{"line":1,"column":35}]}]}

            """#)
    }

    @Test func validationErrorsAndBadInputs() {
        let (status, console) = Self.run(["-s", "schema.graphql", "q.graphql"], files: ["q.graphql": "{ cat }"])
        #expect(status == 1)
        #expect(console.output == #"{"errors":[{"message":"Cannot query field \"cat\" on type \"Query\".","locations":[{"line":1,"column":3}]}]}"# + "\n")

        let (badStatus, bad) = Self.run(
            ["-s", "schema.graphql", "-v", "vars.json", "q.graphql"], files: ["q.graphql": "{ dogs { name } }", "vars.json": "[1]"])
        #expect(badStatus == 1)
        #expect(bad.errors == "quill: vars.json: the variables must be a JSON object\n")
        #expect(Self.run(["q.graphql"], files: [:]).0 == 2)
    }
}
