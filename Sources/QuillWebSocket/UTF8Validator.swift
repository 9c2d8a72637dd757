/// Checks UTF-8 (RFC 3629) incrementally, so a text message fails as soon as its first
/// invalid byte arrives, whichever frame or read it arrives in.
struct UTF8Validator: Sendable {
    /// Continuation bytes still expected for the current scalar.
    private var pending = 0
    /// Range of the next continuation byte; narrower after E0, ED, F0 and F4, which
    /// exclude overlong forms, surrogates and scalars above U+10FFFF.
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF

    /// Whether the bytes so far end on a scalar boundary.
    var isComplete: Bool { pending == 0 }

    /// Reads `bytes`; false once they cannot be the start of valid UTF-8.
    mutating func consume(_ bytes: some Collection<UInt8>) -> Bool {
        for byte in bytes {
            if pending == 0 {
                switch byte {
                case 0x00...0x7F: continue
                case 0xC2...0xDF: pending = 1
                case 0xE0: (pending, lower) = (2, 0xA0)
                case 0xE1...0xEC, 0xEE...0xEF: pending = 2
                case 0xED: (pending, upper) = (2, 0x9F)
                case 0xF0: (pending, lower) = (3, 0x90)
                case 0xF1...0xF3: pending = 3
                case 0xF4: (pending, upper) = (3, 0x8F)
                default: return false
                }
            } else {
                guard byte >= lower && byte <= upper else { return false }
                (pending, lower, upper) = (pending - 1, 0x80, 0xBF)
            }
        }
        return true
    }
}
