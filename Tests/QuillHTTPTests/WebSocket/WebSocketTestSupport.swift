import QuillTestSupport
import QuillWebSocket

/// The mask key of RFC 6455's examples (section 5.7).
let rfcMaskKey: UInt32 = 0x37FA_213D

/// Decodes `bytes` in one `feed`.
func decode(_ bytes: [UInt8], role: WebSocketRole = .server, limits: WebSocketFrameDecoder.Limits = .init())
    -> [WebSocketEvent]
{
    var decoder = WebSocketFrameDecoder(role: role, limits: limits)
    return decoder.feed(bytes)
}

/// Decodes `bytes` fed in pieces of random sizes (including empty ones).
func decodeSplit(
    _ bytes: [UInt8], role: WebSocketRole = .server, limits: WebSocketFrameDecoder.Limits = .init(),
    using generator: inout SplitMix64
) -> [WebSocketEvent] {
    var decoder = WebSocketFrameDecoder(role: role, limits: limits)
    var events: [WebSocketEvent] = []
    var start = 0
    while start < bytes.count {
        let end = min(bytes.count, start + Int.random(in: 0...max(1, bytes.count / 4), using: &generator))
        events += decoder.feed(bytes[start..<end])
        start = end
    }
    return events
}

/// A client frame: masked with the RFC's key.
func masked(_ opcode: WebSocketOpcode, _ payload: [UInt8], fin: Bool = true) -> [UInt8] {
    WebSocketFrameEncoder.frame(opcode, payload: payload, fin: fin, maskKey: rfcMaskKey)
}

/// A masked client frame with a hand-made first byte (FIN, RSV bits, opcode), zero mask.
func rawFrame(_ firstByte: UInt8, _ payload: [UInt8] = []) -> [UInt8] {
    precondition(payload.count <= 125)
    return [firstByte, 0x80 | UInt8(payload.count), 0, 0, 0, 0] + payload
}
