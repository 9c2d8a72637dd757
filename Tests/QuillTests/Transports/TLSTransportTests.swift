import Foundation
import Quill
import QuillTestSupport
import Testing

/// The subscription transports over TLS (on Linux, QuillHTTPClient's OpenSSL layer): the
/// event server behind Debian's stunnel, with a CA the test makes and hands the transport.
/// A certificate for another host ends the subscription with an error that says so.
@Suite(.timeLimit(.minutes(2))) struct TLSTransportTests {
    enum Kind: String, CaseIterable, CustomStringConvertible {
        case webSocket, serverSentEvents, multipart
        var description: String { rawValue }

        func transport(port: Int, trustedCAFile: String?) -> any SubscriptionNetworkTransport {
            let https = URL(string: "https://localhost:\(port)/graphql")!
            let store = QuillStore()
            switch self {
            case .webSocket:
                return WebSocketTransport(
                    url: URL(string: "wss://localhost:\(port)/graphql")!, store: store,
                    configuration: .init(keepAlive: nil, reconnection: .never, trustedCAFile: trustedCAFile))
            case .serverSentEvents: return ServerSentEventsTransport(url: https, store: store, trustedCAFile: trustedCAFile)
            case .multipart: return MultipartSubscriptionTransport(url: https, store: store, trustedCAFile: trustedCAFile)
            }
        }
    }

    /// The event server, with stunnel in front of it.
    private func withProxiedEventServer(_ server: EventServer = EventServer(), _ body: (TLSProxy) async throws -> Void) async throws {
        try await withEventServer(server) { url async throws in
            try await withTLSProxy(forwardingTo: url.port!, body)
        }
    }

    @Test(arguments: Kind.allCases) func subscriptionEventsArriveOverTLS(kind: Kind) async throws {
        let server = EventServer()
        try await withProxiedEventServer(server) { proxy async throws in
            let transport = kind.transport(port: proxy.port, trustedCAFile: proxy.trust.trustedCAFile)
            let client = QuillClient(networkTransport: transport, store: QuillStore())
            try await expectCountsArriveAndCancellingFreesTheSource(client: client, server: server)
            if let socket = transport as? WebSocketTransport { await socket.close() }
        }
    }

    @Test(arguments: Kind.allCases) func aCertificateForAnotherHostEndsTheSubscriptionWithAClearError(kind: Kind) async throws {
        try await withProxiedEventServer { proxy async throws in
            let transport = kind.transport(port: proxy.otherHostPort, trustedCAFile: proxy.trust.trustedCAFile)
            let error = await #expect(throws: (any Error).self) {
                for try await _ in transport.subscribe(SubscriptionRequest(operationName: "C", query: "subscription C { counter }", variables: nil)) {
                }
            }
            #expect(String(describing: error).contains("the TLS certificate of localhost was refused: hostname mismatch"))
            if let socket = transport as? WebSocketTransport {
                // Refused, not lost: no reconnect would help.
                #expect(
                    (error as? WebSocketTransportError)?.reason
                        == .refused(
                            "the WebSocket could not be opened: the TLS certificate of localhost was refused: hostname mismatch"))
                await socket.close()
            }
        }
    }

    @Test(arguments: Kind.allCases) func aCertificateFromAnUntrustedAuthorityEndsTheSubscription(kind: Kind) async throws {
        try await withProxiedEventServer { proxy async throws in
            // Not told of the test's CA.
            let transport = kind.transport(port: proxy.port, trustedCAFile: nil)
            let error = await #expect(throws: (any Error).self) {
                for try await _ in transport.subscribe(SubscriptionRequest(operationName: "C", query: "subscription C { counter }", variables: nil)) {
                }
            }
            #expect(String(describing: error).contains("the TLS certificate of localhost was refused: unable to get local issuer certificate"))
            if let socket = transport as? WebSocketTransport { await socket.close() }
        }
    }
}
