/// The bytes of a response as execution writes them: JSON tokens as
/// `JSONWriter` writes them (`JSON.stringify`'s format), plus raw bytes (cached
/// `"key":` prefixes, chunks joined in order) and truncation (null propagation
/// drops the bytes of a value that became null).
///
/// `JSONWriter` offers neither raw writes nor truncation, so this keeps its own
/// buffer; numbers go through the same `JSNumberFormat`, and strings are escaped
/// by the same rules.
struct ResponseWriter {
    private(set) var bytes: [UInt8] = []
    /// Whether the next value or key written as a `JSONSink` needs a `,` first.
    private var needsSeparator = false
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var count: Int { bytes.count }

    mutating func truncate(to count: Int) {
        bytes.removeSubrange(count...)
    }

    mutating func writeRaw(_ raw: some Collection<UInt8>) {
        bytes.append(contentsOf: raw)
    }

    mutating func writeByte(_ byte: UInt8) {
        bytes.append(byte)
    }

    mutating func writeNull() {
        bytes.append(contentsOf: "null".utf8)
    }

    mutating func writeBool(_ value: Bool) {
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    mutating func writeInt(_ value: Int) {
        JSNumberFormat.appendInteger(value, to: &bytes)
    }

    /// A number as JavaScript prints it; `null` for NaN and the infinities.
    mutating func writeDouble(_ value: Double) {
        if value.isFinite { JSNumberFormat.append(value, to: &bytes) } else { writeNull() }
    }

    /// A quoted string: `"` and `\` escaped, `\b \f \n \r \t` by letter, the
    /// other control characters as `\u00xx`; everything else as is.
    mutating func writeString(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            bytes.append(UInt8(ascii: "\""))
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                runStart = index + 1
                appendEscape(byte)
            }
            if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    private mutating func appendEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            bytes.append(contentsOf: "u00".utf8)
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0xF)])
        }
    }

    /// `value` compactly (`JSON.stringify(value)`).
    mutating func write(_ value: JSONValue) {
        switch value {
        case .null: writeNull()
        case .bool(let bool): writeBool(bool)
        case .int(let int): writeInt(int)
        case .double(let double): writeDouble(double)
        case .string(let string): writeString(string)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for index in elements.indices {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(elements[index])
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            bytes.append(UInt8(ascii: "{"))
            for index in object.members.indices {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                writeString(object.members[index].key)
                bytes.append(UInt8(ascii: ":"))
                write(object.members[index].value)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }
}

/// The introspection executor writes into a response through this, after its
/// `{"data":` prefix; `needsSeparator` places the commas.
extension ResponseWriter: JSONSink {
    mutating func beginObject() {
        separate()
        writeByte(UInt8(ascii: "{"))
        needsSeparator = false
    }

    mutating func key(_ key: String) {
        separate()
        writeString(key)
        writeByte(UInt8(ascii: ":"))
        needsSeparator = false
    }

    mutating func endObject() {
        writeByte(UInt8(ascii: "}"))
        needsSeparator = true
    }

    mutating func beginArray() {
        separate()
        writeByte(UInt8(ascii: "["))
        needsSeparator = false
    }

    mutating func endArray() {
        writeByte(UInt8(ascii: "]"))
        needsSeparator = true
    }

    mutating func null() {
        separate()
        writeNull()
        needsSeparator = true
    }

    mutating func bool(_ value: Bool) {
        separate()
        writeBool(value)
        needsSeparator = true
    }

    mutating func string(_ value: String) {
        separate()
        writeString(value)
        needsSeparator = true
    }

    mutating func value(_ value: JSONValue) {
        separate()
        write(value)
        needsSeparator = true
    }

    private mutating func separate() {
        if needsSeparator { writeByte(UInt8(ascii: ",")) }
    }
}
