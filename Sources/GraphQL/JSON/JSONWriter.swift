/// Writes JSON as UTF-8 bytes, exactly as JavaScript's `JSON.stringify` does:
/// compact, or indented by two spaces like `JSON.stringify(value, null, 2)`.
///
/// Besides whole `JSONValue`s it writes single tokens (`writeString`, `writeInt`,
/// …) and raw bytes, so that a producer can stream a document without building a
/// tree first; `truncate(to:)` drops what was written after a point (execution uses
/// it when a value turns out to be null).
public struct JSONWriter: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    /// The bytes as a string.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// How many bytes were written.
    public var count: Int { bytes.count }

    /// Drops the bytes written after the first `count`.
    public mutating func truncate(to count: Int) {
        bytes.removeSubrange(count...)
    }

    /// Bytes that already are JSON (or a part of it, such as a cached `"key":`).
    public mutating func writeRaw(_ raw: some Collection<UInt8>) {
        bytes.append(contentsOf: raw)
    }

    // MARK: Tokens

    /// `null`.
    public mutating func writeNull() {
        bytes.append(contentsOf: "null".utf8)
    }

    /// `true` or `false`.
    public mutating func writeBool(_ value: Bool) {
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// An integer in decimal.
    public mutating func writeInt(_ value: Int) {
        JSNumberFormat.appendInteger(value, to: &bytes)
    }

    /// A number as JavaScript prints it; `null` for NaN and the infinities.
    public mutating func writeDouble(_ value: Double) {
        if value.isFinite {
            JSNumberFormat.append(value, to: &bytes)
        } else {
            writeNull()
        }
    }

    /// A quoted string: `"` and `\` escaped, `\b \f \n \r \t` by letter, the other
    /// control characters as `\u00xx`; everything else as is.
    public mutating func writeString(_ value: String) {
        var value = value
        value.withUTF8 { appendQuoted($0) }
    }

    /// One byte as it is (a bracket, a comma).
    public mutating func writeByte(_ byte: UInt8) {
        bytes.append(byte)
    }

    private mutating func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
            runStart = index + 1
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
                bytes.append(lowercaseHexDigits[Int(byte >> 4)])
                bytes.append(lowercaseHexDigits[Int(byte & 0xF)])
            }
        }
        if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        bytes.append(UInt8(ascii: "\""))
    }

    // MARK: Values

    /// `value` compactly (`JSON.stringify(value)`).
    public mutating func write(_ value: JSONValue) {
        switch value {
        case .null: writeNull()
        case .bool(let bool): writeBool(bool)
        case .int(let int): writeInt(int)
        case .double(let double): writeDouble(double)
        case .string(let string): writeString(string)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(element)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                writeString(member.key)
                bytes.append(UInt8(ascii: ":"))
                write(member.value)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// `value` indented by two spaces a level (`JSON.stringify(value, null, 2)`),
    /// starting at `level`.
    public mutating func writePretty(_ value: JSONValue, level: Int = 0) {
        switch value {
        case .array(let elements) where !elements.isEmpty:
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(level + 1)
                writePretty(element, level: level + 1)
            }
            newline(level)
            bytes.append(UInt8(ascii: "]"))
        case .object(let object) where !object.isEmpty:
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(level + 1)
                writeString(member.key)
                bytes.append(contentsOf: ": ".utf8)
                writePretty(member.value, level: level + 1)
            }
            newline(level)
            bytes.append(UInt8(ascii: "}"))
        default:
            write(value)
        }
    }

    private mutating func newline(_ level: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }
}

private let lowercaseHexDigits: [UInt8] = Array("0123456789abcdef".utf8)

extension JSONValue {
    /// The compact JSON text (`JSON.stringify(value)`).
    public func serialized() -> [UInt8] {
        var writer = JSONWriter()
        writer.write(self)
        return writer.bytes
    }

    /// The JSON text indented by two spaces (`JSON.stringify(value, null, 2)`).
    public func prettySerialized() -> [UInt8] {
        var writer = JSONWriter()
        writer.writePretty(self)
        return writer.bytes
    }
}
