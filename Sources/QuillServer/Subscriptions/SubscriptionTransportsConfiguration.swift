/// The settings of the subscription transports a `GraphQLServer` speaks.
public struct SubscriptionTransportsConfiguration: Sendable {
    public var webSocket: GraphQLWebSocket.Configuration
    public var serverSentEvents: ServerSentEvents.Configuration
    public var multipart: MultipartSubscription.Configuration

    public init(
        webSocket: GraphQLWebSocket.Configuration = .init(), serverSentEvents: ServerSentEvents.Configuration = .init(),
        multipart: MultipartSubscription.Configuration = .init()
    ) {
        self.webSocket = webSocket
        self.serverSentEvents = serverSentEvents
        self.multipart = multipart
    }
}
