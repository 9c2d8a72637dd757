import QuillHTTP1

/// Why a WebSocket opening handshake (RFC 6455, section 4) is refused.
public enum WebSocketHandshakeError: Error, Hashable, Sendable, CustomStringConvertible {
    case methodNotGET
    /// No `Upgrade: websocket`.
    case missingUpgrade
    /// No `upgrade` token in `Connection`.
    case missingConnectionUpgrade
    /// `Sec-WebSocket-Version` is missing or not 13.
    case unsupportedVersion
    /// `Sec-WebSocket-Key` is missing, repeated, or not 16 bytes in Base64.
    case invalidKey
    /// The server answered with another status than 101.
    case unexpectedStatus(HTTPStatus)
    /// The server's `Sec-WebSocket-Accept` does not match the key.
    case invalidAccept
    /// The server chose a subprotocol the client did not offer.
    case unofferedSubprotocol(String)

    /// The status a server answers a refused request with: 426 with
    /// `Sec-WebSocket-Version: 13` for a version it does not speak (section 4.4).
    public var status: HTTPStatus {
        switch self {
        case .methodNotGET: 405
        case .unsupportedVersion: 426
        default: 400
        }
    }

    public var description: String {
        switch self {
        case .methodNotGET: "WebSocket upgrade requires GET"
        case .missingUpgrade: "missing Upgrade: websocket"
        case .missingConnectionUpgrade: "missing Connection: Upgrade"
        case .unsupportedVersion: "Sec-WebSocket-Version must be 13"
        case .invalidKey: "Sec-WebSocket-Key must be 16 bytes in Base64"
        case .unexpectedStatus(let status): "expected status 101, got \(status)"
        case .invalidAccept: "Sec-WebSocket-Accept does not match the key"
        case .unofferedSubprotocol(let name): "server chose subprotocol \(name), which was not offered"
        }
    }
}
