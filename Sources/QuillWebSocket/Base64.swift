/// Base64 with the standard alphabet and `=` padding (RFC 4648, section 4).
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` encoded, padded to a multiple of four characters.
    static func encode(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        for start in stride(from: 0, to: bytes.count, by: 3) {
            let count = min(3, bytes.count - start)
            var group = UInt32(bytes[start]) << 16
            if count > 1 { group |= UInt32(bytes[start + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[start + 2]) }
            for i in 0..<4 {
                out.append(i <= count ? alphabet[Int(group >> UInt32(18 - 6 * i) & 0x3F)] : UInt8(ascii: "="))
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes `text` encodes, or nil unless it is canonical padded Base64
    /// (length a multiple of four, padding only at the end, unused bits zero).
    static func decode(_ text: String) -> [UInt8]? {
        let chars = Array(text.utf8)
        guard chars.count % 4 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(chars.count / 4 * 3)
        for start in stride(from: 0, to: chars.count, by: 4) {
            let isLast = start + 4 == chars.count
            var padding = 0
            var group: UInt32 = 0
            for i in 0..<4 {
                let char = chars[start + i]
                if char == UInt8(ascii: "=") {
                    guard isLast, i >= 2 else { return nil }
                    padding += 1
                    group <<= 6
                    continue
                }
                guard padding == 0, let value = sextet(char) else { return nil }
                group = group << 6 | value
            }
            // Bits below the last encoded byte must be zero, or two texts decode alike.
            guard padding == 0 || group & (padding == 1 ? 0xFF : 0xFFFF) == 0 else { return nil }
            out.append(UInt8(group >> 16))
            if padding < 2 { out.append(UInt8(truncatingIfNeeded: group >> 8)) }
            if padding < 1 { out.append(UInt8(truncatingIfNeeded: group)) }
        }
        return out
    }

    private static func sextet(_ char: UInt8) -> UInt32? {
        switch char {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(char - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(char - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(char - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
