import GraphQL
import QuillHTTP

/// The JSON media types a GraphQL response can have (GraphQL over HTTP, "Accept").
enum JSONMediaType: Sendable {
    /// `application/graphql-response+json`: request errors get 4xx status codes.
    case graphQLResponse
    /// `application/json`: request errors get 200, as legacy clients expect.
    case json

    /// The headers of a response in this media type (made once).
    var headers: HTTPHeaders {
        switch self {
        case .graphQLResponse: Self.graphQLResponseHeaders
        case .json: Self.jsonHeaders
        }
    }

    private static let graphQLResponseHeaders: HTTPHeaders = ["Content-Type": "application/graphql-response+json; charset=utf-8"]
    private static let jsonHeaders: HTTPHeaders = ["Content-Type": "application/json; charset=utf-8"]
}

/// How a request to the endpoint is answered, chosen from its `Accept` header.
///
/// The streaming transports (Server-Sent Events, multipart, graphql-transport-ws)
/// each add a case here, a candidate in `negotiate` and a line in `GraphQLServer.endpoint`.
enum Transport: Sendable {
    /// One JSON response.
    case json(JSONMediaType)
    /// Server-Sent Events (graphql-sse, distinct connections mode).
    case serverSentEvents
    /// Apollo's multipart subscription protocol.
    case multipartSubscription
    /// Incremental delivery (`@defer`, `@stream`) as `multipart/mixed`, in a format.
    case multipartIncremental(IncrementalDelivery.Format)
    /// The Playground page, for a browser.
    case playground
    /// Nothing the client accepts.
    case notAcceptable

    /// The transport `request` prefers: the candidate with the highest weight, then the
    /// most specific match, then the first listed; `application/json` without an `Accept`
    /// header or for `*/*`. The Playground competes only for a GET without a `query` parameter.
    static func negotiate(_ request: HTTPRequest, playground: Bool) -> Transport {
        let accept = AcceptHeader(request.headers.values(for: "Accept"))
        if accept.isEmpty { return .json(.json) }
        var candidates: [(Transport, String, String)] = [
            (.json(.json), "application", "json"),
            (.json(.graphQLResponse), "application", "graphql-response+json"),
        ]
        if playground, request.method == .get || request.method == .head, !hasQueryParameter(request) {
            candidates.append((.playground, "text", "html"))
        }
        candidates.append((.serverSentEvents, "text", "event-stream"))
        if MultipartSubscription.accepts(request) { candidates.append((.multipartSubscription, "multipart", "mixed")) }
        if let format = IncrementalDelivery.format(acceptedBy: request.headers) {
            candidates.append((.multipartIncremental(format), "multipart", "mixed"))
        }
        var chosen = Transport.notAcceptable
        var best: (quality: Double, specificity: Int, position: Int)?
        for (transport, type, subtype) in candidates {
            guard let preference = accept.preference(type, subtype) else { continue }
            if let current = best {
                let better =
                    preference.quality != current.quality
                    ? preference.quality > current.quality
                    : preference.specificity != current.specificity
                        ? preference.specificity > current.specificity
                        : preference.position < current.position
                guard better else { continue }
            }
            best = preference
            chosen = transport
        }
        return chosen
    }

    /// The transport for an operation of `type` (nil: not known), when the client accepts
    /// both of Apollo's multipart protocols: its subscription protocol for a subscription,
    /// incremental delivery for the others; `defers`: whether the operation defers or
    /// streams anything, else it gets a JSON response if the client accepts one.
    func adapted(to type: OperationType?, defers: Bool, _ request: HTTPRequest) -> Transport {
        switch self {
        case .multipartSubscription where type != .subscription && defers:
            return IncrementalDelivery.format(acceptedBy: request.headers).map(Transport.multipartIncremental) ?? self
        case .multipartIncremental where type == .subscription:
            return MultipartSubscription.accepts(request) ? .multipartSubscription : self
        case .multipartIncremental where !defers:
            return Self.negotiateJSON(request).map(Transport.json) ?? self
        default:
            return self
        }
    }

    /// The JSON media type the request prefers, if it accepts one.
    private static func negotiateJSON(_ request: HTTPRequest) -> JSONMediaType? {
        let accept = AcceptHeader(request.headers.values(for: "Accept"))
        let json = accept.preference("application", "json")
        let graphQLResponse = accept.preference("application", "graphql-response+json")
        switch (json, graphQLResponse) {
        case (nil, nil): return nil
        case (.some, nil): return .json
        case (nil, .some): return .graphQLResponse
        case (.some(let json), .some(let other)):
            let prefersJSON =
                json.quality != other.quality
                ? json.quality > other.quality
                : json.specificity != other.specificity ? json.specificity > other.specificity : json.position < other.position
            return prefersJSON ? .json : .graphQLResponse
        }
    }

    private static func hasQueryParameter(_ request: HTTPRequest) -> Bool {
        guard let query = request.query else { return false }
        return query.split(separator: "&").contains { $0 == "query" || $0.hasPrefix("query=") }
    }
}
