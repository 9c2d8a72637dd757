import GraphQL
import QuillHTTP

extension GraphQLServer {
    static var endpointMethods: String { "GET, POST, OPTIONS" }

    /// GraphQL over HTTP at the endpoint: a WebSocket upgrade, or the request's parameters
    /// from a GET query string or a POST JSON body, run, and answered in the negotiated
    /// media type with the spec's status codes.
    func endpoint(_ request: ServerRequest) -> ServerReply {
        // The `Upgrade` lookup spares ordinary requests the copy of their headers.
        if request.headers["Upgrade"] != nil, WebSocketHandshake.isUpgradeRequest(request.headers.map { ($0.name, $0.value) }) {
            return ServerReply(webSocketReply(request))
        }
        switch request.method {
        case .get, .head, .post: break
        case .options: return .response(HTTPResponse(status: .noContent, headers: ["Allow": Self.endpointMethods]))
        default: return .response(.methodNotAllowed(allow: Self.endpointMethods))
        }
        let transport = Transport.negotiate(request.http, playground: configuration.playground)
        let mediaType: JSONMediaType
        switch transport {
        case .json(let negotiated): mediaType = negotiated
        case .serverSentEvents, .multipartSubscription, .multipartIncremental: mediaType = .json
        case .playground: return .response(.playground(playgroundPage))
        case .notAcceptable:
            return .response(
                .graphQLError(
                    status: .notAcceptable, "Not acceptable: this endpoint answers with application/graphql-response+json or application/json."))
        }
        if request.method == .post, let boundary = Self.multipartBoundary(request.headers["Content-Type"]) {
            return upload(request, boundary: boundary, mediaType)
        }
        return answer(parameters(of: request.http), request, transport, mediaType)
    }

    /// Runs the request (or batch) the parameters describe, or answers why they cannot run.
    func answer(
        _ parameters: Result<RequestBody, ParameterError>, _ request: ServerRequest, _ transport: Transport, _ mediaType: JSONMediaType
    ) -> ServerReply {
        switch parameters {
        case .success(.single(let graphQLRequest)): return single(graphQLRequest, request, transport, mediaType)
        case .success(.batch(let requests)):
            guard case .json = transport else {
                return .response(.graphQLError(status: .badRequest, "A batch is answered with JSON only, not a stream.", mediaType))
            }
            return batch(requests, request, mediaType)
        case .failure(let error): return .response(error.response(mediaType))
        }
    }

    /// One GraphQL request: prepared (parsed, validated, limits checked), refused when its
    /// operation does not fit the method or transport, then run with the request's context.
    private func single(
        _ graphQLRequest: GraphQLRequest, _ request: ServerRequest, _ transport: Transport, _ mediaType: JSONMediaType
    ) -> ServerReply {
        let operation: PreparedOperation
        switch service.prepare(graphQLRequest) {
        case .success(let prepared): operation = prepared
        case .failure(let rejection):
            let rejected = GraphQLOutcome.rejected(rejection.response, rejection.reason)
            // Incremental delivery answers errors in JSON, if the client takes it.
            let transport = transport.adapted(to: nil, defers: false, request.http)
            let mediaType = if case .json(let negotiated) = transport { negotiated } else { mediaType }
            let response =
                transport.streamedResponse(rejected, configuration.subscriptions)
                ?? .graphQL(rejection.response, status: status(of: rejection.reason, mediaType), mediaType)
            return ServerReply(.response(response), operationName: graphQLRequest.operationName)
        }
        let operationName = operation.name ?? graphQLRequest.operationName
        let transport = transport.adapted(to: operation.type, defers: operation.defersOrStreams, request.http)
        let mediaType = if case .json(let negotiated) = transport { negotiated } else { mediaType }
        if let refusal = refusal(of: operation.type, request.method, transport, mediaType) {
            return ServerReply(.response(refusal), operationName: operationName)
        }
        let context: Context
        do {
            context = try makeContext(request)
        } catch {
            return ServerReply(.response(contextFailure(error, mediaType)), operationName: operationName)
        }
        return ServerReply(run(operation, graphQLRequest, request, context, transport, mediaType), operationName: operationName)
    }

    /// The answer to an operation the request's method or transport cannot carry: a mutation
    /// by GET, or a subscription without a streaming transport; nil when it can run.
    private func refusal(
        of type: OperationType?, _ method: HTTPMethod, _ transport: Transport, _ mediaType: JSONMediaType
    ) -> HTTPResponse? {
        switch type {
        case .mutation where method != .post:
            .graphQLError(
                status: .methodNotAllowed, "Mutations cannot be sent by GET: send them by POST.", mediaType, headers: ["Allow": "POST"])
        case .subscription where !transport.isStreaming:
            .graphQLError(
                status: .badRequest,
                "Subscriptions need a streaming transport: a WebSocket (graphql-transport-ws or graphql-ws), "
                    + "or Accept: text/event-stream.", mediaType)
        default: nil
        }
    }

    /// Runs a prepared operation: streamed, at once when no async resolver is reachable, or deferred.
    private func run(
        _ operation: PreparedOperation, _ graphQLRequest: GraphQLRequest, _ request: ServerRequest, _ context: Context,
        _ transport: Transport, _ mediaType: JSONMediaType
    ) -> HTTPReply {
        let service = service
        if let streamed = transport.streamedReply(
            configuration.subscriptions,
            { [self] incrementally in
                expiring(
                    await service.run(operation, graphQLRequest, context: context, incrementally: incrementally), for: request.auth)
            })
        {
            return streamed
        }
        if operation.isSynchronous {
            return .response(response(service.runSync(operation, graphQLRequest, context: context), mediaType))
        }
        return .deferred { response(await service.run(operation, graphQLRequest, context: context), mediaType) }
    }

    /// The GraphQL request in a GET's query string or a POST's JSON body, or the requests
    /// of a batch (a JSON array) when batches are allowed.
    private func parameters(of request: HTTPRequest) -> Result<RequestBody, ParameterError> {
        if request.method != .post {
            return Result { () throws(GraphQLError) in .single(try GraphQLRequest(urlQuery: request.query ?? "")) }
                .mapError(ParameterError.invalid)
        }
        guard isJSON(request.headers["Content-Type"]) else {
            return .failure(.unsupportedMediaType)
        }
        guard !request.body.isEmpty else {
            return .failure(.invalid(GraphQLError("The request body is empty: send the GraphQL request as a JSON object.")))
        }
        let body: JSONValue
        do throws(JSONReadError) {
            body = try JSONReader().read(request.body)
        } catch {
            return .failure(.invalid(GraphQLError("The request body is not valid JSON: \(error).")))
        }
        return parameters(of: body)
    }

    /// The GraphQL request a JSON object of parameters describes, or the requests of a
    /// batch (a JSON array) when batches are allowed.
    func parameters(of body: JSONValue) -> Result<RequestBody, ParameterError> {
        if case .array(let items) = body, let maxBatchSize = configuration.maxBatchSize {
            guard (1...max(1, maxBatchSize)).contains(items.count) else {
                return .failure(
                    .invalid(
                        GraphQLError(
                            "A batch must hold from 1 to \(maxBatchSize) operations; this one holds \(items.count).",
                            extensions: ["code": "BATCH_LIMIT_EXCEEDED"])))
            }
            return .success(
                .batch(
                    items.map { item in
                        guard case .object(let parameters) = item else {
                            return .failure(RequestError.invalidParameter("Each request of a batch must be a JSON object."))
                        }
                        return Result { () throws(GraphQLError) in try GraphQLRequest(parameters: parameters) }
                    }))
        }
        guard case .object(let parameters) = body else {
            return .failure(.invalid(GraphQLError("The request body must be a JSON object of GraphQL request parameters.")))
        }
        return Result { () throws(GraphQLError) in .single(try GraphQLRequest(parameters: parameters)) }.mapError(ParameterError.invalid)
    }

    /// Whether a `Content-Type` is `application/json` in UTF-8 (its only charset).
    private func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        if contentType == "application/json" { return true }
        let parts = HeaderValueSyntax.split(Array(contentType.utf8)[...], ";")
        guard HeaderValueSyntax.equalsIgnoringCase(HeaderValueSyntax.trimmed(parts[0]), "application/json") else { return false }
        let charset = HeaderValueSyntax.parameter("charset", in: parts.dropFirst())
        return charset.map { HeaderValueSyntax.equalsIgnoringCase($0, "utf-8") } ?? true
    }

    /// The status of a rejected request: 4xx with `application/graphql-response+json`;
    /// with `application/json`, 200 for errors of the GraphQL request itself.
    private func status(of reason: GraphQLRejection, _ mediaType: JSONMediaType) -> HTTPStatus {
        switch reason {
        case .invalidParameters, .documentNotTrusted: .badRequest
        case .parse, .validation, .variables, .persistedQueryNotFound, .other: mediaType == .graphQLResponse ? .badRequest : .ok
        }
    }

    private func response(_ outcome: GraphQLOutcome, _ mediaType: JSONMediaType) -> HTTPResponse {
        switch outcome {
        case .executed(let response): .graphQL(response, status: .ok, mediaType)
        case .rejected(let response, let reason): .graphQL(response, status: status(of: reason, mediaType), mediaType)
        case .subscription: .graphQLError(status: .badRequest, "Subscriptions need a streaming transport.", mediaType)
        case .incremental: .graphQLError(status: .internalServerError, "Incremental results need a streaming transport.", mediaType)
        }
    }

    func contextFailure(_ error: any Error, _ mediaType: JSONMediaType) -> HTTPResponse {
        if let error = error as? HTTPStatusError {
            return .graphQLError(status: error.status, error.message, mediaType, headers: error.headers)
        }
        configuration.logger.log(.error, "The context of a request could not be made: \(error)")
        return .graphQLError(status: .internalServerError, "Internal server error.", mediaType)
    }
}

/// What a request's parameters describe.
enum RequestBody {
    case single(GraphQLRequest)
    /// The requests of a batch, each read or failed on its own.
    case batch([Result<GraphQLRequest, GraphQLError>])
}

/// Why a request's parameters could not be read.
enum ParameterError: Error {
    case invalid(GraphQLError)
    case unsupportedMediaType

    func response(_ mediaType: JSONMediaType) -> HTTPResponse {
        switch self {
        case .invalid(let error): .graphQL(Response(errors: [error]), status: .badRequest, mediaType)
        case .unsupportedMediaType:
            .graphQLError(status: .unsupportedMediaType, "Unsupported Content-Type: send the GraphQL request as application/json (UTF-8).", mediaType)
        }
    }
}
