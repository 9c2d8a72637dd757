/// Reads JSON text (RFC 8259) from UTF-8 bytes into a `JSONValue`.
///
/// The reader keeps its own stack instead of recursing, so the nesting depth is
/// bounded only by `maxDepth` (which protects the code that later walks the
/// value). Numbers without a fraction or exponent that fit an `Int` become
/// `.int`, others `.double`. A key repeated in an object keeps its first position
/// and its last value, as `JSON.parse` does.
public struct JSONReader {
    /// The deepest nesting of arrays and objects accepted.
    public var maxDepth: Int

    public init(maxDepth: Int = 1024) {
        self.maxDepth = maxDepth
    }

    /// The JSON value of `text`.
    public func read(_ text: String) throws(JSONReadError) -> JSONValue {
        var text = text
        return try text.withUTF8 { bytes in Result { () throws(JSONReadError) in try read(bytes) } }.get()
    }

    /// The JSON value of UTF-8 bytes.
    public func read(_ bytes: [UInt8]) throws(JSONReadError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { bytes in Result { () throws(JSONReadError) in try read(bytes) } }.get()
    }

    /// The JSON value of UTF-8 bytes in a buffer.
    public func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONReadError) -> JSONValue {
        var scanner = JSONScanner(bytes: bytes, maxDepth: maxDepth)
        return try scanner.readDocument()
    }
}

/// Why JSON text could not be read, and where: a byte offset, and the line and
/// column (1-based, columns counted in bytes).
public struct JSONReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var offset: Int
    public var line: Int
    public var column: Int

    public var description: String { "\(message) at line \(line), column \(column)" }
}

/// An object being read: its members so far, the key whose value comes next, and
/// (for large objects) the position of each key.
private struct ObjectInProgress {
    var object = JSONObject()
    var key: String
    var index: [String: Int]?

    /// Adds the value for `key`; a repeated key keeps its first position.
    mutating func add(_ value: JSONValue) {
        if index == nil && object.count >= 8 {
            var built: [String: Int] = [:]
            for (position, member) in object.members.enumerated() { built[member.key] = position }
            index = built
        }
        if index != nil {
            if let existing = index![key] {
                object.members[existing].value = value
            } else {
                index![key] = object.count
                object.append(key, value)
            }
        } else {
            object.set(key, value)
        }
    }
}

private struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    var position = 0
    /// The open containers, innermost last: `true` for an object. Arrays and
    /// objects in progress live in their own stacks, so that adding to the
    /// innermost one mutates it in place.
    var isObject: [Bool] = []
    var arrays: [[JSONValue]] = []
    var objects: [ObjectInProgress] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    mutating func readDocument() throws(JSONReadError) -> JSONValue {
        // A UTF-8 byte order mark is allowed before the value.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        let value = try readValue()
        skipWhitespace()
        if position < bytes.count { throw error("Unexpected \(describeByte()) after the JSON value") }
        return value
    }

    /// Reads one value, nested ones included, with an explicit stack.
    private mutating func readValue() throws(JSONReadError) -> JSONValue {
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw error("Unexpected end of input, expected a value") }
            var value: JSONValue
            switch bytes[position] {
            case UInt8(ascii: "["):
                position += 1
                try checkDepth()
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    position += 1
                    value = .array([])
                } else {
                    isObject.append(false)
                    arrays.append([])
                    continue
                }
            case UInt8(ascii: "{"):
                position += 1
                try checkDepth()
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    position += 1
                    value = .object(JSONObject())
                } else {
                    let key = try readKey()
                    isObject.append(true)
                    objects.append(ObjectInProgress(key: key))
                    continue
                }
            case UInt8(ascii: "\""): value = .string(try readString())
            case UInt8(ascii: "t"): try readLiteral("true"); value = .bool(true)
            case UInt8(ascii: "f"): try readLiteral("false"); value = .bool(false)
            case UInt8(ascii: "n"): try readLiteral("null"); value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try readNumber()
            default: throw error("Unexpected \(describeByte()), expected a value")
            }
            // Add the value to its containers, closing every one that ends here.
            while true {
                guard let inObject = isObject.last else { return value }
                skipWhitespace()
                if inObject {
                    objects[objects.count - 1].add(value)
                    switch peek() {
                    case UInt8(ascii: ","):
                        position += 1
                        skipWhitespace()
                        objects[objects.count - 1].key = try readKey()
                    case UInt8(ascii: "}"):
                        position += 1
                        isObject.removeLast()
                        value = .object(objects.removeLast().object)
                        continue
                    default: throw error("Unexpected \(describeByte()) in an object, expected ',' or '}'")
                    }
                } else {
                    arrays[arrays.count - 1].append(value)
                    switch peek() {
                    case UInt8(ascii: ","):
                        position += 1
                    case UInt8(ascii: "]"):
                        position += 1
                        isObject.removeLast()
                        value = .array(arrays.removeLast())
                        continue
                    default: throw error("Unexpected \(describeByte()) in an array, expected ',' or ']'")
                    }
                }
                break
            }
        }
    }

    private mutating func checkDepth() throws(JSONReadError) {
        guard isObject.count < maxDepth else {
            position -= 1
            throw error("JSON nested deeper than \(maxDepth) levels")
        }
    }

    /// `"key"` and the `:` after it.
    private mutating func readKey() throws(JSONReadError) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw error("Unexpected \(describeByte()), expected a string key") }
        let key = try readString()
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw error("Unexpected \(describeByte()) after an object key, expected ':'") }
        position += 1
        return key
    }

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private mutating func readLiteral(_ literal: StaticString) throws(JSONReadError) {
        let count = literal.utf8CodeUnitCount
        let start = literal.utf8Start
        for offset in 0..<count {
            guard position + offset < bytes.count, bytes[position + offset] == start[offset] else {
                position += offset
                throw error(
                    position < bytes.count ? "Unexpected \(describeByte()), expected '\(literal)'" : "Unexpected end of input, expected '\(literal)'")
            }
        }
        position += count
    }

    private mutating func readNumber() throws(JSONReadError) -> JSONValue {
        let start = position
        var isInteger = true
        if peek() == UInt8(ascii: "-") { position += 1 }
        guard let first = peek(), isDigit(first) else { throw error("Expected a digit in a number") }
        position += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if peek() == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard let digit = peek(), isDigit(digit) else { throw error("Expected a digit after the decimal point") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard let digit = peek(), isDigit(digit) else { throw error("Expected a digit in the exponent") }
            skipDigits()
        }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
        if isInteger, text.count <= 20, let int = parseInteger(text) { return .int(int) }
        let string = String(decoding: text, as: UTF8.self)
        guard let double = Double(string) else { throw error("Invalid number '\(string)'") }
        return .double(double)
    }

    private func parseInteger(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let negative = text[0] == UInt8(ascii: "-")
        if negative { index = 1 }
        var result = 0
        while index < text.count {
            let (multiplied, overflow1) = result.multipliedReportingOverflow(by: 10)
            let digit = Int(text[index] &- UInt8(ascii: "0"))
            let (sum, overflow2) = negative ? multiplied.subtractingReportingOverflow(digit) : multiplied.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            result = sum
            index += 1
        }
        // -0 is a double in JavaScript; keep its sign.
        if negative && result == 0 { return nil }
        return result
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { position += 1 }
    }

    private mutating func readString() throws(JSONReadError) -> String {
        position += 1  // the opening quote
        let start = position
        // Fast path: no escapes.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return string
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("Unescaped control character in a string") }
            position += 1
        }
        var buffer = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                guard let escape = peek() else { break }
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"): appendScalar(try readUnicodeEscape(), to: &buffer)
                default:
                    position -= 1
                    throw error("Invalid escape sequence '\\\(describeByte(quoted: false))' in a string")
                }
            case 0..<0x20:
                throw error("Unescaped control character in a string")
            default:
                buffer.append(byte)
                position += 1
            }
        }
        throw error("Unterminated string")
    }

    /// The scalar of `\uXXXX` (the `\u` already read), joining a surrogate pair;
    /// a lone surrogate becomes U+FFFD, since Swift strings cannot hold it.
    private mutating func readUnicodeEscape() throws(JSONReadError) -> UInt32 {
        let high = try readHex4()
        guard 0xD800...0xDBFF ~= high else { return 0xDC00...0xDFFF ~= high ? 0xFFFD : high }
        if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
            let mark = position
            position += 2
            let low = try readHex4()
            if 0xDC00...0xDFFF ~= low { return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00) }
            position = mark
        }
        return 0xFFFD
    }

    private mutating func readHex4() throws(JSONReadError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw error("Unexpected end of input in a \\u escape") }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("Invalid hexadecimal digit \(describeByte()) in a \\u escape")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private func appendScalar(_ scalar: UInt32, to buffer: inout [UInt8]) {
        let scalar = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        buffer.append(contentsOf: UTF8.encode(scalar)!)
    }

    private func describeByte(quoted: Bool = true) -> String {
        guard position < bytes.count else { return "end of input" }
        let byte = bytes[position]
        let text: String
        if byte >= 0x20 && byte < 0x7F {
            text = String(UnicodeScalar(byte))
        } else {
            text = "\\u{\(String(byte, radix: 16))}"
        }
        return quoted ? "'\(text)'" : text
    }

    private func error(_ message: String) -> JSONReadError {
        var line = 1
        var lineStart = 0
        let end = min(position, bytes.count)
        for index in 0..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return JSONReadError(message: message, offset: end, line: line, column: end - lineStart + 1)
    }
}
