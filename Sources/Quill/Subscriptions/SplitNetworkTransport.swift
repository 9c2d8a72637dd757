import Foundation

/// Queries and mutations over one transport (HTTP), subscriptions over another (a
/// WebSocket): Apollo's `SplitNetworkTransport`, in its shape.
///
/// ```swift
/// let http = RequestChainNetworkTransport(interceptorProvider: DefaultInterceptorProvider(store: store), endpointURL: url)
/// let socket = WebSocketTransport(url: URL(string: "ws://localhost:4000/graphql")!, store: store)
/// let client = QuillClient(
///     networkTransport: SplitNetworkTransport(uploadingNetworkTransport: http, webSocketNetworkTransport: socket), store: store)
/// ```
public struct SplitNetworkTransport: SubscriptionNetworkTransport {
    public let uploadingNetworkTransport: any NetworkTransport
    public let webSocketNetworkTransport: any SubscriptionNetworkTransport

    public init(uploadingNetworkTransport: any NetworkTransport, webSocketNetworkTransport: any SubscriptionNetworkTransport) {
        self.uploadingNetworkTransport = uploadingNetworkTransport
        self.webSocketNetworkTransport = webSocketNetworkTransport
    }

    public var subscriptionURL: URL { webSocketNetworkTransport.subscriptionURL }

    public func send<Operation: GraphQLOperation>(operation: Operation, cachePolicy: CachePolicy, context: RequestContext)
        -> AsyncThrowingStream<GraphQLResult<Operation.Data>, any Error>
    {
        uploadingNetworkTransport.send(operation: operation, cachePolicy: cachePolicy, context: context)
    }

    public func subscribe(_ request: SubscriptionRequest) -> AsyncThrowingStream<JSONObject, any Error> {
        webSocketNetworkTransport.subscribe(request)
    }
}
