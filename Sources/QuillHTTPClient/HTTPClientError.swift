import QuillHTTP1
import QuillWebSocket

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an `HTTPClientConnection` (or a `WebSocketClient` on it) failed. After any error but
/// `.timedOut`, the connection is closed; after `.timedOut`, what it was doing is unfinished.
public enum HTTPClientError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The host name did not resolve to an address.
    case cannotResolve(host: String)
    /// Connecting failed; `errno` says why (refused, unreachable…).
    case cannotConnect(host: String, port: Int, errno: Int32)
    /// A connect, read or write waited longer than the connection's timeout.
    case timedOut
    /// The server closed the connection before a response (or a WebSocket close frame) began.
    case connectionClosed
    /// The server closed the connection in the middle of a response: its head, or its body
    /// before the `Content-Length` or the last chunk arrived.
    case closedMidResponse
    /// Sending failed: the server has closed or reset the connection.
    case sendFailed(errno: Int32)
    /// The response broke HTTP/1.1, or one of the connection's limits.
    case malformedResponse(HTTPParserError)
    /// The server refused the WebSocket opening handshake, or answered it wrongly.
    case webSocketHandshake(WebSocketHandshakeError)
    /// The server broke the WebSocket protocol; the client closed with `error.closeCode`.
    case webSocketProtocol(WebSocketError)
    /// The server's TLS certificate was refused for `host`: `reason` is OpenSSL's verify
    /// result (an unknown authority, a name that does not match, an expired certificate…).
    case tlsCertificate(host: String, reason: String)
    /// TLS with `host` failed otherwise: the handshake (the server closed during it, or
    /// spoke no TLS), a malformed record, or the trusted CA file would not load.
    case tls(host: String, reason: String)
    /// The connection was closed by this end (`close()`), or failed before.
    case closed

    public var description: String {
        switch self {
        case .cannotResolve(let host): "cannot resolve \(host)"
        case .cannotConnect(let host, let port, let errno): "cannot connect to \(host):\(port): \(Self.reason(errno))"
        case .timedOut: "timed out waiting for the server"
        case .connectionClosed: "the server closed the connection"
        case .closedMidResponse: "the server closed the connection in the middle of a response"
        case .sendFailed(let errno): "sending failed: \(Self.reason(errno))"
        case .malformedResponse(let error): "malformed response: \(error)"
        case .webSocketHandshake(let error): "WebSocket handshake failed: \(error)"
        case .webSocketProtocol(let error): "the server broke the WebSocket protocol: \(error)"
        case .tlsCertificate(let host, let reason): "the TLS certificate of \(host) was refused: \(reason)"
        case .tls(let host, let reason): "TLS with \(host) failed: \(reason)"
        case .closed: "the connection is closed"
        }
    }

    private static func reason(_ errno: Int32) -> String {
        String(cString: strerror(errno))
    }
}
