import GraphQL
import QuillHTTP
import Testing

@testable import QuillServer

/// `GraphQLWebSocket.reply(to:)`: the handshake, the subprotocol chosen, the session it runs.
@Suite(.timeLimit(.minutes(3))) struct GraphQLWebSocketReplyTests {
    static func request(method: HTTPMethod = .get, _ headers: HTTPHeaders) -> HTTPRequest {
        HTTPRequest(
            head: HTTPRequestHead(
                method: method, target: "/graphql", targetForm: .origin, version: HTTPVersion(major: 1, minor: 1), headers: headers,
                keepAlive: true))
    }

    static func upgradeHeaders(protocols: String? = "graphql-transport-ws", version: String = "13") -> HTTPHeaders {
        var headers: HTTPHeaders = [
            "Host": "localhost", "Upgrade": "websocket", "Connection": "Upgrade",
            "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version": version,
        ]
        if let protocols { headers.append(name: "Sec-WebSocket-Protocol", value: protocols) }
        return headers
    }

    static func reply(_ request: HTTPRequest) throws -> HTTPReply {
        let harness = try SubscriptionHarness()
        return GraphQLWebSocket.reply(to: request, run: harness.run)
    }

    @Test func aValidUpgradeRunsTheProtocol() async throws {
        let reply = try Self.reply(Self.request(Self.upgradeHeaders(protocols: "graphql-ws, graphql-transport-ws")))
        guard case .webSocket(let session) = reply else {
            Issue.record("expected a WebSocket session, got \(reply)")
            return
        }
        #expect(session.upgrade.subprotocol == "graphql-transport-ws")
        #expect(
            session.upgrade.responseHeaders.map { "\($0.name): \($0.value)" } == [
                "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=",
                "Sec-WebSocket-Protocol: graphql-transport-ws",
            ])
        let socket = TestSocket()
        let running = Task { await session.run(socket.channel) }
        var server = socket.server.makeAsyncIterator()
        socket.send(#"{"type":"connection_init"}"#)
        #expect(await server.next() == #"{"type":"connection_ack"}"#)
        socket.send(#"{"type":"subscribe","id":"1","payload":{"query":"{ hello }"}}"#)
        #expect(await server.next() == #"{"id":"1","type":"next","payload":{"data":{"hello":"Hello, stranger!"}}}"#)
        #expect(await server.next() == #"{"id":"1","type":"complete"}"#)
        socket.client.finish()
        await running.value
    }

    @Test(arguments: ["graphql-ws", "chat, graphql-ws"])
    func theLegacySubprotocolRunsItsProtocol(protocols: String) async throws {
        let reply = try Self.reply(Self.request(Self.upgradeHeaders(protocols: protocols)))
        guard case .webSocket(let session) = reply else {
            Issue.record("expected a WebSocket session, got \(reply)")
            return
        }
        #expect(session.upgrade.subprotocol == "graphql-ws")
        #expect(session.upgrade.responseHeaders.last.map { "\($0.name): \($0.value)" } == "Sec-WebSocket-Protocol: graphql-ws")
        let socket = TestSocket()
        let running = Task { await session.run(socket.channel) }
        var server = socket.server.makeAsyncIterator()
        socket.send(#"{"type":"connection_init","payload":{"user":"ada"}}"#)
        #expect(await server.next() == #"{"type":"connection_ack"}"#)
        #expect(await server.next() == #"{"type":"ka"}"#)
        socket.send(#"{"type":"start","id":"1","payload":{"query":"{ hello }"}}"#)
        #expect(await server.next() == #"{"id":"1","type":"data","payload":{"data":{"hello":"Hello, ada!"}}}"#)
        #expect(await server.next() == #"{"id":"1","type":"complete"}"#)
        socket.send(#"{"type":"connection_terminate"}"#)
        #expect(await server.next() == "close 1000 ")
        await running.value
    }

    @Test(arguments: [nil, "chat", "graphql-transport-ws-v2, superchat"])
    func withNeitherSubprotocolTheUpgradeIsRefusedWith400(protocols: String?) throws {
        let reply = try Self.reply(Self.request(Self.upgradeHeaders(protocols: protocols)))
        guard case .response(let response) = reply, case .bytes(let body) = response.body else {
            Issue.record("expected an HTTP response, got \(reply)")
            return
        }
        #expect(response.status == 400)
        #expect(response.headers["Content-Type"] == "text/plain; charset=utf-8")
        #expect(
            String(decoding: body, as: UTF8.self)
                == "This endpoint speaks the WebSocket subprotocols graphql-transport-ws and graphql-ws: offer one in "
                + "Sec-WebSocket-Protocol (offered: \(protocols ?? "none")).\n")
    }

    @Test func aBadHandshakeIsAnHTTPError() throws {
        func response(_ reply: HTTPReply) -> (Int, [String], String)? {
            guard case .response(let response) = reply, case .bytes(let body) = response.body else { return nil }
            return (response.status.code, response.headers.map { "\($0.name): \($0.value)" }, String(decoding: body, as: UTF8.self))
        }
        var noKey = Self.upgradeHeaders()
        noKey = HTTPHeaders(noKey.filter { $0.name != "Sec-WebSocket-Key" })
        let missingKey = try #require(response(try Self.reply(Self.request(noKey))))
        #expect(missingKey.0 == 400)
        #expect(missingKey.1 == ["Content-Type: text/plain; charset=utf-8"])
        #expect(missingKey.2 == "Sec-WebSocket-Key must be 16 bytes in Base64")

        let post = try #require(response(try Self.reply(Self.request(method: .post, Self.upgradeHeaders()))))
        #expect(post.0 == 405)
        #expect(post.1 == ["Content-Type: text/plain; charset=utf-8", "Allow: GET"])

        let version = try #require(response(try Self.reply(Self.request(Self.upgradeHeaders(version: "8")))))
        #expect(version.0 == 426)
        #expect(version.1 == ["Content-Type: text/plain; charset=utf-8", "Sec-WebSocket-Version: 13"])
        #expect(version.2 == "Sec-WebSocket-Version must be 13")
    }
}
