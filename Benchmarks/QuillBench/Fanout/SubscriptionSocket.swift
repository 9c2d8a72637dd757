import QuillHTTP
import QuillHTTPClient
import QuillTestSupport

/// Opens the benchmark's WebSockets (on QuillTestSupport's `WebSocketPeer`), to be read
/// by a `FrameReader`.
enum SubscriptionSocket {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// How long any one connect, read or write may wait: a guard against a hang.
    private static let guardTimeout: Double = 3600

    /// Connects to the loopback's `port`, runs graphql-transport-ws's `connection_init` and
    /// its ack, and sends `subscribe` with ids 1…`count` for `query`.
    static func open(port: Int, query: String, count: Int) async throws -> HTTPClientConnection {
        let peer = try await WebSocketPeer(port: port, timeout: guardTimeout)
        try await peer.send(#"{"type":"connection_init"}"#)
        guard case .text(let ack) = try await peer.next(), ack.contains(#""type":"connection_ack""#) else {
            throw Failure(description: "no connection_ack from the server")
        }
        let payload = HTTPScenario.requestBody(query: query)
        for id in 1...count {
            try await peer.send(#"{"id":"\#(id)","type":"subscribe","payload":\#(payload)}"#)
        }
        return peer.connection
    }

    /// Connects to the loopback's `port` with no subprotocol.
    static func open(port: Int) async throws -> HTTPClientConnection {
        try await WebSocketPeer(port: port, subprotocols: [], timeout: guardTimeout).connection
    }

    /// Sends `text` in one masked frame.
    static func send(_ text: String, on connection: HTTPClientConnection) async throws {
        try await connection.write(WebSocketFrameEncoder.text(text, maskKey: WebSocketPeer.maskKey))
    }
}
