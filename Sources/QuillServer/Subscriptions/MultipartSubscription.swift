import GraphQL
import QuillHTTP

/// Apollo's multipart HTTP protocol for GraphQL subscriptions: a GraphQL-over-HTTP
/// request with `Accept: multipart/mixed;subscriptionSpec="1.0"` gets a
/// `multipart/mixed` body with boundary `graphql`; each part is JSON, `{"payload":
/// <response>}`, an empty object `{}` is a heartbeat, and `--graphql--` ends it.
///
/// ```swift
/// if MultipartSubscription.accepts(request) {
///     return .deferred { MultipartSubscription.response(for: await service.run(graphQLRequest, context: context)) }
/// }
/// ```
public enum MultipartSubscription {
    /// The `Content-Type` of the response.
    public static let contentType = #"multipart/mixed;boundary="graphql";subscriptionSpec="1.0""#

    /// How often heartbeats go out.
    public struct Configuration: Sendable {
        /// How often a heartbeat part is sent while a subscription runs, in seconds
        /// (Apollo's router: every 5 seconds).
        public var heartbeatInterval: Double

        public init(heartbeatInterval: Double = 5) {
            self.heartbeatInterval = heartbeatInterval
        }
    }

    /// Whether the request's `Accept` header lists `multipart/mixed` with a `subscriptionSpec`.
    public static func accepts(_ request: HTTPRequest) -> Bool {
        SubscriptionMediaTypes.accepts(request.headers) { type, parameters in
            type == "multipart/mixed" && parameters["subscriptionspec"] != nil
        }
    }

    /// The multipart body of an outcome, `200` with `contentType`: one part for a query
    /// or mutation, a part per response of a subscription with heartbeats between.
    ///
    /// A subscription response without `data` (its source failed) is a transport-level
    /// error part, `{"payload":null,"errors":[…]}`, that ends the stream. Errors before
    /// execution are one part `{"payload":{"errors":[…]}}`, except for requests that are
    /// no GraphQL request at all (`invalidParameters`: 400), which are ordinary JSON responses.
    public static func response(for outcome: GraphQLOutcome, configuration: Configuration = Configuration()) -> HTTPResponse {
        let headers: HTTPHeaders = ["Content-Type": contentType, "Cache-Control": "no-cache"]
        switch outcome {
        case .executed(let response):
            let body = body(configuration) { payload($0) }
            return HTTPResponse(status: .ok, headers: headers, body: .stream { await body.write(response, to: $0) })
        case .subscription(let responses):
            let body = body(configuration) { response in
                response.dataJSON == nil ? transportError(response.errors) : payload(response)
            }
            var streamed = HTTPResponse(status: .ok, headers: headers, body: .stream { await body.write(responses, to: $0) })
            streamed.endsAtShutdown = true
            return streamed
        case .rejected(let response, let rejection):
            if let plain = SubscriptionMediaTypes.plainResponse(response, rejection) { return plain }
            let body = body(configuration) { payload($0) }
            return HTTPResponse(status: .ok, headers: headers, body: .stream { await body.write(response, to: $0) })
        case .incremental:
            return IncrementalDelivery.multipartResponse(for: outcome, format: .current)
        }
    }

    /// Parts as Apollo's clients read them: each part ends with the next delimiter, so a
    /// client sees a part as soon as it arrives.
    private static func body(
        _ configuration: Configuration, json: @escaping @Sendable (Response) -> [UInt8]
    ) -> StreamedResponseBody {
        let partHead = Array("\r\ncontent-type: application/json\r\n\r\n".utf8)
        let delimiter = Array("\r\n--graphql".utf8)
        return StreamedResponseBody(
            opening: delimiter,
            part: { partHead + json($0) + delimiter },
            heartbeat: partHead + Array("{}".utf8) + delimiter,
            heartbeatInterval: configuration.heartbeatInterval,
            closing: Array("--\r\n".utf8))
    }

    private static func payload(_ response: Response) -> [UInt8] {
        Array(#"{"payload":"#.utf8) + response.jsonBytes() + [UInt8(ascii: "}")]
    }

    private static func transportError(_ errors: [GraphQLError]) -> [UInt8] {
        var writer = JSONWriter(capacity: 128)
        writer.write(["payload": nil, "errors": .array(errors.map(\.responseJSON))])
        return writer.bytes
    }
}
