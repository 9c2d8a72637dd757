/// Cross-origin access (`CORSConfiguration`): answers preflights, and adds the
/// `Access-Control-*` headers to every other response.
public struct CORSMiddleware: ServerMiddleware {
    public var configuration: CORSConfiguration

    public init(_ configuration: CORSConfiguration) {
        self.configuration = configuration
    }

    public func handle(_ request: ServerRequest, next: (ServerRequest) -> ServerReply) -> ServerReply {
        if let preflight = configuration.preflight(request.http) { return .response(preflight) }
        let configuration = configuration
        let http = request.http
        return next(request).mapResponse { response in
            var response = response
            configuration.addHeaders(for: http, to: &response.headers)
            return response
        }
    }
}
