/// A frame's opcode (RFC 6455, section 5.2); the other values are reserved.
public enum WebSocketOpcode: UInt8, Sendable {
    case continuation = 0x0
    case text = 0x1
    case binary = 0x2
    case close = 0x8
    case ping = 0x9
    case pong = 0xA

    /// Close, ping and pong: at most 125 bytes of payload, never fragmented (section 5.5).
    public var isControl: Bool { rawValue & 0x8 != 0 }
}
