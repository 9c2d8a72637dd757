/// Writes WebSocket frames (RFC 6455, section 5.2).
///
/// A server sends frames unmasked (`maskKey: nil`); a client masks every frame with a
/// fresh random key (section 5.3), whose bytes are the key's big-endian bytes.
public enum WebSocketFrameEncoder {
    /// One frame. Control frames must be final and carry at most 125 bytes.
    public static func frame(
        _ opcode: WebSocketOpcode, payload: some Collection<UInt8>, fin: Bool = true, maskKey: UInt32? = nil
    ) -> [UInt8] {
        let count = payload.count
        precondition(!opcode.isControl || (fin && count <= 125), "control frames are final and at most 125 bytes")
        var out: [UInt8] = []
        out.reserveCapacity(count + 14)
        out.append((fin ? 0x80 : 0) | opcode.rawValue)
        let maskBit: UInt8 = maskKey == nil ? 0 : 0x80
        switch count {
        case 0...125:
            out.append(maskBit | UInt8(count))
        case 126...0xFFFF:
            out.append(maskBit | 126)
            out.append(UInt8(count >> 8))
            out.append(UInt8(truncatingIfNeeded: count))
        default:
            out.append(maskBit | 127)
            for shift in stride(from: 56, through: 0, by: -8) {
                out.append(UInt8(truncatingIfNeeded: UInt64(count) >> UInt64(shift)))
            }
        }
        guard let maskKey else {
            out.append(contentsOf: payload)
            return out
        }
        let key = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: maskKey >> UInt32($0)) }
        out.append(contentsOf: key)
        for (i, byte) in payload.enumerated() {
            out.append(byte ^ key[i & 3])
        }
        return out
    }

    public static func text(_ text: String, maskKey: UInt32? = nil) -> [UInt8] {
        frame(.text, payload: Array(text.utf8), maskKey: maskKey)
    }

    public static func binary(_ bytes: some Collection<UInt8>, maskKey: UInt32? = nil) -> [UInt8] {
        frame(.binary, payload: bytes, maskKey: maskKey)
    }

    public static func ping(_ payload: some Collection<UInt8> = [], maskKey: UInt32? = nil) -> [UInt8] {
        frame(.ping, payload: payload, maskKey: maskKey)
    }

    public static func pong(_ payload: some Collection<UInt8> = [], maskKey: UInt32? = nil) -> [UInt8] {
        frame(.pong, payload: payload, maskKey: maskKey)
    }

    /// A close frame; with no code it has an empty payload and `reason` must be empty.
    /// The reason is cut at a scalar boundary to fit the 123 bytes left beside the code.
    public static func close(code: WebSocketCloseCode?, reason: String = "", maskKey: UInt32? = nil) -> [UInt8] {
        guard let code else {
            precondition(reason.isEmpty, "a close frame without a code has no reason")
            return frame(.close, payload: [], maskKey: maskKey)
        }
        var payload = [UInt8(code.rawValue >> 8), UInt8(truncatingIfNeeded: code.rawValue)]
        for scalar in reason.unicodeScalars {
            let encoded = Array(String(scalar).utf8)
            if payload.count + encoded.count > 125 { break }
            payload += encoded
        }
        return frame(.close, payload: payload, maskKey: maskKey)
    }
}
