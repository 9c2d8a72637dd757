import QuillSync

/// A record's layout: its stored field keys and, usually, its `__typename`, which then is
/// not among its values (every record of one type and selection shares the shape).
///
/// A wide record (a root gathering a field per argument, `Conference(id:"…")`) gets a
/// shape of its own, without a baked type name, which grows in place.
///
/// `@unchecked Sendable`: as `FieldKeyList`.
final class RecordShape: @unchecked Sendable {
    let fields: FieldKeyList
    /// The `__typename` of every record of this shape, not stored among their values.
    let typename: String?
    /// The keys as users see them: `__typename` first when it is baked in.
    private let visibleKeys: [String]?

    /// Past this many keys a record's shape is its own.
    static let sharedLimit = 32

    init(fields: FieldKeyList, typename: String?) {
        self.fields = fields
        self.typename = typename
        visibleKeys = typename == nil ? nil : ["__typename"] + fields.keys
    }

    convenience init(keys: [String]) {
        self.init(fields: FieldKeyList(keys), typename: nil)
    }

    /// The stored keys (without a baked `__typename`).
    var keys: [String] { fields.keys }

    /// Every field key of its records, `__typename` included.
    var allKeys: [String] { visibleKeys ?? fields.keys }

    @inline(__always)
    func position(of key: String) -> Int? {
        fields.position(of: key)
    }

    static let empty = RecordShape(keys: [])
    /// The shape of `RecordBody.absent`.
    static let absent = RecordShape(keys: [])

    /// The shape of `keys` with `typename` baked in, shared; one of its own for a wide record.
    static func of(_ keys: [String], typename: String? = nil) -> RecordShape {
        keys.count > sharedLimit && typename == nil ? RecordShape(keys: keys) : ShapeTable.shared.intern(keys, typename: typename)
    }

    /// A shape of its own with the same keys, to grow (never with a baked type name).
    func copy() -> RecordShape {
        RecordShape(keys: keys)
    }

    /// Adds `key` at the end; only on a shape (and keys) no other record holds.
    func append(_ key: String) {
        fields.append(key)
    }
}

/// Shares shapes among records: by keys and type name (the shapes of plans and of records
/// read back from a persistent cache), and the union of two shapes (a record written by
/// two queries), computed once per pair.
final class ShapeTable: Sendable {
    static let shared = ShapeTable()

    private struct State {
        var fields: [[String]: FieldKeyList] = [:]
        var shapes: [ShapeKey: RecordShape] = [:]
        var unions: [PairKey: RecordShape] = [:]
        /// The shapes the pair keys refer to, kept alive so their identifiers stay unique.
        var retained: [ObjectIdentifier: RecordShape] = [:]
    }

    private struct ShapeKey: Hashable {
        let fields: ObjectIdentifier
        let typename: String?
    }

    private struct PairKey: Hashable {
        let first: ObjectIdentifier
        let second: ObjectIdentifier
    }

    /// Past this many entries the table starts over (shapes stay valid; only sharing is lost).
    private static let limit = 50_000
    private let state = Locked(State())

    /// The shared keys of `keys`.
    func fieldKeyList(_ keys: [String]) -> FieldKeyList {
        state.withLock { state in
            if let fields = state.fields[keys] { return fields }
            if state.fields.count >= Self.limit { state = State() }
            let fields = FieldKeyList(keys)
            state.fields[keys] = fields
            return fields
        }
    }

    /// The shared shape of `keys` with `typename`.
    func intern(_ keys: [String], typename: String?) -> RecordShape {
        shape(fieldKeyList(keys), typename: typename)
    }

    /// The shared shape of shared `fields` with `typename`.
    func shape(_ fields: FieldKeyList, typename: String?) -> RecordShape {
        state.withLock { state in
            let key = ShapeKey(fields: ObjectIdentifier(fields), typename: typename)
            if let shape = state.shapes[key] { return shape }
            if state.shapes.count >= Self.limit { state.shapes = [:] }
            let shape = RecordShape(fields: fields, typename: typename)
            state.shapes[key] = shape
            return shape
        }
    }

    /// The keys of `first` followed by those of `second` it lacks, with their type name
    /// (the same: records of another type merge otherwise).
    func union(_ first: RecordShape, _ second: RecordShape) -> RecordShape {
        let pair = PairKey(first: ObjectIdentifier(first), second: ObjectIdentifier(second))
        if let cached = state.withLock({ $0.unions[pair] }) { return cached }
        var keys = first.keys
        for key in second.keys where first.position(of: key) == nil { keys.append(key) }
        let shape = intern(keys, typename: first.typename)
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
