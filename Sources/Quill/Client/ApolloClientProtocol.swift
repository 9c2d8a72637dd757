import Dispatch
import Foundation

/// A completion handler's one argument: the result, or why there is none (Apollo's).
public typealias GraphQLResultHandler<Data> = (Result<GraphQLResult<Data>, any Error>) -> Void

/// The client as Apollo iOS 1.x code holds it: `QuillClient` conforms, and a test can put
/// a double of its own in its place.
public protocol ApolloClientProtocol: AnyObject {
    var store: QuillStore { get }

    func clearCache(callbackQueue: DispatchQueue, completion: (@Sendable (Result<Void, any Error>) -> Void)?)

    func fetch<Query: GraphQLQuery>(
        query: Query, cachePolicy: CachePolicy, contextIdentifier: UUID?, context: RequestContext?, queue: DispatchQueue,
        resultHandler: GraphQLResultHandler<Query.Data>?
    ) -> any Cancellable

    func watch<Query: GraphQLQuery>(
        query: Query, cachePolicy: CachePolicy, refetchOnFailedUpdates: Bool, context: RequestContext?,
        callbackQueue: DispatchQueue, resultHandler: @escaping GraphQLResultHandler<Query.Data>
    ) -> GraphQLQueryWatcher<Query>

    func perform<Mutation: GraphQLMutation>(
        mutation: Mutation, publishResultToStore: Bool, contextIdentifier: UUID?, context: RequestContext?, queue: DispatchQueue,
        resultHandler: GraphQLResultHandler<Mutation.Data>?
    ) -> any Cancellable

    func subscribe<Subscription: GraphQLSubscription>(
        subscription: Subscription, context: RequestContext?, queue: DispatchQueue,
        resultHandler: @escaping GraphQLResultHandler<Subscription.Data>
    ) -> any Cancellable
}

extension QuillClient: ApolloClientProtocol {}

/// The protocol's calls with Apollo's defaults, for code that holds an `ApolloClientProtocol`.
extension ApolloClientProtocol {
    public func clearCache(callbackQueue: DispatchQueue = .main, completion: (@Sendable (Result<Void, any Error>) -> Void)? = nil) {
        clearCache(callbackQueue: callbackQueue, completion: completion)
    }

    @discardableResult
    public func fetch<Query: GraphQLQuery>(
        query: Query, cachePolicy: CachePolicy = .default, contextIdentifier: UUID? = nil, context: RequestContext? = nil,
        queue: DispatchQueue = .main, resultHandler: GraphQLResultHandler<Query.Data>? = nil
    ) -> any Cancellable {
        fetch(
            query: query, cachePolicy: cachePolicy, contextIdentifier: contextIdentifier, context: context, queue: queue, resultHandler: resultHandler
        )
    }

    public func watch<Query: GraphQLQuery>(
        query: Query, cachePolicy: CachePolicy = .default, refetchOnFailedUpdates: Bool = true, context: RequestContext? = nil,
        callbackQueue: DispatchQueue = .main, resultHandler: @escaping GraphQLResultHandler<Query.Data>
    ) -> GraphQLQueryWatcher<Query> {
        watch(
            query: query, cachePolicy: cachePolicy, refetchOnFailedUpdates: refetchOnFailedUpdates, context: context,
            callbackQueue: callbackQueue, resultHandler: resultHandler)
    }

    @discardableResult
    public func perform<Mutation: GraphQLMutation>(
        mutation: Mutation, publishResultToStore: Bool = true, contextIdentifier: UUID? = nil, context: RequestContext? = nil,
        queue: DispatchQueue = .main, resultHandler: GraphQLResultHandler<Mutation.Data>? = nil
    ) -> any Cancellable {
        perform(
            mutation: mutation, publishResultToStore: publishResultToStore, contextIdentifier: contextIdentifier, context: context,
            queue: queue, resultHandler: resultHandler)
    }

    @discardableResult
    public func subscribe<Subscription: GraphQLSubscription>(
        subscription: Subscription, context: RequestContext? = nil, queue: DispatchQueue = .main,
        resultHandler: @escaping GraphQLResultHandler<Subscription.Data>
    ) -> any Cancellable {
        subscribe(subscription: subscription, context: context, queue: queue, resultHandler: resultHandler)
    }
}
