/// A record as bytes, for caches that persist records (SQLite): a version byte, the
/// field count, whether times follow each field, then each field's key and value.
/// Values are tagged: JSON leaves keep their JSON kinds (so a custom scalar's object
/// is never taken for a reference), references and lists of records have tags of their own.
extension Record {
    private enum Tag: UInt8 {
        case null = 0
        case `false`, `true`, int, double, string, array, object, reference, list
    }

    private static let version: UInt8 = 1

    /// The record's fields and times as bytes (the key is stored beside them).
    public func serialized() -> [UInt8] {
        var bytes: [UInt8] = []
        serialize(into: &bytes)
        return bytes
    }

    /// `serialized()` into `bytes`, replacing what they held (a writer reuses one buffer).
    func serialize(into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        bytes.reserveCapacity(16 * values.count + 8)
        bytes.append(Self.version)
        let times = body.times
        // A type name baked into the shape is stored as the field users see, first.
        let typename = shape.typename
        appendVarint(values.count + (typename == nil ? 0 : 1), to: &bytes)
        bytes.append(times == nil ? 0 : 1)
        if let typename {
            appendString("__typename", to: &bytes)
            appendJSON(.string(typename), to: &bytes)
            if times != nil {
                appendDouble(FieldTime.unknown.received, to: &bytes)
                appendDouble(FieldTime.unknown.expires, to: &bytes)
            }
        }
        for (position, value) in values.enumerated() {
            appendString(shape.keys[position], to: &bytes)
            append(value, to: &bytes)
            if let times {
                appendDouble(times[position].received, to: &bytes)
                appendDouble(times[position].expires, to: &bytes)
            }
        }
    }

    /// The record of `key` from `serialized()`'s bytes.
    public init(key: CacheKey, serialized bytes: [UInt8]) throws(CacheError) {
        var reader = ByteReader(bytes: bytes, key: key)
        guard try reader.byte() == Self.version else { throw reader.error("has an unknown format version") }
        let count = try reader.varint()
        let timed = try reader.byte() == 1
        var keys: [String] = []
        var values: [RecordValue] = []
        var times: [FieldTime]? = timed ? [] : nil
        keys.reserveCapacity(count)
        values.reserveCapacity(count)
        for _ in 0..<count {
            keys.append(try reader.string())
            values.append(try Self.readValue(&reader))
            if timed { times!.append(FieldTime(received: try reader.double(), expires: try reader.double())) }
        }
        guard reader.isAtEnd else { throw reader.error("has bytes after its last field") }
        self.init(key: key, body: RecordBody(visibleKeys: keys, values: values, times: times))
    }

    private func append(_ value: RecordValue, to bytes: inout [UInt8]) {
        switch value {
        case .value(let json): appendJSON(json, to: &bytes)
        case .reference(let key):
            bytes.append(Tag.reference.rawValue)
            appendString(key, to: &bytes)
        case .list(let elements):
            bytes.append(Tag.list.rawValue)
            appendVarint(elements.count, to: &bytes)
            for element in elements { append(element, to: &bytes) }
        }
    }

    private func appendJSON(_ json: JSONValue, to bytes: inout [UInt8]) {
        switch json {
        case .null: bytes.append(Tag.null.rawValue)
        case .bool(let bool): bytes.append(bool ? Tag.true.rawValue : Tag.false.rawValue)
        case .int(let int):
            bytes.append(Tag.int.rawValue)
            withUnsafeBytes(of: Int64(int).littleEndian) { bytes.append(contentsOf: $0) }
        case .double(let double):
            bytes.append(Tag.double.rawValue)
            appendDouble(double, to: &bytes)
        case .string(let string):
            bytes.append(Tag.string.rawValue)
            appendString(string, to: &bytes)
        case .array(let elements):
            bytes.append(Tag.array.rawValue)
            appendVarint(elements.count, to: &bytes)
            for element in elements { appendJSON(element, to: &bytes) }
        case .object(let object):
            bytes.append(Tag.object.rawValue)
            appendVarint(object.count, to: &bytes)
            for member in object.members {
                appendString(member.key, to: &bytes)
                appendJSON(member.value, to: &bytes)
            }
        }
    }

    private func appendDouble(_ double: Double, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: double.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private func appendString(_ string: String, to bytes: inout [UInt8]) {
        appendVarint(string.utf8.count, to: &bytes)
        bytes.append(contentsOf: string.utf8)
    }

    private func appendVarint(_ value: Int, to bytes: inout [UInt8]) {
        var value = UInt(value)
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    private static func readValue(_ reader: inout ByteReader) throws(CacheError) -> RecordValue {
        let tag = try reader.byte()
        switch Tag(rawValue: tag) {
        case .reference: return .reference(try reader.string())
        case .list:
            let count = try reader.varint()
            var elements: [RecordValue] = []
            elements.reserveCapacity(min(count, 1024))
            for _ in 0..<count { elements.append(try readValue(&reader)) }
            return .list(elements)
        default: return .value(try readJSON(tag, &reader))
        }
    }

    private static func readJSON(_ tag: UInt8, _ reader: inout ByteReader) throws(CacheError) -> JSONValue {
        switch Tag(rawValue: tag) {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .int: return .int(Int(Int64(bitPattern: try reader.uint64())))
        case .double: return .double(try reader.double())
        case .string: return .string(try reader.string())
        case .array:
            let count = try reader.varint()
            var elements: [JSONValue] = []
            elements.reserveCapacity(min(count, 1024))
            for _ in 0..<count { elements.append(try readJSON(try reader.byte(), &reader)) }
            return .array(elements)
        case .object:
            let count = try reader.varint()
            var object = JSONObject()
            for _ in 0..<count {
                let key = try reader.string()
                object.append(key, try readJSON(try reader.byte(), &reader))
            }
            return .object(object)
        case .reference, .list, nil:
            throw reader.error("has an unknown value tag \(tag)")
        }
    }
}

/// Reads a serialized record, every read bounds-checked.
private struct ByteReader {
    let bytes: [UInt8]
    let key: CacheKey
    var position = 0

    init(bytes: [UInt8], key: CacheKey) {
        self.bytes = bytes
        self.key = key
    }

    var isAtEnd: Bool { position == bytes.count }

    func error(_ message: String) -> CacheError {
        CacheError(.corruptRecord(key: key, offset: position, message: message))
    }

    mutating func byte() throws(CacheError) -> UInt8 {
        guard position < bytes.count else { throw error("ends early") }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func varint() throws(CacheError) -> Int {
        var value: UInt = 0
        var shift: UInt = 0
        while true {
            let byte = try self.byte()
            guard shift < 63 else { throw error("has an overlong length") }
            value |= UInt(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        guard value <= UInt(bytes.count) else { throw error("has a length past its end") }
        return Int(value)
    }

    mutating func uint64() throws(CacheError) -> UInt64 {
        guard position + 8 <= bytes.count else { throw error("ends early") }
        var value: UInt64 = 0
        for offset in 0..<8 { value |= UInt64(bytes[position + offset]) << (8 * UInt64(offset)) }
        position += 8
        return value
    }

    mutating func double() throws(CacheError) -> Double {
        Double(bitPattern: try uint64())
    }

    mutating func string() throws(CacheError) -> String {
        let count = try varint()
        guard position + count <= bytes.count else { throw error("ends early") }
        defer { position += count }
        return String(decoding: bytes[position..<(position + count)], as: UTF8.self)
    }
}
