/// One normalized object: its fields by field key, with references to other records.
public struct Record: Sendable {
    public let key: CacheKey
    /// The fields (a cache can keep them without the key).
    var body: RecordBody

    init(key: CacheKey, shape: RecordShape, values: [RecordValue], times: [FieldTime]? = nil) {
        self.key = key
        body = RecordBody(shape: shape, values: values, times: times)
    }

    init(key: CacheKey, body: RecordBody) {
        self.key = key
        self.body = body
    }

    /// A record with `fields` in order (a custom cache or a test builds one).
    public init(key: CacheKey, fields: [(key: String, value: RecordValue)]) {
        self.init(key: key, body: RecordBody(visibleKeys: fields.map(\.key), values: fields.map(\.value), times: nil))
    }

    var shape: RecordShape { body.shape }
    var values: [RecordValue] { body.values }
    var times: [FieldTime]? { body.times }

    public subscript(fieldKey: String) -> RecordValue? {
        body[fieldKey]
    }

    /// The fields in order, `__typename` first when the record has one.
    public var fields: [(key: String, value: RecordValue)] {
        var fields = zip(shape.keys, values).map { ($0, $1) }
        if let typename = shape.typename { fields.insert(("__typename", .value(.string(typename))), at: 0) }
        return fields
    }

    public var fieldKeys: [String] { shape.allKeys }

    /// The time of the stored value at `position`, when kept.
    func time(at position: Int) -> FieldTime? {
        body.times?[position]
    }

    /// The placeholder of a record not stored yet (see `RecordBody.absent`).
    static let absent = Record(key: "", body: .absent)

    /// Merges `incoming` into this record; see `RecordBody.merge`.
    @discardableResult
    mutating func merge(_ incoming: Record, changed: (String) -> Void) -> Bool {
        body.merge(incoming.body, changed: changed)
    }
}

extension Record: Hashable {
    public static func == (lhs: Record, rhs: Record) -> Bool {
        lhs.key == rhs.key && lhs.body == rhs.body
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(values.count)
    }
}

/// When a field was received, and until when it is fresh by the server's
/// `Cache-Control: max-age` (`.infinity` when the server said nothing), in seconds
/// since 1970.
struct FieldTime: Sendable, Hashable {
    var received: Double
    var expires: Double

    /// A field whose time is not known (written without times): never stale.
    static let unknown = FieldTime(received: .infinity, expires: .infinity)
}

/// A record's fields without its key: the shape (stored keys and, usually, the type
/// name), a value per stored key, and the times.
struct RecordBody: Sendable, Hashable {
    var shape: RecordShape
    /// One value per key of `shape.keys`.
    var values: [RecordValue]
    /// When each value was received and until when the server said it is fresh, aligned
    /// with `values`; nil when the store keeps no times (no time to live set).
    var times: [FieldTime]?

    init(shape: RecordShape, values: [RecordValue], times: [FieldTime]?) {
        self.shape = shape
        self.values = values
        self.times = times
    }

    /// A body from its keys as users see them: a string `__typename` among them is baked
    /// into the shape (and its time dropped).
    init(visibleKeys keys: [String], values: [RecordValue], times: [FieldTime]?) {
        if keys.count <= RecordShape.sharedLimit + 1, let position = keys.firstIndex(of: "__typename"),
            case .value(.string(let typename)) = values[position]
        {
            var keys = keys
            var values = values
            var times = times
            keys.remove(at: position)
            values.remove(at: position)
            times?.remove(at: position)
            self.init(shape: .of(keys, typename: typename), values: values, times: times)
        } else {
            self.init(shape: .of(keys), values: values, times: times)
        }
    }

    /// The placeholder of a record not stored yet: merging into it stores the incoming
    /// record whole (a dictionary's default value, so that a merge looks a key up once).
    static let absent = RecordBody(shape: .absent, values: [], times: nil)

    subscript(fieldKey: String) -> RecordValue? {
        if let position = shape.position(of: fieldKey) { return values[position] }
        if fieldKey == "__typename", let typename = shape.typename { return .value(.string(typename)) }
        return nil
    }

    /// Merges `incoming` into this record (its values win) and reports the field keys
    /// whose values changed; returns true when this was `.absent` (every key is new, and
    /// none is reported one by one).
    @discardableResult
    mutating func merge(_ incoming: RecordBody, changed: (String) -> Void) -> Bool {
        if shape === RecordShape.absent {
            self = incoming
            return true
        }
        if incoming.shape === shape {
            for position in values.indices where values[position] != incoming.values[position] {
                changed(shape.keys[position])
            }
            values = incoming.values
            mergeTimes(incoming, positions: nil)
            return false
        }
        guard incoming.shape.typename == shape.typename else {
            // Another (or no) type name: merge the fields as users see them, then bake again.
            var explicit = unbaked()
            explicit.merge(incoming.unbaked(), changed: changed)
            self = RecordBody(visibleKeys: explicit.shape.keys, values: explicit.values, times: explicit.times)
            return false
        }
        var positions: [Int] = []
        positions.reserveCapacity(incoming.values.count)
        var added: [Int] = []
        for (offset, key) in incoming.shape.keys.enumerated() {
            if let position = shape.position(of: key) {
                if values[position] != incoming.values[offset] { changed(key) }
                values[position] = incoming.values[offset]
                positions.append(position)
            } else {
                changed(key)
                positions.append(-1)
                added.append(offset)
            }
        }
        if !added.isEmpty {
            if shape.keys.count + added.count > RecordShape.sharedLimit {
                // A wide record: a shape of its own, grown in place.
                if shape.typename != nil { self = unbaked() }
                if !isKnownUniquelyReferenced(&shape) { shape = shape.copy() }
                for offset in added { shape.append(incoming.shape.keys[offset]) }
            } else {
                // Appended keys come in the order `union` adds them: the incoming order.
                shape = ShapeTable.shared.union(shape, incoming.shape)
            }
            for offset in added {
                values.append(incoming.values[offset])
                positions[offset] = values.count - 1
            }
            times?.append(contentsOf: repeatElement(FieldTime.unknown, count: added.count))
        }
        mergeTimes(incoming, positions: positions)
        return false
    }

    /// The body with its type name among its values (a shape without a baked one).
    func unbaked() -> RecordBody {
        guard let typename = shape.typename else { return self }
        let keys = ["__typename"] + shape.keys
        return RecordBody(
            shape: keys.count > RecordShape.sharedLimit ? RecordShape(keys: keys) : .of(keys),
            values: [.value(.string(typename))] + values, times: times.map { [FieldTime.unknown] + $0 })
    }

    private mutating func mergeTimes(_ incoming: RecordBody, positions: [Int]?) {
        guard let incomingTimes = incoming.times else {
            // Values written without times are as fresh as can be known: forget old ones.
            if times != nil, let positions {
                for position in positions { times![position] = .unknown }
            } else {
                times = nil
            }
            return
        }
        guard let positions else {
            times = incomingTimes
            return
        }
        if times == nil { times = Array(repeating: .unknown, count: values.count) }
        for (offset, position) in positions.enumerated() { times![position] = incomingTimes[offset] }
    }

    static func == (lhs: RecordBody, rhs: RecordBody) -> Bool {
        if lhs.shape === rhs.shape { return lhs.values == rhs.values }
        let left = lhs.unbaked()
        let right = rhs.unbaked()
        guard left.values.count == right.values.count else { return false }
        for (key, value) in zip(left.shape.keys, left.values) where right[key] != value { return false }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(values.count + (shape.typename == nil ? 0 : 1))
    }
}
