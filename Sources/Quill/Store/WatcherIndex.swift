/// What the store tells a watcher: a field it depends on changed.
protocol StoreWatcher: AnyObject, Sendable {
    func storeDidChange()
}

/// The watchers of a store by the record fields they depend on, so that a merge finds
/// exactly the watchers of the fields it changed with one lookup per changed field.
struct WatcherIndex {
    private struct Entry {
        weak var watcher: (any StoreWatcher)?
        var dependencies: CacheChanges
    }

    private var entries: [Int: Entry] = [:]
    private var byField: [RecordField: Set<Int>] = [:]
    private var nextID = 0

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    mutating func add(_ watcher: any StoreWatcher) -> Int {
        nextID += 1
        entries[nextID] = Entry(watcher: watcher, dependencies: CacheChanges())
        return nextID
    }

    mutating func remove(_ id: Int) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        unindex(id, entry.dependencies)
    }

    /// Replaces what watcher `id` depends on.
    mutating func setDependencies(_ id: Int, _ dependencies: CacheChanges) {
        guard let old = entries[id]?.dependencies else { return }
        unindex(id, old)
        entries[id]!.dependencies = dependencies
        for key in dependencies { byField[key, default: []].insert(id) }
    }

    private mutating func unindex(_ id: Int, _ dependencies: CacheChanges) {
        for key in dependencies {
            guard let index = byField.index(forKey: key) else { continue }
            byField.values[index].remove(id)
            if byField.values[index].isEmpty { byField.remove(at: index) }
        }
    }

    /// The live watchers that depend on a changed field, but `origin` (whose own fetch
    /// made the change); watchers that were released are dropped.
    mutating func watchers(affectedBy changes: CacheChanges, except origin: Int?) -> [any StoreWatcher] {
        guard !byField.isEmpty else { return [] }
        var ids = Set<Int>()
        for key in changes {
            if let watching = byField[key] { ids.formUnion(watching) }
        }
        if let origin { ids.remove(origin) }
        var found: [any StoreWatcher] = []
        for id in ids.sorted() {
            if let watcher = entries[id]?.watcher {
                found.append(watcher)
            } else {
                remove(id)
            }
        }
        return found
    }
}
