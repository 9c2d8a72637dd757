import GraphQL

/// `quill execute --schema SCHEMA --root DATA.json [--variables VARS.json]
/// [--operation NAME] FILE`: runs an operation over JSON data with default resolvers.
enum ExecuteCommand {
    static let command: Command = Command(
        name: "execute",
        abstract: "Execute a GraphQL operation over JSON data.",
        discussion: """
            The schema (SDL) is built; FILE is parsed, validated and executed with
            DATA (JSON) as the root value and default resolvers (each field reads the
            member of its parent named after it; an abstract type's value names its
            type in "__typename"). VARS (a JSON object) gives the variables, NAME the
            operation to run.

            The response is printed as compact JSON, exactly as
            JSON.stringify(graphqlSync({schema, source, rootValue, variableValues,
            operationName})) prints graphql-js's: "errors" (if any), then "data".
            When the schema declares @defer and @stream and the operation defers or
            streams something, each payload of the incremental result is printed on
            a line of its own, as graphql-js 17's experimentalExecuteIncrementally
            gives them: the initial result ("data", "pending", "hasNext"), then each
            subsequent result ("hasNext", "pending", "incremental", "completed").

            The exit status is 0 when no payload has errors, 1 otherwise.
            """,
        options: [
            .value("schema", short: "s", valueName: "SCHEMA", help: "The schema, in SDL."),
            .value("root", short: "r", valueName: "DATA", help: "The root value, a JSON file (default: null)."),
            .value("variables", short: "v", valueName: "VARS", help: "The variables, a JSON object file."),
            .value("operation", short: "o", valueName: "NAME", help: "The operation to execute."),
        ],
        arguments: [Argument(name: "FILE", help: "The GraphQL document; '-' reads standard input.")]
    ) { invocation, console throws(UsageError) in
        guard let schemaPath = invocation.value(of: "schema") else {
            throw UsageError("missing option '--schema'", commandPath: ["execute"])
        }
        guard let path = invocation.arguments.first else {
            throw UsageError("missing argument 'FILE'", commandPath: ["execute"])
        }
        guard let schema = console.readSchema(schemaPath) else { return ExitCode.failure }
        var rootValue = JSONValue.null
        if let rootPath = invocation.value(of: "root") {
            guard let root = console.readJSON(rootPath) else { return ExitCode.failure }
            rootValue = root
        }
        var variables = JSONObject()
        if let variablesPath = invocation.value(of: "variables") {
            guard let json = console.readJSON(variablesPath) else { return ExitCode.failure }
            guard case .object(let object) = json else {
                console.writeError("quill: \(inputName(variablesPath)): the variables must be a JSON object\n")
                return ExitCode.failure
            }
            variables = object
        }
        guard let text = console.readInput(path) else { return ExitCode.failure }
        let source = Source(text, name: inputName(path))
        let operationName = invocation.value(of: "operation")
        let executor: Executor<Void>
        do throws(GraphQLError) {
            executor = try Executor<Void>(schema: schema)
        } catch {
            console.write(String(decoding: Response(errors: [error]).jsonBytes(), as: UTF8.self) + "\n")
            return ExitCode.failure
        }
        let request = (variables, rootValue)
        let payloads = waitFor {
            await executor.graphqlIncrementally(
                source, operationName: operationName, variables: request.0, context: (), rootValue: request.1
            ).payloads()
        }
        for payload in payloads.json { console.write(String(decoding: payload, as: UTF8.self) + "\n") }
        return payloads.hasErrors ? ExitCode.failure : ExitCode.success
    }
}

extension IncrementalExecutionResult {
    /// Every payload's JSON, and whether any has errors.
    fileprivate func payloads() async -> (json: [[UInt8]], hasErrors: Bool) {
        switch self {
        case .single(let response):
            return ([response.jsonBytes()], !response.errors.isEmpty)
        case .incremental(let initial, let subsequent):
            var json = [initial.jsonBytes()]
            var hasErrors = !initial.response.errors.isEmpty
            for await result in subsequent {
                json.append(result.jsonBytes())
                hasErrors =
                    hasErrors || result.incremental.contains { !$0.errors.isEmpty }
                    || result.completed.contains { $0.errors != nil }
            }
            return (json, hasErrors)
        }
    }
}
