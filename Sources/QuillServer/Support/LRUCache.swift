import QuillSync

/// A bounded map that forgets its least recently used entry when full; safe to
/// share between threads (one lock around lookups and insertions).
final class LRUCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let storage: Locked<Storage>

    /// A cache of at most `capacity` entries; with 0 it keeps nothing.
    init(capacity: Int) {
        storage = Locked(Storage(capacity: max(0, capacity)))
    }

    /// The value for `key`, which becomes the most recently used.
    func value(for key: Key) -> Value? {
        storage.withLock { $0.value(for: key) }
    }

    /// Stores `value` for `key` as the most recently used, evicting the least recently used if full.
    func set(_ value: Value, for key: Key) {
        storage.withLock { $0.set(value, for: key) }
    }

    var count: Int { storage.withLock { $0.slotByKey.count } }

    /// Entries in slots linked from most to least recently used (`-1` ends a link).
    private struct Storage {
        let capacity: Int
        var slotByKey: [Key: Int] = [:]
        var entries: [Entry] = []
        var newest = -1
        var oldest = -1

        struct Entry {
            var key: Key
            var value: Value
            var newer: Int
            var older: Int
        }

        init(capacity: Int) {
            self.capacity = capacity
        }

        mutating func value(for key: Key) -> Value? {
            guard let slot = slotByKey[key] else { return nil }
            moveToFront(slot)
            return entries[slot].value
        }

        mutating func set(_ value: Value, for key: Key) {
            guard capacity > 0 else { return }
            if let slot = slotByKey[key] {
                entries[slot].value = value
                moveToFront(slot)
                return
            }
            let slot: Int
            if entries.count < capacity {
                slot = entries.count
                entries.append(Entry(key: key, value: value, newer: -1, older: -1))
            } else {
                slot = oldest
                unlink(slot)
                slotByKey[entries[slot].key] = nil
                entries[slot] = Entry(key: key, value: value, newer: -1, older: -1)
            }
            slotByKey[key] = slot
            linkAtFront(slot)
        }

        private mutating func moveToFront(_ slot: Int) {
            guard slot != newest else { return }
            unlink(slot)
            linkAtFront(slot)
        }

        private mutating func unlink(_ slot: Int) {
            let (newer, older) = (entries[slot].newer, entries[slot].older)
            if newer >= 0 { entries[newer].older = older } else { newest = older }
            if older >= 0 { entries[older].newer = newer } else { oldest = newer }
        }

        private mutating func linkAtFront(_ slot: Int) {
            entries[slot].newer = -1
            entries[slot].older = newest
            if newest >= 0 { entries[newest].newer = slot }
            newest = slot
            if oldest < 0 { oldest = slot }
        }
    }
}
