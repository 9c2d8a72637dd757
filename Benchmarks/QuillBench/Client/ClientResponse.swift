import CQuillBench
import Foundation
import GraphQL

/// The server's response to `document` (list.graphql as the client sends it, with
/// `__typename`) over `listData()`: 1000 conferences × 10 attendees, as JSON bytes.
func clientListResponse(document: String) throws -> [UInt8] {
    let schema = try buildSchema(Source(try String(contentsOfFile: RepositoryPaths.corpus + "/schema.graphql", encoding: .utf8)))
    let source = Source(document)
    let parsed = try Parser.parse(source)
    if let error = validate(schema: schema, document: parsed, source: source).first {
        throw SetUpFailure(description: "the client's list document does not validate: \(error)")
    }
    let response = try Executor<Void>(schema: schema).executeSync(document: parsed, source: source, rootValue: listData())
    if let error = response.errors.first { throw SetUpFailure(description: "list.graphql: \(error)") }
    return response.jsonBytes()
}

/// Bytes the C allocator has handed out and not had back.
func heapBytesInUse() -> Int? {
    Int(cquillbench_heap_in_use())
}
