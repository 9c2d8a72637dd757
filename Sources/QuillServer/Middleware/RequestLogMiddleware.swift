import QuillHTTP

/// Logs one info line per request once its response is made: method, path, operation
/// name (`-` for none), status and duration, like `POST /graphql Greet 200 1.25ms`.
public struct RequestLogMiddleware: ServerMiddleware {
    public var logger: Logger

    public init(logger: Logger) {
        self.logger = logger
    }

    public func handle(_ request: ServerRequest, next: (ServerRequest) -> ServerReply) -> ServerReply {
        guard logger.isEnabled(.info) else { return next(request) }
        let start = ContinuousClock.now
        let reply = next(request)
        let logger = logger, method = request.method, path = request.path, operationName = reply.operationName ?? "-"
        return reply.mapResponse { response in
            logger.log(.info, "\(method) \(path) \(operationName) \(response.status) \(milliseconds(ContinuousClock.now - start))")
            return response
        }
    }
}

/// A duration as milliseconds with two decimals, like `1.25ms`.
func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let hundredths = seconds * 100_000 + attoseconds / 10_000_000_000_000
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)ms"
}
