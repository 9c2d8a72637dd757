import GraphQL
import QuillHTTP
import Testing

@testable import QuillServer

/// The legacy graphql-ws subprotocol as `GraphQLServer` serves it at its endpoint: the
/// context from the upgrade and the `connection_init` payload, and the service's limits,
/// document cache and introspection rule, as on the other transports.
@Suite(.timeLimit(.minutes(3))) struct GraphQLServerLegacyWSTests {
    static let upgradeHeaders: HTTPHeaders = [
        "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
        "Sec-WebSocket-Version": "13", "Sec-WebSocket-Protocol": "graphql-ws", "X-User": "ada",
    ]

    /// A legacy session of `server`, acknowledged after `connection_init` with `payload`.
    struct Session {
        let socket = TestSocket()
        let running: Task<Void, Never>
        var messages: AsyncStream<String>.AsyncIterator

        init(_ server: GraphQLServer<TestContext>, payload: String = "{}") async throws {
            guard case .webSocket(let session) = server.respond(to: httpRequest(.get, headers: GraphQLServerLegacyWSTests.upgradeHeaders))
            else { throw TestFailure("expected a WebSocket upgrade") }
            #expect(session.upgrade.subprotocol == "graphql-ws")
            running = Task { [socket] in await session.run(socket.channel) }
            messages = socket.server.makeAsyncIterator()
            socket.send(#"{"type":"connection_init","payload":\#(payload)}"#)
        }

        /// The answers to a `start` of `query` with id `id`, up to its `complete`.
        mutating func run(_ id: String, _ query: String) async -> [String] {
            var writer = JSONWriter()
            writer.write(["type": "start", "id": .string(id), "payload": ["query": .string(query)]])
            socket.send(writer.string)
            var answers: [String] = []
            while let message = await messages.next() {
                answers.append(message)
                if message == #"{"id":"\#(id)","type":"complete"}"# || message.hasPrefix("close ") { break }
            }
            return answers
        }

        func end() async {
            socket.client.finish()
            await running.value
        }
    }

    struct TestFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    @Test func theUpgradeContextAndTheConnectionParamsReachTheResolvers() async throws {
        let server = try makeTestServer()
        for (payload, expected) in [("{}", "ada"), (#"{"X-User":"grace"}"#, "grace"), (#"{"headers":{"x-user":"linus"}}"#, "linus")] {
            var session = try await Session(server, payload: payload)
            #expect(await session.messages.next() == #"{"type":"connection_ack"}"#)
            #expect(await session.messages.next() == #"{"type":"ka"}"#)
            #expect(
                await session.run("1", "{ hello }") == [
                    #"{"id":"1","type":"data","payload":{"data":{"hello":"Hello, \#(expected)!"}}}"#, #"{"id":"1","type":"complete"}"#,
                ])
            #expect(
                await session.run("2", "subscription { ticks(count: 2) }") == [
                    #"{"id":"2","type":"data","payload":{"data":{"ticks":1}}}"#, #"{"id":"2","type":"data","payload":{"data":{"ticks":2}}}"#,
                    #"{"id":"2","type":"complete"}"#,
                ])
            await session.end()
        }
    }

    @Test func connectionParamsTheContextRefusesAreAConnectionErrorThenForbidden() async throws {
        var session = try await Session(try makeTestServer(), payload: #"{"Authorization":"Bearer bad"}"#)
        #expect(await session.messages.next() == #"{"type":"connection_error","payload":{"message":"Forbidden"}}"#)
        #expect(await session.messages.next() == "close 4403 Forbidden")
        await session.running.value
    }

    @Test func theLimitsTheCacheAndTheIntrospectionRuleApply() async throws {
        let server = try makeTestServer { configuration in
            configuration.service.limits = GraphQLLimits(maxDepth: 2, introspection: false)
        }
        var session = try await Session(server)
        _ = await session.messages.next()
        _ = await session.messages.next()
        let deep = "{ user(id: 1) { friends { name } } }"
        let tooDeep = [
            #"{"id":"d","type":"data","payload":{"errors":[{"message":"Operation exceeds the query depth limit of 2: its depth is 3.","locations":[{"line":1,"column":1}],"extensions":{"code":"QUERY_DEPTH_LIMIT_EXCEEDED"}}]}}"#,
            #"{"id":"d","type":"complete"}"#,
        ]
        #expect(await session.run("d", deep) == tooDeep)
        let introspection = await session.run("i", "{ __schema { queryType { name } } }")
        #expect(introspection.first?.contains("GraphQL introspection has been disabled") == true)
        #expect(introspection.last == #"{"id":"i","type":"complete"}"#)
        await session.end()
        // Prepared documents go through the service's cache, as over HTTP.
        #expect(server.service.documents.value(for: deep) != nil)
    }
}
