import GraphQL

/// `quill schema`: commands on whole schemas.
enum SchemaCommand {
    static let command: Command = Command(
        name: "schema",
        abstract: "Work with GraphQL schemas.",
        subcommands: [printCommand]
    ) { _, console in
        console.write(Help.text(for: command, path: ["schema"]))
        return ExitCode.success
    }

    /// `quill schema print SCHEMA | --from-introspection FILE`.
    static let printCommand: Command = Command(
        name: "print",
        abstract: "Print a schema as SDL, as graphql-js's printSchema() does.",
        discussion: """
            The schema comes from SCHEMA (SDL) or, with --from-introspection, from an
            introspection result in JSON: either the whole response,
            {"data": {"__schema": ...}}, or its data, {"__schema": ...}. It is printed
            as graphql-js's printSchema() prints it: built-in scalars, built-in
            directives and introspection types are left out, descriptions become
            block strings where they can, and default values are normalized.

            Errors are written to standard error as FILE:LINE:COLUMN: MESSAGE, and the
            exit status is 1.
            """,
        options: [.value("from-introspection", valueName: "FILE", help: "Read the schema from an introspection result.")],
        arguments: [Argument(name: "SCHEMA", help: "The schema, in SDL; '-' reads standard input.", isOptional: true)]
    ) { invocation, console throws(UsageError) in
        let introspectionPath = invocation.value(of: "from-introspection")
        let schema: GraphQLSchema?
        switch (invocation.arguments.first, introspectionPath) {
        case (let path?, nil): schema = console.readSchema(path)
        case (nil, let path?): schema = loadIntrospection(path, console)
        case (_?, _?): throw UsageError("give either SCHEMA or '--from-introspection', not both", commandPath: ["schema", "print"])
        case (nil, nil): throw UsageError("missing SCHEMA or '--from-introspection'", commandPath: ["schema", "print"])
        }
        guard let schema else { return ExitCode.failure }
        console.write(printSchema(schema) + "\n")
        return ExitCode.success
    }

    /// The schema of the introspection result at `path` (a response or its data).
    static func loadIntrospection(_ path: String, _ console: any Console) -> GraphQLSchema? {
        guard let json = console.readJSON(path) else { return nil }
        // A whole response holds the result under "data".
        let data = json["__schema"] == nil && json["data"]?["__schema"] != nil ? json["data"]! : json
        do throws(GraphQLErrors) {
            return try buildClientSchema(data)
        } catch {
            for schemaError in error.errors { console.writeError(schemaError.diagnostic(file: inputName(path)) + "\n") }
            return nil
        }
    }
}
