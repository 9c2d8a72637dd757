import QuillSync

/// Loads a list page by page and keeps every page watched, so that a change in the cache
/// (a mutation's answer) updates the pager's output as it updates a watcher's (the names
/// are ApolloPagination's). The page shape is the caller's: `extractPageInfo` reads where
/// a page ends, `pageResolver` makes the query of the next (or previous) page.
///
/// ```swift
/// let pager = GraphQLQueryPager(
///     client: client, initialQuery: LaunchListQuery(),
///     extractPageInfo: { CursorBasedPagination.Forward(hasNext: $0.launches.hasMore, endCursor: $0.launches.cursor) },
///     pageResolver: { page, direction in direction == .next ? LaunchListQuery(cursor: page.endCursor) : nil })
/// try await pager.fetch()
/// try await pager.loadNext()
/// ```
///
/// One load at a time: a load started while another is in flight throws
/// `PaginationError.loadInProgress` and sends nothing.
public final class GraphQLQueryPager<Query: GraphQLQuery>: AsyncSequence, Sendable {
    public typealias Element = PaginationOutput<Query>

    private let client: QuillClient
    private let initialQuery: Query
    private let cachePolicy: CachePolicy
    private let extractPageInfo: @Sendable (Query.Data) -> any PaginationInfo
    private let pageResolver: @Sendable (any PaginationInfo, PaginationDirection) -> Query?
    private let state = Locked(State())
    private let outputs: AsyncStream<Element>
    private let continuation: AsyncStream<Element>.Continuation

    private struct Page {
        let id: Int
        var data: Query.Data
        var errors: [GraphQLError]
        var info: any PaginationInfo
        var watcher: GraphQLQueryWatcher<Query>?
    }

    private struct State {
        var previous: [Page] = []
        var initial: Page?
        var next: [Page] = []
        var isLoading = false
        var nextID = 0
        var generation = 0

        var allPages: [Page] { previous + (initial.map { [$0] } ?? []) + next }

        /// Drops the pages; returns their watchers to cancel.
        mutating func reset() -> [GraphQLQueryWatcher<Query>] {
            let watchers = allPages.compactMap(\.watcher)
            previous = []
            initial = nil
            next = []
            generation += 1
            return watchers
        }
    }

    public init<Info: PaginationInfo>(
        client: QuillClient, initialQuery: Query, cachePolicy: CachePolicy = .default,
        extractPageInfo: @escaping @Sendable (Query.Data) -> Info,
        pageResolver: @escaping @Sendable (Info, PaginationDirection) -> Query?
    ) {
        self.client = client
        self.initialQuery = initialQuery
        self.cachePolicy = cachePolicy
        self.extractPageInfo = { extractPageInfo($0) }
        self.pageResolver = { info, direction in (info as? Info).flatMap { pageResolver($0, direction) } }
        (outputs, continuation) = AsyncStream<Element>.makeStream()
    }

    deinit {
        continuation.finish()
        for watcher in state.withLock({ $0.allPages.compactMap(\.watcher) }) { watcher.cancel() }
    }

    /// Whether the last page says there are more after it.
    public var canLoadNext: Bool {
        state.withLock { ($0.next.last ?? $0.initial)?.info.canLoadNext ?? false }
    }

    /// Whether the first page says there are more before it.
    public var canLoadPrevious: Bool {
        state.withLock { ($0.previous.first ?? $0.initial)?.info.canLoadPrevious ?? false }
    }

    /// The pages loaded so far.
    public var currentOutput: PaginationOutput<Query> {
        state.withLock { output($0, lastUpdated: nil) }
    }

    /// Loads the initial page (again, after a `reset`).
    public func fetch() async throws {
        try await load(initialQuery, direction: nil, policy: cachePolicy)
    }

    /// Loads the page after the last.
    public func loadNext() async throws {
        try await loadAdjacent(.next)
    }

    /// Loads the page before the first.
    public func loadPrevious() async throws {
        try await loadAdjacent(.previous)
    }

    /// Loads the next pages until the last says there are no more.
    public func loadAll() async throws {
        if currentOutput.initialPage == nil { try await fetch() }
        while canLoadNext { try await loadNext() }
    }

    /// Drops every page and loads the initial one again from the server.
    public func refetch() async throws {
        try await load(initialQuery, direction: nil, policy: .fetchIgnoringCacheData, resetting: true)
    }

    /// Drops every page (and stops watching them); a load in flight is dropped when it ends.
    public func reset() {
        let watchers = state.withLock { $0.reset() }
        for watcher in watchers { watcher.cancel() }
    }

    private func loadAdjacent(_ direction: PaginationDirection) async throws {
        let query: Query = try state.withLock { state in
            guard !state.isLoading else { throw PaginationError.loadInProgress }
            guard let initial = state.initial else { throw PaginationError.missingInitialPage }
            let edge = direction == .next ? (state.next.last ?? initial) : (state.previous.first ?? initial)
            guard direction == .next ? edge.info.canLoadNext : edge.info.canLoadPrevious else { throw PaginationError.pageHasNoMoreContent }
            guard let query = pageResolver(edge.info, direction) else { throw PaginationError.noQuery }
            return query
        }
        try await load(query, direction: direction, policy: cachePolicy)
    }

    /// Fetches one page, adds it, and starts watching it.
    private func load(_ query: Query, direction: PaginationDirection?, policy: CachePolicy, resetting: Bool = false) async throws {
        let (generation, dropped): (Int, [GraphQLQueryWatcher<Query>]) = try state.withLock { state in
            guard !state.isLoading else { throw PaginationError.loadInProgress }
            state.isLoading = true
            let dropped = resetting ? state.reset() : []
            return (state.generation, dropped)
        }
        for watcher in dropped { watcher.cancel() }
        defer { state.withLock { $0.isLoading = false } }
        let result = try await client.fetch(query: query, cachePolicy: policy)
        guard let data = result.data else {
            throw result.errors?.first ?? GraphQLError("The page of \(Query.operationName) has no data")
        }
        let watcher = client.watch(query: query, cachePolicy: .returnCacheDataDontFetch)
        let page: Page? = state.withLock { state in
            guard state.generation == generation else { return nil }
            state.nextID += 1
            let page = Page(id: state.nextID, data: data, errors: result.errors ?? [], info: extractPageInfo(data), watcher: watcher)
            switch direction {
            case nil: state.initial = page
            case .next: state.next.append(page)
            case .previous: state.previous.insert(page, at: 0)
            }
            continuation.yield(output(state, lastUpdated: data))
            return page
        }
        guard let page else {
            watcher.cancel()
            return
        }
        Task { [weak self, watcher] in
            for await element in watcher {
                guard let self, case .success(let update) = element, let data = update.data else { continue }
                self.update(page.id, data, update.errors ?? [])
            }
        }
    }

    /// A watched page changed in the cache.
    private func update(_ id: Int, _ data: Query.Data, _ errors: [GraphQLError]) {
        state.withLock { state in
            var changed = false
            func apply(_ page: inout Page) {
                guard page.id == id, page.data != data else { return }
                page.data = data
                page.errors = errors
                page.info = extractPageInfo(data)
                changed = true
            }
            for index in state.previous.indices { apply(&state.previous[index]) }
            if state.initial != nil { apply(&state.initial!) }
            for index in state.next.indices { apply(&state.next[index]) }
            if changed { continuation.yield(output(state, lastUpdated: data)) }
        }
    }

    private func output(_ state: State, lastUpdated: Query.Data?) -> PaginationOutput<Query> {
        PaginationOutput(
            previousPages: state.previous.map(\.data), initialPage: state.initial?.data, nextPages: state.next.map(\.data),
            lastUpdatedPage: lastUpdated, errors: state.allPages.flatMap(\.errors))
    }

    /// The outputs as pages load and change (one consumer).
    public func makeAsyncIterator() -> AsyncStream<Element>.Iterator {
        outputs.makeAsyncIterator()
    }
}
