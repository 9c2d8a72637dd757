import Observation

/// A query's result as Observation (and SwiftUI) sees it: `data`, `errors`, `error`,
/// `isLoading` and `source`, changed on the main actor.
///
/// Made by `QuillClient.observableQuery(_:cachePolicy:)`. It reads the cache when it is
/// made, synchronously, so that a view built over a warm cache has its data in its first
/// frame; then it asks the server as its policy says, and a query watcher keeps it
/// current: each change in the cache that changes the query's data changes the model once,
/// and no other does. Released, it stops watching.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor @Observable
public final class ObservableQuery<Query: GraphQLQuery> {
    /// The query's data: the cache's, then the server's, then the cache's again as it changes.
    public private(set) var data: Query.Data?
    /// The GraphQL errors of the last result (the server's, beside partial data; a result
    /// read from the cache has none).
    public private(set) var errors: [GraphQLError] = []
    /// Why the last result could not be had (a transport or cache error); nil after a result.
    public private(set) var error: (any Error)?
    /// Whether an answer from the server is awaited.
    public private(set) var isLoading = false
    /// Where `data` came from; nil before any.
    public private(set) var source: GraphQLResult<Query.Data>.Source?

    @ObservationIgnored public let query: Query
    @ObservationIgnored public let cachePolicy: CachePolicy
    @ObservationIgnored private let watcher: GraphQLQueryWatcher<Query>

    init(client: QuillClient, query: Query, cachePolicy: CachePolicy) {
        self.query = query
        self.cachePolicy = cachePolicy
        var cacheHit = false
        if cachePolicy.readsCacheFirst, let cached = try? client.store.load(query: query) {
            data = cached.data
            source = .cache
            cacheHit = true
        }
        isLoading = cachePolicy.fetches(cacheHit: cacheHit)
        watcher = client.watch(query: query, cachePolicy: cachePolicy)
        // Read off the main actor, applied on it, in order.
        Task.detached { [weak self, watcher] in
            for await element in watcher { await self?.apply(element) }
        }
    }

    deinit {
        watcher.cancel()
    }

    /// Asks the server again; its answer replaces `data`.
    public func refetch() {
        if !isLoading { isLoading = true }
        watcher.refetch()
    }

    /// Changes only what differs, at once: one change for the observers of each result.
    private func apply(_ element: GraphQLQueryWatcher<Query>.Element) {
        switch element {
        case .success(let result):
            if result.data != data { data = result.data }
            if (result.errors ?? []) != errors { errors = result.errors ?? [] }
            if error != nil { error = nil }
            if result.source != source { source = result.source }
            if result.source == .server, isLoading { isLoading = false }
        case .failure(let failure):
            error = failure
            if isLoading { isLoading = false }
        }
    }
}
