import GraphQL

/// `quill check --schema SCHEMA FILE...`: validates operations against a schema.
enum CheckCommand {
    static let command: Command = Command(
        name: "check",
        abstract: "Validate GraphQL operations against a schema.",
        discussion: """
            The schema (SDL) is built first; each FILE is then parsed and validated
            with the spec's rules, as graphql-js's validate() does. Every error is
            written as FILE:LINE:COLUMN: MESSAGE, at its first location (FILE is
            <stdin> for '-'); errors in the schema as SCHEMA:LINE:COLUMN: MESSAGE.

            The exit status is 0 when every file is valid, 1 otherwise.
            """,
        options: [.value("schema", short: "s", valueName: "SCHEMA", help: "The schema, in SDL.")],
        arguments: [Argument(name: "FILE", help: "A GraphQL document; '-' reads standard input.", isRepeating: true)]
    ) { invocation, console throws(UsageError) in
        guard let schemaPath = invocation.value(of: "schema") else {
            throw UsageError("missing option '--schema'", commandPath: ["check"])
        }
        guard let schema = console.readSchema(schemaPath, validate: true, errorsAsOutput: true) else {
            return ExitCode.failure
        }
        var status = ExitCode.success
        for path in invocation.arguments where !check(path, schema, console) {
            status = ExitCode.failure
        }
        return status
    }

    /// Reports the syntax or validation errors of one file; whether it has none.
    private static func check(_ path: String, _ schema: GraphQLSchema, _ console: any Console) -> Bool {
        guard let text = console.readInput(path) else { return false }
        let source = Source(text, name: inputName(path))
        let errors: [GraphQLError]
        do throws(GraphQLError) {
            errors = validate(schema: schema, document: try Parser.parse(source), source: source)
        } catch {
            errors = [error]
        }
        for error in errors {
            console.write(error.diagnostic(file: inputName(path)) + "\n")
        }
        return errors.isEmpty
    }
}
