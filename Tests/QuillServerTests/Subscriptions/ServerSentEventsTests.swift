import Foundation
import GraphQL
import QuillHTTP
import Testing

@testable import QuillServer

/// graphql-sse's distinct connections mode: the exact bytes of the event stream.
@Suite(.timeLimit(.minutes(3))) struct ServerSentEventsTests {
    static let quiet = ServerSentEvents.Configuration(keepAliveInterval: 60)
    static let complete = "event: complete\ndata:\n\n"

    static func request(accept: String?) -> HTTPRequest {
        var headers: HTTPHeaders = ["Host": "localhost"]
        if let accept { headers.append(name: "Accept", value: accept) }
        return HTTPRequest(
            head: HTTPRequestHead(
                method: .post, target: "/graphql", targetForm: .origin, version: HTTPVersion(major: 1, minor: 1), headers: headers,
                keepAlive: true))
    }

    @Test func acceptsAsksForAnEventStream() {
        #expect(ServerSentEvents.accepts(Self.request(accept: "text/event-stream")))
        #expect(ServerSentEvents.accepts(Self.request(accept: "application/json, Text/Event-Stream;q=0.5")))
        #expect(!ServerSentEvents.accepts(Self.request(accept: "text/event-stream;q=0")))
        #expect(!ServerSentEvents.accepts(Self.request(accept: "application/json")))
        #expect(!ServerSentEvents.accepts(Self.request(accept: "*/*")))
        #expect(!ServerSentEvents.accepts(Self.request(accept: nil)))
    }

    @Test func aQueryIsOneNextEventThenComplete() async throws {
        let harness = try SubscriptionHarness()
        let response = ServerSentEvents.response(for: await harness.outcome("{ hello }"), configuration: Self.quiet)
        #expect(response.status == 200)
        #expect(!response.endsAtShutdown, "a query's one event is let finish")
        #expect(
            response.headers.map { "\($0.name): \($0.value)" } == [
                "Content-Type: text/event-stream; charset=utf-8", "Cache-Control: no-cache", "X-Accel-Buffering: no",
            ])
        #expect(
            await collect(response).text
                == ":\n\nevent: next\ndata: {\"data\":{\"hello\":\"Hello, stranger!\"}}\n\n" + Self.complete)
    }

    @Test func aSubscriptionIsANextEventPerEventThenComplete() async throws {
        let harness = try SubscriptionHarness()
        var started = harness.sources.started.makeAsyncIterator()
        let response = ServerSentEvents.response(for: await harness.outcome("subscription { counter }"), configuration: Self.quiet)
        #expect(response.endsAtShutdown, "graceful shutdown ends a subscription at once")
        let body = Task { await collect(response) }
        #expect(await started.next() == 0)
        harness.sources.send(1, to: 0)
        harness.sources.send(2, to: 0)
        harness.sources.finish(0)
        let collected = await body.value
        #expect(
            collected.text == ":\n\n"
                + "event: next\ndata: {\"data\":{\"counter\":1}}\n\n"
                + "event: next\ndata: {\"data\":{\"counter\":2}}\n\n" + Self.complete)
        // One chunk per event, so that each reaches the client at once.
        #expect(collected.chunks.count == 4)
    }

    @Test func errorsBeforeExecutionAreANextEventWithTheErrors() async throws {
        let harness = try SubscriptionHarness()
        let response = ServerSentEvents.response(for: await harness.outcome("subscription { nope }"), configuration: Self.quiet)
        #expect(response.status == 200)
        #expect(
            await collect(response).text == ":\n\nevent: next\ndata: "
                + #"{"errors":[{"message":"Cannot query field \"nope\" on type \"Subscription\".","locations":[{"line":1,"column":16}]}]}"#
                + "\n\n" + Self.complete)
    }

    @Test func aFailingSourceIsANextEventWithItsErrorThenComplete() async throws {
        let harness = try SubscriptionHarness()
        let response = ServerSentEvents.response(for: await harness.outcome("subscription { fail }"), configuration: Self.quiet)
        #expect(
            await collect(response).text
                == ":\n\nevent: next\ndata: {\"errors\":[{\"message\":\"The source failed.\"}]}\n\n" + Self.complete)
    }

    @Test func requestsThatAreNoGraphQLRequestGetPlainJSON() {
        let missing = ServerSentEvents.response(
            for: .rejected(Response(errors: [GraphQLError("Missing query.")]), .invalidParameters))
        #expect(missing.status == 400)
        #expect(missing.headers.map { "\($0.name): \($0.value)" } == ["Content-Type: application/json; charset=utf-8"])
        guard case .bytes(let body) = missing.body else {
            Issue.record("expected bytes")
            return
        }
        #expect(String(decoding: body, as: UTF8.self) == #"{"errors":[{"message":"Missing query."}]}"#)
    }

    @Test func keepAliveCommentsGoOutWhileASubscriptionIsIdle() async throws {
        let harness = try SubscriptionHarness()
        var started = harness.sources.started.makeAsyncIterator()
        let response = ServerSentEvents.response(
            for: await harness.outcome("subscription { counter }"), configuration: .init(keepAliveInterval: 0.02))
        let collector = CollectingWriter()
        guard case .stream(let write) = response.body else {
            Issue.record("expected a stream")
            return
        }
        let body = Task { await write(collector.writer) }
        #expect(await started.next() == 0)
        var writes = collector.writes.makeAsyncIterator()
        #expect(await writes.next() == Array(":\n\n".utf8))  // the opening comment
        #expect(await writes.next() == Array(":\n\n".utf8))
        #expect(await writes.next() == Array(":\n\n".utf8))
        harness.sources.send(7, to: 0)
        harness.sources.finish(0)
        await body.value
        // Keep-alives may also fall between the event and `complete`: compare without them.
        let text = collector.text
        let tail = "event: next\ndata: {\"data\":{\"counter\":7}}\n\n" + Self.complete
        #expect(text.replacingOccurrences(of: ":\n\n", with: "") == tail.replacingOccurrences(of: ":\n\n", with: ""))
        #expect(text.count - tail.count >= 9)
    }

    @Test func aClientThatLeftEndsTheSubscription() async throws {
        let harness = try SubscriptionHarness()
        var started = harness.sources.started.makeAsyncIterator()
        var released = harness.sources.released.makeAsyncIterator()
        let response = ServerSentEvents.response(for: await harness.outcome("subscription { counter }"), configuration: Self.quiet)
        // The opening and the first event are written; the second event's write throws.
        let body = Task { await collect(response, failAfter: 2) }
        #expect(await started.next() == 0)
        harness.sources.send(1, to: 0)
        harness.sources.send(2, to: 0)
        #expect(await released.next() == 0)
        #expect(await body.value.chunks.count == 3)
    }

    @Test func cancellingTheBodyEndsTheSubscription() async throws {
        let harness = try SubscriptionHarness()
        var started = harness.sources.started.makeAsyncIterator()
        var released = harness.sources.released.makeAsyncIterator()
        let response = ServerSentEvents.response(for: await harness.outcome("subscription { counter }"), configuration: Self.quiet)
        #expect(response.endsAtShutdown, "graceful shutdown ends a subscription at once")
        #expect(await started.next() == 0)
        // Cancelled once the body is under way (its opening written): cancelled before it
        // starts, the body would see its stream end and complete the subscription instead.
        let collector = CollectingWriter()
        var writes = collector.writes.makeAsyncIterator()
        guard case .stream(let write) = response.body else { Issue.record("expected a streamed body"); return }
        let body = Task { await write(collector.writer) }
        #expect(await writes.next() == Array(":\n\n".utf8))
        body.cancel()
        #expect(await released.next() == 0)
        await body.value
        #expect(collector.text == ":\n\n")
    }
}
