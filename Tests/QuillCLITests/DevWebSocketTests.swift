import Foundation
import GraphQL
import QuillHTTP
import Testing
@testable import QuillCLI

/// A Graphcool subscription served by `quill dev` over graphql-transport-ws.
@Suite(.timeLimit(.minutes(1))) struct DevWebSocketTests {
    /// A graphql-transport-ws client on a blocking socket.
    final class TransportWSClient {
        let client: DevHTTPClient
        private var connection = WebSocketConnection(role: .client)
        private var messages: [JSONValue] = []

        init(port: Int) throws {
            client = try DevHTTPClient(host: "127.0.0.1", port: port, timeoutSeconds: 1)
            try client.sendAll(Array("""
                GET /graphql HTTP/1.1\r
                Host: 127.0.0.1:\(port)\r
                Upgrade: websocket\r
                Connection: Upgrade\r
                Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r
                Sec-WebSocket-Version: 13\r
                Sec-WebSocket-Protocol: graphql-transport-ws\r
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
            let text = String(decoding: head[..<end], as: UTF8.self)
            guard text.hasPrefix("HTTP/1.1 101 "), text.lowercased().contains("sec-websocket-protocol: graphql-transport-ws") else {
                throw DevProcess.Failure(description: "handshake refused: \(text)")
            }
            try handle(connection.receive(head[end...]))
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

    @Test func aCreatedNodeArrivesOverGraphQLTransportWS() throws {
        try withExampleModel("ConferencePlanner") { directory in
            let dev = try DevProcess(["--schema", "schema.graphql"], in: directory)
            defer { dev.stop() }
            let ws = try TransportWSClient(port: dev.port)
            try ws.send(["type": "connection_init"])
            #expect(try ws.next() == ["type": "connection_ack"])
            try ws.send([
                "id": "1", "type": "subscribe",
                "payload": ["query": "subscription { Conference(filter: { mutation_in: [CREATED] }) { mutation node { name city } } }"],
            ])
            // graphql-transport-ws does not acknowledge a subscribe: probe until the subscription listens.
            var probe: JSONValue?
            for attempt in 0..<20 where probe == Optional<JSONValue>.none {
                _ = try dev.data("mutation { createConference(name: \"Probe \(attempt)\", city: \"-\", year: \"-\") { id } }")
                probe = try ws.next(within: 1)
            }
            #expect(probe?["payload"]?["data"]?["Conference"]?["mutation"] == "CREATED")
            while try ws.next(within: 1) != Optional<JSONValue>.none {}
            let created = try dev.data(#"mutation { createConference(name: "WWDC", city: "San Jose", year: "2017") { id } }"#)
            let id = try #require(created["createConference"]?["id"]?.stringValue)
            _ = try dev.data("mutation($id: ID!) { updateConference(id: $id, city: \"Cupertino\") { id } }", variables: ["id": id])
            _ = try dev.data(#"mutation { createConference(name: "UIKonf", city: "Berlin", year: "2017") { id } }"#)
            #expect(try ws.next() == ["id": "1", "type": "next", "payload": ["data": ["Conference": [
                "mutation": "CREATED", "node": ["name": "WWDC", "city": "San Jose"],
            ]]]])
            #expect(try ws.next() == ["id": "1", "type": "next", "payload": ["data": ["Conference": [
                "mutation": "CREATED", "node": ["name": "UIKonf", "city": "Berlin"],
            ]]]])
            try ws.send(["id": "1", "type": "complete"])
            #expect(dev.stop() == 0)
        }
    }
}
