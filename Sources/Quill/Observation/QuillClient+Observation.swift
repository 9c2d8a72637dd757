/// The client's Observation-native models (for SwiftUI, or any code on the main actor).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension QuillClient {
    /// A model of the query's result (`ObservableQuery`): the cache's data at once when it
    /// holds the query, then the server's (`returnCacheDataAndFetch`, or `cachePolicy`),
    /// kept current as the cache changes.
    ///
    /// ```swift
    /// let conferences = client.observableQuery(AllConferencesQuery())
    /// conferences.data?.allConferences   // read in a view's body: the view follows it
    /// ```
    @MainActor
    public func observableQuery<Query: GraphQLQuery>(_ query: Query, cachePolicy: CachePolicy = .returnCacheDataAndFetch)
        -> ObservableQuery<Query>
    {
        ObservableQuery(client: self, query: query, cachePolicy: cachePolicy)
    }

    /// A model of a fragment read from the record of `key` (`ObservableFragment`), kept
    /// current as the cache changes: `client.observableFragment(ConferenceDetails.self,
    /// key: "Conference:\(id)")`.
    @MainActor
    public func observableFragment<Fragment: GraphQLFragment>(_ fragment: Fragment.Type, key: CacheKey, variables: JSONObject? = nil)
        -> ObservableFragment<Fragment>
    {
        ObservableFragment(client: self, key: key, variables: variables)
    }

    /// A model of the subscription (`ObservableSubscription`), subscribed at once.
    @MainActor
    public func observableSubscription<Subscription: GraphQLSubscription>(_ subscription: Subscription)
        -> ObservableSubscription<Subscription>
    {
        ObservableSubscription(client: self, subscription: subscription)
    }

    /// A model of a paginated list (`ObservablePager`) over a `GraphQLQueryPager` of these
    /// arguments; its first page is read from the cache at once and loaded.
    @MainActor
    public func observablePager<Query: GraphQLQuery, Info: PaginationInfo>(
        initialQuery: Query, cachePolicy: CachePolicy = .default, extractPageInfo: @escaping @Sendable (Query.Data) -> Info,
        pageResolver: @escaping @Sendable (Info, PaginationDirection) -> Query?
    ) -> ObservablePager<Query> {
        let pager = GraphQLQueryPager(
            client: self, initialQuery: initialQuery, cachePolicy: cachePolicy, extractPageInfo: extractPageInfo,
            pageResolver: pageResolver)
        let cached = cachePolicy.readsCacheFirst ? (try? store.load(query: initialQuery))?.data : nil
        return ObservablePager(pager: pager, cachedFirstPage: cached)
    }
}
