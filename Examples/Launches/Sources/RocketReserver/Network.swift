// Apollo iOS 1.x tutorial (RocketReserver): the network setup, with its imports changed
// (`import Apollo` → `import Quill`; `import ApolloWebSocket` deleted) and its URLs the
// server's the test started (`Endpoint`) instead of Heroku's.
import Foundation
import Quill

class Network {
    static let shared = Network()

    private(set) lazy var apollo: ApolloClient = {
        let client = URLSessionClient()
        let cache = InMemoryNormalizedCache()
        let store = ApolloStore(cache: cache)
        let provider = NetworkInterceptorProvider(client: client, store: store)
        let url = Endpoint.http
        let transport = RequestChainNetworkTransport(interceptorProvider: provider, endpointURL: url)

        let webSocket = WebSocket(url: Endpoint.webSocket, protocol: .graphql_ws)
        let webSocketTransport = WebSocketTransport(websocket: webSocket)

        let splitTransport = SplitNetworkTransport(
            uploadingNetworkTransport: transport,
            webSocketNetworkTransport: webSocketTransport
        )
        return ApolloClient(networkTransport: splitTransport, store: store)
    }()
}
