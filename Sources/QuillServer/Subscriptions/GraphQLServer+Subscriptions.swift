import GraphQL
import QuillHTTP

extension GraphQLServer {
    /// A WebSocket upgrade at the endpoint: graphql-transport-ws with the upgrade
    /// request's context (its headers, e.g. `Authorization`).
    func webSocketReply(_ request: HTTPRequest) -> HTTPReply {
        let run: @Sendable (GraphQLRequest) async -> GraphQLOutcome
        do {
            run = try runner(for: request)
        } catch let error as HTTPStatusError {
            return .response(.graphQLError(status: error.status, error.message, headers: error.headers))
        } catch {
            configuration.logger.log(.error, "The context of a WebSocket upgrade could not be made: \(error)")
            return .response(.graphQLError(status: 500, "Internal server error."))
        }
        return GraphQLTransportWS.reply(
            to: request, configuration: configuration.subscriptions.webSocket, run: { request, _ in await run(request) })
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
        default: nil
        }
    }

    /// The streamed reply once `run` produced the outcome; nil for a transport that does not stream.
    func streamedReply(
        _ configuration: SubscriptionTransportsConfiguration, _ run: @escaping @Sendable () async -> GraphQLOutcome
    ) -> HTTPReply? {
        switch self {
        case .serverSentEvents:
            .deferred { ServerSentEvents.response(for: await run(), configuration: configuration.serverSentEvents) }
        case .multipartSubscription:
            .deferred { MultipartSubscription.response(for: await run(), configuration: configuration.multipart) }
        default: nil
        }
    }
}
