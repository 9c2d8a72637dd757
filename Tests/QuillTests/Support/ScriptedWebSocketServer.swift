import Foundation
import QuillHTTPClient
import QuillTestSupport
import QuillWebSocket

/// A WebSocket server a test plays message by message (a well-behaved or a hostile
/// one) to the client's `WebSocketTransport`: it accepts the opening handshake with the
/// subprotocol asked for, then sends frames exactly as given.
final class ScriptedWebSocketServer: Sendable {
    private let raw: RawServer

    init() throws {
        raw = try RawServer()
    }

    var url: URL { URL(string: "ws://127.0.0.1:\(raw.port)/graphql")! }

    /// The next connection, its handshake answered with `101` and `subprotocol`.
    func accept(subprotocol: String = "graphql-transport-ws") async throws -> ScriptedWebSocket {
        let connection = try await raw.accept()
        var received: [UInt8] = []
        while received.firstRange(of: Array("\r\n\r\n".utf8)) == nil {
            let bytes = try await connection.read()
            guard !bytes.isEmpty else { throw ChildProcess.Failure(description: "the client closed during the handshake") }
            received += bytes
        }
        let end = received.firstRange(of: Array("\r\n\r\n".utf8))!
        let head = String(decoding: received[..<end.lowerBound], as: UTF8.self)
        let key =
            head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("sec-websocket-key:") }
            .map { $0.dropFirst("sec-websocket-key:".count).trimmingCharacters(in: .whitespaces) } ?? ""
        try await connection.write(
            Array(
                ("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Accept: \(WebSocketHandshake.acceptValue(forKey: key))\r\nSec-WebSocket-Protocol: \(subprotocol)\r\n\r\n").utf8))
        return ScriptedWebSocket(connection: connection, request: head, leftover: Array(received[end.upperBound...]))
    }

    func close() { raw.close() }
}

/// One accepted connection of a `ScriptedWebSocketServer`.
final class ScriptedWebSocket {
    let connection: HTTPClientConnection
    /// The upgrade request's head.
    let request: String
    private var decoder = WebSocketFrameDecoder(role: .server)
    private var pending: [WebSocketEvent] = []

    init(connection: HTTPClientConnection, request: String, leftover: [UInt8]) {
        self.connection = connection
        self.request = request
        pending = decoder.feed(leftover)
    }

    func send(_ text: String) async throws {
        try await connection.write(WebSocketFrameEncoder.text(text))
    }

    func send(frame bytes: [UInt8]) async throws {
        try await connection.write(bytes)
    }

    /// The client's next frame event.
    func next() async throws -> WebSocketEvent {
        while pending.isEmpty {
            let bytes = try await connection.read()
            guard !bytes.isEmpty else { throw HTTPClientError.connectionClosed }
            pending = decoder.feed(bytes)
        }
        return pending.removeFirst()
    }

    /// The client's next text message.
    func nextText() async throws -> String {
        let event = try await next()
        guard case .text(let text) = event else { throw ChildProcess.Failure(description: "expected a text message, got \(event)") }
        return text
    }

    /// Reads `connection_init` and answers `connection_ack`.
    func acknowledge() async throws {
        let text = try await nextText()
        guard text.contains(#""type":"connection_init""#) else { throw ChildProcess.Failure(description: "expected connection_init, got \(text)") }
        try await send(#"{"type":"connection_ack"}"#)
    }

    /// Closes the TCP connection without a close frame.
    func drop() { connection.close() }
}
