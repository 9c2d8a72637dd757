import Foundation
import GraphQL
import Quill

// Generated operations run by the engine in this process, their data read back through
// the contract (`Data(_jsonValue:)`), as the client reads it.

/// What a test reads from an execution: its data and errors.
struct ExecutionResult<Data> {
    var data: Data?
    var errors: [GraphQLError]?
}

struct ExecutionFailure: Error, CustomStringConvertible {
    var description: String
}

/// Runs `operation`'s document with its variables and decodes the data.
func execute<Operation: GraphQLOperation>(
    _ operation: Operation, on executor: Executor<Void>, rootValue: JSONValue? = nil
) throws -> ExecutionResult<Operation.Data> {
    let response = executor.graphqlSync(
        Source(Operation.operationDocument.text), operationName: Operation.operationName,
        variables: operation.__variables ?? JSONObject(), context: (), rootValue: rootValue)
    let data = try response.data.map { try Operation.Data(_jsonValue: $0) }
    if data == nil && response.errors.isEmpty { throw ExecutionFailure(description: "no data and no errors") }
    return ExecutionResult(data: data, errors: response.errors.isEmpty ? nil : response.errors)
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
