import GraphQL
import QuillHTTP
import Testing

@testable import QuillServer

/// The subscription transports as `GraphQLServer` routes them at its endpoint.
@Suite(.timeLimit(.minutes(3))) struct GraphQLServerSubscriptionTests {
    static let ticks = #"{"query":"subscription { ticks(count: 2) }"}"#

    @Test func anEventStreamAcceptGetsServerSentEvents() async throws {
        let server = try makeTestServer()
        let answer = await answer(server, post(Self.ticks, accept: "text/event-stream"))
        #expect(answer.status == 200)
        #expect(answer.contentType == "text/event-stream; charset=utf-8")
        #expect(
            await collect(answer.response).text == ":\n\n"
                + "event: next\ndata: {\"data\":{\"ticks\":1}}\n\n" + "event: next\ndata: {\"data\":{\"ticks\":2}}\n\n"
                + "event: complete\ndata:\n\n")
    }

    @Test func anEventSourceGETWorksForQueries() async throws {
        let server = try makeTestServer()
        let answer = await answer(server, get([("query", "{ hello }")], accept: "text/event-stream"))
        #expect(
            await collect(answer.response).text
                == ":\n\nevent: next\ndata: {\"data\":{\"hello\":\"Hello, world!\"}}\n\nevent: complete\ndata:\n\n")
    }

    /// A mutation by GET is refused before a stream is chosen: plain JSON, 405, `Allow: POST`.
    @Test(arguments: ["text/event-stream", #"multipart/mixed;subscriptionSpec="1.0""#])
    func aMutationByGETIsRefusedWithPlainJSON(accept: String) async throws {
        let server = try makeTestServer()
        let answer = await answer(server, get([("query", "mutation { increment }")], accept: accept))
        #expect(answer.status == 405)
        #expect(answer.response.headers["Allow"] == "POST")
        #expect(answer.contentType == "application/json; charset=utf-8")
        #expect(answer.text == #"{"errors":[{"message":"Mutations cannot be sent by GET: send them by POST."}]}"#)
    }

    @Test func validationErrorsAreStreamedAsANextEvent() async throws {
        let server = try makeTestServer()
        let answer = await answer(server, post(#"{"query":"subscription { nope }"}"#, accept: "text/event-stream"))
        #expect(answer.status == 200)
        #expect(
            await collect(answer.response).text == ":\n\nevent: next\ndata: "
                + #"{"errors":[{"message":"Cannot query field \"nope\" on type \"Subscription\".","locations":[{"line":1,"column":16}]}]}"#
                + "\n\nevent: complete\ndata:\n\n")
    }

    @Test func aMultipartSubscriptionAcceptGetsMultipart() async throws {
        let server = try makeTestServer()
        let answer = await answer(server, post(Self.ticks, accept: #"multipart/mixed;subscriptionSpec="1.0", application/json"#))
        #expect(answer.status == 200)
        #expect(answer.contentType == MultipartSubscription.contentType)
        let part = "\r\ncontent-type: application/json\r\n\r\n"
        #expect(
            await collect(answer.response).text == "\r\n--graphql"
                + part + #"{"payload":{"data":{"ticks":1}}}"# + "\r\n--graphql"
                + part + #"{"payload":{"data":{"ticks":2}}}"# + "\r\n--graphql--\r\n")
    }

    @Test func jsonListedFirstKeepsJSON() async throws {
        let server = try makeTestServer()
        let query = await answer(server, post(#"{"query":"{ hello }"}"#, accept: "application/json, text/event-stream"))
        #expect(query.contentType == "application/json; charset=utf-8")
        #expect(query.text == #"{"data":{"hello":"Hello, world!"}}"#)
        // Apollo's @defer Accept is no subscription Accept.
        let deferred = await answer(server, post(#"{"query":"{ hello }"}"#, accept: "multipart/mixed;deferSpec=20220824, application/json"))
        #expect(deferred.contentType == "application/json; charset=utf-8")
    }

    @Test func aWebSocketUpgradeSpeaksGraphQLTransportWSWithTheUpgradeContext() async throws {
        let server = try makeTestServer()
        let upgrade = httpRequest(
            .get,
            headers: [
                "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
                "Sec-WebSocket-Version": "13", "Sec-WebSocket-Protocol": "graphql-transport-ws", "X-User": "ada",
            ])
        guard case .webSocket(let session) = server.respond(to: upgrade) else {
            Issue.record("expected a WebSocket upgrade")
            return
        }
        let socket = TestSocket()
        let running = Task { await session.run(socket.channel) }
        var messages = socket.server.makeAsyncIterator()
        socket.send(#"{"type":"connection_init"}"#)
        #expect(await messages.next() == #"{"type":"connection_ack"}"#)
        socket.send(#"{"type":"subscribe","id":"1","payload":{"query":"{ hello }"}}"#)
        #expect(await messages.next() == #"{"id":"1","type":"next","payload":{"data":{"hello":"Hello, ada!"}}}"#)
        #expect(await messages.next() == #"{"id":"1","type":"complete"}"#)
        socket.send(#"{"type":"subscribe","id":"2","payload":{"query":"subscription { ticks(count: 2) }"}}"#)
        #expect(await messages.next() == #"{"id":"2","type":"next","payload":{"data":{"ticks":1}}}"#)
        #expect(await messages.next() == #"{"id":"2","type":"next","payload":{"data":{"ticks":2}}}"#)
        #expect(await messages.next() == #"{"id":"2","type":"complete"}"#)
        socket.client.finish()
        await running.value
    }

    @Test func connectionInitParametersReachTheContextAsHeaders() async throws {
        let server = try makeTestServer()
        let upgrade = httpRequest(
            .get,
            headers: [
                "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
                "Sec-WebSocket-Version": "13", "Sec-WebSocket-Protocol": "graphql-transport-ws", "X-User": "ada",
            ])
        for (payload, expected) in [
            (#"{"X-User":"grace"}"#, "grace"), (#"{"headers":{"x-user":"linus"}}"#, "linus"), (#"{"X-User":7}"#, "ada"),
        ] {
            guard case .webSocket(let session) = server.respond(to: upgrade) else {
                Issue.record("expected a WebSocket upgrade")
                return
            }
            let socket = TestSocket()
            let running = Task { await session.run(socket.channel) }
            var messages = socket.server.makeAsyncIterator()
            socket.send(#"{"type":"connection_init","payload":\#(payload)}"#)
            #expect(await messages.next() == #"{"type":"connection_ack"}"#)
            socket.send(#"{"type":"subscribe","id":"1","payload":{"query":"{ hello }"}}"#)
            #expect(await messages.next() == #"{"id":"1","type":"next","payload":{"data":{"hello":"Hello, \#(expected)!"}}}"#)
            #expect(await messages.next() == #"{"id":"1","type":"complete"}"#)
            socket.client.finish()
            await running.value
        }
    }

    @Test func connectionInitParametersTheContextRefusesAreForbidden() async throws {
        let server = try makeTestServer()
        let upgrade = httpRequest(
            .get,
            headers: [
                "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
                "Sec-WebSocket-Version": "13", "Sec-WebSocket-Protocol": "graphql-transport-ws",
            ])
        guard case .webSocket(let session) = server.respond(to: upgrade) else {
            Issue.record("expected a WebSocket upgrade")
            return
        }
        let socket = TestSocket()
        let running = Task { await session.run(socket.channel) }
        var messages = socket.server.makeAsyncIterator()
        socket.send(#"{"type":"connection_init","payload":{"Authorization":"Bearer bad"}}"#)
        #expect(await messages.next() == "close 4403 Forbidden")
        await running.value
    }

    @Test func aRefusedContextRefusesTheUpgrade() async throws {
        let server = try makeTestServer()
        let upgrade = httpRequest(
            .get,
            headers: [
                "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
                "Sec-WebSocket-Version": "13", "Sec-WebSocket-Protocol": "graphql-transport-ws", "Authorization": "Bearer bad",
            ])
        let answer = await answer(server, upgrade)
        #expect(answer.status == 401)
        #expect(answer.text == #"{"errors":[{"message":"Bad token."}]}"#)
    }
}
