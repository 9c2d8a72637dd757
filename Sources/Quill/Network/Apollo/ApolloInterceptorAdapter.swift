/// Runs an Apollo iOS 1.x interceptor as a step of the async chain: before the fetch it
/// gets the request and its `proceedAsync` runs the rest of the chain; after the fetch
/// the rest of the chain runs first and it gets the response.
struct ApolloInterceptorAdapter: GraphQLInterceptor {
    /// `@unchecked Sendable`: Apollo's interceptors are classes of the app's, not `Sendable`;
    /// each is called once per step, as Apollo calls it, from the request's task.
    private struct Held: @unchecked Sendable {
        let interceptor: any ApolloInterceptor
    }

    private let held: Held
    let runsAfterFetch: Bool

    init(_ interceptor: any ApolloInterceptor, runsAfterFetch: Bool) {
        held = Held(interceptor: interceptor)
        self.runsAfterFetch = runsAfterFetch
    }

    func intercept<Operation: GraphQLOperation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain)
        async throws -> InterceptorResult<Operation>
    {
        let step = ApolloStep<Operation>(after: runsAfterFetch ? try await chain.proceed(request) : nil)
        let interceptor = held.interceptor
        let request = HTTPRequest(request)
        let response = step.outcome.flatMap { HTTPResponse($0) }
        return try await step.run {
            interceptor.interceptAsync(chain: chain.handed(to: step), request: request, response: response, completion: step.complete)
        }
    }
}

/// One of Quill's own interceptors in an Apollo-shaped list (what
/// `DefaultInterceptorProvider.interceptors(for:)` returns); the async chain runs it as it is.
final class QuillInterceptor: ApolloInterceptor, Sendable {
    let id: String
    let interceptor: any GraphQLInterceptor

    init(_ interceptor: any GraphQLInterceptor) {
        self.interceptor = interceptor
        id = String(describing: type(of: interceptor))
    }

    func interceptAsync<Operation: GraphQLOperation>(
        chain: RequestChain, request: HTTPRequest<Operation>, response: HTTPResponse<Operation>?,
        completion: @escaping (Result<GraphQLResult<Operation.Data>, any Error>) -> Void
    ) {
        nonisolated(unsafe) let completion = completion
        let (interceptor, request) = (interceptor, request.graphQLRequest)
        Task {
            do {
                let outcome = try await interceptor.intercept(request, chain: chain)
                guard let result = outcome.result else {
                    throw ChainError(message: "\(self.id) returned no result to an Apollo interceptor")
                }
                completion(.success(result))
            } catch {
                completion(.failure(error))
            }
        }
    }
}

extension Array where Element == any ApolloInterceptor {
    /// The list as the async chain runs it. Quill's own interceptors stay as they are, the
    /// last of them being the fetch; Apollo's before it run on the way out, and Apollo's
    /// after it run, in their order, on the response coming back.
    var asyncChain: [any GraphQLInterceptor] {
        let fetch = lastIndex { $0 is QuillInterceptor } ?? endIndex
        let outgoing: [any GraphQLInterceptor] = self[..<fetch].map { element in
            (element as? QuillInterceptor)?.interceptor ?? ApolloInterceptorAdapter(element, runsAfterFetch: false)
        }
        guard fetch < endIndex, let last = self[fetch] as? QuillInterceptor else { return outgoing }
        let incoming = self[(fetch + 1)...].reversed().map { ApolloInterceptorAdapter($0, runsAfterFetch: true) }
        return outgoing + incoming + [last.interceptor]
    }
}
