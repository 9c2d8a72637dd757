import Foundation
import struct GraphQL.Parser

/// A GraphQL request written as text, for code without generated operations (seed 002's
/// URLSession + Codable layer): its `data` is decoded into any `Decodable`.
public struct GraphQLRequest: Sendable, Hashable {
    public var query: String
    public var variables: JSONObject?
    /// Which operation of the document to run (needed when it has several).
    public var operationName: String?

    public init(query: String, variables: JSONObject? = nil, operationName: String? = nil) {
        self.query = query
        self.variables = variables
        self.operationName = operationName
    }
}

extension QuillClient {
    /// Sends `request` through the request chain (interceptors, retry, persisted
    /// queries; no cache) and decodes its `data` as `T` with `decoder`.
    ///
    /// ```swift
    /// let posts = try await client.fetch(GraphQLRequest(query: listPosts), as: PostCollection.self)
    ///     .data?.postCollection.edges.map(\.node)
    /// ```
    public func fetch<T: Decodable & SendableMetatype>(_ request: GraphQLRequest, as _: T.Type, decoder: sending JSONDecoder = JSONDecoder())
        async throws -> sending GraphQLResult<T>
    {
        let document = RawDocument(text: request.query, sha256: SHA256.hexDigest(request.query.utf8), operationName: request.operationName)
        let context = RequestContext(watcherID: nil, optimisticLayer: nil, rawDocument: document)
        let raw: GraphQLResult<RawData>
        if Self.isMutation(request) {
            raw = try await single(networkTransport.send(operation: RawMutation(variables: request.variables), cachePolicy: .fetchIgnoringCacheCompletely, context: context))
        } else {
            raw = try await single(networkTransport.send(operation: RawQuery(variables: request.variables), cachePolicy: .fetchIgnoringCacheCompletely, context: context))
        }
        var data: T?
        if let object = raw.data?.__data._data {
            do {
                data = try decoder.decode(T.self, from: Foundation.Data(JSONValue.object(object).serialized()))
            } catch {
                throw DecodingFailure(type: String(describing: T.self), operationName: request.operationName, underlying: error)
            }
        }
        return GraphQLResult(data: data, errors: raw.errors, extensions: raw.extensions, source: .server, dependentKeys: nil)
    }

    private func single<Data>(_ results: AsyncThrowingStream<GraphQLResult<Data>, any Error>) async throws -> GraphQLResult<Data> {
        var last: GraphQLResult<Data>?
        for try await result in results { last = result }
        guard let last else { throw ChainError(message: "the transport finished without a result") }
        return last
    }

    /// Whether the operation the request runs is a mutation (it is then not retried).
    private static func isMutation(_ request: GraphQLRequest) -> Bool {
        guard let document = try? Parser.parse(request.query) else { return false }
        for case .operation(let operation) in document.definitions
        where request.operationName == nil || operation.name?.value == request.operationName {
            return operation.operation == .mutation
        }
        return false
    }
}

/// The data of a response to a `GraphQLRequest` could not be decoded as the type asked for.
public struct DecodingFailure: Error, Sendable, CustomStringConvertible, LocalizedError {
    public let type: String
    public let operationName: String?
    public let underlying: any Error

    public var description: String {
        "Cannot decode the data of \(operationName ?? "the response") as \(type): \(underlying)"
    }

    public var errorDescription: String? { description }
}

/// A `GraphQLRequest`'s document as the request chain sends it.
struct RawDocument: Sendable {
    let text: String
    let sha256: String
    let operationName: String?
}

/// Any data: no selections to check, nothing written to the cache.
struct RawData: RootSelectionSet {
    static var __parentType: String { "" }
    static var __selections: [Selection] { [] }
    let __data: DataDict
    init(_dataDict: DataDict) { __data = _dataDict }
}

struct RawQuery: GraphQLQuery {
    typealias Data = RawData
    static var operationName: String { "" }
    static var operationDocument: OperationDocument { OperationDocument(text: "", sha256: "") }
    let variables: JSONObject?
    var __variables: JSONObject? { variables }
}

struct RawMutation: GraphQLMutation {
    typealias Data = RawData
    static var operationName: String { "" }
    static var operationDocument: OperationDocument { OperationDocument(text: "", sha256: "") }
    let variables: JSONObject?
    var __variables: JSONObject? { variables }
}
