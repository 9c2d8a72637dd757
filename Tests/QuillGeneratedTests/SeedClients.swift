import Foundation
import GraphQL
import Quill
import QuillBackend

// The seeds' `apollo` objects, until the Quill client lands on main: each runs the
// generated operations on an engine executor in this process (a real backend or schema)
// and calls back at once, with the callback shapes the seeds' Swift uses. They read the
// data as the client does, through the contract: `Data(_jsonValue:)`.

/// What the seeds read from a result: its data and errors.
struct SeedResult<Data> {
    var data: Data?
    var errors: [GraphQLError]?
}

struct SeedFailure: Error, CustomStringConvertible {
    var description: String
}

/// Runs `operation`'s document with its variables and decodes the data.
func execute<Operation: GraphQLOperation>(
    _ operation: Operation, on executor: Executor<Void>, rootValue: JSONValue? = nil
) throws -> SeedResult<Operation.Data> {
    let response = executor.graphqlSync(
        Source(Operation.operationDocument.text), operationName: Operation.operationName,
        variables: operation.__variables ?? JSONObject(), context: (), rootValue: rootValue)
    let data = try response.data.map { try Operation.Data(_jsonValue: $0) }
    if data == nil && response.errors.isEmpty { throw SeedFailure(description: "no data and no errors") }
    return SeedResult(data: data, errors: response.errors.isEmpty ? nil : response.errors)
}

/// Seed 000's Apollo iOS 0.x: `{ result, error in }`.
final class SeedClient: Sendable {
    let executor: Executor<Void>

    init(executor: Executor<Void>) {
        self.executor = executor
    }

    func fetch<Query: GraphQLQuery>(query: Query, resultHandler: ((SeedResult<Query.Data>?, (any Error)?) -> Void)?) {
        call(query, resultHandler)
    }

    func watch<Query: GraphQLQuery>(query: Query, resultHandler: ((SeedResult<Query.Data>?, (any Error)?) -> Void)?) {
        call(query, resultHandler)
    }

    func perform<Mutation: GraphQLMutation>(mutation: Mutation, resultHandler: ((SeedResult<Mutation.Data>?, (any Error)?) -> Void)?) {
        call(mutation, resultHandler)
    }

    private func call<Operation: GraphQLOperation>(
        _ operation: Operation, _ handler: ((SeedResult<Operation.Data>?, (any Error)?) -> Void)?
    ) {
        // Run first: `handler?(…)` would not evaluate its arguments without a handler.
        let result = Result { try execute(operation, on: executor) }
        switch result {
        case .success(let value): handler?(value, nil)
        case .failure(let error): handler?(nil, error)
        }
    }
}

/// Seed 004's later Apollo iOS: `{ result in switch result { case .success(let graphQLResult): … } }`.
final class SeedNetworkClient: Sendable {
    let executor: Executor<Void>
    /// The data the default resolvers read.
    let rootValue: JSONValue

    init(executor: Executor<Void>, rootValue: JSONValue) {
        self.executor = executor
        self.rootValue = rootValue
    }

    func fetch<Query: GraphQLQuery>(query: Query, resultHandler: (Result<SeedResult<Query.Data>, any Error>) -> Void) {
        resultHandler(Result { try execute(query, on: executor, rootValue: rootValue) })
    }
}

/// A backend of `Examples/<example>/schema.graphql` on SQLite in memory.
final class ExampleBackend {
    let backend: Backend
    let executor: Executor<Void>

    init(_ example: String) throws {
        backend = try Backend.open(modelPath: packageFile("Examples/\(example)/schema.graphql").path, database: .sqliteInMemory)
        executor = try backend.executor(context: Void.self)
    }

    /// Runs the operations in an example's file, which must succeed.
    func run(file: String) throws {
        let text = try String(contentsOf: packageFile(file), encoding: .utf8)
        let response = executor.graphqlSync(Source(text), context: ())
        guard response.errors.isEmpty else { throw SeedFailure(description: "\(file): \(response.errors)") }
    }
}

/// The root of this package, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func packageFile(_ path: String) -> URL {
    packageRoot.appendingPathComponent(path)
}

/// The schema in a file of the package (SDL).
func schema(at path: String) throws -> GraphQLSchema {
    try buildSchema(Source(try String(contentsOf: packageFile(path), encoding: .utf8), name: path))
}
