/// Automatic persisted queries (Apollo's protocol): sends the document's SHA-256 alone
/// first; when the server does not know it (`PersistedQueryNotFound`), sends the
/// document with the hash, which the server then remembers. A server that does not
/// support them (`PersistedQueryNotSupported`) gets the document alone.
public struct AutomaticPersistedQueryInterceptor: GraphQLInterceptor {
    public init() {}

    public func intercept<Operation: GraphQLOperation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain)
        async throws -> InterceptorResult<Operation>
    {
        // Not for uploads: their body is a form, sent once.
        guard Operation.operationType != .subscription, request.files.isEmpty else { return try await chain.proceed(request) }
        var hashed = request
        hashed.sendsQueryDocument = false
        hashed.sendsPersistedQueryHash = true
        let answer: PersistedQueryAnswer
        do {
            let outcome = try await chain.proceed(hashed)
            answer = Self.answer(outcome.result?.errors)
            if answer == .known { return outcome }
        } catch let error as ResponseCodeError {
            answer = Self.answer(error.graphQLErrors)
            if answer == .known { throw error }
        }
        var full = request
        full.sendsQueryDocument = true
        full.sendsPersistedQueryHash = answer == .notFound
        return try await chain.proceed(full)
    }

    private enum PersistedQueryAnswer {
        case known, notFound, notSupported
    }

    /// What the server's errors say about the hash.
    private static func answer(_ errors: [GraphQLError]?) -> PersistedQueryAnswer {
        for error in errors ?? [] {
            let code = error.extensions?["code"] as? String
            if error.message == "PersistedQueryNotFound" || code == "PERSISTED_QUERY_NOT_FOUND" { return .notFound }
            if error.message == "PersistedQueryNotSupported" || code == "PERSISTED_QUERY_NOT_SUPPORTED" { return .notSupported }
        }
        return .known
    }
}
