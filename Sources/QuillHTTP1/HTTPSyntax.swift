/// Character classes of RFC 9110 section 5.6 and RFC 9112, as byte tests.
enum HTTPSyntax {
    static let cr = UInt8(ascii: "\r")
    static let lf = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")

    /// tchar: the characters of a token (method, field name, coding).
    static func isTokenChar(_ byte: UInt8) -> Bool {
        tokenTable[Int(byte)]
    }

    /// Whether `bytes` is a non-empty token.
    static func isToken<C: Collection<UInt8>>(_ bytes: C) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy(isTokenChar)
    }

    /// field-vchar, SP and HTAB: what a field value may hold (obs-text included).
    static func isFieldValueChar(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != 0x7F || byte == UInt8(ascii: "\t")
    }

    /// The visible ASCII characters a request-target may hold.
    static func isTargetChar(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F
    }

    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte &- UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte &- UInt8(ascii: "a") &+ 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte &- UInt8(ascii: "A") &+ 10)
        default: nil
        }
    }

    private static let tokenTable: [Bool] = (0..<256).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "!#$%&'*+-.^_`|~".utf8.contains(UInt8(byte))
        }
    }
}
