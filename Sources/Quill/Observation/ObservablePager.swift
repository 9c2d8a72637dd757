import Observation

/// A paginated list as Observation (and SwiftUI) sees it, over a `GraphQLQueryPager`: the
/// pages loaded so far, whether more can be loaded either way, whether a load is under way,
/// and why the last one failed; changed on the main actor.
///
/// Made by `QuillClient.observablePager(initialQuery:cachePolicy:extractPageInfo:pageResolver:)`,
/// it reads the first page from the cache when it is made, synchronously, and loads it
/// at once; the pager keeps every page watched, so a change in the cache changes `pages`
/// once. A load asked for while one is under way is dropped (a list's last row appearing
/// again asks for nothing more). Released, it stops watching.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor @Observable
public final class ObservablePager<Query: GraphQLQuery> {
    /// The pages in list order.
    public private(set) var pages: [Query.Data] = []
    /// The GraphQL errors of the pages (beside their data).
    public private(set) var errors: [GraphQLError] = []
    /// Why the last load failed, or nil.
    public private(set) var error: (any Error)?
    /// Whether a load is under way.
    public private(set) var isLoading = false
    /// Whether the last page says there are more after it.
    public private(set) var canLoadNext = false
    /// Whether the first page says there are more before it.
    public private(set) var canLoadPrevious = false

    @ObservationIgnored public let pager: GraphQLQueryPager<Query>

    init(pager: GraphQLQueryPager<Query>, cachedFirstPage: Query.Data?) {
        self.pager = pager
        if let cachedFirstPage { pages = [cachedFirstPage] }
        // Read off the main actor, applied on it, in order; the outputs' iterator, not the
        // pager, is held: the pager ends them when this model lets it go.
        let outputs = pager.makeAsyncIterator()
        Task.detached { [weak self] in
            var outputs = outputs
            while let output = await outputs.next() { await self?.apply(output) }
        }
        load { try await $0.fetch() }
    }

    /// Loads the page after the last.
    public func loadNext() {
        load { try await $0.loadNext() }
    }

    /// Loads the page before the first.
    public func loadPrevious() {
        load { try await $0.loadPrevious() }
    }

    /// Drops the pages and loads the first again from the server.
    public func refetch() {
        load { try await $0.refetch() }
    }

    private func load(_ body: @escaping @Sendable (GraphQLQueryPager<Query>) async throws -> Void) {
        guard !isLoading else { return }
        isLoading = true
        let pager = pager
        Task { [weak self] in
            let failure: (any Error)?
            do {
                try await body(pager)
                failure = nil
            } catch {
                failure = error
            }
            self?.finishLoad(failure)
        }
    }

    /// The pages as the load left them go with its end: one change.
    private func finishLoad(_ failure: (any Error)?) {
        apply(pager.currentOutput)
        if failure != nil || error != nil { error = failure }
        isLoading = false
    }

    private func apply(_ output: PaginationOutput<Query>) {
        let all = output.allPages
        if all != pages { pages = all }
        if output.errors != errors { errors = output.errors }
        updateEdges()
    }

    private func updateEdges() {
        let next = pager.canLoadNext
        let previous = pager.canLoadPrevious
        if next != canLoadNext { canLoadNext = next }
        if previous != canLoadPrevious { canLoadPrevious = previous }
    }
}
