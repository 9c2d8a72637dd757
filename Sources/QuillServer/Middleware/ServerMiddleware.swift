/// A step every request of a `GraphQLServer` passes through on its way to a route:
/// authentication, rate limits, metrics, CORS and the request log plug in here (as
/// Hummingbird's middleware does), without the routes knowing of them.
///
/// A middleware answers the request itself (a preflight, a refusal) or calls `next` with
/// the request as the rest of the chain should see it, and may change the reply it gets.
/// It runs on the server's event loop: what takes time belongs in a deferred reply.
public protocol ServerMiddleware: Sendable {
    func handle(_ request: ServerRequest, next: (ServerRequest) -> ServerReply) -> ServerReply
}

extension [any ServerMiddleware] {
    /// Runs `request` through the middleware from `index` on, outermost first, then `route`.
    func run(_ request: ServerRequest, from index: Int = 0, route: (ServerRequest) -> ServerReply) -> ServerReply {
        guard index < count else { return route(request) }
        return self[index].handle(request) { run($0, from: index + 1, route: route) }
    }
}
