import QuillWebSocket
import Testing

@Suite struct WebSocketHandshakeTests {
    private let key = "dGhlIHNhbXBsZSBub25jZQ=="

    private func request(_ overrides: [(String, String?)] = []) -> WebSocketHandshake.Headers {
        var headers: [(name: String, value: String)] = [
            ("Host", "server.example.com"), ("Upgrade", "websocket"), ("Connection", "Upgrade"),
            ("Sec-WebSocket-Key", key), ("Sec-WebSocket-Version", "13"),
        ]
        for (name, value) in overrides {
            headers.removeAll { $0.name == name }
            if let value { headers.append((name, value)) }
        }
        return headers
    }

    /// RFC 6455, section 1.3.
    @Test func acceptValueOfTheRFCExample() {
        #expect(WebSocketHandshake.acceptValue(forKey: key) == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    @Test func acceptsAValidRequest() throws {
        let upgrade = try WebSocketHandshake.accept(method: .get, headers: request())
        #expect(upgrade.accept == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
        #expect(upgrade.subprotocol == nil)
        #expect(
            upgrade.responseHeaders.map { "\($0.name): \($0.value)" } == [
                "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=",
            ])
    }

    @Test func headerNamesAndTokensAreCaseInsensitiveAndListsMaySpanLines() throws {
        let headers: WebSocketHandshake.Headers = [
            ("upgrade", "WebSocket"), ("CONNECTION", "keep-alive"), ("connection", " Upgrade "),
            ("sec-websocket-key", " \(key)\t"), ("SEC-WEBSOCKET-VERSION", "13"),
        ]
        #expect(try WebSocketHandshake.accept(method: .get, headers: headers).accept == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
        #expect(
            try WebSocketHandshake.accept(method: .get, headers: request([("Connection", "keep-alive, Upgrade")])).accept
                == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    @Test func choosesTheServersPreferredOfferedSubprotocol() throws {
        let headers =
            request([("Sec-WebSocket-Protocol", "chat, graphql-ws"), ("Other", nil)])
            + [("Sec-WebSocket-Protocol", "graphql-transport-ws")]
        let upgrade = try WebSocketHandshake.accept(
            method: .get, headers: headers, subprotocols: ["graphql-transport-ws", "graphql-ws"])
        #expect(upgrade.subprotocol == "graphql-transport-ws")
        #expect(upgrade.offeredSubprotocols == ["chat", "graphql-ws", "graphql-transport-ws"])
        #expect(
            upgrade.responseHeaders.last.map { "\($0.name): \($0.value)" }
                == "Sec-WebSocket-Protocol: graphql-transport-ws")
    }

    @Test func noSubprotocolWhenNoneOfferedIsSpoken() throws {
        let upgrade = try WebSocketHandshake.accept(
            method: .get, headers: request([("Sec-WebSocket-Protocol", "mqtt")]), subprotocols: ["graphql-transport-ws"])
        #expect(upgrade.subprotocol == nil)
        #expect(upgrade.offeredSubprotocols == ["mqtt"])
        #expect(!upgrade.responseHeaders.contains { $0.name == "Sec-WebSocket-Protocol" })
    }

    @Test(
        arguments: [
            ([("Upgrade", nil)], WebSocketHandshakeError.missingUpgrade),
            ([("Upgrade", "h2c")], .missingUpgrade),
            ([("Connection", nil)], .missingConnectionUpgrade),
            ([("Connection", "keep-alive")], .missingConnectionUpgrade),
            ([("Sec-WebSocket-Version", nil)], .unsupportedVersion),
            ([("Sec-WebSocket-Version", "8")], .unsupportedVersion),
            ([("Sec-WebSocket-Key", nil)], .invalidKey),
            ([("Sec-WebSocket-Key", "dGhlIHNhbXBsZQ==")], .invalidKey),
            ([("Sec-WebSocket-Key", "not base64 at all!!!!!!!")], .invalidKey),
            ([("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ")], .invalidKey),
        ] as [([(String, String?)], WebSocketHandshakeError)])
    func refusesAnInvalidRequest(overrides: [(String, String?)], error: WebSocketHandshakeError) {
        #expect(throws: error) { try WebSocketHandshake.accept(method: .get, headers: request(overrides)) }
    }

    @Test func refusalStatuses() {
        #expect(throws: WebSocketHandshakeError.methodNotGET) {
            try WebSocketHandshake.accept(method: .post, headers: request())
        }
        #expect(throws: WebSocketHandshakeError.invalidKey) {
            try WebSocketHandshake.accept(method: .get, headers: request() + [("Sec-WebSocket-Key", key)])
        }
        #expect(WebSocketHandshakeError.methodNotGET.status == 405)
        #expect(WebSocketHandshakeError.unsupportedVersion.status == 426)
        #expect(WebSocketHandshakeError.invalidKey.status == 400)
    }

    @Test func clientRequestAndResponseVerification() throws {
        let key = WebSocketHandshake.makeKey()
        #expect(key.count == 24 && key.hasSuffix("==") && key != WebSocketHandshake.makeKey())
        let request = WebSocketHandshake.requestHeaders(key: key, subprotocols: ["graphql-transport-ws", "graphql-ws"])
        let upgrade = try WebSocketHandshake.accept(
            method: .get, headers: request, subprotocols: ["graphql-transport-ws"])
        #expect(
            try WebSocketHandshake.verifyResponse(
                status: 101, headers: upgrade.responseHeaders, key: key,
                offeredSubprotocols: ["graphql-transport-ws", "graphql-ws"]) == "graphql-transport-ws")

        #expect(throws: WebSocketHandshakeError.unexpectedStatus(200)) {
            try WebSocketHandshake.verifyResponse(status: 200, headers: upgrade.responseHeaders, key: key)
        }
        #expect(throws: WebSocketHandshakeError.invalidAccept) {
            try WebSocketHandshake.verifyResponse(status: 101, headers: upgrade.responseHeaders, key: self.key)
        }
        #expect(throws: WebSocketHandshakeError.unofferedSubprotocol("graphql-transport-ws")) {
            try WebSocketHandshake.verifyResponse(status: 101, headers: upgrade.responseHeaders, key: key)
        }
    }
}
