import Foundation

/// Why a `WebSocketTransport`'s connection ended its subscriptions: the server's close code
/// (each protocol's meaning spelled out), a refused `connection_init`, a missing
/// acknowledgement or keep-alive, a message of neither protocol, or a connection that could
/// not be made or was lost (after the reconnects the configuration allows).
public struct WebSocketTransportError: Error, Sendable, CustomStringConvertible, LocalizedError, Equatable {
    public enum Reason: Sendable, Equatable {
        /// The server closed the WebSocket with `code` (and `reason`).
        case closed(code: Int, reason: String)
        /// The legacy protocol's `connection_error`: the server refused `connection_init`.
        case connectionError(message: String)
        /// No `connection_ack` within the configured time.
        case acknowledgementTimeout(TimeInterval)
        /// No `pong` (graphql-transport-ws) or `ka` (legacy) within the configured time.
        case keepAliveTimeout(TimeInterval)
        /// The server sent a message that is not of the protocol (the client closed with 4004).
        case invalidMessage(InvalidMessage)
        /// Connecting failed, the opening handshake was refused, or the connection was lost
        /// without a close frame (the connection layer's description).
        case connectionFailed(String)
        /// The server refused the WebSocket (its opening handshake's answer), or the socket
        /// broke the WebSocket protocol; another attempt would fare the same.
        case refused(String)
        /// The transport was closed by its owner (`close()`).
        case transportClosed
    }

    /// A server message that is none of the protocol's: why, and (the start of) its text.
    public struct InvalidMessage: Error, Sendable, Hashable {
        public let reason: String
        public let message: String
    }

    public let url: URL
    public let reason: Reason
    /// Connections tried for the subscriptions before giving up (1: no reconnect).
    public let attempts: Int

    public var description: String {
        let after = attempts > 1 ? " (after \(attempts) connections)" : ""
        return "The WebSocket to \(url.absoluteString) failed: \(reason.explanation)\(after)"
    }

    public var errorDescription: String? { description }

    /// Whether reconnecting could help: the connection was lost, not refused for a cause
    /// that another attempt repeats (graphql-ws's client decides the same way).
    var isRetryable: Bool {
        switch reason {
        case .closed(let code, _): Self.isRetryable(closeCode: code)
        case .acknowledgementTimeout, .keepAliveTimeout: true
        case .connectionFailed: true
        case .connectionError, .invalidMessage, .refused, .transportClosed: false
        }
    }

    /// Close codes after which a reconnect may succeed: normal and going-away closes, a lost
    /// connection, a restarting or busy server, 4408 and codes of no known meaning; not the
    /// protocol's refusals (4400, 4401, 4403, 4406, 4409, 4429, 4500) or 1002–1011.
    static func isRetryable(closeCode code: Int) -> Bool {
        switch code {
        case 1000, 1001, 1005, 1006, 1012, 1013, 1014: true
        case 1000...1999: false
        case 4004, 4005, 4400, 4401, 4403, 4406, 4409, 4429, 4500: false
        default: true
        }
    }
}

extension WebSocketTransportError.Reason {
    /// The reason in words, with what a close code means in graphql-transport-ws and graphql-ws.
    var explanation: String {
        switch self {
        case .closed(let code, let reason):
            let said = reason.isEmpty ? "" : ": \(reason)"
            return "the server closed the connection with \(code) (\(Self.meaning(ofCloseCode: code)))\(said)"
        case .connectionError(let message):
            return "the server refused the connection (connection_error: \(message))"
        case .acknowledgementTimeout(let wait):
            return "the server did not acknowledge connection_init within \(wait) seconds"
        case .keepAliveTimeout(let wait):
            return "the server sent no keep-alive within \(wait) seconds; the connection is presumed dead"
        case .invalidMessage(let invalid):
            return "the server sent a message that is not of the protocol (\(invalid.reason)): \(invalid.message)"
        case .connectionFailed(let description), .refused(let description):
            return description
        case .transportClosed:
            return "the transport was closed"
        }
    }

    static func meaning(ofCloseCode code: Int) -> String {
        switch code {
        case 1000: "Normal Closure"
        case 1001: "Going Away: the server is shutting down"
        case 1002: "Protocol Error: a frame broke RFC 6455"
        case 1003: "Unsupported Data"
        case 1005: "no status code"
        case 1006: "Abnormal Closure"
        case 1007: "Invalid Payload Data"
        case 1008: "Policy Violation"
        case 1009: "Message Too Big"
        case 1011: "Internal Error"
        case 1012: "Service Restart"
        case 1013: "Try Again Later"
        case 4004: "Bad Response: the client could not read the server's message"
        case 4400: "Bad Request: the server found a message of this client invalid"
        case 4401: "Unauthorized: an operation was sent before the connection was acknowledged"
        case 4403: "Forbidden: the server refused the connection_init payload (check connectionParams, an auth token)"
        case 4406: "Subprotocol Not Acceptable: the server does not speak the offered subprotocol"
        case 4408: "Connection Initialisation Timeout: no connection_init reached the server in time"
        case 4409: "Subscriber Already Exists: an operation id was reused"
        case 4429: "Too Many Initialisation Requests: connection_init was sent twice"
        case 4500: "Internal Server Error"
        case 4504: "Connection Acknowledgement Timeout"
        default: "no meaning known to graphql-transport-ws or graphql-ws"
        }
    }
}
