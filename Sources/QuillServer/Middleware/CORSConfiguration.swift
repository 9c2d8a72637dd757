import QuillHTTP

/// Cross-origin resource sharing: which web origins may call the server from a browser.
public struct CORSConfiguration: Sendable, Hashable {
    /// The origins allowed.
    public enum Origins: Sendable, Hashable {
        /// Every origin (`*`, or the request's origin when credentials are allowed).
        case any
        /// Only these origins, like `https://example.com`, compared exactly.
        case list([String])
    }

    public var allowedOrigins: Origins
    public var allowedMethods: [String]
    /// The request headers a preflight allows; nil allows whatever the preflight asks for.
    public var allowedHeaders: [String]?
    public var allowCredentials: Bool
    /// How many seconds a browser may cache a preflight's answer.
    public var maxAge: Int?

    public init(
        allowedOrigins: Origins = .any, allowedMethods: [String] = ["GET", "POST", "OPTIONS"],
        allowedHeaders: [String]? = nil, allowCredentials: Bool = false, maxAge: Int? = 86_400
    ) {
        self.allowedOrigins = allowedOrigins
        self.allowedMethods = allowedMethods
        self.allowedHeaders = allowedHeaders
        self.allowCredentials = allowCredentials
        self.maxAge = maxAge
    }

    /// Adds the headers of a response to `request`: `Access-Control-Allow-Origin` when its
    /// `Origin` is allowed, and `Vary: Origin` whenever the answer depends on it.
    func addHeaders(for request: HTTPRequest, to headers: inout HTTPHeaders) {
        let echoesOrigin = allowCredentials || allowedOrigins != .any
        if echoesOrigin { headers.append(name: "Vary", value: "Origin") }
        guard let origin = request.headers["Origin"] else { return }
        switch allowedOrigins {
        case .any: break
        case .list(let origins): guard origins.contains(origin) else { return }
        }
        headers.append(name: "Access-Control-Allow-Origin", value: echoesOrigin ? origin : "*")
        if allowCredentials { headers.append(name: "Access-Control-Allow-Credentials", value: "true") }
    }

    /// The answer to a preflight (`OPTIONS` with `Access-Control-Request-Method`); nil for other requests.
    func preflight(_ request: HTTPRequest) -> HTTPResponse? {
        guard request.method == .options, request.headers["Access-Control-Request-Method"] != nil else { return nil }
        var headers: HTTPHeaders = [:]
        addHeaders(for: request, to: &headers)
        guard headers["Access-Control-Allow-Origin"] != nil else { return HTTPResponse(status: .noContent, headers: headers) }
        headers.append(name: "Access-Control-Allow-Methods", value: allowedMethods.joined(separator: ", "))
        if let allowedHeaders {
            headers.append(name: "Access-Control-Allow-Headers", value: allowedHeaders.joined(separator: ", "))
        } else if let requested = request.headers["Access-Control-Request-Headers"] {
            headers.append(name: "Access-Control-Allow-Headers", value: requested)
            headers.append(name: "Vary", value: "Access-Control-Request-Headers")
        }
        if let maxAge { headers.append(name: "Access-Control-Max-Age", value: String(maxAge)) }
        return HTTPResponse(status: .noContent, headers: headers)
    }
}
