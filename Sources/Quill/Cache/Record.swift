/// One normalized object: its fields by field key, with references to other records.
public struct Record: Sendable {
    public let key: CacheKey
    var shape: RecordShape
    /// One value per key of `shape`.
    var values: [RecordValue]
    /// When each field was received and until when the server said it is fresh,
    /// aligned with `values`; nil when the store keeps no times (no time to live set).
    var times: [FieldTime]?

    init(key: CacheKey, shape: RecordShape, values: [RecordValue], times: [FieldTime]? = nil) {
        self.key = key
        self.shape = shape
        self.values = values
        self.times = times
    }

    /// A record with `fields` in order (a custom cache or a test builds one).
    public init(key: CacheKey, fields: [(key: String, value: RecordValue)]) {
        self.init(key: key, shape: ShapeTable.shared.intern(fields.map(\.key)), values: fields.map(\.value))
    }

    public subscript(fieldKey: String) -> RecordValue? {
        shape.position(of: fieldKey).map { values[$0] }
    }

    /// The fields in order.
    public var fields: [(key: String, value: RecordValue)] {
        zip(shape.keys, values).map { ($0, $1) }
    }

    public var fieldKeys: [String] { shape.keys }

    /// The time of a field, when kept.
    func time(at position: Int) -> FieldTime? {
        times?[position]
    }

    /// Merges `incoming` into this record (its values win) and reports the field keys
    /// whose values changed.
    mutating func merge(_ incoming: Record, changed: (String) -> Void) {
        if incoming.shape === shape {
            for position in values.indices where values[position] != incoming.values[position] {
                changed(shape.keys[position])
            }
            values = incoming.values
            mergeTimes(incoming, positions: nil)
            return
        }
        var positions: [Int] = []
        positions.reserveCapacity(incoming.values.count)
        var grown = shape
        for (offset, key) in incoming.shape.keys.enumerated() {
            if let position = shape.position(of: key) {
                if values[position] != incoming.values[offset] { changed(key) }
                values[position] = incoming.values[offset]
                positions.append(position)
            } else {
                if grown === shape { grown = ShapeTable.shared.union(shape, incoming.shape) }
                changed(key)
                positions.append(-1)
            }
        }
        if grown !== shape {
            // Appended keys come in the order `union` added them: the incoming order.
            var appended = 0
            for offset in positions.indices where positions[offset] < 0 {
                values.append(incoming.values[offset])
                positions[offset] = shape.keys.count + appended
                appended += 1
            }
            times?.append(contentsOf: repeatElement(FieldTime.unknown, count: appended))
            shape = grown
        }
        mergeTimes(incoming, positions: positions)
    }

    private mutating func mergeTimes(_ incoming: Record, positions: [Int]?) {
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

    /// The record without the field at `position`.
    mutating func removeField(at position: Int) {
        var keys = shape.keys
        keys.remove(at: position)
        shape = ShapeTable.shared.intern(keys)
        values.remove(at: position)
        times?.remove(at: position)
    }
}

extension Record: Hashable {
    public static func == (lhs: Record, rhs: Record) -> Bool {
        guard lhs.key == rhs.key, lhs.values.count == rhs.values.count else { return false }
        if lhs.shape === rhs.shape { return lhs.values == rhs.values }
        for (key, value) in zip(lhs.shape.keys, lhs.values) where rhs[key] != value { return false }
        return true
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
