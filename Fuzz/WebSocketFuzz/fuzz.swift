@testable import QuillWebSocket

/// Checks one input: the first byte seeds how the rest is split; the rest is
/// what a peer sends, read by a server and by a client decoder.
///
/// Checks: no crash; one feed, a byte at a time and a seeded random split give the
/// same events; a close or failure comes last; every message re-encodes to frames that
/// decode to it again; a connection stops acting once closed; Base64 decoding is canonical.
func fuzzWebSocket(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard size > 0, let data else { return 0 }
    let seed = data[0]
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let limits = WebSocketFrameDecoder.Limits(maxFrameSize: 1024, maxMessageSize: 2048)
    for role in [WebSocketRole.server, .client] {
        var whole = WebSocketFrameDecoder(role: role, limits: limits)
        let events = whole.feed(bytes)
        var single = WebSocketFrameDecoder(role: role, limits: limits)
        let byByte = bytes.flatMap { single.feed(CollectionOfOne($0)) }
        guard byByte == events else { fatalError("byte-at-a-time differs: \(byByte) vs \(events)") }
        var split = WebSocketFrameDecoder(role: role, limits: limits)
        var state = UInt64(seed) | 1
        var splitEvents: [WebSocketEvent] = []
        var start = 0
        while start < bytes.count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let end = min(bytes.count, start + Int(state >> 33) % (Int(seed) + 2))
            splitEvents += split.feed(bytes[start..<end])
            start = end
        }
        guard splitEvents == events else { fatalError("split feed differs: \(splitEvents) vs \(events)") }
        checkTerminalEventIsLast(events)
        checkRoundTrip(events, role: role, limits: limits)
        var connection = WebSocketConnection(role: role, limits: limits, makeMaskKey: { UInt32(seed) })
        var closed = false
        for byte in bytes {
            let actions = connection.receive(CollectionOfOne(byte))
            if closed && !actions.isEmpty { fatalError("actions after close: \(actions)") }
            closed = connection.state == .closed
        }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if let decoded = Base64.decode(text), Base64.encode(decoded) != text {
        fatalError("Base64 decoding is not canonical: \(text)")
    }
    return 0
}

private func checkTerminalEventIsLast(_ events: [WebSocketEvent]) {
    for (index, event) in events.enumerated() {
        switch event {
        case .close, .failure:
            if index != events.count - 1 { fatalError("events after \(event): \(events)") }
        default: break
        }
    }
}

/// Encodes the events as the peer would have sent them, then decodes them again.
private func checkRoundTrip(_ events: [WebSocketEvent], role: WebSocketRole, limits: WebSocketFrameDecoder.Limits) {
    let maskKey: UInt32? = role == .server ? 0xA5C3_0F01 : nil
    var bytes: [UInt8] = []
    var expected: [WebSocketEvent] = []
    for event in events {
        switch event {
        case .text(let text): bytes += WebSocketFrameEncoder.text(text, maskKey: maskKey)
        case .binary(let payload): bytes += WebSocketFrameEncoder.binary(payload, maskKey: maskKey)
        case .ping(let payload): bytes += WebSocketFrameEncoder.ping(payload, maskKey: maskKey)
        case .pong(let payload): bytes += WebSocketFrameEncoder.pong(payload, maskKey: maskKey)
        case .close(let code, let reason): bytes += WebSocketFrameEncoder.close(code: code, reason: reason, maskKey: maskKey)
        case .failure: continue
        }
        expected.append(event)
    }
    var decoder = WebSocketFrameDecoder(role: role, limits: limits)
    let again = decoder.feed(bytes)
    if again != expected { fatalError("re-encoded events differ: \(again) vs \(expected)") }
}
