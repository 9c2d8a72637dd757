import QuillHTTP
import QuillSync

/// Logs one info line per request once its response is made: method, path, operation
/// name (`-` for none), status and duration, like `POST /graphql Greet 200 1.25ms`.
public struct RequestLogMiddleware: ServerMiddleware {
    public var logger: Logger

    public init(logger: Logger) {
        self.logger = logger
    }

    public func handle(_ request: ServerRequest, next: (ServerRequest) -> ServerReply) -> ServerReply {
        guard logger.isEnabled(.info) else { return next(request) }
        let start = MonotonicInstant.now
        let reply = next(request)
        let logger = logger, method = request.method, path = request.path, operationName = reply.operationName ?? "-"
        return reply.mapResponse { response in
            logger.log(.info, "\(method) \(path) \(operationName) \(response.status) \(milliseconds(MonotonicInstant.now - start))")
            return response
        }
    }
}

/// Seconds as milliseconds with two decimals, like `1.25ms`.
func milliseconds(_ seconds: Double) -> String {
    let hundredths = Int64((seconds * 100_000).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)ms"
}
