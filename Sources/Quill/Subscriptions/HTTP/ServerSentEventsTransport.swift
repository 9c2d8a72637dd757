import Foundation

/// Subscriptions over Server-Sent Events (graphql-sse's distinct-connections mode: one POST
/// per subscription, `Accept: text/event-stream`), queries and mutations over HTTP through
/// the request chain. The body is read as it arrives: through a URLSession data delegate
/// on Apple platforms, QuillHTTPClient on Linux (`https://` over OpenSSL).
///
/// ```swift
/// let transport = ServerSentEventsTransport(url: URL(string: "http://localhost:4000/graphql")!, store: store)
/// let client = QuillClient(networkTransport: transport, store: store)
/// ```
public struct ServerSentEventsTransport: SubscriptionNetworkTransport {
    public let subscriptionURL: URL
    private let chain: RequestChainNetworkTransport
    /// What reads subscriptions (tests choose its client).
    var stream: HTTPSubscriptionStream

    /// `headers` go with every subscription's request (an `Authorization` token); queries
    /// and mutations get theirs from the interceptors (by default, the standard chain's).
    /// `idleTimeout`: how many seconds the server may stay silent (it sends a comment every 12 s).
    /// `trustedCAFile`: a PEM file of certificate authorities that the subscriptions'
    /// `https://` trusts as well as the system's, on Linux (queries go through URLSession, as
    /// on Apple platforms, where URLSession's trust decides).
    public init(
        url: URL, store: QuillStore, interceptorProvider: (any InterceptorProvider)? = nil, headers: [String: String] = [:],
        idleTimeout: TimeInterval = 60, trustedCAFile: String? = nil
    ) {
        subscriptionURL = url
        chain = RequestChainNetworkTransport(
            interceptorProvider: interceptorProvider ?? DefaultInterceptorProvider(store: store), endpointURL: url, additionalHeaders: headers)
        stream = HTTPSubscriptionStream(
            url: url, headers: headers, accept: "text/event-stream", idleTimeout: idleTimeout, trustedCAFile: trustedCAFile,
            reader: { _ in ServerSentEventsBodyReader() })
    }

    public func send<Operation: GraphQLOperation>(operation: Operation, cachePolicy: CachePolicy, context: RequestContext)
        -> AsyncThrowingStream<GraphQLResult<Operation.Data>, any Error>
    {
        chain.send(operation: operation, cachePolicy: cachePolicy, context: context)
    }

    public func subscribe(_ request: SubscriptionRequest) -> AsyncThrowingStream<JSONObject, any Error> {
        stream.subscribe(request)
    }
}
