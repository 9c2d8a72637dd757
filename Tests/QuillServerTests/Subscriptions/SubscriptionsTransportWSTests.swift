import GraphQL
import QuillHTTP
import Testing

@testable import QuillServer

/// The legacy graphql-ws driver on a channel the test plays the client of, with a real
/// schema and subscription sources the test controls.
@Suite(.timeLimit(.minutes(3))) struct SubscriptionsTransportWSTests {
    static let initMessage = #"{"type":"connection_init"}"#
    static let ack = #"{"type":"connection_ack"}"#
    static let ka = #"{"type":"ka"}"#

    static func start(_ id: String, _ query: String) -> String {
        var writer = JSONWriter()
        writer.write(["type": "start", "id": .string(id), "payload": ["query": .string(query)]])
        return writer.string
    }

    /// A session served on a test socket without keep-alives unless told, acknowledged
    /// unless told otherwise.
    struct Session {
        let harness: SubscriptionHarness
        let socket = TestSocket()
        let served: Task<Void, Never>
        var server: AsyncStream<String>.AsyncIterator
        var started: AsyncStream<Int>.AsyncIterator
        var released: AsyncStream<Int>.AsyncIterator

        init(
            configuration: GraphQLWebSocket.Configuration = .init(keepAliveInterval: nil),
            onConnect: GraphQLWebSocket.OnConnect? = nil, connect: Bool = true
        ) async throws {
            let harness = try SubscriptionHarness()
            self.harness = harness
            served = Task { [socket] in
                await SubscriptionsTransportWS.serve(socket.channel, configuration: configuration, run: harness.run, onConnect: onConnect)
            }
            server = socket.server.makeAsyncIterator()
            started = harness.sources.started.makeAsyncIterator()
            released = harness.sources.released.makeAsyncIterator()
            if connect {
                socket.send(SubscriptionsTransportWSTests.initMessage)
                #expect(await server.next() == SubscriptionsTransportWSTests.ack)
            }
        }

        /// Ends the client's side and waits for the driver to return.
        func end() async {
            socket.client.finish()
            await served.value
        }
    }

    @Test func queriesAndMutationsAreOneDataThenComplete() async throws {
        var session = try await Session()
        session.socket.send(Self.start("q", "{ hello }"))
        #expect(await session.server.next() == #"{"id":"q","type":"data","payload":{"data":{"hello":"Hello, stranger!"}}}"#)
        #expect(await session.server.next() == #"{"id":"q","type":"complete"}"#)
        session.socket.send(Self.start("m", "mutation { add(a: 2, b: 3) }"))
        #expect(await session.server.next() == #"{"id":"m","type":"data","payload":{"data":{"add":5}}}"#)
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
        session.socket.send(Self.start("1", "{ hello }"))
        #expect(await session.server.next() == #"{"id":"1","type":"data","payload":{"data":{"hello":"Hello, ada!"}}}"#)
        #expect(await session.server.next() == #"{"id":"1","type":"complete"}"#)
        await session.end()
    }

    @Test func aSubscriptionStreamsEachEventUntilItsSourceEnds() async throws {
        var session = try await Session()
        session.socket.send(Self.start("s", "subscription { counter }"))
        #expect(await session.started.next() == 0)
        session.harness.sources.send(1, to: 0)
        #expect(await session.server.next() == #"{"id":"s","type":"data","payload":{"data":{"counter":1}}}"#)
        session.harness.sources.send(2, to: 0)
        #expect(await session.server.next() == #"{"id":"s","type":"data","payload":{"data":{"counter":2}}}"#)
        session.harness.sources.finish(0)
        #expect(await session.server.next() == #"{"id":"s","type":"complete"}"#)
        await session.end()
    }

    @Test func stopReleasesTheSourceAndIsAnsweredWithComplete() async throws {
        var session = try await Session()
        session.socket.send(Self.start("s", "subscription { counter }"))
        #expect(await session.started.next() == 0)
        session.harness.sources.send(1, to: 0)
        #expect(await session.server.next() == #"{"id":"s","type":"data","payload":{"data":{"counter":1}}}"#)
        session.socket.send(#"{"type":"stop","id":"s"}"#)
        #expect(await session.released.next() == 0)
        #expect(await session.server.next() == #"{"id":"s","type":"complete"}"#)
        // Nothing of "s" follows: the next message is the answer to the next request.
        session.harness.sources.send(2, to: 0)
        session.socket.send(Self.start("s", "{ hello }"))
        #expect(await session.server.next() == #"{"id":"s","type":"data","payload":{"data":{"hello":"Hello, stranger!"}}}"#)
        #expect(await session.server.next() == #"{"id":"s","type":"complete"}"#)
        await session.end()
    }

    @Test func operationsRunConcurrentlyAndAReusedIDReplacesItsOperation() async throws {
        var session = try await Session()
        session.socket.send(Self.start("a", "subscription { counter }"))
        #expect(await session.started.next() == 0)
        session.socket.send(Self.start("b", "subscription { counter }"))
        #expect(await session.started.next() == 1)
        session.harness.sources.send(20, to: 1)
        #expect(await session.server.next() == #"{"id":"b","type":"data","payload":{"data":{"counter":20}}}"#)
        session.harness.sources.send(10, to: 0)
        #expect(await session.server.next() == #"{"id":"a","type":"data","payload":{"data":{"counter":10}}}"#)
        session.socket.send(Self.start("a", "subscription { counter }"))
        #expect(await session.released.next() == 0)
        #expect(await session.started.next() == 2)
        session.harness.sources.send(30, to: 2)
        #expect(await session.server.next() == #"{"id":"a","type":"data","payload":{"data":{"counter":30}}}"#)
        await session.end()
        #expect(Set([await session.released.next(), await session.released.next()]) == [1, 2])
    }

    @Test func requestErrorsAreDataWithTheErrorsThenComplete() async throws {
        var session = try await Session()
        session.socket.send(Self.start("p", "{ hello"))
        #expect(
            await session.server.next()
                == #"{"id":"p","type":"data","payload":{"errors":[{"message":"Syntax Error: Expected Name, found <EOF>.","locations":[{"line":1,"column":8}]}]}}"#
        )
        #expect(await session.server.next() == #"{"id":"p","type":"complete"}"#)
        session.socket.send(Self.start("v", "subscription { nope }"))
        #expect(
            await session.server.next()
                == #"{"id":"v","type":"data","payload":{"errors":[{"message":"Cannot query field \"nope\" on type \"Subscription\".","locations":[{"line":1,"column":16}]}]}}"#
        )
        #expect(await session.server.next() == #"{"id":"v","type":"complete"}"#)
        session.socket.send(#"{"type":"start","id":"x","payload":{"variables":{}}}"#)
        #expect(await session.server.next() == #"{"id":"x","type":"error","payload":{"message":"The 'query' property must be a string"}}"#)
        await session.end()
    }

    @Test func aFailingSourceIsDataWithItsErrorThenComplete() async throws {
        var session = try await Session()
        session.socket.send(Self.start("f", "subscription { fail }"))
        #expect(await session.server.next() == #"{"id":"f","type":"data","payload":{"errors":[{"message":"The source failed."}]}}"#)
        #expect(await session.server.next() == #"{"id":"f","type":"complete"}"#)
        await session.end()
    }

    @Test func aRefusingOnConnectIsAConnectionErrorThenA4403Close() async throws {
        var session = try await Session(onConnect: { _ in false }, connect: false)
        session.socket.send(Self.initMessage)
        #expect(await session.server.next() == #"{"type":"connection_error","payload":{"message":"Forbidden"}}"#)
        #expect(await session.server.next() == "close 4403 Forbidden")
        await session.served.value
    }

    @Test func noConnectionInitWithinTheWaitClosesWith4408() async throws {
        var session = try await Session(configuration: .init(connectionInitWaitTimeout: 0.05), connect: false)
        #expect(await session.server.next() == #"{"type":"connection_error","payload":{"message":"Connection initialisation timeout"}}"#)
        #expect(await session.server.next() == "close 4408 Connection initialisation timeout")
        await session.served.value
    }

    @Test func keepAlivesFollowTheAcknowledgementAndRepeat() async throws {
        var session = try await Session(configuration: .init(keepAliveInterval: 0.02), connect: false)
        session.socket.send(Self.initMessage)
        #expect(await session.server.next() == Self.ack)
        // The first right after the ack, then one per interval: three in a row.
        for _ in 0..<3 {
            #expect(await session.server.next() == Self.ka)
        }
        await session.end()
    }

    @Test func connectionTerminateClosesAndReleasesEverySource() async throws {
        var session = try await Session()
        session.socket.send(Self.start("s", "subscription { counter }"))
        #expect(await session.started.next() == 0)
        session.socket.send(#"{"type":"connection_terminate"}"#)
        #expect(await session.server.next() == "close 1000 ")
        #expect(await session.released.next() == 0)
        await session.served.value
    }
}
