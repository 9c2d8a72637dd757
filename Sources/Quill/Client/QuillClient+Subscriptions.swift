import Dispatch

extension QuillClient {
    /// The subscription's results as the server sends them, each written to the cache
    /// first (so watchers of the fields it changes see it). Ends when the server
    /// completes the subscription; cancelling the consuming task stops it. The stream fails
    /// with a `SubscriptionError` (no subscription transport, or the server failed the
    /// subscription), the transport's error (`WebSocketTransportError`, `TransportError`,
    /// `ResponseCodeError`), a `ResponseFormatError` for an event that does not match the
    /// subscription, or a `CacheError`.
    public func subscribe<Subscription: GraphQLSubscription>(subscription: Subscription)
        -> AsyncThrowingStream<GraphQLResult<Subscription.Data>, any Error>
    {
        guard let transport = networkTransport as? any SubscriptionNetworkTransport else {
            let error = SubscriptionError(reason: .unavailable(transport: String(describing: type(of: networkTransport))), url: nil)
            return AsyncThrowingStream { $0.finish(throwing: error) }
        }
        let document = SentDocument.of(Subscription.self)
        let request = SubscriptionRequest(
            operationName: Subscription.operationName, query: document.text, variables: subscription.__variables)
        let events = transport.subscribe(request)
        let url = transport.subscriptionURL
        let store = store
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await event in events {
                        let result = try ResponseParsing.result(of: event, url: url, operation: subscription)
                        try store.publish(try store.records(of: result.data, for: subscription, maxAge: nil))
                        continuation.yield(result)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Subscribes and calls `resultHandler(result, error)` with each event on `queue`.
    @discardableResult
    public func subscribe<Subscription: GraphQLSubscription>(
        subscription: Subscription, queue: DispatchQueue = .main,
        resultHandler: @escaping (GraphQLResult<Subscription.Data>?, (any Error)?) -> Void
    ) -> any Cancellable {
        run(subscribe(subscription: subscription), queue) { result in
            switch result {
            case .success(let value): resultHandler(value, nil)
            case .failure(let error): resultHandler(nil, error)
            }
        }
    }

    /// Subscribes and calls `resultHandler(.success(result))` or `.failure(error)` on `queue`.
    /// `context` is accepted as Apollo's is: a subscription does not pass the request chain.
    @discardableResult
    public func subscribe<Subscription: GraphQLSubscription>(
        subscription: Subscription, context: RequestContext? = nil, queue: DispatchQueue = .main,
        resultHandler: @escaping GraphQLResultHandler<Subscription.Data>
    ) -> any Cancellable {
        run(subscribe(subscription: subscription), queue, resultHandler)
    }
}
