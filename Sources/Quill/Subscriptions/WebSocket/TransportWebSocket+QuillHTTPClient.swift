#if !canImport(Darwin)
import Foundation
import QuillHTTP1
import QuillHTTPClient
import QuillWebSocket

/// On Linux, where FoundationNetworking's URLSession has no WebSockets, the transport's
/// socket is QuillHTTPClient's `WebSocketClient` (RFC 6455 in the client's role: masking,
/// fragments, pings, close), over TLS (OpenSSL) for `wss://`.
final class HTTPClientTransportWebSocket: TransportWebSocket {
    private let client: WebSocketClient

    private init(client: WebSocketClient) {
        self.client = client
    }

    static func connect(_ options: TransportWebSocketOptions) async throws(TransportWebSocketFailure) -> any TransportWebSocket {
        let url = options.url
        guard let host = url.host, !host.isEmpty else {
            throw TransportWebSocketFailure(reason: .refused("\(url.absoluteString) has no host"))
        }
        let port: Int
        var tls: TLSConfiguration?
        switch url.scheme?.lowercased() {
        case "ws", "http": port = url.port ?? 80
        case "wss", "https":
            port = url.port ?? 443
            tls = TLSConfiguration(trustedCAFile: options.trustedCAFile)
        default:
            throw TransportWebSocketFailure(reason: .refused("\(url.absoluteString) is not a ws:// or wss:// URL"))
        }
        var target = url.path.isEmpty ? "/" : url.path
        if let query = url.query { target += "?" + query }
        var headers = HTTPHeaders()
        for (name, value) in options.headers.sorted(by: { $0.key < $1.key }) { headers.append(name: name, value: value) }
        let limits = WebSocketFrameDecoder.Limits(maxFrameSize: options.maxMessageSize, maxMessageSize: options.maxMessageSize)
        do {
            let client = try await WebSocketClient.connect(
                host: host, port: port, target: target, headers: headers, subprotocols: [options.subprotocol.name],
                connection: HTTPClientConnection.Configuration(timeout: options.connectTimeout, tls: tls),
                // `close` sends its frame and lets go at once: the receiving task reads the answer.
                configuration: WebSocketClient.Configuration(limits: limits, receiveTimeout: nil, closeTimeout: 0))
            guard client.subprotocol == options.subprotocol.name else {
                try? await client.close(code: WebSocketCloseCode(rawValue: 4406), reason: "Subprotocol not acceptable")
                throw TransportWebSocketFailure(
                    reason: .refused("the server accepted the WebSocket without choosing the subprotocol \(options.subprotocol.name)"))
            }
            return HTTPClientTransportWebSocket(client: client)
        } catch let failure as TransportWebSocketFailure {
            throw failure
        } catch let error as HTTPClientError {
            switch error {
            // A refused certificate is refused again: no reconnect.
            case .webSocketHandshake, .malformedResponse, .cannotResolve, .tlsCertificate:
                throw TransportWebSocketFailure(reason: .refused("the WebSocket could not be opened: \(error)"))
            default:
                throw TransportWebSocketFailure(reason: .connectionFailed("the WebSocket could not be opened: \(error)"))
            }
        } catch {
            throw TransportWebSocketFailure(reason: .connectionFailed("the WebSocket could not be opened: \(error)"))
        }
    }

    func send(_ text: String) async throws(TransportWebSocketFailure) {
        do {
            try await client.send(text: text)
        } catch {
            throw TransportWebSocketFailure(reason: .connectionFailed("sending failed: \(error)"))
        }
    }

    func receive() async -> TransportWebSocketEvent {
        do {
            guard let message = try await client.receive() else {
                return .closed(code: Int(await client.closeCode?.rawValue ?? 1005), reason: await client.closeReason)
            }
            switch message {
            case .text(let text): return .text(text)
            case .binary(let bytes): return .text(String(decoding: bytes, as: UTF8.self))
            }
        } catch let error as HTTPClientError {
            if case .webSocketProtocol(let violation) = error {
                return .failed(.refused("the server broke the WebSocket protocol (the client closed with \(violation.closeCode)): \(violation)"))
            }
            return .failed(.connectionFailed("the connection was lost: \(error)"))
        } catch {
            return .failed(.connectionFailed("the connection was lost: \(error)"))
        }
    }

    func close(code: Int, reason: String) async {
        try? await client.close(code: WebSocketCloseCode(rawValue: UInt16(clamping: code)), reason: reason)
    }
}
#endif
