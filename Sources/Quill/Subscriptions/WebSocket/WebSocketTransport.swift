import Foundation
import QuillSync

/// Subscriptions (and, when it is the client's only transport, queries and mutations) over
/// one WebSocket, in graphql-transport-ws (the default) or the legacy graphql-ws.
///
/// The socket opens with the first operation and sends `connectionParams` as the
/// `connection_init` payload (an auth token: QuillServer hands its string members to the
/// context as headers). Keep-alives are pings (graphql-transport-ws) or the server's `ka`
/// (legacy). A lost connection is reopened with a growing delay and every live
/// subscription sent again; a refusal (4403, 4400, …) ends them with a
/// `WebSocketTransportError` saying what the close code means. A consumer that stops
/// listening stops its subscription (`complete`, or `stop`).
///
/// ```swift
/// let transport = WebSocketTransport(
///     url: URL(string: "ws://localhost:4000/graphql")!, store: store,
///     configuration: .init(connectionParams: ["Authorization": "Bearer \(token)"]))
/// let client = QuillClient(networkTransport: transport, store: store)
/// for try await event in client.subscribe(subscription: ConferenceEventsSubscription()) { … }
/// ```
///
/// On Linux the socket is QuillHTTPClient's `WebSocketClient` (`wss://` over OpenSSL, the
/// server's certificate verified for the URL's host); on Apple platforms,
/// `URLSessionWebSocketTask`.
public final class WebSocketTransport: SubscriptionNetworkTransport {
    public struct Configuration: Sendable {
        public var subprotocol: WebSocketSubprotocol
        /// The `connection_init` payload, asked for at each connection (so a reconnect
        /// sends a fresh token).
        public var connectionParams: @Sendable () async throws -> JSONObject?
        /// Fields of the opening handshake's request.
        public var headers: [String: String]
        /// How long the server has to acknowledge `connection_init`, in seconds.
        public var acknowledgementTimeout: TimeInterval
        /// How long opening the socket may take, in seconds.
        public var connectTimeout: TimeInterval
        /// nil: no keep-alive is sent or expected.
        public var keepAlive: KeepAlive?
        public var reconnection: Reconnection
        /// The largest message (and frame) taken from the server; a larger one fails the
        /// connection with 1009.
        public var maxMessageSize: Int
        /// Told when the connection is acknowledged, acknowledged again, or lost.
        public var onEvent: (@Sendable (WebSocketTransportEvent) -> Void)?
        /// A PEM file of certificate authorities trusted for `wss://` as well as the
        /// system's (a private CA), on Linux; on Apple platforms URLSession's trust decides.
        public var trustedCAFile: String?
        /// The socket opened: the platform's (tests open the other on Linux).
        var socket = TransportWebSocketKind.platformDefault

        public init(
            subprotocol: WebSocketSubprotocol = .graphQLTransportWS, connectionParams: JSONObject? = nil,
            headers: [String: String] = [:], acknowledgementTimeout: TimeInterval = 10, connectTimeout: TimeInterval = 30,
            keepAlive: KeepAlive? = KeepAlive(), reconnection: Reconnection = Reconnection(), maxMessageSize: Int = 16 << 20,
            onEvent: (@Sendable (WebSocketTransportEvent) -> Void)? = nil, trustedCAFile: String? = nil
        ) {
            self.subprotocol = subprotocol
            self.connectionParams = { connectionParams }
            self.headers = headers
            self.acknowledgementTimeout = acknowledgementTimeout
            self.connectTimeout = connectTimeout
            self.keepAlive = keepAlive
            self.reconnection = reconnection
            self.maxMessageSize = maxMessageSize
            self.onEvent = onEvent
            self.trustedCAFile = trustedCAFile
        }
    }

    /// graphql-transport-ws: a `ping` every `interval` seconds, its `pong` due within
    /// `timeout`. Legacy graphql-ws: the server's `ka` due within `interval + timeout` of the last.
    public struct KeepAlive: Sendable, Hashable {
        public var interval: TimeInterval
        public var timeout: TimeInterval

        public init(interval: TimeInterval = 20, timeout: TimeInterval = 10) {
            self.interval = interval
            self.timeout = timeout
        }
    }

    /// Reconnects after a lost connection: up to `maxAttempts` in a row, waiting
    /// `baseDelay` seconds, then twice that, up to `maxDelay`, with up to 25% added at random.
    public struct Reconnection: Sendable, Hashable {
        public var maxAttempts: Int
        public var baseDelay: TimeInterval
        public var maxDelay: TimeInterval

        public init(maxAttempts: Int = 10, baseDelay: TimeInterval = 0.5, maxDelay: TimeInterval = 30) {
            self.maxAttempts = maxAttempts
            self.baseDelay = baseDelay
            self.maxDelay = maxDelay
        }

        public static let never = Reconnection(maxAttempts: 0)

        func delay(before attempt: Int) -> TimeInterval {
            let capped = min(baseDelay * Double(1 << min(max(attempt - 1, 0), 20)), maxDelay)
            return capped + capped * Double.random(in: 0..<0.25)
        }
    }

    public let subscriptionURL: URL
    public let store: QuillStore
    public let configuration: Configuration
    private let session: WebSocketTransportSession
    private let lastID = Locked<Int>(0)
    /// The owner's `connection_init` payload, replacing the configuration's once set.
    private let connectingPayload = Locked<JSONObject?>(nil)
    /// The owner's commands to the session, delivered in order.
    private let commands: AsyncStream<WebSocketTransportSession.Command>.Continuation

    public init(url: URL, store: QuillStore = QuillStore(), configuration: Configuration = Configuration()) {
        subscriptionURL = url
        self.store = store
        self.configuration = configuration
        var sessionConfiguration = configuration
        let (connectingPayload, connectionParams) = (connectingPayload, configuration.connectionParams)
        sessionConfiguration.connectionParams = {
            if let payload = connectingPayload.value { return payload }
            return try await connectionParams()
        }
        let session = WebSocketTransportSession(url: url, configuration: sessionConfiguration)
        self.session = session
        let (stream, commands) = AsyncStream.makeStream(of: WebSocketTransportSession.Command.self)
        self.commands = commands
        Task {
            for await command in stream { await session.apply(command) }
        }
    }

    deinit {
        commands.finish()
        let session = session
        Task { await session.terminate() }
    }

    func command(_ command: WebSocketTransportSession.Command) {
        commands.yield(command)
    }

    func setConnectingPayload(_ payload: JSONObject) {
        connectingPayload.withLock { $0 = payload }
    }

    /// Closes the socket (after the legacy protocol's `connection_terminate`) and ends every
    /// operation with `.transportClosed`; the transport carries nothing after.
    public func close() async {
        await session.terminate()
    }

    public func subscribe(_ request: SubscriptionRequest) -> AsyncThrowingStream<JSONObject, any Error> {
        operation(request.payload)
    }

    /// Queries and mutations go over the socket too, through the cache as over HTTP.
    public func send<Operation: GraphQLOperation>(operation: Operation, cachePolicy: CachePolicy, context: RequestContext)
        -> AsyncThrowingStream<GraphQLResult<Operation.Data>, any Error>
    {
        let provider = WebSocketInterceptorProvider(store: store, transport: self)
        return RequestChainNetworkTransport(interceptorProvider: provider, endpointURL: subscriptionURL)
            .send(operation: operation, cachePolicy: cachePolicy, context: context)
    }

    /// The results of one operation (a `subscribe`/`start` payload) until it completes.
    func operation(_ payload: JSONObject) -> AsyncThrowingStream<JSONObject, any Error> {
        let id = String(
            lastID.withLock {
                $0 += 1; return $0
            })
        let session = session
        return AsyncThrowingStream { continuation in
            let started = Task { await session.subscribe(id: id, payload: payload, continuation: continuation) }
            continuation.onTermination = { _ in
                Task {
                    await started.value
                    await session.unsubscribe(id: id)
                }
            }
        }
    }
}
