import Foundation
import Quill

/// The app's client, as the seed's AppDelegate makes it (`ApolloClient(url:)` with
/// `cacheKeyForObject`): queries and mutations over HTTP and, for the interactive mode,
/// subscriptions over a WebSocket to the same endpoint.
struct Network {
    let endpoint: URL
    let client: QuillClient
    /// The requests sent over HTTP so far.
    let requests = RequestCounter()

    init(endpoint: URL, subscribes: Bool = false) {
        self.endpoint = endpoint
        let store = QuillStore()
        let provider = DefaultInterceptorProvider(store: store, additionalInterceptors: [requests])
        let http = RequestChainNetworkTransport(interceptorProvider: provider, endpointURL: endpoint)
        if subscribes {
            // quill dev serves WebSockets at its HTTP endpoint: ws:// for http://, wss:// for https://.
            var socketURL = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)!
            socketURL.scheme = endpoint.scheme == "https" ? "wss" : "ws"
            let socket = WebSocketTransport(url: socketURL.url!, store: store)
            client = QuillClient(
                networkTransport: SplitNetworkTransport(uploadingNetworkTransport: http, webSocketNetworkTransport: socket), store: store)
        } else {
            client = QuillClient(networkTransport: http, store: store)
        }
        // Records keyed by id, so that a mutation's answer updates every query that read them.
        client.cacheKeyForObject = { $0["id"] }
    }
}
