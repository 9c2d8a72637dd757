/// Numbers as JavaScript's `Number.prototype.toString` writes them (and so
/// `JSON.stringify` and `String(n)`): the shortest digits that read back as the
/// same double, in plain notation from 1e-6 up to below 1e21, else `1.5e+21`.
enum JSNumberFormat {
    /// `Infinity`, `-Infinity` and `NaN` as JavaScript names them; JSON writers
    /// check `isFinite` first.
    static func string(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func append(_ value: Double, to bytes: inout [UInt8]) {
        if value.isNaN {
            bytes.append(contentsOf: "NaN".utf8)
            return
        }
        if value.isInfinite {
            bytes.append(contentsOf: (value < 0 ? "-Infinity" : "Infinity").utf8)
            return
        }
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        // Integers below 2^53 print all their digits exactly.
        // (`rounded()` would need libm, which the library does not link.)
        if value.magnitude < 9_007_199_254_740_992, Double(Int(value)) == value {
            appendInteger(Int(value), to: &bytes)
            return
        }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let (digits, exponent) = shortestDigits(value.magnitude)
        appendDigits(digits, pointPosition: exponent, to: &bytes)
    }

    static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude < 10 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(magnitude))
            return
        }
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes hold any UInt64's 20 digits
        withUnsafeMutableBytes(of: &buffer) { raw in
            var position = raw.count
            while magnitude > 0 {
                position -= 1
                raw[position] = UInt8(ascii: "0") &+ UInt8(magnitude % 10)
                magnitude /= 10
            }
            bytes.append(contentsOf: raw[position...])
        }
    }

    /// The shortest round-trip decimal digits of a positive finite double, and `n`
    /// such that the value is `0.digits × 10^n` (ECMAScript's `n`). Swift's own
    /// `description` already finds the shortest digits; only its layout differs.
    private static func shortestDigits(_ value: Double) -> (digits: [UInt8], exponent: Int) {
        var digits: [UInt8] = []
        digits.reserveCapacity(17)
        var integerDigits = 0
        var seenPoint = false
        var exponent = 0
        var exponentSign = 1
        var inExponent = false
        for byte in value.description.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if inExponent {
                    exponent = exponent * 10 + Int(byte &- UInt8(ascii: "0"))
                } else {
                    digits.append(byte)
                    if !seenPoint { integerDigits += 1 }
                }
            case UInt8(ascii: "."): seenPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "-"): if inExponent { exponentSign = -1 }
            default: break
            }
        }
        var pointPosition = integerDigits + exponentSign * exponent
        let leadingZeros = digits.prefix { $0 == UInt8(ascii: "0") }.count
        digits.removeFirst(leadingZeros)
        pointPosition -= leadingZeros
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        return (digits, pointPosition)
    }

    /// ECMAScript Number::toString steps 6–10 for digits `s` (length k) and `n`.
    private static func appendDigits(_ digits: [UInt8], pointPosition n: Int, to bytes: inout [UInt8]) {
        let k = digits.count
        if k <= n && n <= 21 {
            bytes.append(contentsOf: digits)
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: n - k))
        } else if 0 < n && n <= 21 {
            bytes.append(contentsOf: digits[..<n])
            bytes.append(UInt8(ascii: "."))
            bytes.append(contentsOf: digits[n...])
        } else if -6 < n && n <= 0 {
            bytes.append(contentsOf: "0.".utf8)
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -n))
            bytes.append(contentsOf: digits)
        } else {
            bytes.append(digits[0])
            if k > 1 {
                bytes.append(UInt8(ascii: "."))
                bytes.append(contentsOf: digits[1...])
            }
            bytes.append(UInt8(ascii: "e"))
            bytes.append(UInt8(ascii: n - 1 < 0 ? "-" : "+"))
            appendInteger(abs(n - 1), to: &bytes)
        }
    }
}
