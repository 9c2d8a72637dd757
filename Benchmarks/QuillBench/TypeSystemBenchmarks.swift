import GraphQL

/// The Engine II phases: building a schema from SDL, validating operations, and
/// executing the introspection query.
func typeSystemBenchmarks() -> [Benchmark] {
    buildSchemaBenchmarks() + validateBenchmarks() + executeIntrospectionBenchmarks()
}

/// `buildSchema` of both corpus schemas: parse, SDL validation, assembly.
func buildSchemaBenchmarks() -> [Benchmark] {
    ["schema.graphql", "github-schema.graphql"].map { file in
        let path = RepositoryPaths.corpus + "/" + file
        return Benchmark(
            name: "build " + file,
            setUp: {
                let source = Source(try String(contentsOfFile: path, encoding: .utf8), name: file)
                return { try buildSchema(source).directives.count }
            },
            peer: PeerTask(id: "build", args: ["file": path])
        )
    }
}

/// Validation with every specified rule of an operation parsed in set-up against a
/// schema built in set-up: the introspection query against the GitHub schema
/// (graphql-js's own validation benchmark), then three operations against the corpus schema.
func validateBenchmarks() -> [Benchmark] {
    let cases: [(operation: String, schema: String, suffix: String)] = [
        ("introspection.graphql", "github-schema.graphql", " @ github"),
        ("introspection.graphql", "schema.graphql", ""),
        ("app.graphql", "schema.graphql", ""),
        ("large.graphql", "schema.graphql", ""),
    ]
    return cases.map { operation, schema, suffix in
        let operationPath = RepositoryPaths.corpus + "/operations/" + operation
        let schemaPath = RepositoryPaths.corpus + "/" + schema
        return Benchmark(
            name: "validate " + operation + suffix,
            setUp: {
                let built = try buildSchema(Source(try String(contentsOfFile: schemaPath, encoding: .utf8)))
                let source = Source(try String(contentsOfFile: operationPath, encoding: .utf8), name: operation)
                let document = try Parser.parse(source)
                let errors = validate(schema: built, document: document, source: source)
                guard errors.isEmpty else {
                    throw SetUpFailure(description: "\(operation) is invalid against \(schema): \(errors[0])")
                }
                return { validate(schema: built, document: document, source: source).count + 1 }
            },
            peer: PeerTask(id: "validate", args: ["schema": schemaPath, "file": operationPath])
        )
    }
}

/// The introspection query with every option graphql-js 16.6 knows turned on,
/// parsed in set-up, executed to JSON bytes (`{"data":{"__schema":…}}`) by an
/// executor with default resolvers made in set-up, as the other execute benchmarks'.
func executeIntrospectionBenchmarks() -> [Benchmark] {
    ["schema.graphql", "github-schema.graphql"].map { file in
        let path = RepositoryPaths.corpus + "/" + file
        return Benchmark(
            name: "execute introspection " + file,
            setUp: {
                let schema = try buildSchema(Source(try String(contentsOfFile: path, encoding: .utf8)))
                let executor = try Executor<Void>(schema: schema)
                let source = Source(introspectionQuery(fullIntrospection))
                let document = try Parser.parse(source)
                return { executor.executeSync(document: document, source: source).jsonBytes().count }
            },
            peer: PeerTask(id: "introspect", args: ["file": path])
        )
    }
}
