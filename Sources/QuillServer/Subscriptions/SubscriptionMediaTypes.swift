import GraphQL
import QuillHTTP

/// What the streaming HTTP transports share: reading `Accept`, and the plain JSON
/// responses for requests they do not stream.
enum SubscriptionMediaTypes {
    /// Whether a media range of `Accept` (not refused with `q=0`) matches: `match` gets
    /// its type in lowercase and its parameters with lowercased names and unquoted values.
    static func accepts(_ headers: HTTPHeaders, _ match: (String, [String: String]) -> Bool) -> Bool {
        for value in headers.values(for: "Accept") {
            for range in value.split(separator: ",") {
                let fields = range.split(separator: ";").map { $0.trimmingOWS() }
                guard let type = fields.first?.lowercased() else { continue }
                var parameters: [String: String] = [:]
                for field in fields.dropFirst() {
                    guard let equals = field.firstIndex(of: "=") else { continue }
                    var value = field[field.index(after: equals)...].trimmingOWS()
                    if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                        value = String(value.dropFirst().dropLast())
                    }
                    parameters[field[..<equals].trimmingOWS().lowercased()] = value
                }
                if let q = parameters["q"], let weight = Double(q), weight <= 0 { continue }
                if match(type, parameters) { return true }
            }
        }
        return false
    }

    /// The JSON response of a rejection that is not a GraphQL error to stream: 400 for a
    /// request without valid GraphQL parameters; nil for the others.
    static func plainResponse(_ response: Response, _ rejection: GraphQLRejection) -> HTTPResponse? {
        guard rejection == .invalidParameters else { return nil }
        return HTTPResponse(status: .badRequest, headers: ["Content-Type": "application/json; charset=utf-8"], body: response.jsonBytes())
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (HTTP's optional whitespace).
    fileprivate func trimmingOWS() -> String {
        guard let start = firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        let end = lastIndex(where: { $0 != " " && $0 != "\t" })!
        return String(self[start...end])
    }
}
