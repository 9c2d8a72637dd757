import GraphQL
import QuillSync
import Testing

@testable import QuillBackend

/// The in-process fan-out: each subscriber's queue of events.
@Suite struct MutationEventsTests {
    static func events(_ ids: Range<Int>) -> [MutationEvent] {
        ids.map { MutationEvent(kind: .created, type: "Attendee", id: "a\($0)") }
    }

    /// The ids of the next `count` events of `iterator`.
    static func next(_ count: Int, of iterator: inout MutationEventStream.Iterator) async -> [String] {
        var ids: [String] = []
        for _ in 0..<count { ids.append((try? await iterator.next())??.id ?? "end") }
        return ids
    }

    @Test func eachSubscriberGetsTheEventsPublishedAfterItSubscribedInOrder() async {
        let events = MutationEvents()
        events.publish(Self.events(0..<2))
        let first = events.subscribe()
        events.publish(Self.events(2..<4))
        let second = events.subscribe()
        events.publish(Self.events(4..<5))
        var firstEvents = first.makeAsyncIterator()
        var secondEvents = second.makeAsyncIterator()
        #expect(await Self.next(3, of: &firstEvents) == ["a2", "a3", "a4"])
        #expect(await Self.next(1, of: &secondEvents) == ["a4"])
        // A consumer waiting for an event gets the first of the next commit's.
        let waiting = Task { [secondEvents] in
            var iterator = secondEvents
            return await Self.next(2, of: &iterator)
        }
        events.publish(Self.events(5..<7))
        #expect(await waiting.value == ["a5", "a6"])
        #expect(await Self.next(2, of: &firstEvents) == ["a5", "a6"])
        #expect(events.subscriberCount == 2)
    }

    /// The error a subscriber ends with after the events it got, or nil if it just ended.
    static func failure(of iterator: inout MutationEventStream.Iterator) async -> GraphQLError? {
        do {
            while try await iterator.next() != nil {}
            return nil
        } catch {
            return error as? GraphQLError
        }
    }

    @Test func aSubscriberTooFarBehindGetsWhatWasQueuedThenAnErrorAndEnds() async throws {
        let events = MutationEvents()
        var iterator = events.subscribe().makeAsyncIterator()
        let limit = MutationEventQueue.limit
        events.publish(Self.events(0..<(limit / 2)))
        events.publish(Self.events((limit / 2)..<(limit + 5)))
        events.publish(Self.events((limit + 5)..<(limit + 7)))
        let received = await Self.next(limit / 2, of: &iterator)
        #expect(received.first == "a0")
        #expect(received.last == "a\(limit / 2 - 1)")
        let error = await Self.failure(of: &iterator)
        #expect(error?.message == "This subscription fell more than \(limit) events behind. Events were missed; subscribe again.")
        #expect(error?.extensions?["code"] == "EVENTS_MISSED")
        events.publish(Self.events((limit + 7)..<(limit + 8)))
        #expect(try await iterator.next() == nil)
        #expect(events.subscriberCount == 0)
    }

    /// A relayed channel whose listener is driven by the test (or that cannot listen).
    final class TestChannel: NotificationChannel, NotificationListener {
        struct Refused: Error {}
        let changed = Locked<(@Sendable (ListenerState) -> Void)?>(nil)
        let refuses: Bool
        init(refuses: Bool = false) { self.refuses = refuses }
        func send(_ payload: [UInt8], in database: any SQLExecutor) throws {}
        func listen(
            _ receive: @escaping @Sendable ([UInt8]) -> Void, changed: @escaping @Sendable (ListenerState) -> Void
        ) throws -> any NotificationListener {
            if refuses { throw Refused() }
            self.changed.withLock { $0 = changed }
            return self
        }
        func stop() {}
        func report(_ state: ListenerState) { changed.withLock { $0 }?(state) }
    }

    /// While the relayed channel is not heard, every subscriber may miss events: those
    /// subscribed then end with an error saying so (a waiting one at once), and so do
    /// subscriptions made before it listens again.
    @Test func aLostRelayEndsTheSubscribersWithAnError() async throws {
        let events = MutationEvents()
        let channel = TestChannel()
        try events.relay(from: channel)
        var waiting = events.subscribe().makeAsyncIterator()
        var behind = events.subscribe().makeAsyncIterator()
        events.publish(Self.events(0..<1))
        #expect(try await waiting.next()?.id == "a0")
        let failed = Task { [waiting] in
            var iterator = waiting
            return await Self.failure(of: &iterator)
        }
        channel.report(.lost(reason: "server closed the connection unexpectedly"))
        let message =
            "The connection that hears the database's events was lost (server closed the connection unexpectedly). Events were missed; subscribe again."
        #expect(await failed.value?.message == message)
        #expect(try await behind.next()?.id == "a0")
        #expect(await Self.failure(of: &behind)?.message == message)
        var duringTheLoss = events.subscribe().makeAsyncIterator()
        #expect(await Self.failure(of: &duringTheLoss)?.extensions?["code"] == "EVENTS_MISSED")
        channel.report(.listening)
        var after = events.subscribe().makeAsyncIterator()
        events.publish(Self.events(1..<2))
        #expect(try await after.next()?.id == "a1")
    }

    /// A backend reopened on a new channel (quill dev's reload) relays from it: the lost
    /// relay before it, and what its listener reports from then on, no longer count; a
    /// channel that cannot listen leaves the relay as it was.
    @Test func aNewRelayReplacesALostOne() async throws {
        let events = MutationEvents()
        let first = TestChannel()
        let second = TestChannel()
        try events.relay(from: first)
        first.report(.lost(reason: "gone"))
        #expect(throws: TestChannel.Refused.self) { try events.relay(from: TestChannel(refuses: true)) }
        var stillLost = events.subscribe().makeAsyncIterator()
        #expect(await Self.failure(of: &stillLost)?.extensions?["code"] == "EVENTS_MISSED")
        try events.relay(from: second)
        first.report(.lost(reason: "the replaced listener"))
        var live = events.subscribe().makeAsyncIterator()
        events.publish(Self.events(0..<1))
        #expect(try await live.next()?.id == "a0")
        second.report(.lost(reason: "gone too"))
        #expect(await Self.failure(of: &live)?.message.contains("(gone too)") == true)
    }

    @Test func cancellingTheConsumersTaskEndsTheSubscription() async {
        let events = MutationEvents()
        let stream = events.subscribe()
        let consumer = Task {
            var iterator = stream.makeAsyncIterator()
            return (try? await iterator.next())??.id ?? "end"
        }
        consumer.cancel()
        #expect(await consumer.value == "end")
        #expect(events.subscriberCount == 0)
    }

    @Test func releasingTheIteratorOrAStreamNeverIteratedUnsubscribes() async throws {
        let events = MutationEvents()
        do {
            var iterator = events.subscribe().makeAsyncIterator()
            events.publish(Self.events(0..<2))
            #expect(try await iterator.next()?.id == "a0")
            #expect(events.subscriberCount == 1)
        }
        #expect(events.subscriberCount == 0)
        _ = events.subscribe()
        #expect(events.subscriberCount == 0)
    }
}
