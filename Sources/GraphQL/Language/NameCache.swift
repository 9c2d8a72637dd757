/// The `String`s of names too long to be small strings (16 to 64 bytes), kept from
/// one parse to the next, so that a name the parser has seen before costs a retain
/// instead of an allocation, a UTF-8 validation and, later, a free.
///
/// A direct-mapped table of `entryCount` entries in a `ScratchBlock`, used by one
/// parse at a time: each entry holds the name's bytes and its `String`; a new name
/// replaces the entry its hash picks. At most `entryCount` strings are kept alive.
///
/// A parse stops replacing entries after `missLimit` misses: a document with that
/// many new long names (a large schema) would only churn the table, which measured
/// slower than allocating its names.
struct NameCache {
    static let entryCount = 256
    static let maxLength = 64
    static let missLimit = 64
    /// An entry: the length (0: empty) at 0, the `String` at 8, the bytes at 24.
    static let entryStride = 88
    /// The region: the parse's miss count, 16 bytes for `ASCIIString.make`, the entries.
    static let slotOffset = 8
    static let entriesOffset = 24
    static let byteCount = entriesOffset + entryCount * entryStride

    private let base: UnsafeMutableRawPointer

    /// Scratch memory for `ASCIIString.make`, for the parse that uses this cache.
    var smallStringSlot: UnsafeMutableRawPointer { base + NameCache.slotOffset }

    /// The cache in the `byteCount` bytes at `region`, set up by `initialize(_:)`,
    /// for one parse.
    init(region: UnsafeMutableRawPointer) {
        base = region
        region.storeBytes(of: 0, as: Int.self)
    }

    /// Marks every entry of a new region empty.
    static func initialize(_ region: UnsafeMutableRawPointer) {
        for index in 0..<entryCount {
            region.storeBytes(of: 0, toByteOffset: entriesOffset + index * entryStride, as: Int.self)
        }
    }

    /// Releases the strings of a region about to be freed.
    static func deinitialize(_ region: UnsafeMutableRawPointer) {
        for index in 0..<entryCount {
            let entry = region + entriesOffset + index * entryStride
            if entry.load(as: Int.self) != 0 {
                (entry + 8).assumingMemoryBound(to: String.self).deinitialize(count: 1)
            }
        }
    }

    /// The text of the `count` (16 to `maxLength`) ASCII bytes at `bytes`.
    func string(_ bytes: UnsafePointer<UInt8>, count: Int) -> String {
        let raw = UnsafeRawPointer(bytes)
        let first = raw.loadUnaligned(as: UInt64.self)
        let last = raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        let hash = (first &* 0x9E37_79B9_7F4A_7C15) ^ (last &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(truncatingIfNeeded: count)
        let index = Int(truncatingIfNeeded: (hash ^ (hash &>> 29)) & UInt64(NameCache.entryCount &- 1))
        let entry = base + (NameCache.entriesOffset &+ index &* NameCache.entryStride)
        let stored = (entry + 8).assumingMemoryBound(to: String.self)
        let storedCount = entry.load(as: Int.self)
        if storedCount == count && Self.equal(UnsafeRawPointer(entry + 24), raw, count: count) {
            return stored.pointee
        }
        let text = String(unsafeUninitializedCapacity: count) { buffer in
            buffer.baseAddress.unsafelyUnwrapped.update(from: bytes, count: count)
            return count
        }
        let misses = base.load(as: Int.self)
        if misses == NameCache.missLimit {
            return text
        }
        base.storeBytes(of: misses &+ 1, as: Int.self)
        if storedCount == 0 {
            stored.initialize(to: text)
        } else {
            stored.pointee = text
        }
        entry.storeBytes(of: count, as: Int.self)
        (entry + 24).copyMemory(from: raw, byteCount: count)
        return text
    }

    /// Whether the `count` (at least 8) bytes at `a` and `b` are equal, compared eight at a time.
    @inline(__always)
    private static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        var offset = 0
        while offset &+ 8 < count {
            if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset &+= 8
        }
        let tail = count &- 8
        return a.loadUnaligned(fromByteOffset: tail, as: UInt64.self) == b.loadUnaligned(fromByteOffset: tail, as: UInt64.self)
    }
}
