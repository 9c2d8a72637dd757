import GraphQL
import QuillHTTP
@testable import QuillCLI

/// A GraphQL WebSocket client (either subprotocol) on a blocking socket, speaking JSON messages.
final class GraphQLWebSocketClient {
    let client: DevHTTPClient
    private var connection = WebSocketConnection(role: .client)
    private var messages: [JSONValue] = []

    /// Upgrades a connection to `/graphql` on `port`, offering `subprotocol`.
    init(port: Int, subprotocol: String) throws {
        client = try DevHTTPClient(host: "127.0.0.1", port: port, timeoutSeconds: 1)
        let (text, rest) = try Self.upgrade(client, port: port, subprotocol: subprotocol)
        guard text.hasPrefix("HTTP/1.1 101 "), text.lowercased().contains("sec-websocket-protocol: \(subprotocol)") else {
            throw DevProcess.Failure(description: "handshake refused: \(text)")
        }
        try handle(connection.receive(rest))
    }

    /// The response to an upgrade offering `subprotocol`, which the server must refuse:
    /// its head and its body (of the `Content-Length` it gives).
    static func refusedUpgrade(port: Int, subprotocol: String) throws -> String {
        let client = try DevHTTPClient(host: "127.0.0.1", port: port, timeoutSeconds: 10)
        var (text, rest) = try upgrade(client, port: port, subprotocol: subprotocol)
        let length = text.lowercased().firstMatch(of: /\r\ncontent-length: (\d+)\r\n/).flatMap { Int($0.1) } ?? 0
        while rest.count < length {
            let bytes = try client.receiveSome()
            guard !bytes.isEmpty else { break }
            rest += bytes
        }
        return text + String(decoding: rest, as: UTF8.self)
    }

    /// Sends the upgrade request and reads the response's head; returns it and the bytes after it.
    private static func upgrade(_ client: DevHTTPClient, port: Int, subprotocol: String) throws -> (String, ArraySlice<UInt8>) {
        try client.sendAll(Array("""
            GET /graphql HTTP/1.1\r
            Host: 127.0.0.1:\(port)\r
            Upgrade: websocket\r
            Connection: Upgrade\r
            Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r
            Sec-WebSocket-Version: 13\r
            Sec-WebSocket-Protocol: \(subprotocol)\r
            \r

            """.utf8))
        var head: [UInt8] = []
        let separator = Array("\r\n\r\n".utf8)
        while !head.indices.contains(where: { head[$0...].starts(with: separator) }) {
            let bytes = try client.receiveSome()
            guard !bytes.isEmpty else { throw DevProcess.Failure(description: "closed during the handshake") }
            head += bytes
        }
        let end = head.indices.first { head[$0...].starts(with: separator) }! + separator.count
        return (String(decoding: head[..<end], as: UTF8.self), head[end...])
    }

    func send(_ message: JSONValue) throws {
        guard let frame = connection.send(text: String(decoding: message.serialized(), as: UTF8.self)) else {
            throw DevProcess.Failure(description: "the WebSocket is closed")
        }
        try client.sendAll(frame)
    }

    private func handle(_ actions: [WebSocketConnection.Action]) throws {
        for action in actions {
            switch action {
            case .text(let text): messages.append(try JSONReader().read(text))
            case .write(let bytes): try client.sendAll(bytes)
            case .binary, .pong, .closed: break
            }
        }
    }

    /// The next message, or nil when none arrives within `seconds`.
    func next(within seconds: Int = 10) throws -> JSONValue? {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while messages.isEmpty && ContinuousClock.now < deadline {
            // A read times out after 1 s; the deadline decides.
            guard let bytes = try? client.receiveSome() else { continue }
            guard !bytes.isEmpty else { break }
            try handle(connection.receive(bytes))
        }
        // (Not `?:` with `nil`: JSONValue is nil-literal-expressible, so that would return `.null`.)
        if messages.isEmpty { return nil }
        return messages.removeFirst()
    }
}
