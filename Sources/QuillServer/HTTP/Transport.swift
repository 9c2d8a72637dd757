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
        var chosen = Transport.notAcceptable
        var best: (quality: Double, specificity: Int, position: Int)?
        for (transport, type, subtype) in candidates {
            guard let preference = accept.preference(type, subtype) else { continue }
            if let current = best {
                let better =
                    preference.quality != current.quality ? preference.quality > current.quality
                    : preference.specificity != current.specificity ? preference.specificity > current.specificity
                    : preference.position < current.position
                guard better else { continue }
            }
            best = preference
            chosen = transport
        }
        return chosen
    }

    private static func hasQueryParameter(_ request: HTTPRequest) -> Bool {
        guard let query = request.query else { return false }
        return query.split(separator: "&").contains { $0 == "query" || $0.hasPrefix("query=") }
    }
}
