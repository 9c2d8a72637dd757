import Foundation

/// Subscriptions over Apollo's multipart HTTP protocol (one POST per subscription,
/// `Accept: multipart/mixed;subscriptionSpec="1.0"`, a part per event), queries and
/// mutations over HTTP through the request chain. The body is read as it arrives: through a
/// URLSession data delegate on Apple platforms, QuillHTTPClient on Linux (`https://` over OpenSSL).
public struct MultipartSubscriptionTransport: SubscriptionNetworkTransport {
    public let subscriptionURL: URL
    private let chain: RequestChainNetworkTransport
    /// What reads subscriptions (tests choose its client).
    var stream: HTTPSubscriptionStream

    /// `headers` go with every subscription's request; queries and mutations get theirs
    /// from the interceptors. `idleTimeout`: how many seconds the server may stay silent (it sends
    /// a heartbeat every 5 s). `trustedCAFile`: a PEM file of certificate authorities that
    /// the subscriptions' `https://` trusts as well as the system's, on Linux (queries go
    /// through URLSession, as on Apple platforms, where URLSession's trust decides).
    public init(
        url: URL, store: QuillStore, interceptorProvider: (any InterceptorProvider)? = nil, headers: [String: String] = [:],
        idleTimeout: TimeInterval = 60, trustedCAFile: String? = nil
    ) {
        subscriptionURL = url
        chain = RequestChainNetworkTransport(
            interceptorProvider: interceptorProvider ?? DefaultInterceptorProvider(store: store), endpointURL: url, additionalHeaders: headers)
        stream = HTTPSubscriptionStream(
            url: url, headers: headers, accept: #"multipart/mixed;subscriptionSpec="1.0", application/json"#, idleTimeout: idleTimeout,
            trustedCAFile: trustedCAFile, reader: { MultipartBodyReader(contentType: $0) })
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
