/// Names interned as small integers, in an open-addressing table hashed with
/// FNV-1a over the name's bytes: names are short, and a seeded `Hasher` costs
/// more than the whole lookup.
struct NameTable {
    private(set) var names: [String] = []
    private var hashes: [UInt32] = []
    /// Name ids by hash, -1 where empty; at most half full.
    private var slots = [Int32](repeating: -1, count: 64)

    subscript(id: Int) -> String { names[id] }

    /// The id of `name`, a new one the first time.
    mutating func id(of name: String) -> Int32 {
        var name = name
        let hash = name.withUTF8 { bytes in
            var hash: UInt32 = 2_166_136_261
            for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            return hash
        }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while case let id = slots[slot], id >= 0 {
            if hashes[Int(id)] == hash && names[Int(id)] == name { return id }
            slot = (slot + 1) & mask
        }
        let id = Int32(names.count)
        names.append(name)
        hashes.append(hash)
        slots[slot] = id
        if names.count * 2 > slots.count { grow() }
        return id
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (id, hash) in hashes.enumerated() {
            var slot = Int(hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }
}
