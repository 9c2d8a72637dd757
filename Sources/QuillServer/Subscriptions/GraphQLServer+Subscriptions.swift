import GraphQL
import QuillAuth
import QuillHTTP

extension GraphQLServer {
    /// A WebSocket upgrade at the endpoint: graphql-transport-ws or the legacy graphql-ws,
    /// as the client offers (`GraphQLWebSocket.reply`). Each operation's context
    /// is made from the upgrade request with the `connection_init` payload's string members
    /// as headers (those of its `headers` object when it has one), since browsers cannot
    /// set headers on a WebSocket: `{"Authorization": "Bearer …"}` reaches the context as
    /// that header. A context refused for the upgrade request refuses the upgrade; one
    /// refused for the payload, or credentials in it that do not verify, close the socket
    /// with 4403 Forbidden (after a `connection_error` in the legacy protocol).
    func webSocketReply(_ request: ServerRequest) -> HTTPReply {
        do {
            _ = try makeContext(request)
        } catch let error as HTTPStatusError {
            return .response(.graphQLError(status: error.status, error.message, headers: error.headers))
        } catch {
            configuration.logger.log(.error, "The context of a WebSocket upgrade could not be made: \(error)")
            return .response(.graphQLError(status: .internalServerError, "Internal server error."))
        }
        let logger = configuration.logger
        return GraphQLWebSocket.reply(
            to: request.http, configuration: configuration.subscriptions.webSocket,
            run: { [self] graphQLRequest, parameters in
                let connection: ServerRequest
                switch authenticated(request.addingConnectionParameters(parameters)) {
                case .success(let authenticated): connection = authenticated
                case .failure(let error): return .rejected(Response(errors: [error.graphQLError]), .other)
                }
                do {
                    return try await runner(for: connection)(graphQLRequest)
                } catch {
                    logger.log(.error, "The context of a WebSocket operation could not be made: \(error)")
                    return .rejected(Response(errors: [GraphQLError("Internal server error.")]), .other)
                }
            },
            onConnect: { [self] parameters in
                do {
                    _ = try makeContext(try authenticated(request.addingConnectionParameters(parameters)).get())
                    return true
                } catch {
                    logger.log(.info, "A WebSocket's connection_init was refused: \(error)")
                    return false
                }
            })
    }

    /// The request with the caller its credentials name (those of the upgrade request, or
    /// of the `connection_init` payload, which replace them), checked again for each
    /// operation so that an expired token starts nothing.
    private func authenticated(_ request: ServerRequest) -> Result<ServerRequest, AuthenticationError> {
        configuration.authenticator?.authenticate(request) ?? .success(request)
    }
}

extension ServerRequest {
    /// The request with the string members of a `connection_init` payload (of its `headers`
    /// object, when it has one) as headers, replacing any of the same name.
    func addingConnectionParameters(_ parameters: JSONObject?) -> ServerRequest {
        guard var parameters else { return self }
        if case .object(let headers)? = parameters["headers"] { parameters = headers }
        var added: [HTTPField] = []
        for member in parameters {
            if case .string(let value) = member.value { added.append(HTTPField(name: member.key, value: value)) }
        }
        guard !added.isEmpty else { return self }
        var request = self
        let kept = http.headers.filter { field in !added.contains { $0.name.lowercased() == field.name.lowercased() } }
        request.http.head.headers = HTTPHeaders(kept + added)
        return request
    }
}

extension Transport {
    /// Whether the transport streams (and so runs subscriptions).
    var isStreaming: Bool {
        switch self {
        case .serverSentEvents, .multipartSubscription: true
        default: false
        }
    }

    /// The streamed response of an outcome; nil for a transport that does not stream.
    func streamedResponse(_ outcome: GraphQLOutcome, _ configuration: SubscriptionTransportsConfiguration) -> HTTPResponse? {
        switch self {
        case .serverSentEvents: ServerSentEvents.response(for: outcome, configuration: configuration.serverSentEvents)
        case .multipartSubscription: MultipartSubscription.response(for: outcome, configuration: configuration.multipart)
        case .multipartIncremental(let format): IncrementalDelivery.multipartResponse(for: outcome, format: format)
        default: nil
        }
    }

    /// The streamed reply once `run` produced the outcome (asked to deliver `@defer` and
    /// `@stream` incrementally when the transport can); nil for a transport that does not stream.
    func streamedReply(
        _ configuration: SubscriptionTransportsConfiguration, _ run: @escaping @Sendable (_ incrementally: Bool) async -> GraphQLOutcome
    ) -> HTTPReply? {
        switch self {
        case .serverSentEvents:
            .deferred { ServerSentEvents.response(for: await run(true), configuration: configuration.serverSentEvents) }
        case .multipartSubscription:
            .deferred { MultipartSubscription.response(for: await run(false), configuration: configuration.multipart) }
        case .multipartIncremental(let format):
            .deferred { IncrementalDelivery.multipartResponse(for: await run(true), format: format) }
        default: nil
        }
    }
}
