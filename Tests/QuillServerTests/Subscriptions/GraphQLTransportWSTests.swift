import GraphQL
import QuillHTTP
import QuillSync
import Testing

@testable import QuillServer

/// The graphql-transport-ws driver on a channel the test plays the client of,
/// with a real schema and subscription sources the test controls.
@Suite(.timeLimit(.minutes(3))) struct GraphQLTransportWSTests {
    static let initMessage = #"{"type":"connection_init"}"#
    static let ack = #"{"type":"connection_ack"}"#

    static func subscribe(_ id: String, _ query: String) -> String {
        var writer = JSONWriter()
        writer.write(["type": "subscribe", "id": .string(id), "payload": ["query": .string(query)]])
        return writer.string
    }

    /// A session served on a test socket, acknowledged unless told otherwise.
    struct Session {
        let harness: SubscriptionHarness
        let socket = TestSocket()
        let served: Task<Void, Never>
        var server: AsyncStream<String>.AsyncIterator
        var started: AsyncStream<Int>.AsyncIterator
        var released: AsyncStream<Int>.AsyncIterator

        init(
            configuration: GraphQLWebSocket.Configuration = .init(), onConnect: GraphQLWebSocket.OnConnect? = nil,
            connect: Bool = true
        ) async throws {
            let harness = try SubscriptionHarness()
            self.harness = harness
            served = Task { [socket] in
                await GraphQLTransportWS.serve(socket.channel, configuration: configuration, run: harness.run, onConnect: onConnect)
            }
            server = socket.server.makeAsyncIterator()
            started = harness.sources.started.makeAsyncIterator()
            released = harness.sources.released.makeAsyncIterator()
            if connect {
                socket.send(GraphQLTransportWSTests.initMessage)
                #expect(await server.next() == GraphQLTransportWSTests.ack)
            }
        }

        /// Ends the client's side and waits for the driver to return.
        func end() async {
            socket.client.finish()
            await served.value
        }
    }

    @Test func queriesAndMutationsAreOneNextThenComplete() async throws {
        var session = try await Session()
        session.socket.send(Self.subscribe("q", "{ hello }"))
        #expect(await session.server.next() == #"{"id":"q","type":"next","payload":{"data":{"hello":"Hello, stranger!"}}}"#)
        #expect(await session.server.next() == #"{"id":"q","type":"complete"}"#)
        session.socket.send(Self.subscribe("m", "mutation { add(a: 2, b: 3) }"))
        #expect(await session.server.next() == #"{"id":"m","type":"next","payload":{"data":{"add":5}}}"#)
        #expect(await session.server.next() == #"{"id":"m","type":"complete"}"#)
        await session.end()
    }

    @Test func theConnectionParamsReachOnConnectAndTheRunner() async throws {
        let seen = TestSocket.Recorder()
        var session = try await Session(
            onConnect: { params in
                seen.record(params?["user"]?.stringValue ?? "none")
                return true
            }, connect: false)
        session.socket.send(#"{"type":"connection_init","payload":{"user":"ada"}}"#)
        #expect(await session.server.next() == Self.ack)
        #expect(seen.values == ["ada"])
        session.socket.send(Self.subscribe("1", "{ hello }"))
        #expect(await session.server.next() == #"{"id":"1","type":"next","payload":{"data":{"hello":"Hello, ada!"}}}"#)
        #expect(await session.server.next() == #"{"id":"1","type":"complete"}"#)
        await session.end()
    }

    @Test func aSubscriptionStreamsEachEventUntilItsSourceEnds() async throws {
        var session = try await Session()
        session.socket.send(Self.subscribe("s", "subscription { counter }"))
        #expect(await session.started.next() == 0)
        session.harness.sources.send(1, to: 0)
        #expect(await session.server.next() == #"{"id":"s","type":"next","payload":{"data":{"counter":1}}}"#)
        session.harness.sources.send(2, to: 0)
        #expect(await session.server.next() == #"{"id":"s","type":"next","payload":{"data":{"counter":2}}}"#)
        session.harness.sources.finish(0)
        #expect(await session.server.next() == #"{"id":"s","type":"complete"}"#)
        await session.end()
    }

    @Test func operationsRunConcurrentlyOnOneSocket() async throws {
        var session = try await Session()
        session.socket.send(Self.subscribe("a", "subscription { counter }"))
        #expect(await session.started.next() == 0)
        session.socket.send(Self.subscribe("b", "subscription { counter }"))
        #expect(await session.started.next() == 1)
        session.harness.sources.send(20, to: 1)
        #expect(await session.server.next() == #"{"id":"b","type":"next","payload":{"data":{"counter":20}}}"#)
        session.harness.sources.send(10, to: 0)
        #expect(await session.server.next() == #"{"id":"a","type":"next","payload":{"data":{"counter":10}}}"#)
        session.socket.send(Self.subscribe("q", "{ hello(name: \"b\") }"))
        #expect(await session.server.next() == #"{"id":"q","type":"next","payload":{"data":{"hello":"Hello, b!"}}}"#)
        #expect(await session.server.next() == #"{"id":"q","type":"complete"}"#)
        await session.end()
        // Ending the socket released both sources.
        #expect(Set([await session.released.next(), await session.released.next()]) == [0, 1])
    }

    @Test func aClientCompleteReleasesTheSourceAndSilencesTheOperation() async throws {
        var session = try await Session()
        session.socket.send(Self.subscribe("s", "subscription { counter }"))
        #expect(await session.started.next() == 0)
        session.socket.send(#"{"type":"complete","id":"s"}"#)
        #expect(await session.released.next() == 0)
        session.harness.sources.send(1, to: 0)
        // The next thing the server sends is the pong: no next, no complete for "s".
        session.socket.send(#"{"type":"ping"}"#)
        #expect(await session.server.next() == #"{"type":"pong"}"#)
        // The id is free again.
        session.socket.send(Self.subscribe("s", "{ hello }"))
        #expect(await session.server.next() == #"{"id":"s","type":"next","payload":{"data":{"hello":"Hello, stranger!"}}}"#)
        #expect(await session.server.next() == #"{"id":"s","type":"complete"}"#)
        await session.end()
    }

    @Test func errorsBeforeExecutionAreAnErrorMessage() async throws {
        var session = try await Session()
        session.socket.send(Self.subscribe("p", "{ hello"))
        #expect(
            await session.server.next()
                == #"{"id":"p","type":"error","payload":[{"message":"Syntax Error: Expected Name, found <EOF>.","locations":[{"line":1,"column":8}]}]}"#
        )
        session.socket.send(Self.subscribe("v", "subscription { nope }"))
        #expect(
            await session.server.next()
                == #"{"id":"v","type":"error","payload":[{"message":"Cannot query field \"nope\" on type \"Subscription\".","locations":[{"line":1,"column":16}]}]}"#
        )
        await session.end()
    }

    @Test func aFailingSourceIsANextWithItsErrorThenComplete() async throws {
        var session = try await Session()
        session.socket.send(Self.subscribe("f", "subscription { fail }"))
        #expect(await session.server.next() == #"{"id":"f","type":"next","payload":{"errors":[{"message":"The source failed."}]}}"#)
        #expect(await session.server.next() == #"{"id":"f","type":"complete"}"#)
        await session.end()
    }

    @Test func aRejectingOnConnectClosesWith4403() async throws {
        var session = try await Session(onConnect: { _ in false }, connect: false)
        session.socket.send(Self.initMessage)
        #expect(await session.server.next() == "close 4403 Forbidden")
        await session.served.value
    }

    @Test func noConnectionInitWithinTheWaitClosesWith4408() async throws {
        var session = try await Session(configuration: .init(connectionInitWaitTimeout: 0.05), connect: false)
        #expect(await session.server.next() == "close 4408 Connection initialisation timeout")
        await session.served.value
    }

    @Test func theInitTimerStopsAtConnectionInit() async throws {
        // The ack proves the init came first; a timer still running would have closed the
        // socket during the sleep (what this test waits for is that nothing happens). The
        // timeout leaves a loaded machine a second to answer the init.
        var session = try await Session(configuration: .init(connectionInitWaitTimeout: 1))
        try await Task.sleep(seconds: 2)
        session.socket.send(#"{"type":"ping"}"#)
        #expect(await session.server.next() == #"{"type":"pong"}"#)
        await session.end()
    }

    @Test func aDuplicateIDClosesWith4409AndReleasesTheRunningSource() async throws {
        var session = try await Session()
        session.socket.send(Self.subscribe("s", "subscription { counter }"))
        #expect(await session.started.next() == 0)
        session.socket.send(Self.subscribe("s", "subscription { counter }"))
        #expect(await session.server.next() == "close 4409 Subscriber for s already exists")
        #expect(await session.released.next() == 0)
        await session.served.value
    }

    @Test func protocolViolationsCloseTheSocket() async throws {
        var early = try await Session(connect: false)
        early.socket.send(Self.subscribe("s", "{ hello }"))
        #expect(await early.server.next() == "close 4401 Unauthorized")
        await early.served.value

        var twice = try await Session()
        twice.socket.send(Self.initMessage)
        #expect(await twice.server.next() == "close 4429 Too many initialisation requests")
        await twice.served.value

        var invalid = try await Session()
        invalid.socket.send(#"{"type":"subscribe","id":"1","payload":{}}"#)
        #expect(await invalid.server.next() == "close 4400 The 'query' property must be a string")
        await invalid.served.value
    }
}

/// A `WebSocketChannel` whose client is the test: `send` plays a client message,
/// `server` yields each message the server sent, and `close CODE REASON` for its close
/// (which ends the client's messages, as a completed close handshake does).
final class TestSocket: Sendable {
    let channel: WebSocketChannel
    let client: AsyncStream<WebSocketMessage>.Continuation
    let server: AsyncStream<String>

    init() {
        let (messages, client) = AsyncStream<WebSocketMessage>.makeStream()
        let (server, output) = AsyncStream<String>.makeStream()
        channel = WebSocketChannel(
            messages: messages, send: { output.yield($0) },
            close: { code, reason in
                output.yield("close \(code.rawValue) \(reason)")
                client.finish()
            })
        self.client = client
        self.server = server
    }

    func send(_ text: String) {
        client.yield(.text(text))
    }

    /// Values recorded from a `@Sendable` closure.
    final class Recorder: Sendable {
        private let storage = Locked<[String]>([])
        func record(_ value: String) { storage.withLock { $0.append(value) } }
        var values: [String] { storage.withLock { $0 } }
    }
}
