import Synchronization

/// The field keys of a record, in order, shared by every record written by the same
/// selection set: a record holds its shape and an array of values, so ten thousand
/// records of one type store their field keys once, and two records of one shape merge
/// position by position.
final class RecordShape: Sendable {
    let keys: [String]
    /// Positions by key, for shapes too wide to search.
    private let index: [String: Int]?

    init(keys: [String]) {
        self.keys = keys
        index = keys.count > 12 ? Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }) : nil
    }

    /// The position of `key`, or nil when the shape has no such field.
    @inline(__always)
    func position(of key: String) -> Int? {
        if let index { return index[key] }
        for position in keys.indices where keys[position] == key { return position }
        return nil
    }

    static let empty = RecordShape(keys: [])

    /// The shape with `key` appended.
    func appending(_ key: String) -> RecordShape {
        ShapeTable.shared.intern(keys + [key])
    }
}

/// Shares shapes among records: the shapes read back from a persistent cache, and the
/// union of two shapes (a record written by two queries), computed once per pair.
final class ShapeTable: Sendable {
    static let shared = ShapeTable()

    private struct State {
        var byKeys: [[String]: RecordShape] = [:]
        var unions: [PairKey: RecordShape] = [:]
        /// The shapes the pair keys refer to, kept alive so their identifiers stay unique.
        var retained: [ObjectIdentifier: RecordShape] = [:]
    }

    private struct PairKey: Hashable {
        let first: ObjectIdentifier
        let second: ObjectIdentifier
    }

    /// Past this many shapes the table starts over (shapes stay valid; only sharing is lost).
    private static let limit = 50_000
    private let state = Mutex(State())

    /// The shared shape of `keys`.
    func intern(_ keys: [String]) -> RecordShape {
        state.withLock { state in
            if let shape = state.byKeys[keys] { return shape }
            if state.byKeys.count >= Self.limit { state = State() }
            let shape = RecordShape(keys: keys)
            state.byKeys[keys] = shape
            return shape
        }
    }

    /// The keys of `first` followed by those of `second` it lacks.
    func union(_ first: RecordShape, _ second: RecordShape) -> RecordShape {
        let pair = PairKey(first: ObjectIdentifier(first), second: ObjectIdentifier(second))
        if let cached = state.withLock({ $0.unions[pair] }) { return cached }
        var keys = first.keys
        for key in second.keys where first.position(of: key) == nil { keys.append(key) }
        let shape = intern(keys)
        state.withLock { state in
            if state.unions.count >= Self.limit {
                state.unions = [:]
                state.retained = [:]
            }
            state.unions[pair] = shape
            state.retained[pair.first] = first
            state.retained[pair.second] = second
        }
        return shape
    }
}
