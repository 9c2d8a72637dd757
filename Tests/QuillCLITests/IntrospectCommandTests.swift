import Testing

@testable import QuillCLI

/// `quill introspect`, in-process on a recording console.
@Suite struct IntrospectCommandTests {
    /// Expected text from graphql-js 16.6 with the 2025 built-ins
    /// (scripts/graphql-js/introspection.cjs), cut to its first lines.
    @Test func printsTheIntrospectionResultLikeJSONStringify() {
        let result = CLI.runCapturing(
            ["introspect", "--schema", "s.graphql"], files: ["s.graphql": "\"Described.\"\nschema { query: Q }\ntype Q { a(x: Int = 1): String }"])
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(
            result.output.hasPrefix(
                """
                {
                  "__schema": {
                    "description": "Described.",
                    "queryType": {
                      "name": "Q"
                    },
                    "mutationType": null,
                    "subscriptionType": null,
                    "types": [
                      {
                        "kind": "OBJECT",
                        "name": "Q",
                        "description": null,
                        "specifiedByURL": null,
                        "fields": [
                          {
                            "name": "a",
                            "description": null,
                            "args": [
                              {
                                "name": "x",
                                "description": null,
                                "type": {
                                  "kind": "SCALAR",
                                  "name": "Int",
                                  "ofType": null
                                },
                                "defaultValue": "1",
                                "isDeprecated": false,
                                "deprecationReason": null
                              }
                            ],
                """))
        #expect(result.output.hasSuffix("\n  }\n}\n"))
    }

    @Test func validatesTheSchema() {
        let result = CLI.runCapturing(
            ["introspect", "-s", "s.graphql"], files: ["s.graphql": "type Query { a: String }\ntype Query2 implements Query { a: String }"])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errors == "s.graphql:2:24: Type Query2 must only implement Interface types, it cannot implement Query.\n")
    }

    @Test func needsASchema() {
        let result = CLI.runCapturing(["introspect"], files: [:])
        #expect(result.status == 2)
        #expect(result.errors == "quill: missing option '--schema' for 'introspect'. See 'quill introspect --help'.\n")
    }
}
