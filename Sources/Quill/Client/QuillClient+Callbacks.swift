import Dispatch
import Foundation

/// The completion-handler forms, for code that moves from Apollo iOS: the 0.x shape
/// `{ result, error in }` and 1.x's `{ result in switch result { … } }`, with 1.x's
/// parameters (`ApolloClientProtocol`). Handlers run on `queue`, the main queue by default.
/// On Linux a command-line program must run the main queue itself (`dispatchMain()` or
/// `RunLoop.main.run()`), or pass its own queue.
extension QuillClient {
    /// Fetches the query and calls `resultHandler(result, error)` (twice under `returnCacheDataAndFetch`).
    @discardableResult
    public func fetch<Query: GraphQLQuery>(
        query: Query, cachePolicy: CachePolicy = .default, queue: DispatchQueue = .main,
        resultHandler: ((GraphQLResult<Query.Data>?, (any Error)?) -> Void)? = nil
    ) -> any Cancellable {
        run(networkTransport.send(operation: query, cachePolicy: cachePolicy, context: RequestContext()), queue, resultHandler.map(Self.pair))
    }

    /// Fetches the query and calls `resultHandler(.success(result))` or `.failure(error)`.
    /// `contextIdentifier` is accepted as Apollo's is; a watcher's own fetches are told
    /// apart without it.
    @_disfavoredOverload @discardableResult
    public func fetch<Query: GraphQLQuery>(
        query: Query, cachePolicy: CachePolicy = .default, contextIdentifier: UUID? = nil, context: RequestContext? = nil,
        queue: DispatchQueue = .main, resultHandler: GraphQLResultHandler<Query.Data>? = nil
    ) -> any Cancellable {
        run(networkTransport.send(operation: query, cachePolicy: cachePolicy, context: context ?? RequestContext()), queue, resultHandler)
    }

    /// Performs the mutation and calls `resultHandler(result, error)`; `resultHandler: nil` fires and forgets.
    @discardableResult
    public func perform<Mutation: GraphQLMutation>(
        mutation: Mutation, optimisticResponse: Mutation.Data? = nil, queue: DispatchQueue = .main,
        resultHandler: ((GraphQLResult<Mutation.Data>?, (any Error)?) -> Void)? = nil
    ) -> any Cancellable {
        performing(mutation, optimisticResponse, [:], true, queue, resultHandler.map(Self.pair))
    }

    /// Performs the mutation and calls `resultHandler(.success(result))` or `.failure(error)`;
    /// `publishResultToStore: false` leaves its answer out of the cache.
    @_disfavoredOverload @discardableResult
    public func perform<Mutation: GraphQLMutation>(
        mutation: Mutation, publishResultToStore: Bool = true, contextIdentifier: UUID? = nil, context: RequestContext? = nil,
        queue: DispatchQueue = .main, resultHandler: GraphQLResultHandler<Mutation.Data>? = nil
    ) -> any Cancellable {
        performing(mutation, nil, context?.userInfo ?? [:], publishResultToStore, queue, resultHandler)
    }

    /// Watches the query, calling `resultHandler(result, error)` with each result.
    public func watch<Query: GraphQLQuery>(
        query: Query, cachePolicy: CachePolicy = .default, queue: DispatchQueue = .main,
        resultHandler: @escaping (GraphQLResult<Query.Data>?, (any Error)?) -> Void
    ) -> GraphQLQueryWatcher<Query> {
        GraphQLQueryWatcher(
            client: self, query: query, cachePolicy: cachePolicy, delivery: CallbackHandler(queue: queue, handler: Self.pair(resultHandler)))
    }

    /// Watches the query, calling `resultHandler(.success(result))` or `.failure(error)` with
    /// each result on `callbackQueue` (see `GraphQLQueryWatcher.refetchOnFailedUpdates`).
    public func watch<Query: GraphQLQuery>(
        query: Query, cachePolicy: CachePolicy = .default, refetchOnFailedUpdates: Bool = true, context: RequestContext? = nil,
        callbackQueue: DispatchQueue = .main, resultHandler: @escaping GraphQLResultHandler<Query.Data>
    ) -> GraphQLQueryWatcher<Query> {
        GraphQLQueryWatcher(
            client: self, query: query, cachePolicy: cachePolicy, refetchOnFailedUpdates: refetchOnFailedUpdates,
            userInfo: context?.userInfo ?? [:], delivery: CallbackHandler(queue: callbackQueue, handler: resultHandler))
    }

    /// Removes every record from the cache and calls `completion` on `callbackQueue`.
    public func clearCache(callbackQueue: DispatchQueue = .main, completion: (@Sendable (Result<Void, any Error>) -> Void)? = nil) {
        let result = Result<Void, any Error> { try clearCache() }
        guard let completion else { return }
        callbackQueue.async { completion(result) }
    }

    /// A `(result, error)` handler as a `Result` one.
    private static func pair<Data>(_ handler: @escaping (GraphQLResult<Data>?, (any Error)?) -> Void)
        -> (Result<GraphQLResult<Data>, any Error>) -> Void
    {
        { result in
            switch result {
            case .success(let value): handler(value, nil)
            case .failure(let error): handler(nil, error)
            }
        }
    }

    private func performing<Mutation: GraphQLMutation>(
        _ mutation: Mutation, _ optimisticResponse: Mutation.Data?, _ userInfo: [String: any Sendable], _ publishesResult: Bool,
        _ queue: DispatchQueue, _ handler: GraphQLResultHandler<Mutation.Data>?
    ) -> any Cancellable {
        let callback = handler.map { CallbackHandler(queue: queue, handler: $0) }
        return RequestTask(
            Task {
                do {
                    let result = try await self.perform(
                        mutation, optimisticResponse: optimisticResponse, userInfo: userInfo,
                        publishesResult: publishesResult)
                    if !Task.isCancelled { callback?(.success(result)) }
                } catch {
                    if !Task.isCancelled { callback?(.failure(error)) }
                }
            })
    }

    /// Calls `handler` on `queue` with each result of `results`, then with its error if it fails.
    func run<Data: Sendable>(
        _ results: AsyncThrowingStream<GraphQLResult<Data>, any Error>, _ queue: DispatchQueue,
        _ handler: ((Result<GraphQLResult<Data>, any Error>) -> Void)?
    ) -> any Cancellable {
        let callback = handler.map { CallbackHandler(queue: queue, handler: $0) }
        return RequestTask(
            Task {
                do {
                    for try await result in results where !Task.isCancelled { callback?(.success(result)) }
                } catch {
                    if !Task.isCancelled { callback?(.failure(error)) }
                }
            })
    }
}
