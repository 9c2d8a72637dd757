import Foundation

import struct GraphQL.Parser

extension QuillClient {
    /// Sends `request` through the request chain (interceptors, retry, persisted
    /// queries; no cache) and decodes its `data` as `T` with `decoder`. Throws what `fetch`
    /// throws, and a `ResponseFormatError` (`.undecodable`) for data that does not decode.
    ///
    /// ```swift
    /// let posts = try await client.fetch(GraphQLTextRequest(query: listPosts), as: PostCollection.self)
    ///     .data?.postCollection.edges.map(\.node)
    /// ```
    public func fetch<T: Decodable & SendableMetatype>(_ request: GraphQLTextRequest, as _: T.Type, decoder: sending JSONDecoder = JSONDecoder())
        async throws -> sending GraphQLResult<T>
    {
        let document = RawDocument(text: request.query, sha256: SHA256.hexDigest(request.query.utf8), operationName: request.operationName)
        let context = RequestContext(watcherID: nil, optimisticLayer: nil, rawDocument: document)
        let raw: GraphQLResult<RawData>
        if Self.isMutation(request) {
            raw = try await single(
                networkTransport.send(
                    operation: RawMutation(variables: request.variables), cachePolicy: .fetchIgnoringCacheCompletely, context: context))
        } else {
            raw = try await single(
                networkTransport.send(operation: RawQuery(variables: request.variables), cachePolicy: .fetchIgnoringCacheCompletely, context: context)
            )
        }
        var data: T?
        if let object = raw.data?.__data._data {
            do {
                data = try decoder.decode(T.self, from: Foundation.Data(JSONValue.object(object).serialized()))
            } catch {
                // A transport of the user's that built its result itself says no URL: its error as is.
                guard let url = raw.url else { throw error }
                throw ResponseFormatError(decoding: error, as: T.self, url: url)
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
    private static func isMutation(_ request: GraphQLTextRequest) -> Bool {
        guard let document = try? Parser.parse(request.query) else { return false }
        for case .operation(let operation) in document.definitions
        where request.operationName == nil || operation.name?.value == request.operationName {
            return operation.operation == .mutation
        }
        return false
    }
}

extension ResponseFormatError {
    /// `error`, a `DecodingError` of data as `type`, with its coding path as the path.
    init(decoding error: any Error, as type: Any.Type, url: URL) {
        var path: [PathComponent] = []
        var message = String(describing: error)
        if let error = error as? DecodingError {
            let context: DecodingError.Context?
            switch error {
            case .typeMismatch(_, let found), .valueNotFound(_, let found), .dataCorrupted(let found): context = found
            case .keyNotFound(let key, let found):
                context = DecodingError.Context(codingPath: found.codingPath + [key], debugDescription: found.debugDescription)
            @unknown default: context = nil
            }
            if let context {
                path = context.codingPath.map { $0.intValue.map(PathComponent.index) ?? .key($0.stringValue) }
                message = context.debugDescription
            }
        }
        self.init(url: url, reason: .undecodable(type: String(describing: type), path: path, message: message))
    }
}

/// A `GraphQLTextRequest`'s document as the request chain sends it.
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
