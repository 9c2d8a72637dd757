import GraphQL

/// What running a `GraphQLRequest` produced, as every transport (HTTP, SSE,
/// multipart, graphql-transport-ws) needs to tell it apart.
public enum GraphQLOutcome: Sendable {
    /// A query or mutation ran: the response has `data` (and perhaps field errors).
    case executed(Response)
    /// A subscription started: one response per source event.
    case subscription(ResponseStream)
    /// A query or mutation deferred or streamed parts (`@defer`, `@stream`): the initial
    /// result and the payloads that follow. Only for a transport that asked for it
    /// (`GraphQLService.run(_:context:incrementally:)`); the others get `executed`.
    case incremental(InitialIncrementalResult, SubsequentIncrementalResults)
    /// The request failed before execution; the response has errors and no `data`.
    case rejected(Response, GraphQLRejection)
}

/// Why a request was not executed; transports map these to status codes or close codes.
public enum GraphQLRejection: Sendable, Hashable {
    /// Missing or mistyped request parameters (e.g. no `query`, `variables` not a map).
    case invalidParameters
    /// The document does not parse (or exceeds the token limit).
    case parse
    /// The document is invalid against the schema, or exceeds a depth or complexity limit.
    case validation
    /// The variables do not coerce to the operation's variable types, or the operation
    /// cannot be selected (unknown `operationName`, several operations and none named).
    case variables
    /// An automatic persisted query whose hash the server does not know.
    case persistedQueryNotFound
    /// An operation that is none of the server's trusted documents (answered 400 on any media type).
    case documentNotTrusted
    /// Another failure of the request itself (e.g. a context that could not be made).
    case other
}
