import GraphQL

/// `quill introspect --schema SCHEMA`: the schema's introspection result as JSON.
enum IntrospectCommand {
    static let command: Command = Command(
        name: "introspect",
        abstract: "Print a schema's introspection result as JSON.",
        discussion: """
            The schema (SDL) is built and validated, then introspected with
            graphql-js's introspection query with every option on (descriptions,
            specifiedByURL, isRepeatable, the schema's description, deprecated
            arguments and input fields), as introspectionFromSchema() does. The
            result (the response's data) is printed as JSON.stringify(result, null, 2)
            prints it.

            Errors in the schema are written to standard error as
            SCHEMA:LINE:COLUMN: MESSAGE, and the exit status is 1.
            """,
        options: [.value("schema", short: "s", valueName: "SCHEMA", help: "The schema, in SDL; '-' reads standard input.")]
    ) { invocation, console throws(UsageError) in
        guard let schemaPath = invocation.value(of: "schema") else {
            throw UsageError("missing option '--schema'", commandPath: ["introspect"])
        }
        guard let schema = console.readSchema(schemaPath, validate: true) else { return ExitCode.failure }
        let json = introspectionFromSchema(schema).prettySerialized()
        console.write(String(decoding: json, as: UTF8.self) + "\n")
        return ExitCode.success
    }
}
