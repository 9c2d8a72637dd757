/// One field line: its name as sent and its value without surrounding whitespace.
public struct HTTPField: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// Header (or trailer) fields in the order received; lookups ignore the case of names.
///
/// Values are decoded as UTF-8, invalid bytes (obs-text that is not UTF-8) becoming U+FFFD.
public struct HTTPHeaders: Sendable, Hashable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    public private(set) var fields: [HTTPField]

    public init(_ fields: [HTTPField] = []) {
        self.fields = fields
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { HTTPField(name: $0.0, value: $0.1) }
    }

    public var startIndex: Int { fields.startIndex }
    public var endIndex: Int { fields.endIndex }
    public subscript(position: Int) -> HTTPField { fields[position] }

    public mutating func append(name: String, value: String) {
        fields.append(HTTPField(name: name, value: value))
    }

    /// The first value of the named field, if any.
    public subscript(name: String) -> String? {
        fields.first { Self.equalIgnoringCase($0.name, name) }?.value
    }

    /// Every value of the named field, in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.equalIgnoringCase($0.name, name) }.map(\.value)
    }

    /// Whether a comma-separated field (like `Connection`) lists `token`, ignoring case.
    public func containsToken(_ token: String, in name: String) -> Bool {
        values(for: name).contains { value in
            value.utf8.split(separator: UInt8(ascii: ",")).contains { element in
                Self.equalIgnoringCase(trimmingOWS(element), token.utf8)
            }
        }
    }

    package static func equalIgnoringCase(_ a: String, _ b: String) -> Bool {
        equalIgnoringCase(a.utf8[...], b.utf8)
    }

    package static func equalIgnoringCase<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { asciiLowercased($0) == asciiLowercased($1) }
    }
}

func asciiLowercased(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
}

func isOWS(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
}

/// `bytes` without leading and trailing SP and HTAB.
func trimmingOWS<C: BidirectionalCollection<UInt8>>(_ bytes: C) -> C.SubSequence {
    guard let first = bytes.firstIndex(where: { !isOWS($0) }),
        let last = bytes.lastIndex(where: { !isOWS($0) })
    else { return bytes[bytes.endIndex...] }
    return bytes[first...last]
}
