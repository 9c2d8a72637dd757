import Foundation

import struct GraphQL.JSONWriter

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An operation's HTTP request as it goes down the interceptor chain: interceptors
/// change its headers (an `Authorization` token), its cache policy or what the body
/// carries (automatic persisted queries send the hash alone first).
public struct GraphQLHTTPRequest<Operation: GraphQLOperation>: Sendable {
    public var operation: Operation
    public var url: URL
    public var headers: [String: String]
    public var cachePolicy: CachePolicy
    /// Whether the body carries the query text (false: only its hash).
    public var sendsQueryDocument = true
    /// Whether the body carries the `persistedQuery` extension with the query's SHA-256.
    public var sendsPersistedQueryHash = false
    /// Entries added to the body's `extensions`.
    public var extensions: JSONObject = JSONObject()
    public let context: RequestContext

    /// The files sent with the operation, in a multipart request (none: a JSON POST).
    public var files: [GraphQLFile] { context.files }

    public init(operation: Operation, url: URL, headers: [String: String] = [:], cachePolicy: CachePolicy, context: RequestContext = RequestContext())
    {
        self.operation = operation
        self.url = url
        self.headers = headers
        self.cachePolicy = cachePolicy
        self.context = context
    }

    /// The document sent: the operation's with `__typename` added where the cache needs
    /// it (a `GraphQLTextRequest`'s text as written).
    public var document: String { context.rawDocument?.text ?? SentDocument.of(Operation.self).text }

    /// The document's SHA-256, for persisted queries.
    public var documentHash: String { context.rawDocument?.sha256 ?? SentDocument.of(Operation.self).sha256 }

    /// Whether the operation defers or streams (`@defer`, `@stream`), so that the server
    /// may answer incrementally.
    public var isIncremental: Bool { context.rawDocument == nil && SentDocument.of(Operation.self).isIncremental }

    /// The operation's name in the body (a `GraphQLTextRequest` may have none).
    public var operationName: String? {
        guard let raw = context.rawDocument else { return Operation.operationName }
        return raw.operationName
    }

    /// The JSON body: `operationName`, `query`, `variables`, `extensions`.
    public func body() -> [UInt8] {
        JSONValue.object(payload()).serialized()
    }

    /// The body as a JSON object (what a WebSocket's `subscribe` message carries).
    func payload() -> JSONObject {
        var object = JSONObject()
        if let operationName { object.append("operationName", .string(operationName)) }
        if sendsQueryDocument { object.append("query", .string(document)) }
        if let variables = operation.__variables, !variables.isEmpty { object.append("variables", .object(variables)) }
        var extensions = extensions
        if sendsPersistedQueryHash {
            extensions.set("persistedQuery", ["version": 1, "sha256Hash": .string(documentHash)])
        }
        if !extensions.isEmpty { object.append("extensions", .object(extensions)) }
        return object
    }

    /// The `URLRequest` of an upload whose body `body` describes (`Apollo-Require-Preflight`
    /// passes the servers' CSRF prevention).
    func uploadRequest(_ body: MultipartUploadBody) -> URLRequest {
        var request = urlRequest(body: [])
        request.httpBody = nil
        request.setValue(body.contentType, forHTTPHeaderField: "Content-Type")
        request.setValue("true", forHTTPHeaderField: "Apollo-Require-Preflight")
        return request
    }

    /// The `URLRequest` of a POST with `body`.
    func urlRequest(body: [UInt8]) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/graphql-response+json, application/json;q=0.9", forHTTPHeaderField: "Accept")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = Foundation.Data(body)
        return request
    }
}

/// What travels with a request besides the operation: who asked (a watcher, whose own
/// writes do not re-notify it), the optimistic layer a mutation's answer replaces, and an
/// upload's files.
public struct RequestContext: Sendable {
    /// Anything an interceptor of the user's wants to carry along.
    public var userInfo: [String: any Sendable]
    let watcherID: Int?
    let optimisticLayer: Int?
    /// The document of a `GraphQLTextRequest` (the Codable path), sent instead of the operation type's.
    let rawDocument: RawDocument?
    /// Whether the server's result is written to the cache (Apollo's `publishResultToStore`).
    var publishesResult = true
    /// The files of an upload (`QuillClient.upload(operation:files:)`).
    var files: [GraphQLFile] = []

    public init(userInfo: [String: any Sendable] = [:]) {
        self.init(userInfo: userInfo, watcherID: nil, optimisticLayer: nil)
    }

    init(userInfo: [String: any Sendable] = [:], watcherID: Int?, optimisticLayer: Int?, rawDocument: RawDocument? = nil) {
        self.userInfo = userInfo
        self.watcherID = watcherID
        self.optimisticLayer = optimisticLayer
        self.rawDocument = rawDocument
    }
}

/// An HTTP response as the chain sees it: status, headers (names lowercased) and the
/// whole body.
public struct GraphQLHTTPResponse: Sendable {
    public var url: URL
    public var status: Int
    public var headers: [String: String]
    public var body: [UInt8]

    public init(url: URL, status: Int, headers: [String: String], body: [UInt8]) {
        self.url = url
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// `Cache-Control: max-age=N` in seconds, when the response has it (and no `no-store`/`no-cache`).
    var maxAge: Double? {
        guard let control = headers["cache-control"]?.lowercased() else { return nil }
        var maxAge: Double?
        for directive in control.split(separator: ",") {
            let directive = directive.trimmingCharacters(in: .whitespaces)
            if directive == "no-store" || directive == "no-cache" { return 0 }
            if directive.hasPrefix("max-age="), let seconds = Double(directive.dropFirst("max-age=".count)) { maxAge = seconds }
        }
        return maxAge
    }
}
