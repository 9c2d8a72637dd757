import Foundation
import QuillSync

/// Apollo iOS 1.x's request object: a `GraphQLHTTPRequest` an Apollo interceptor changes
/// in place (`request.addHeader(name:value:)` on a `let`).
public final class HTTPRequest<Operation: GraphQLOperation>: Sendable {
    private let state: Locked<GraphQLHTTPRequest<Operation>>

    init(_ request: GraphQLHTTPRequest<Operation>) {
        state = Locked(request)
    }

    /// The request as it now is, for the rest of the chain.
    public var graphQLRequest: GraphQLHTTPRequest<Operation> { state.value }

    public var operation: Operation { state.value.operation }
    public var graphQLEndpoint: URL { state.value.url }
    public var cachePolicy: CachePolicy {
        get { state.value.cachePolicy }
        set { state.withLock { $0.cachePolicy = newValue } }
    }
    public var additionalHeaders: [String: String] {
        get { state.value.headers }
        set { state.withLock { $0.headers = newValue } }
    }

    /// Sets a header (replacing one of the same name).
    public func addHeader(name: String, value: String) {
        state.withLock { $0.headers[name] = value }
    }
}
