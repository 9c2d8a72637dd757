import Foundation
import QuillTestSupport
import Testing

@testable import Quill

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transport's socket on Apple platforms, `URLSessionWebSocketTask`, compiled and run
/// here: its opening request and how it reads a failed receive, as values; against
/// QuillServer in `WebSocketTransportTests` where URLSession opens WebSockets, and here,
/// where it does not, the refusal it then reports.
@Suite(.timeLimit(.minutes(2))) struct URLSessionTransportWebSocketTests {
    private func options(_ url: String) -> TransportWebSocketOptions {
        TransportWebSocketOptions(
            url: URL(string: url)!, subprotocol: .graphQLWS, headers: ["Authorization": "Bearer t"], maxMessageSize: 1024,
            connectTimeout: 7, trustedCAFile: nil)
    }

    @Test func theOpeningRequestOffersTheSubprotocolWithTheHeaders() throws {
        let request = try URLSessionTransportWebSocket.request(options("https://example.com:8443/graphql?x=1"))
        #expect(request.url?.absoluteString == "wss://example.com:8443/graphql?x=1")
        #expect(request.value(forHTTPHeaderField: "Sec-WebSocket-Protocol") == "graphql-ws")
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer t")
        #expect(request.timeoutInterval == 7)
        #expect(try URLSessionTransportWebSocket.request(options("http://localhost/graphql")).url?.scheme == "ws")
        #expect(try URLSessionTransportWebSocket.request(options("ws://localhost/graphql")).url?.scheme == "ws")
    }

    @Test func aURLOfAnotherSchemeIsRefused() {
        #expect(throws: TransportWebSocketFailure.self) { try URLSessionTransportWebSocket.request(options("ftp://example.com/graphql")) }
    }

    @Test func aFailedReceiveIsTheServersCloseARefusalOrALostConnection() {
        let lost = URLError(.networkConnectionLost)
        guard
            case .closed(4403, "Forbidden") = URLSessionTransportWebSocket.event(
                after: lost, closeCode: 4403, closeReason: Data("Forbidden".utf8), status: 101)
        else { Issue.record("the server's close frame is not its close"); return }
        guard case .closed(1000, "") = URLSessionTransportWebSocket.event(after: lost, closeCode: 1000, closeReason: nil, status: 101)
        else { Issue.record("a close without a reason"); return }
        #expect(
            URLSessionTransportWebSocket.event(after: lost, closeCode: 0, closeReason: nil, status: 403).failure
                == .refused("the server refused the WebSocket with HTTP 403"))
        #expect(
            URLSessionTransportWebSocket.event(after: URLError(.unsupportedURL), closeCode: 0, closeReason: nil, status: nil).failure
                == .refused("URLSession cannot open the WebSocket: \(URLError(.unsupportedURL).localizedDescription)"))
        #expect(
            URLSessionTransportWebSocket.event(after: lost, closeCode: 0, closeReason: nil, status: nil).failure
                == .connectionFailed("the connection was lost: \(lost.localizedDescription)"))
    }

    /// Where FoundationNetworking has no WebSockets, a transport on URLSession's socket ends
    /// its subscription at once with the refusal, which no reconnect could cure.
    @Test(.enabled(if: !urlSessionOpensWebSockets)) func withoutWebSocketsInLibcurlTheSubscriptionIsRefusedOnce() async throws {
        try await withEventServer { url async throws in
            var configuration = WebSocketTransport.Configuration(keepAlive: nil, reconnection: .init(maxAttempts: 5, baseDelay: 0.01))
            configuration.socket = .urlSession
            let transport = WebSocketTransport(url: url.webSocket, store: QuillStore(), configuration: configuration)
            let error = await #expect(throws: WebSocketTransportError.self) {
                for try await _ in transport.subscribe(
                    SubscriptionRequest(operationName: "Counter", query: "subscription Counter { counter }", variables: nil))
                {}
            }
            #expect(error?.attempts == 1)
            guard case .refused(let message)? = error?.reason else {
                Issue.record("not a refusal: \(String(describing: error))")
                return
            }
            #expect(message.hasPrefix("URLSession cannot open the WebSocket: "))
            #expect(message.contains("WebSockets not supported by libcurl"))
            await transport.close()
        }
    }
}

extension TransportWebSocketEvent {
    /// The reason of a `.failed` event.
    var failure: WebSocketTransportError.Reason? {
        if case .failed(let reason) = self { return reason }
        return nil
    }
}
