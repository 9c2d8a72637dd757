import GraphQL
import QuillHTTP

/// GraphQL over Server-Sent Events, graphql-sse's "distinct connections mode": the
/// request is an ordinary GraphQL-over-HTTP request with `Accept: text/event-stream`;
/// each result is a `next` event and a `complete` event ends the stream.
///
/// ```swift
/// if ServerSentEvents.accepts(request) {
///     return .deferred { ServerSentEvents.response(for: await service.run(graphQLRequest, context: context)) }
/// }
/// ```
public enum ServerSentEvents {
    /// How often keep-alive comments go out.
    public struct Configuration: Sendable {
        /// How often a comment (`:`) keeps an idle subscription's connection alive, in
        /// seconds; graphql-sse pings every 12 seconds.
        public var keepAliveInterval: Double

        public init(keepAliveInterval: Double = 12) {
            self.keepAliveInterval = keepAliveInterval
        }
    }

    /// Whether the request's `Accept` header asks for `text/event-stream`.
    public static func accepts(_ request: HTTPRequest) -> Bool {
        SubscriptionMediaTypes.accepts(request.headers) { type, _ in type == "text/event-stream" }
    }

    /// The event stream of an outcome: `200` with `text/event-stream`, a `next` event
    /// per response (one for a query or mutation; one per payload of an incremental
    /// result, as graphql-js 17 gives them) and a `complete` event.
    ///
    /// Errors before execution are a `next` event with the errors, then `complete`,
    /// as the protocol requires, except for requests that are no GraphQL request at
    /// all (`invalidParameters`: 400), which are ordinary JSON responses.
    public static func response(for outcome: GraphQLOutcome, configuration: Configuration = Configuration()) -> HTTPResponse {
        let body = StreamedResponseBody(
            opening: Array(":\n\n".utf8),
            part: { response in Array("event: next\ndata: ".utf8) + response.jsonBytes() + Array("\n\n".utf8) },
            heartbeat: Array(":\n\n".utf8),
            heartbeatInterval: configuration.keepAliveInterval,
            closing: Array("event: complete\ndata:\n\n".utf8))
        let headers: HTTPHeaders = [
            "Content-Type": "text/event-stream; charset=utf-8",
            "Cache-Control": "no-cache",
            "X-Accel-Buffering": "no",
        ]
        switch outcome {
        case .executed(let response):
            return HTTPResponse(status: .ok, headers: headers, body: .stream { await body.write(response, to: $0) })
        case .subscription(let responses):
            var streamed = HTTPResponse(status: .ok, headers: headers, body: .stream { await body.write(responses, to: $0) })
            streamed.endsAtShutdown = true
            return streamed
        case .incremental(let initial, let subsequent):
            return HTTPResponse(
                status: .ok, headers: headers,
                body: .stream { writer in
                    try? await IncrementalDelivery.writeEvents(initial, subsequent, to: writer)
                })
        case .rejected(let response, let rejection):
            if let plain = SubscriptionMediaTypes.plainResponse(response, rejection) { return plain }
            return HTTPResponse(status: .ok, headers: headers, body: .stream { await body.write(response, to: $0) })
        }
    }
}
