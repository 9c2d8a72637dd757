import Foundation
import Quill

/// The app's client, as seed 004's `Network.shared.apollo`, with the token interceptor of
/// its part 4: queries and mutations over HTTP and, for the interactive mode, the
/// `tripsBooked` subscription over a WebSocket to the same endpoint (the token in its
/// `connection_init` payload). Records are keyed by type and id, the client's default.
enum Network {
    /// The client; with `socketEvents`, one that subscribes, telling it when its socket
    /// connects (again) and disconnects.
    static func client(endpoint: URL, socketEvents: (@Sendable (WebSocketTransportEvent) -> Void)? = nil) -> QuillClient {
        let store = QuillStore()
        let provider = DefaultInterceptorProvider(store: store, additionalInterceptors: [AuthorizationInterceptor()])
        let http = RequestChainNetworkTransport(interceptorProvider: provider, endpointURL: endpoint)
        guard let socketEvents else { return QuillClient(networkTransport: http, store: store) }
        var socketURL = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)!
        socketURL.scheme = endpoint.scheme == "https" ? "wss" : "ws"
        let payload: JSONObject = LoginToken.load().map { ["authorization": .string($0)] } ?? [:]
        let socket = WebSocketTransport(url: socketURL.url!, store: store, configuration: .init(connectionParams: payload, onEvent: socketEvents))
        return QuillClient(networkTransport: SplitNetworkTransport(uploadingNetworkTransport: http, webSocketNetworkTransport: socket), store: store)
    }
}
