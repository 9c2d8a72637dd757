import GraphQL
import QuillSync
import QuillTestSupport
import Testing

/// Subscriptions: CreateSourceEventStream and MapSourceToResponseEvent, with
/// graphql-js 16.6's `subscribe` errors (messages checked with
/// `NODE_PATH=/usr/share/nodejs node` against `graphql.subscribe`).
@Suite struct SubscriptionTests {
    static let sdl = """
        type Query { a: Int }
        type Subscription { tick(n: Int!): Event  bad: Int }
        type Event { value: Int  fail: Int }
        """

    /// The JSON text of each response until the stream ends.
    static func collect(_ responses: ResponseStream) async throws -> [JSONValue] {
        var out: [JSONValue] = []
        for await response in responses { out.append(try JSONReader().read(response.jsonBytes())) }
        return out
    }

    static func subscribe(
        _ query: String, resolvers: Resolvers<Void> = Resolvers(), root: (any Sendable)? = nil, variables: JSONObject = [:]
    ) async throws -> SubscriptionResult {
        let executor = try Executor(schema: try buildSchema(sdl), resolvers: resolvers)
        let source = Source(query)
        return await executor.subscribe(document: try Parser.parse(source), source: source, variables: variables, rootValue: root)
    }

    /// The failure response as JSON; an issue when it is a stream.
    static func failure(_ result: SubscriptionResult) throws -> JSONValue {
        guard case .failure(let response) = result else {
            Issue.record("expected a failure, got a stream")
            return .null
        }
        return try JSONReader().read(response.jsonBytes())
    }

    @Test func eachEventExecutesTheSelectionSetWithTheEventAsRootValue() async throws {
        var resolvers = Resolvers<Void>()
        resolvers.subscription("Subscription", "tick") { args, _, info in
            let n = try args["n", as: Int.self] ?? 0
            #expect(info.fieldName == "tick")
            return AsyncStream<JSONValue> { continuation in
                for value in 1...n { continuation.yield(["tick": ["value": .int(value * 10)]]) }
                continuation.finish()
            }
        }
        resolvers.field("Event", "fail") { _, _, _, _ in throw GraphQLError("f") }
        guard case .stream(let responses) = try await Self.subscribe("subscription { tick(n: 2) { value } }", resolvers: resolvers)
        else { Issue.record("expected a stream"); return }
        #expect(
            try await Self.collect(responses) == [
                try json(#"{"data":{"tick":{"value":10}}}"#), try json(#"{"data":{"tick":{"value":20}}}"#),
            ])
        guard case .stream(let failing) = try await Self.subscribe("subscription { tick(n: 1) { value fail } }", resolvers: resolvers)
        else { Issue.record("expected a stream"); return }
        #expect(
            try await Self.collect(failing) == [
                try json(
                    #"{"errors":[{"message":"f","locations":[{"line":1,"column":35}],"path":["tick","fail"]}],"data":{"tick":{"value":10,"fail":null}}}"#
                )
            ])
    }

    /// The plans are made once per subscription: each event's response is the one a
    /// fresh execution of the operation with that event as root value gives, with the
    /// variables, aliases, fragments, directives and errors of that subscription.
    @Test func eachEventOnTheSubscriptionsPlansAnswersAsAFreshExecution() async throws {
        var resolvers = Resolvers<Void>()
        resolvers.subscription("Subscription", "tick") { args, _, _ in
            let n = try args["n", as: Int.self] ?? 0
            return AsyncStream<JSONValue> { continuation in
                for value in 1...n { continuation.yield(["tick": ["value": .int(value * 10)]]) }
                continuation.finish()
            }
        }
        resolvers.field("Event", "fail") { parent, _, _, _ in
            guard (parent as? JSONValue)?["value"] == 20 else { return 1 }
            throw GraphQLError("f")
        }
        let executor = try Executor(schema: try buildSchema(Self.sdl), resolvers: resolvers)
        let source = Source(
            """
            subscription S($n: Int!, $off: Boolean!, $on: Boolean) {
              tick(n: $n) { ... on Event { v: value } value @skip(if: $off) fail again: value @include(if: $on) }
            }
            """)
        let document = try Parser.parse(source)
        // The last leaves `$on` without a value: every event's `tick` is a field error.
        let requests: [(Int, JSONObject)] = [
            (3, ["n": 3, "off": false, "on": true]), (2, ["n": 2, "off": true, "on": false]), (2, ["n": 2, "off": false]),
        ]
        var texts: [[String]] = []
        for (count, variables) in requests {
            guard case .stream(let responses) = await executor.subscribe(document: document, source: source, variables: variables)
            else { Issue.record("expected a stream"); return }
            var received: [String] = []
            for await response in responses { received.append(String(decoding: response.jsonBytes(), as: UTF8.self)) }
            var fresh: [String] = []
            for value in 1...count {
                let event: JSONValue = ["tick": ["value": .int(value * 10)]]
                let response = await executor.execute(document: document, source: source, variables: variables, rootValue: event)
                fresh.append(String(decoding: response.jsonBytes(), as: UTF8.self))
            }
            #expect(received == fresh)
            texts.append(received)
        }
        #expect(texts[0][0] == #"{"data":{"tick":{"v":10,"value":10,"fail":1,"again":10}}}"#)
        #expect(texts[0][1].hasPrefix(#"{"errors":[{"message":"f","locations":[{"line":2,"column":65}],"path":["tick","fail"]}]"#))
        #expect(
            texts[1] == [
                #"{"data":{"tick":{"v":10,"fail":1}}}"#,
                #"{"errors":[{"message":"f","locations":[{"line":2,"column":65}],"path":["tick","fail"]}],"data":{"tick":{"v":20,"fail":null}}}"#,
            ])
        #expect(
            texts[2].count == 2 && texts[2].allSatisfy { $0.contains(#"was provided the variable \"$on\" which was not provided a runtime value."#) })
    }

    @Test func withoutASubscriptionResolverTheStreamIsReadFromTheRootValue() async throws {
        let events = EventStream(
            AsyncStream<JSONValue> { continuation in
                continuation.yield(["tick": ["value": 7]])
                continuation.finish()
            })
        guard
            case .stream(let responses) = try await Self.subscribe(
                "subscription { tick(n: 1) { value } }", root: ["tick": events] as [String: any Sendable])
        else { Issue.record("expected a stream"); return }
        #expect(try await Self.collect(responses) == [try json(#"{"data":{"tick":{"value":7}}}"#)])
    }

    @Test func aFieldThatIsNoEventStreamFailsAsGraphQLJSDoes() async throws {
        let query = "subscription { tick(n: 1) { value } }"
        // graphql-js 16 rejects with these errors (not GraphQLErrors); here they are the response's.
        #expect(
            try Self.failure(await Self.subscribe(query, root: JSONValue.object([:])))
                == json(#"{"errors":[{"message":"Subscription field must return Async Iterable. Received: undefined."}]}"#))
        #expect(
            try Self.failure(await Self.subscribe(query, root: ["tick": "x"] as JSONValue))
                == json(#"{"errors":[{"message":"Subscription field must return Async Iterable. Received: \"x\"."}]}"#))
        #expect(
            try Self.failure(await Self.subscribe(query, root: ["tick": nil] as JSONValue))
                == json(#"{"errors":[{"message":"Subscription field must return Async Iterable. Received: null."}]}"#))
    }

    @Test func requestErrorsAreResponsesWithoutData() async throws {
        #expect(
            try Self.failure(await Self.subscribe("subscription { nope }"))
                == json(#"{"errors":[{"message":"The subscription field \"nope\" is not defined.","locations":[{"line":1,"column":16}]}]}"#))
        #expect(
            try Self.failure(await Self.subscribe("subscription S($v: Int) { tick(n: $v) { value } }"))
                == json(
                    #"""
                    {"errors":[{"message":"Argument \"n\" of required type \"Int!\" was provided the variable \"$v\" which was not provided a runtime value.","locations":[{"line":1,"column":35}],"path":["tick"]}]}
                    """#))
        #expect(
            try Self.failure(await Self.subscribe("subscription A { bad } subscription B { bad }"))
                == json(#"{"errors":[{"message":"Must provide operation name if query contains multiple operations."}]}"#))
        #expect(
            try Self.failure(await Self.subscribe("subscription ($x: Boolean) { tick(n: 1) @skip(if: $x) { value } }"))
                == json(
                    #"{"errors":[{"message":"Argument \"if\" of required type \"Boolean!\" was provided the variable \"$x\" which was not provided a runtime value.","locations":[{"line":1,"column":51}]}]}"#
                ))
        #expect(
            try Self.failure(await Self.subscribe("query { a }"))
                == json(
                    #"{"errors":[{"message":"Expected a subscription operation, found a query operation.","locations":[{"line":1,"column":1}]}]}"#))
        var resolvers = Resolvers<Void>()
        resolvers.subscription("Subscription", "tick") { _, _, _ -> AsyncStream<Int> in throw GraphQLError("nope") }
        #expect(
            try Self.failure(await Self.subscribe("subscription { tick(n: 1) { value } }", resolvers: resolvers))
                == json(#"{"errors":[{"message":"nope","locations":[{"line":1,"column":16}],"path":["tick"]}]}"#))
    }

    @Test func aSchemaWithoutSubscriptionTypeCannotSubscribe() async throws {
        let executor = try Executor<Void>(schema: try buildSchema("type Query { a: Int }"))
        let source = Source("subscription { a }")
        let result = await executor.subscribe(document: try Parser.parse(source), source: source)
        #expect(
            try Self.failure(result)
                == json(
                    #"{"errors":[{"message":"Schema is not configured to execute subscription operation.","locations":[{"line":1,"column":1}]}]}"#))
    }

    @Test func resolversMustNameTheSubscriptionType() throws {
        var resolvers = Resolvers<Void>()
        resolvers.subscription("Query", "a") { _, _, _ in AsyncStream<Int> { $0.finish() } }
        #expect(throws: GraphQLError("Resolvers name \"Query\", which is not the subscription type of the schema.")) {
            try Executor<Void>(schema: try buildSchema(Self.sdl), resolvers: resolvers)
        }
    }

    @Test func anErrorOfTheSourceEndsTheStreamWithAnErrorResponse() async throws {
        var resolvers = Resolvers<Void>()
        resolvers.subscription("Subscription", "tick") { _, _, _ in
            AsyncThrowingStream<JSONValue, any Error> { continuation in
                continuation.yield(["tick": ["value": 1]])
                continuation.finish(throwing: GraphQLError("boom"))
            }
        }
        guard case .stream(let responses) = try await Self.subscribe("subscription { tick(n: 1) { value } }", resolvers: resolvers)
        else { Issue.record("expected a stream"); return }
        #expect(
            try await Self.collect(responses) == [
                try json(#"{"data":{"tick":{"value":1}}}"#), try json(#"{"errors":[{"message":"boom"}]}"#),
            ])
    }
}

/// Ending the consumer stops the source.
@Suite struct SubscriptionCancellationTests {
    /// A source that never ends by itself and records how it was terminated.
    final class RecordingSource: Sendable {
        let termination = Observed<String?>(nil)
        let continuation = Locked<AsyncStream<JSONValue>.Continuation?>(nil)

        var terminated: String? { termination.value }

        /// How the source was terminated, once it was (60 s at most, a guard).
        func termination() async -> String? {
            await termination.wait { $0 != nil }
            return terminated
        }

        func resolvers() -> Resolvers<Void> {
            var resolvers = Resolvers<Void>()
            resolvers.subscription("Subscription", "tick") { _, _, _ in
                AsyncStream<JSONValue> { continuation in
                    continuation.onTermination = { reason in
                        self.termination.update { $0 = "\(reason)" }
                    }
                    self.continuation.withLock { $0 = continuation }
                }
            }
            return resolvers
        }

        func send(_ value: Int) {
            _ = continuation.withLock { $0?.yield(["tick": ["value": .int(value)]]) }
        }
    }

    static func responses(_ source: RecordingSource) async throws -> ResponseStream {
        guard
            case .stream(let responses) = try await SubscriptionTests.subscribe(
                "subscription { tick(n: 1) { value } }", resolvers: source.resolvers())
        else { throw GraphQLError("expected a stream") }
        return responses
    }

    @Test func stoppingTheIterationStopsTheSource() async throws {
        let source = RecordingSource()
        let responses = try await Self.responses(source)
        var received = 0
        source.send(0)
        for await response in responses {
            #expect(source.terminated == nil)
            #expect(response.data == ["tick": ["value": .int(received)]])
            received += 1
            if received == 2 { break }
            source.send(received)
        }
        #expect(received == 2)
        #expect(await source.termination() == "cancelled")
    }

    @Test func cancellingTheConsumerTaskStopsTheSource() async throws {
        let source = RecordingSource()
        let responses = try await Self.responses(source)
        let received = Observed(0)
        let consumer = Task {
            for await _ in responses { received.update { $0 += 1 } }
        }
        source.send(0)
        await received.wait { $0 > 0 }
        #expect(source.terminated == nil)
        consumer.cancel()
        await consumer.value
        let count = received.value
        #expect(count == 1)
        #expect(await source.termination() == "cancelled")
    }
}

/// A pull-based source: counts the events pulled and records its iterator's release.
@Suite struct SubscriptionPullSourceTests {
    final class Counter: Sendable {
        let pulled = Locked<Int>(0)
        let released = Flag()
    }

    struct Counting: AsyncSequence, Sendable {
        let counter: Counter

        func makeAsyncIterator() -> Iterator { Iterator(counter: counter) }

        final class Iterator: AsyncIteratorProtocol {
            let counter: Counter
            init(counter: Counter) { self.counter = counter }
            deinit { counter.released.set() }

            func next() async -> JSONValue? {
                let value = counter.pulled.withLock {
                    $0 += 1; return $0
                }
                return ["tick": ["value": .int(value)]]
            }
        }
    }

    /// A source that ended is not asked again when the consumer lets go.
    struct Ending: AsyncSequence, Sendable {
        let counter: Counter
        let count: Int

        func makeAsyncIterator() -> Iterator { Iterator(counter: counter, count: count) }

        final class Iterator: AsyncIteratorProtocol {
            let counter: Counter
            let count: Int
            init(counter: Counter, count: Int) { (self.counter, self.count) = (counter, count) }
            deinit { counter.released.set() }

            func next() async -> JSONValue? {
                let value = counter.pulled.withLock {
                    $0 += 1; return $0
                }
                return value > count ? nil : ["tick": ["value": .int(value)]]
            }
        }
    }

    @Test func aSourceThatEndedIsNotAskedAgain() async throws {
        let counter = Counter()
        var resolvers = Resolvers<Void>()
        resolvers.subscription("Subscription", "tick") { _, _, _ in Ending(counter: counter, count: 2) }
        guard
            case .stream(let responses) = try await SubscriptionTests.subscribe(
                "subscription { tick(n: 1) { value } }", resolvers: resolvers)
        else { Issue.record("expected a stream"); return }
        var values: [JSONValue?] = []
        for await response in responses { values.append(response.data) }
        #expect(values == [["tick": ["value": 1]], ["tick": ["value": 2]]])
        #expect(await counter.released.wait())
        #expect(counter.pulled.value == 3)
    }

    @Test func eventsArePulledOnDemandAndTheIteratorIsReleasedWithTheConsumer() async throws {
        let counter = Counter()
        var resolvers = Resolvers<Void>()
        resolvers.subscription("Subscription", "tick") { _, _, _ in Counting(counter: counter) }
        guard
            case .stream(let responses) = try await SubscriptionTests.subscribe(
                "subscription { tick(n: 1) { value } }", resolvers: resolvers)
        else { Issue.record("expected a stream"); return }
        var values: [JSONValue?] = []
        for await response in responses {
            values.append(response.data)
            if values.count == 3 { break }
        }
        #expect(values == [["tick": ["value": 1]], ["tick": ["value": 2]], ["tick": ["value": 3]]])
        let released = await counter.released.wait()
        let pulled = counter.pulled.value
        #expect(released)
        // The release asks the source once more, cancelled; nothing was read ahead before.
        #expect(pulled == 4)
    }
}
