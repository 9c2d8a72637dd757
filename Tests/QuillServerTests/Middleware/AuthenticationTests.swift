import GraphQL
import QuillAuth
import QuillHTTP
import QuillTestSupport
import Testing

@testable import QuillServer

/// `GraphQLServerConfiguration.authenticator`: the caller reaches the context
/// (`request.auth`), credentials that do not verify are refused on every transport, and
/// a subscription ends when its token expires. Tokens are PyJWT's (`TokenMint`).
@Suite(.timeLimit(.minutes(3))) struct AuthenticationTests {
    static let sdl = """
        type Query { me: String groups: [String!]! }
        type Subscription { pings: Int }
        """
    static let apiKey = "server-key-0123456789"
    /// The time the server's clock shows.
    static let now = 1_000_000.0

    let mint: TokenMint

    init() async throws {
        mint = try await TokenMint.shared()
    }

    /// A server whose `me` names its caller and whose `pings` sends 1 and stays open;
    /// the verifier's clock shows `now`, its leeway `leeway` seconds.
    func server(leeway: Double = 60) throws -> GraphQLServer<Caller> {
        var resolvers = Resolvers<Caller>()
        resolvers.field("Query", "me") { _, _, caller, _ in
            switch caller.kind {
            case .anonymous: "anonymous"
            case .token: caller.subject ?? "nobody"
            case .apiKey(let line): "API key \(line)"
            case .system: "system"
            }
        }
        resolvers.field("Query", "groups") { _, _, caller, _ in caller.groups }
        resolvers.subscription("Subscription", "pings") { _, _, _ in
            AsyncStream<JSONValue> { continuation in continuation.yield(["pings": 1]) }
        }
        var verifier = try JWTVerifier.secret(mint.secret)
        verifier.leeway = leeway
        var authenticator = Authenticator(jwt: verifier, apiKeys: try APIKeys(file: Self.apiKey))
        authenticator.now = { Self.now }
        var configuration = GraphQLServerConfiguration()
        configuration.authenticator = authenticator
        configuration.subscriptions.webSocket.connectionInitWaitTimeout = failureGuard
        configuration.subscriptions.webSocket.keepAliveInterval = 3600
        configuration.subscriptions.serverSentEvents.keepAliveInterval = 3600
        return try GraphQLServer(schema: try buildSchema(Self.sdl), resolvers: resolvers, configuration: configuration) { $0.auth }
    }

    func query(_ headers: HTTPHeaders, accept: String? = nil) -> HTTPRequest {
        var request = post(#"{"query":"{ me groups }"}"#, accept: accept)
        for field in headers { request.head.headers.append(name: field.name, value: field.value) }
        return request
    }

    func token(_ claims: String) async throws -> String {
        try await mint.token(.hs256, claims: claims)
    }

    @Test func theCallerReachesTheContext() async throws {
        let server = try server()
        let token = try await token(#"{"sub":"ada","groups":["admin"],"exp":\#(Int(Self.now) + 600)}"#)
        #expect(await answer(server, query([:])).text == #"{"data":{"me":"anonymous","groups":[]}}"#)
        #expect(await answer(server, query(["Authorization": "Bearer \(token)"])).text == #"{"data":{"me":"ada","groups":["admin"]}}"#)
        #expect(await answer(server, query(["x-api-key": Self.apiKey])).text == #"{"data":{"me":"API key 1","groups":[]}}"#)
    }

    @Test func credentialsThatDoNotVerifyAreUnauthenticated() async throws {
        let server = try server()
        let exp = Int(Self.now) + 600
        let tokens = try await mint.tokens([
            (.hs256, #"{"sub":"ada","exp":\#(Int(Self.now) - 3600)}"#, "{}"), (.none, #"{"sub":"ada","exp":\#(exp)}"#, "{}"),
            (.hs256WithPublicKey, #"{"sub":"ada","exp":\#(exp)}"#, "{}"), (.rs256, #"{"sub":"ada","exp":\#(exp)}"#, "{}"),
        ])
        let refusals: [(HTTPHeaders, String)] = [
            (["Authorization": "Bearer \(tokens[0])"], "The token has expired."),
            (["Authorization": "Bearer \(tokens[1])"], "The token's algorithm none is not accepted."),
            (["Authorization": "Bearer \(tokens[2])"], "The token's signature is not valid."),
            (["Authorization": "Bearer \(tokens[3])"], "The token's algorithm RS256 is not accepted."),
            (["Authorization": "Bearer not.a.token"], "The token is not a well-formed JWT."),
            (["x-api-key": "wrong-key-0123456789"], "The API key is not valid."),
        ]
        for (headers, message) in refusals {
            let refused = await answer(server, query(headers, accept: "application/graphql-response+json"))
            #expect(refused.status == 401)
            #expect(refused.contentType == "application/graphql-response+json; charset=utf-8")
            #expect(refused.response.headers["WWW-Authenticate"] == #"Bearer error="invalid_token""#)
            #expect(refused.text == #"{"errors":[{"message":"\#(message)","extensions":{"code":"UNAUTHENTICATED"}}]}"#)
        }
    }

    static let upgrade: HTTPHeaders = [
        "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version": "13",
    ]

    /// A WebSocket session of `server` speaking `subprotocol`, after `connection_init` with `payload`.
    func session(_ server: GraphQLServer<Caller>, _ subprotocol: String, payload: String, headers: HTTPHeaders = [:])
        async throws -> (TestSocket, Task<Void, Never>, AsyncStream<String>.AsyncIterator)
    {
        var upgrade = Self.upgrade
        upgrade.append(name: "Sec-WebSocket-Protocol", value: subprotocol)
        for field in headers { upgrade.append(name: field.name, value: field.value) }
        guard case .webSocket(let session) = server.respond(to: httpRequest(.get, headers: upgrade)) else {
            throw ChildProcess.Failure(description: "expected a WebSocket upgrade")
        }
        let socket = TestSocket()
        let running = Task { await session.run(socket.channel) }
        socket.send(#"{"type":"connection_init","payload":\#(payload)}"#)
        return (socket, running, socket.server.makeAsyncIterator())
    }

    @Test func aWebSocketsTokenComesInConnectionInitOrTheUpgrade() async throws {
        let server = try server()
        let token = try await token(#"{"sub":"ada","exp":\#(Int(Self.now) + 600)}"#)
        for (payload, headers) in [
            (#"{"Authorization":"Bearer \#(token)"}"#, [:]), (#"{"authorization":"Bearer \#(token)"}"#, [:]),
            (#"{"headers":{"Authorization":"Bearer \#(token)"}}"#, [:]), ("{}", ["Authorization": "Bearer \(token)"] as HTTPHeaders),
        ] {
            var (socket, running, messages) = try await session(server, "graphql-transport-ws", payload: payload, headers: headers)
            #expect(await messages.next() == #"{"type":"connection_ack"}"#)
            socket.send(#"{"type":"subscribe","id":"1","payload":{"query":"{ me }"}}"#)
            #expect(await messages.next() == #"{"id":"1","type":"next","payload":{"data":{"me":"ada"}}}"#)
            socket.client.finish()
            await running.value
        }
    }

    @Test func aRefusedTokenClosesTheSocketOrIsAConnectionError() async throws {
        let server = try server()
        let expired = try await token(#"{"sub":"ada","exp":\#(Int(Self.now) - 3600)}"#)
        var (socket, running, messages) = try await session(server, "graphql-transport-ws", payload: #"{"Authorization":"Bearer \#(expired)"}"#)
        #expect(await messages.next() == "close 4403 Forbidden")
        await running.value
        (socket, running, messages) = try await session(server, "graphql-ws", payload: #"{"authorization":"Bearer \#(expired)"}"#)
        #expect(await messages.next() == #"{"type":"connection_error","payload":{"message":"Forbidden"}}"#)
        socket.client.finish()
        await running.value
        // On the upgrade request itself: refused before the socket opens.
        var upgrade = Self.upgrade
        upgrade.append(name: "Sec-WebSocket-Protocol", value: "graphql-transport-ws")
        upgrade.append(name: "Authorization", value: "Bearer \(expired)")
        let refused = await answer(server, httpRequest(.get, headers: upgrade))
        #expect(refused.status == 401)
        #expect(refused.text == #"{"errors":[{"message":"The token has expired.","extensions":{"code":"UNAUTHENTICATED"}}]}"#)
    }

    /// The server's clock stands still at `now`; a token expiring one second after it (with
    /// no leeway) ends a subscription about a second after it starts, however slow the machine.
    @Test func aTokenThatExpiresEndsItsSubscriptions() async throws {
        let server = try server(leeway: 0)
        let token = try await token(#"{"sub":"ada","exp":\#(Int(Self.now) + 1)}"#)
        var (socket, running, messages) = try await session(server, "graphql-transport-ws", payload: #"{"Authorization":"Bearer \#(token)"}"#)
        #expect(await messages.next() == #"{"type":"connection_ack"}"#)
        socket.send(#"{"type":"subscribe","id":"1","payload":{"query":"subscription { pings }"}}"#)
        #expect(await messages.next() == #"{"id":"1","type":"next","payload":{"data":{"pings":1}}}"#)
        #expect(
            await messages.next()
                == #"{"id":"1","type":"next","payload":{"errors":[{"message":"The token has expired.","extensions":{"code":"UNAUTHENTICATED"}}]}}"#)
        #expect(await messages.next() == #"{"id":"1","type":"complete"}"#)
        socket.client.finish()
        await running.value

        var request = post(#"{"query":"subscription { pings }"}"#, accept: "text/event-stream")
        request.head.headers.append(name: "Authorization", value: "Bearer \(token)")
        let streamed = await answer(server, request)
        #expect(
            await collect(streamed.response).text == ":\n\nevent: next\ndata: {\"data\":{\"pings\":1}}\n\n"
                + #"event: next\#ndata: {"errors":[{"message":"The token has expired.","extensions":{"code":"UNAUTHENTICATED"}}]}"#
                + "\n\nevent: complete\ndata:\n\n")
    }

    @Test func aTokenWithoutExpiryKeepsItsSubscription() async throws {
        let server = try server(leeway: 0)
        let token = try await token(#"{"sub":"ada"}"#)
        var (socket, running, messages) = try await session(server, "graphql-transport-ws", payload: #"{"Authorization":"Bearer \#(token)"}"#)
        #expect(await messages.next() == #"{"type":"connection_ack"}"#)
        socket.send(#"{"type":"subscribe","id":"1","payload":{"query":"subscription { pings }"}}"#)
        #expect(await messages.next() == #"{"id":"1","type":"next","payload":{"data":{"pings":1}}}"#)
        socket.send(#"{"type":"subscribe","id":"2","payload":{"query":"{ me }"}}"#)
        // The next message is the query's answer: the subscription sent nothing more.
        #expect(await messages.next() == #"{"id":"2","type":"next","payload":{"data":{"me":"ada"}}}"#)
        socket.client.finish()
        await running.value
    }
}
