import Quill
import QuillTestSupport
import Testing

/// Subscribes `client` to `server`'s counter, sends 1 and 2 from the server's source and
/// expects both; then cancels the subscription and expects the server to let its source
/// go (the transport told it: `complete`, `stop`, or a closed stream).
func expectCountsArriveAndCancellingFreesTheSource(client: QuillClient, server: EventServer) async throws {
    let counters = Inbox<Int?>()
    let consumer = Task {
        for try await event in client.subscribe(subscription: CounterSubscription()) { counters.send(event.data?.counter) }
    }
    #expect(await server.sources.started.wait { $0 == 1 })
    server.sources.send(1)
    server.sources.send(2)
    #expect(try await counters.next() == 1)
    #expect(try await counters.next() == 2)
    consumer.cancel()
    #expect(await server.sources.live.wait { $0 == 0 })
}
