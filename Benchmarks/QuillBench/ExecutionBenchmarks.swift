import Foundation
import GraphQL

/// The Engine III phases: the general executor with default resolvers, and the
/// whole request pipeline.
func executionBenchmarks() -> [Benchmark] {
    [executeListBenchmark(), executeIntrospectionWithFieldBenchmark(), pipelineIntrospectionBenchmark()]
}

/// list.graphql over `listData()` (1000 conferences × 10 attendees), default
/// resolvers, the response as JSON bytes. Set-up writes Quill's response to a
/// file that the node script compares its own with.
func executeListBenchmark() -> Benchmark {
    let schemaPath = RepositoryPaths.corpus + "/schema.graphql"
    let operationPath = RepositoryPaths.corpus + "/operations/list.graphql"
    let expected = FileManager.default.temporaryDirectory.appendingPathComponent("quill-bench-execute-list.json").path
    return Benchmark(
        name: "execute list",
        setUp: {
            try? FileManager.default.removeItem(atPath: expected)
            let (executor, document, source) = try prepare(schemaPath, operationPath: operationPath)
            let root = listData()
            let response = executor.executeSync(document: document, source: source, rootValue: root)
            guard response.errors.isEmpty else { throw SetUpFailure(description: "list.graphql: \(response.errors[0])") }
            try Data(response.jsonBytes()).write(to: URL(fileURLWithPath: expected))
            return { executor.executeSync(document: document, source: source, rootValue: root).jsonBytes().count }
        },
        peer: PeerTask(id: "executeList", args: ["schema": schemaPath, "file": operationPath, "expected": expected])
    )
}

/// The introspection query of `execute introspection` with one ordinary root
/// field added (`me { id name role }`, read from the root value): introspection
/// beside fields with resolvers.
func executeIntrospectionWithFieldBenchmark() -> Benchmark {
    let schemaPath = RepositoryPaths.corpus + "/schema.graphql"
    return Benchmark(
        name: "execute introspection+field schema.graphql",
        setUp: {
            let schema = try buildSchema(Source(try String(contentsOfFile: schemaPath, encoding: .utf8)))
            let executor = try Executor<Void>(schema: schema)
            var text = introspectionQuery(fullIntrospection)
            text.replaceSubrange(text.range(of: "{")!, with: "{\n  " + meSelection)
            let source = Source(text)
            let document = try valid(Parser.parse(source), schema, source)
            let root: JSONValue = ["me": ["id": "attendee-0-0", "name": "Attendee 0", "role": "ADMIN"]]
            let response = executor.executeSync(document: document, source: source, rootValue: root)
            guard response.errors.isEmpty else { throw SetUpFailure(description: "introspection+field: \(response.errors[0])") }
            return { executor.executeSync(document: document, source: source, rootValue: root).jsonBytes().count }
        },
        peer: PeerTask(id: "introspectWithField", args: ["file": schemaPath, "field": meSelection])
    )
}

/// `graphqlSync` of the introspection query's text against the GitHub schema built
/// in set-up: parse, validate, execute and serialize in every iteration.
func pipelineIntrospectionBenchmark() -> Benchmark {
    let schemaPath = RepositoryPaths.corpus + "/github-schema.graphql"
    return Benchmark(
        name: "pipeline introspection github-schema.graphql",
        setUp: {
            let schema = try buildSchema(Source(try String(contentsOfFile: schemaPath, encoding: .utf8)))
            let source = Source(introspectionQuery(fullIntrospection))
            let response = graphqlSync(schema: schema, source: source)
            guard response.errors.isEmpty else { throw SetUpFailure(description: "pipeline: \(response.errors[0])") }
            return { graphqlSync(schema: schema, source: source).jsonBytes().count }
        },
        peer: PeerTask(id: "pipelineIntrospection", args: ["file": schemaPath])
    )
}

/// The root field that `execute introspection+field` adds.
private let meSelection = "me { id name role }"

/// Every option graphql-js 16.6 knows, as in `execute introspection`.
let fullIntrospection = IntrospectionOptions(
    descriptions: true, specifiedByURL: true, directiveIsRepeatable: true, schemaDescription: true,
    inputValueDeprecation: true)

/// An executor with default resolvers for the schema at `schemaPath`, and the
/// operation at `operationPath`, parsed and checked valid.
private func prepare(_ schemaPath: String, operationPath: String) throws -> (Executor<Void>, Document, Source) {
    let schema = try buildSchema(Source(try String(contentsOfFile: schemaPath, encoding: .utf8)))
    let source = Source(try String(contentsOfFile: operationPath, encoding: .utf8), name: operationPath)
    return (try Executor<Void>(schema: schema), try valid(Parser.parse(source), schema, source), source)
}

/// `document`, after checking it has no validation errors against `schema`.
private func valid(_ document: Document, _ schema: GraphQLSchema, _ source: Source) throws -> Document {
    let errors = validate(schema: schema, document: document, source: source)
    guard errors.isEmpty else { throw SetUpFailure(description: "\(source.name) is invalid: \(errors[0])") }
    return document
}
