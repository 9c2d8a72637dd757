import Foundation
import GraphQL
import QuillHTTP
import Testing

@testable import QuillServer

/// Apollo's multipart subscription protocol: the exact bytes of the body.
@Suite(.timeLimit(.minutes(3))) struct MultipartSubscriptionTests {
    static let quiet = MultipartSubscription.Configuration(heartbeatInterval: 60)
    static let part = "\r\ncontent-type: application/json\r\n\r\n"
    static let delimiter = "\r\n--graphql"
    static let heartbeat = part + "{}" + delimiter

    static func request(accept: String?) -> HTTPRequest {
        ServerSentEventsTests.request(accept: accept)
    }

    @Test func acceptsAsksForMultipartWithASubscriptionSpec() {
        #expect(MultipartSubscription.accepts(Self.request(accept: #"multipart/mixed;subscriptionSpec="1.0", application/json"#)))
        #expect(MultipartSubscription.accepts(Self.request(accept: "multipart/mixed; boundary=\"graphql\"; subscriptionSpec=1.0")))
        #expect(MultipartSubscription.accepts(Self.request(accept: "application/json, Multipart/Mixed;SUBSCRIPTIONSPEC=1.0")))
        #expect(!MultipartSubscription.accepts(Self.request(accept: "multipart/mixed;deferSpec=20220824, application/json")))
        #expect(!MultipartSubscription.accepts(Self.request(accept: "multipart/mixed")))
        #expect(!MultipartSubscription.accepts(Self.request(accept: #"multipart/mixed;subscriptionSpec="1.0";q=0"#)))
        #expect(!MultipartSubscription.accepts(Self.request(accept: "text/event-stream")))
        #expect(!MultipartSubscription.accepts(Self.request(accept: nil)))
    }

    @Test func aQueryIsOnePart() async throws {
        let harness = try SubscriptionHarness()
        let response = MultipartSubscription.response(for: await harness.outcome("{ hello }"), configuration: Self.quiet)
        #expect(response.status == 200)
        #expect(
            response.headers.map { "\($0.name): \($0.value)" } == [
                #"Content-Type: multipart/mixed;boundary="graphql";subscriptionSpec="1.0""#, "Cache-Control: no-cache",
            ])
        #expect(
            await collect(response).text
                == Self.delimiter + Self.part + #"{"payload":{"data":{"hello":"Hello, stranger!"}}}"# + Self.delimiter + "--\r\n")
    }

    @Test func aSubscriptionIsAPartPerEventThenTheCloseDelimiter() async throws {
        let harness = try SubscriptionHarness()
        var started = harness.sources.started.makeAsyncIterator()
        let response = MultipartSubscription.response(for: await harness.outcome("subscription { counter }"), configuration: Self.quiet)
        #expect(response.endsAtShutdown, "graceful shutdown ends a subscription at once")
        let body = Task { await collect(response) }
        #expect(await started.next() == 0)
        harness.sources.send(1, to: 0)
        harness.sources.send(2, to: 0)
        harness.sources.finish(0)
        let collected = await body.value
        #expect(
            collected.text == "\r\n--graphql"
                + "\r\ncontent-type: application/json\r\n\r\n{\"payload\":{\"data\":{\"counter\":1}}}\r\n--graphql"
                + "\r\ncontent-type: application/json\r\n\r\n{\"payload\":{\"data\":{\"counter\":2}}}\r\n--graphql"
                + "--\r\n")
        // Each part is one chunk that ends with the next delimiter, so a client reads it at once.
        #expect(
            collected.chunks.map { String(decoding: $0, as: UTF8.self) } == [
                Self.delimiter,
                Self.part + #"{"payload":{"data":{"counter":1}}}"# + Self.delimiter,
                Self.part + #"{"payload":{"data":{"counter":2}}}"# + Self.delimiter,
                "--\r\n",
            ])
    }

    @Test func aFailingSourceIsATransportErrorThatEndsTheStream() async throws {
        let harness = try SubscriptionHarness()
        let response = MultipartSubscription.response(for: await harness.outcome("subscription { fail }"), configuration: Self.quiet)
        #expect(
            await collect(response).text
                == Self.delimiter + Self.part + #"{"payload":null,"errors":[{"message":"The source failed."}]}"# + Self.delimiter + "--\r\n")
    }

    @Test func errorsBeforeExecutionAreOnePartWithTheErrors() async throws {
        let harness = try SubscriptionHarness()
        let response = MultipartSubscription.response(
            for: await harness.outcome("subscription { counter(x: 1) }"), configuration: Self.quiet)
        #expect(response.status == 200)
        #expect(
            await collect(response).text == Self.delimiter + Self.part
                + #"{"payload":{"errors":[{"message":"Unknown argument \"x\" on field \"Subscription.counter\".","locations":[{"line":1,"column":24}]}]}}"#
                + Self.delimiter + "--\r\n")
    }

    @Test func requestsThatAreNoGraphQLRequestGetPlainJSON() {
        let missing = MultipartSubscription.response(
            for: .rejected(Response(errors: [GraphQLError("Missing query.")]), .invalidParameters))
        #expect(missing.status == 400)
        #expect(missing.headers["Content-Type"] == "application/json; charset=utf-8")
    }

    @Test func heartbeatsGoOutWhileASubscriptionIsIdle() async throws {
        let harness = try SubscriptionHarness()
        var started = harness.sources.started.makeAsyncIterator()
        let response = MultipartSubscription.response(
            for: await harness.outcome("subscription { counter }"), configuration: .init(heartbeatInterval: 0.02))
        let collector = CollectingWriter()
        guard case .stream(let write) = response.body else {
            Issue.record("expected a stream")
            return
        }
        let body = Task { await write(collector.writer) }
        #expect(await started.next() == 0)
        var writes = collector.writes.makeAsyncIterator()
        #expect(await writes.next() == Array(Self.delimiter.utf8))
        #expect(await writes.next() == Array(Self.heartbeat.utf8))
        #expect(await writes.next() == Array(Self.heartbeat.utf8))
        harness.sources.send(3, to: 0)
        harness.sources.finish(0)
        await body.value
        // Heartbeats may also fall between the last part and the end: compare without them.
        let text = collector.text
        let tail = Self.part + #"{"payload":{"data":{"counter":3}}}"# + Self.delimiter + "--\r\n"
        #expect(text.replacingOccurrences(of: Self.heartbeat, with: "") == Self.delimiter + tail)
        #expect(text.count - Self.delimiter.count - tail.count >= 2 * Self.heartbeat.count)
    }

    @Test func aClientThatLeftEndsTheSubscription() async throws {
        let harness = try SubscriptionHarness()
        var started = harness.sources.started.makeAsyncIterator()
        var released = harness.sources.released.makeAsyncIterator()
        let response = MultipartSubscription.response(for: await harness.outcome("subscription { counter }"), configuration: Self.quiet)
        let body = Task { await collect(response, failAfter: 1) }
        #expect(await started.next() == 0)
        harness.sources.send(1, to: 0)
        #expect(await released.next() == 0)
        #expect(await body.value.chunks.count == 2)
    }
}
