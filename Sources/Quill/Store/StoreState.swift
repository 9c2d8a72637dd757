/// Everything a store guards with its lock.
struct StoreState: RecordSource {
    var cache: any NormalizedCache
    /// Optimistic writes over the cache, oldest first: reads see the cache with each
    /// layer merged over it in order.
    var layers: [OptimisticLayer] = []
    var watchers = WatcherIndex()
    var cacheKeyForObject: (@Sendable (JSONObject) -> JSONValue?)?
    var timeToLive = TimeToLive.forever
    var nextLayerID = 0

    mutating func record(for key: CacheKey) throws(CacheError) -> Record? {
        var record = try cache.loadRecord(forKey: key)
        for layer in layers {
            guard let overlay = layer.records[key] else { continue }
            if record == nil {
                record = overlay
            } else {
                record!.merge(overlay) { _ in }
            }
        }
        return record
    }
}

/// The records of one optimistic response, until its mutation's answer replaces them.
struct OptimisticLayer {
    let id: Int
    let records: [CacheKey: Record]
    /// Every field of the layer: what its coming and going changes.
    let fields: CacheChanges

    init(id: Int, records: RecordSet) {
        self.id = id
        self.records = records.byKey
        fields = records.fields
    }
}
