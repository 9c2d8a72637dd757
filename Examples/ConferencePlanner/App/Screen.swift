import Quill

/// A screen of the app: a watcher of its query (as the seed's view controllers keep one),
/// read one result at a time, so that the transcript shows each delivery in order.
final class Screen<Query: GraphQLQuery> {
    private let watcher: GraphQLQueryWatcher<Query>
    private var results: GraphQLQueryWatcher<Query>.AsyncIterator

    init(_ client: QuillClient, watching query: Query) {
        watcher = client.watch(query: query)
        results = watcher.makeAsyncIterator()
    }

    /// The watcher's next result (its first, or the next after a change in the cache),
    /// with its data; GraphQL errors are thrown, and so is silence for `limit`.
    func next(within limit: Duration = .seconds(30)) async throws -> (data: Query.Data, source: GraphQLResult<Query.Data>.Source) {
        let watcher = watcher
        let deadline = Task {
            try await Task.sleep(for: limit)
            watcher.cancel()
        }
        defer { deadline.cancel() }
        guard let result = try await results.next()?.get() else {
            throw PlannerError("the watcher of \(Query.operationName) delivered nothing within \(limit)")
        }
        return (try result.checkedData(Query.operationName), result.source)
    }
}
