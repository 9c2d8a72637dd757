import Observation

/// A fragment of one record as Observation (and SwiftUI) sees it: `data`, or the `error`
/// of a record not (wholly) in the cache, changed on the main actor.
///
/// Made by `QuillClient.observableFragment(_:key:variables:)` (a `GraphQLFragmentWatcher`
/// underneath). It reads the cache when it is made, synchronously, and changes once for
/// each change in the cache that changes the fragment; it sends no request. Released, it
/// stops watching.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor @Observable
public final class ObservableFragment<Fragment: GraphQLFragment> {
    /// The fragment as the cache holds it; nil while it does not.
    public private(set) var data: Fragment?
    /// Why the fragment is not in the cache (a `CacheError` miss), or nil.
    public private(set) var error: CacheError?

    @ObservationIgnored public let key: CacheKey
    @ObservationIgnored private let watcher: GraphQLFragmentWatcher<Fragment>

    init(client: QuillClient, key: CacheKey, variables: JSONObject?) {
        self.key = key
        do throws(CacheError) {
            let (object, _) = try client.store.read(Fragment.self, key: key, variables: variables, collectingDependencies: false)
            data = Fragment(_dataDict: DataDict(object))
        } catch {
            self.error = error
        }
        watcher = client.watch(fragment: Fragment.self, key: key, variables: variables)
        // Read off the main actor, applied on it, in order.
        Task.detached { [weak self, watcher] in
            for await element in watcher { await self?.apply(element) }
        }
    }

    deinit {
        watcher.cancel()
    }

    private func apply(_ element: GraphQLFragmentWatcher<Fragment>.Element) {
        switch element {
        case .success(let fragment):
            if fragment != data { data = fragment }
            if error != nil { error = nil }
        case .failure(let failure):
            if data != nil { data = nil }
            if failure != error { error = failure }
        }
    }
}
