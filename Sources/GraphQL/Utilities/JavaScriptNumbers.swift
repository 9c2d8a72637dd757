/// Numbers as JavaScript reads and prints them, where graphql-js's coercions and
/// messages depend on it.

/// A number as JavaScript's `String(n)` writes it (integers beyond 2^53 lose
/// precision as JavaScript numbers do).
func javaScriptNumber(_ value: Int) -> String {
    value.magnitude <= 1 << 53 ? String(value) : JSNumberFormat.string(Double(value))
}

/// Whether a number is an integer (`Number.isInteger`).
func isInteger(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    // Every double of 2^53 or more is an integer.
    return value.magnitude >= 9_007_199_254_740_992 || Double(Int(value)) == value
}

/// JavaScript's `Number(string)`: decimal (with exponent), `0x`/`0o`/`0b`
/// integers, `Infinity`, surrounding white space ignored, empty as 0; `nil` for NaN.
func numberFromString(_ string: String) -> Double? {
    let trimmed = string.utf8.drop { isJavaScriptSpace($0) }.reversed().drop { isJavaScriptSpace($0) }.reversed()
    let text = String(decoding: trimmed, as: UTF8.self)
    if text.isEmpty { return 0 }
    switch text {
    case "Infinity", "+Infinity": return .infinity
    case "-Infinity": return -.infinity
    default: break
    }
    let bytes = Array(text.utf8)
    if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
        let radix: Int? =
            switch bytes[1] | 0x20 {
            case UInt8(ascii: "x"): 16
            case UInt8(ascii: "o"): 8
            case UInt8(ascii: "b"): 2
            default: nil
            }
        if let radix {
            var result = 0.0
            for byte in bytes.dropFirst(2) {
                guard let digit = Int(String(UnicodeScalar(byte)), radix: radix) else { return nil }
                result = result * Double(radix) + Double(digit)
            }
            return result
        }
    }
    let allowed = bytes.allSatisfy { byte in
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }
    return allowed ? Double(text) : nil
}

private func isJavaScriptSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
}
