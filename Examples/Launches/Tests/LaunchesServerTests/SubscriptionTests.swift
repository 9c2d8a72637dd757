import GraphQL
import Testing

@testable import LaunchesServer

/// `tripsBooked` over every subscription transport: graphql-transport-ws, the legacy
/// graphql-ws (Apollo iOS's), Server-Sent Events; the WebSocket's token in the
/// `connection_init` payload's `authorization`.
@Suite(.timeLimit(.minutes(1))) struct SubscriptionTests {
    static let tripsBooked = "subscription { tripsBooked }"
    static let book = #"mutation { bookTrips(launchIds: ["1", "2"]) { success message } }"#

    /// The next `count` messages, in a stable order (those of concurrent operations interleave).
    static func messages(_ socket: inout TestWebSocket, _ count: Int) async throws -> Set<JSONValue> {
        var messages: Set<JSONValue> = []
        for _ in 0..<count { messages.insert(try await socket.next()) }
        return messages
    }

    @Test func overLegacyGraphQLWSWithTheTokenInConnectionInit() async throws {
        let harness = try LaunchesHarness()
        let token = try await harness.login("ada@example.com")
        var socket = try TestWebSocket(harness, subprotocol: "graphql-ws")
        #expect(socket.subprotocol == "graphql-ws")
        socket.send(["type": "connection_init", "payload": ["authorization": .string(token)]])
        #expect(try await socket.next() == ["type": "connection_ack"])
        #expect(try await socket.next() == ["type": "ka"])
        socket.send(["id": "1", "type": "start", "payload": ["query": .string(Self.tripsBooked)]])
        try await harness.waitForSubscribers(1)
        // A booking over the same socket runs as the connection_init token's user.
        socket.send(["id": "2", "type": "start", "payload": ["query": .string(Self.book)]])
        #expect(
            try await Self.messages(&socket, 3) == [
                ["id": "2", "type": "data", "payload": ["data": ["bookTrips": ["success": true, "message": "trips booked successfully"]]]],
                ["id": "2", "type": "complete"],
                ["id": "1", "type": "data", "payload": ["data": ["tripsBooked": 2]]],
            ])
        // One over HTTP reaches the subscriber too; a cancellation is -1.
        _ = try await harness.data(#"mutation { cancelTrip(launchId: 2) { success } }"#, token: token)
        #expect(try await socket.next() == ["id": "1", "type": "data", "payload": ["data": ["tripsBooked": -1]]])
        socket.send(["id": "1", "type": "stop"])
        #expect(try await socket.next() == ["id": "1", "type": "complete"])
        try await harness.waitForSubscribers(0)
        await socket.end()
    }

    @Test func overGraphQLTransportWSWithTheTokenInConnectionInit() async throws {
        let harness = try LaunchesHarness()
        let token = try await harness.login("ada@example.com")
        var socket = try TestWebSocket(harness, subprotocol: "graphql-transport-ws")
        socket.send(["type": "connection_init", "payload": ["authorization": .string("Bearer \(token)")]])
        #expect(try await socket.next() == ["type": "connection_ack"])
        socket.send(["id": "s", "type": "subscribe", "payload": ["query": .string(Self.tripsBooked)]])
        try await harness.waitForSubscribers(1)
        socket.send(["id": "m", "type": "subscribe", "payload": ["query": .string(Self.book)]])
        #expect(
            try await Self.messages(&socket, 3) == [
                ["id": "m", "type": "next", "payload": ["data": ["bookTrips": ["success": true, "message": "trips booked successfully"]]]],
                ["id": "m", "type": "complete"],
                ["id": "s", "type": "next", "payload": ["data": ["tripsBooked": 2]]],
            ])
        socket.send(["id": "s", "type": "complete"])
        try await harness.waitForSubscribers(0)
        await socket.end()
    }

    @Test func aWebSocketWithoutATokenCannotBook() async throws {
        let harness = try LaunchesHarness()
        for subprotocol in ["graphql-ws", "graphql-transport-ws"] {
            var socket = try TestWebSocket(harness, subprotocol: subprotocol)
            socket.send(["type": "connection_init", "payload": ["authorization": "forged"]])
            #expect(try await socket.next() == ["type": "connection_ack"])
            if subprotocol == "graphql-ws" { #expect(try await socket.next() == ["type": "ka"]) }
            socket.send(["id": "1", "type": subprotocol == "graphql-ws" ? "start" : "subscribe", "payload": ["query": .string(Self.book)]])
            let answer = try await socket.next()
            #expect(answer["payload"]?["data"] == .null)
            guard case .array(let errors)? = answer["payload"]?["errors"] else { throw LaunchesHarness.Failure("\(answer)") }
            #expect(errors.map { $0["extensions"]?["code"] } == ["UNAUTHENTICATED"])
            await socket.end()
        }
    }

    @Test func theUpgradeRequestsAuthorizationHeaderWorksToo() async throws {
        let harness = try LaunchesHarness()
        let token = try await harness.login("ada@example.com")
        var socket = try TestWebSocket(harness, subprotocol: "graphql-ws", token: "Bearer \(token)")
        socket.send(["type": "connection_init"])
        #expect(try await socket.next() == ["type": "connection_ack"])
        #expect(try await socket.next() == ["type": "ka"])
        socket.send(["id": "1", "type": "start", "payload": ["query": "{ me { email } }"]])
        #expect(try await socket.next() == ["id": "1", "type": "data", "payload": ["data": ["me": ["email": "ada@example.com"]]]])
        await socket.end()
    }

    @Test func overServerSentEvents() async throws {
        let harness = try LaunchesHarness()
        let token = try await harness.login("ada@example.com")
        let response = try await harness.respond(LaunchesHarness.graphQLRequest(Self.tripsBooked, accept: "text/event-stream"))
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/event-stream; charset=utf-8")
        var chunks = try #require(streamedChunks(of: response)).makeAsyncIterator()
        #expect(await chunks.next() == ":\n\n")
        try await harness.waitForSubscribers(1)
        _ = try await harness.data(#"mutation { bookTrips(launchIds: ["5", "6", "7"]) { success } }"#, token: token)
        #expect(await chunks.next() == "event: next\ndata: {\"data\":{\"tripsBooked\":3}}\n\n")
        _ = try await harness.data(#"mutation { cancelTrip(launchId: 6) { success } }"#, token: token)
        #expect(await chunks.next() == "event: next\ndata: {\"data\":{\"tripsBooked\":-1}}\n\n")
    }

    @Test func anUpgradeOfferingNoGraphQLSubprotocolIsRefused() async throws {
        let harness = try LaunchesHarness()
        #expect(throws: LaunchesHarness.Failure.self) { try TestWebSocket(harness, subprotocol: "chat") }
    }
}
