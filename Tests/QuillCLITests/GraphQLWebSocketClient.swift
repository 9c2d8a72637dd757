import GraphQL
import QuillHTTP1
import QuillHTTPClient
import QuillTestSupport
import QuillWebSocket
import Testing

/// A GraphQL WebSocket client for either subprotocol: the package's WebSocket client, with
/// JSON messages.
final class GraphQLWebSocketClient {
    let socket: WebSocketClient

    /// Upgrades a connection to `/graphql` on `port`, offering `subprotocol` alone.
    init(port: Int, subprotocol: String = "graphql-transport-ws") async throws {
        socket = try await WebSocketClient.connect(
            host: "127.0.0.1", port: port, target: "/graphql", subprotocols: [subprotocol])
        #expect(socket.subprotocol == subprotocol)
    }

    /// The response (head and body as text) to an upgrade offering `subprotocol`, which the
    /// server must refuse.
    static func refusedUpgrade(port: Int, subprotocol: String) async throws -> String {
        let connection = try await HTTPClientConnection.connect(port: port)
        let fields = WebSocketHandshake.requestHeaders(key: WebSocketHandshake.makeKey(), subprotocols: [subprotocol])
        try await connection.sendRequest("GET", "/graphql", headers: fields.map { ($0.name, $0.value) })
        let head = try await connection.readHead()
        return head + "\r\n\r\n" + (try await connection.readBody())
    }

    func send(_ message: JSONValue) async throws {
        try await socket.send(text: String(decoding: message.serialized(), as: UTF8.self))
    }

    /// The next message (`failureGuard` at most).
    func next() async throws -> JSONValue? {
        try await next(within: failureGuard)
    }

    /// The next message, or nil when none arrives within `timeout`.
    func next(within timeout: Double) async throws -> JSONValue? {
        let socket = socket
        guard case .text(let text)?? = try await withTimeout(timeout, { try await socket.receive() }) else { return nil }
        return try JSONReader().read(text)
    }
}
