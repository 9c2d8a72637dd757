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
        for _ in 0..<count { ids.append(await iterator.next()?.id ?? "end") }
        return ids
    }

    @Test func eachSubscriberGetsTheEventsPublishedAfterItSubscribedInOrder() async {
        let events = MutationEvents()
        events.publish(Self.events(0..<2))
        let first = events.subscribe()
        events.publish(Self.events(2..<4))
        let second = events.subscribe()
        events.publish(Self.events(4..<5))
        var firstEvents = first.makeAsyncIterator(), secondEvents = second.makeAsyncIterator()
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

    @Test func aSubscriberTooFarBehindLosesTheOldestEvents() async {
        let events = MutationEvents()
        var iterator = events.subscribe().makeAsyncIterator()
        let limit = MutationEventQueue.limit
        events.publish(Self.events(0..<(limit / 2)))
        events.publish(Self.events((limit / 2)..<(limit + 5)))
        events.publish(Self.events((limit + 5)..<(limit + 7)))
        let received = await Self.next(limit, of: &iterator)
        #expect(received.first == "a7")
        #expect(received.last == "a\(limit + 6)")
        events.publish(Self.events((limit + 7)..<(limit + 8)))
        #expect(await iterator.next()?.id == "a\(limit + 7)")
    }

    @Test func cancellingTheConsumersTaskEndsTheSubscription() async {
        let events = MutationEvents()
        let stream = events.subscribe()
        let consumer = Task {
            var iterator = stream.makeAsyncIterator()
            return await iterator.next()?.id ?? "end"
        }
        consumer.cancel()
        #expect(await consumer.value == "end")
        #expect(events.subscriberCount == 0)
    }

    @Test func releasingTheIteratorOrAStreamNeverIteratedUnsubscribes() async {
        let events = MutationEvents()
        do {
            var iterator = events.subscribe().makeAsyncIterator()
            events.publish(Self.events(0..<2))
            #expect(await iterator.next()?.id == "a0")
            #expect(events.subscriberCount == 1)
        }
        #expect(events.subscriberCount == 0)
        _ = events.subscribe()
        #expect(events.subscriberCount == 0)
    }
}
