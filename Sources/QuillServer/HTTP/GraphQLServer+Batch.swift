import GraphQL
import QuillHTTP

extension GraphQLServer {
    /// Answers a batch (Apollo's batched HTTP requests): the requests run in order with one
    /// context, and the response is the JSON array of their responses, status 200. A request
    /// of the batch that fails gets its errors in its place; subscriptions are refused there.
    func batch(_ requests: [Result<GraphQLRequest, GraphQLError>], _ request: ServerRequest, _ mediaType: JSONMediaType) -> ServerReply {
        let operationName = requests.map { (try? $0.get())?.operationName ?? "-" }.joined(separator: ",")
        return ServerReply(batchReply(requests, request, mediaType), operationName: operationName)
    }

    private func batchReply(
        _ requests: [Result<GraphQLRequest, GraphQLError>], _ request: ServerRequest, _ mediaType: JSONMediaType
    ) -> HTTPReply {
        let service = service
        let entries: [BatchEntry] = requests.map { parsed in
            switch parsed {
            case .failure(let error): return .done(Response(errors: [error]))
            case .success(let graphQLRequest):
                switch service.prepare(graphQLRequest) {
                case .failure(let rejection): return .done(rejection.response)
                case .success(let operation) where operation.type == .subscription: return .done(Self.subscriptionRefused)
                case .success(let operation): return .run(operation, graphQLRequest)
                }
            }
        }
        guard entries.contains(where: \.runs) else { return .response(Self.batchResponse(entries.compactMap(\.response), mediaType)) }
        let context: Context
        do {
            context = try makeContext(request)
        } catch {
            return .response(contextFailure(error, mediaType))
        }
        if entries.allSatisfy(\.isSynchronous) {
            let responses = entries.map { entry in
                switch entry {
                case .done(let response): response
                case .run(let operation, let graphQLRequest): Self.response(of: service.runSync(operation, graphQLRequest, context: context))
                }
            }
            return .response(Self.batchResponse(responses, mediaType))
        }
        return .deferred {
            var responses: [Response] = []
            for entry in entries {
                switch entry {
                case .done(let response): responses.append(response)
                case .run(let operation, let graphQLRequest):
                    responses.append(Self.response(of: await service.run(operation, graphQLRequest, context: context)))
                }
            }
            return Self.batchResponse(responses, mediaType)
        }
    }

    private static func response(of outcome: GraphQLOutcome) -> Response {
        switch outcome {
        case .executed(let response), .rejected(let response, _): response
        case .subscription: subscriptionRefused
        case .incremental: Response(errors: [GraphQLError("Deferred and streamed results cannot be batched.")])
        }
    }

    private static var subscriptionRefused: Response {
        Response(errors: [GraphQLError("Subscriptions cannot be batched: send them on their own over a streaming transport.")])
    }

    private static func batchResponse(_ responses: [Response], _ mediaType: JSONMediaType) -> HTTPResponse {
        var body: [UInt8] = [UInt8(ascii: "[")]
        for (index, response) in responses.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body += response.jsonBytes()
        }
        body.append(UInt8(ascii: "]"))
        return HTTPResponse(status: .ok, headers: mediaType.headers, body: body)
    }
}

/// One request of a batch: answered already, or to run.
private enum BatchEntry: Sendable {
    case done(Response)
    case run(PreparedOperation, GraphQLRequest)

    var runs: Bool {
        if case .run = self { true } else { false }
    }

    var isSynchronous: Bool {
        if case .run(let operation, _) = self { operation.isSynchronous } else { true }
    }

    /// The response of an entry that does not run.
    var response: Response? {
        if case .done(let response) = self { response } else { nil }
    }
}
