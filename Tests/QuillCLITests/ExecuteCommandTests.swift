import QuillTestSupport
import Testing

@testable import QuillCLI

/// `quill execute`, in-process on a recording console.
@Suite struct ExecuteCommandTests {
    static let schema = """
        type Query { dog(name: String): Dog, dogs: [Dog!]! }
        type Dog { name: String!, barks: Boolean }
        """
    static let data = #"{"dog": {"name": "Rex", "barks": true}, "dogs": [{"name": "A"}, {"barks": false}]}"#

    /// What a run printed.
    struct Printed: Sendable {
        let output: String
        let errors: String
    }

    /// Runs `quill execute` off the concurrency pool: it blocks its thread while the
    /// operation runs on the pool.
    static func run(_ arguments: [String], files: [String: String]) async throws -> (Int32, Printed) {
        try await offThePool {
            let console = RecordingConsole()
            console.files = files.merging(["schema.graphql": schema, "data.json": data]) { given, _ in given }
            let status = CLI.run(["execute"] + arguments, console: console)
            return (status, Printed(output: console.output, errors: console.errors))
        }
    }

    @Test func printsTheResponseAsCompactJSON() async throws {
        let (status, console) = try await Self.run(
            ["--schema", "schema.graphql", "--root", "data.json", "q.graphql"],
            files: ["q.graphql": "{ dog { name barks } }"])
        #expect(status == 0)
        #expect(console.output == #"{"data":{"dog":{"name":"Rex","barks":true}}}"# + "\n")
        #expect(console.errors == "")
    }

    @Test func printsEachPayloadOfADeferredOrStreamedOperationOnALine() async throws {
        let directives = """
            directive @defer(if: Boolean! = true, label: String) on FRAGMENT_SPREAD | INLINE_FRAGMENT
            directive @stream(if: Boolean! = true, label: String, initialCount: Int = 0) on FIELD

            """
        let (status, console) = try await Self.run(
            ["--schema", "incremental.graphql", "--root", "data.json", "q.graphql"],
            files: [
                "incremental.graphql": directives + Self.schema,
                "q.graphql": #"{ dog { ... @defer(label: "barks") { barks } } dogs @stream(initialCount: 1) { barks } }"#,
            ])
        #expect(status == 0)
        #expect(
            console.output == #"""
                {"data":{"dog":{},"dogs":[{"barks":null}]},"pending":[{"id":"0","path":["dog"],"label":"barks"},{"id":"1","path":["dogs"]}],"hasNext":true}
                {"hasNext":true,"incremental":[{"data":{"barks":true},"id":"0"}],"completed":[{"id":"0"}]}
                {"hasNext":false,"incremental":[{"id":"1","items":[{"barks":false}]}],"completed":[{"id":"1"}]}

                """#)
        let (failed, errors) = try await Self.run(
            ["--schema", "incremental.graphql", "--root", "data.json", "q.graphql"],
            files: ["incremental.graphql": directives + Self.schema, "q.graphql": "{ dogs @stream { name } }"])
        #expect(failed == 1)
        #expect(
            errors.output.hasSuffix(
                #"""
                {"hasNext":false,"completed":[{"id":"0","errors":[{"message":"Cannot return null for non-nullable field Dog.name.","locations":[{"line":1,"column":18}],"path":["dogs",1,"name"]}]}]}

                """#))
    }

    @Test func fieldErrorsComeFirstAndExitOne() async throws {
        let (status, console) = try await Self.run(
            ["-s", "schema.graphql", "-r", "data.json", "q.graphql"], files: ["q.graphql": "{ dogs { name } }"])
        #expect(status == 1)
        #expect(
            console.output == #"""
                {"errors":[{"message":"Cannot return null for non-nullable field Dog.name.","locations":[{"line":1,"column":10}],"path":["dogs",1,"name"]}],"data":null}

                """#)
    }

    @Test func variablesAndOperationName() async throws {
        let (status, console) = try await Self.run(
            ["-s", "schema.graphql", "-r", "data.json", "--variables", "vars.json", "--operation", "B", "q.graphql"],
            files: [
                "q.graphql": "query A { dogs { name } } query B($n: String!) { dog(name: $n) { name } }",
                "vars.json": #"{"n": 3}"#,
            ])
        #expect(status == 1)
        #expect(
            console.output == #"""
                {"errors":[{"message":"Variable \"$n\" got invalid value 3; String cannot represent a non string value: 3","locations":[{"line":1,"column":35}]}]}

                """#)
    }

    @Test func validationErrorsAndBadInputs() async throws {
        let (status, console) = try await Self.run(["-s", "schema.graphql", "q.graphql"], files: ["q.graphql": "{ cat }"])
        #expect(status == 1)
        #expect(
            console.output == #"{"errors":[{"message":"Cannot query field \"cat\" on type \"Query\".","locations":[{"line":1,"column":3}]}]}"# + "\n")

        let (badStatus, bad) = try await Self.run(
            ["-s", "schema.graphql", "-v", "vars.json", "q.graphql"], files: ["q.graphql": "{ dogs { name } }", "vars.json": "[1]"])
        #expect(badStatus == 1)
        #expect(bad.errors == "quill: vars.json: the variables must be a JSON object\n")
        #expect(try await Self.run(["q.graphql"], files: [:]).0 == 2)
    }
}
