import GraphQL
import QuillHTTP
import QuillSync

/// Logs one info line per request once its response is made: method, path, operation
/// name, status and duration, like `POST /graphql Greet 200 1.25ms` (`-` for no
/// operation), or as a JSON object,
/// `{"method":"POST","path":"/graphql","operation":"Greet","status":200,"duration_ms":1.25}`.
public struct RequestLogMiddleware: ServerMiddleware {
    /// How a request's line is written.
    public enum Format: Sendable {
        case text
        /// A JSON object (for a logger that writes JSON lines).
        case json
    }

    public var logger: Logger
    public var format: Format

    public init(logger: Logger, format: Format = .text) {
        self.logger = logger
        self.format = format
    }

    public func handle(_ request: ServerRequest, next: (ServerRequest) -> ServerReply) -> ServerReply {
        guard logger.isEnabled(.info) else { return next(request) }
        let start = MonotonicInstant.now
        let reply = next(request)
        let logger = logger
        let format = format
        let method = request.method
        let path = request.path
        let operationName = reply.operationName
        return reply.mapResponse { response in
            let elapsed = MonotonicInstant.now - start
            switch format {
            case .text:
                logger.log(.info, "\(method) \(path) \(operationName ?? "-") \(response.status) \(milliseconds(elapsed))")
            case .json:
                let line: JSONValue = [
                    "method": .string(method.rawValue), "path": .string(String(path)), "operation": operationName.map(JSONValue.string) ?? .null,
                    "status": .int(response.status.code), "duration_ms": .double((elapsed * 100_000).rounded() / 100),
                ]
                logger.log(.info, String(decoding: line.serialized(), as: UTF8.self))
            }
            return response
        }
    }
}

/// A duration as milliseconds with two decimals, like `1.25ms`.
func milliseconds(_ seconds: Double) -> String {
    let hundredths = Int64((seconds * 100_000).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)ms"
}
