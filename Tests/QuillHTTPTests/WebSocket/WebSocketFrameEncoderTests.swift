import QuillTestSupport
import QuillWebSocket
import Testing

@Suite struct WebSocketFrameEncoderTests {
    @Test func serverFramesAreUnmasked() {
        #expect(WebSocketFrameEncoder.text("Hello") == [0x81, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F])
        #expect(WebSocketFrameEncoder.ping(Array("Hello".utf8)) == [0x89, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F])
        #expect(WebSocketFrameEncoder.pong() == [0x8A, 0x00])
        #expect(WebSocketFrameEncoder.frame(.text, payload: Array("Hel".utf8), fin: false) == [0x01, 0x03, 0x48, 0x65, 0x6C])
        #expect(WebSocketFrameEncoder.frame(.continuation, payload: Array("lo".utf8)) == [0x80, 0x02, 0x6C, 0x6F])
    }

    @Test func clientFramesAreMaskedWithTheGivenKey() {
        #expect(
            WebSocketFrameEncoder.pong(Array("Hello".utf8), maskKey: rfcMaskKey)
                == [0x8A, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58])
        #expect(WebSocketFrameEncoder.binary([], maskKey: 0x0102_0304) == [0x82, 0x80, 1, 2, 3, 4])
    }

    @Test func closeFrames() {
        #expect(WebSocketFrameEncoder.close(code: nil) == [0x88, 0x00])
        #expect(WebSocketFrameEncoder.close(code: .normalClosure) == [0x88, 0x02, 0x03, 0xE8])
        #expect(
            WebSocketFrameEncoder.close(code: WebSocketCloseCode(rawValue: 4400), reason: "bad")
                == [0x88, 0x05, 0x11, 0x30, 0x62, 0x61, 0x64])
    }

    @Test func longCloseReasonsAreCutAtAScalarBoundary() {
        let reason = String(repeating: "a", count: 122) + "é" + "tail"
        let frame = WebSocketFrameEncoder.close(code: .policyViolation, reason: reason)
        #expect(frame.count == 2 + 2 + 122)
        #expect(decode(frame, role: .client) == [.close(code: .policyViolation, reason: String(repeating: "a", count: 122))])
        let exact = String(repeating: "a", count: 121) + "é"
        #expect(
            decode(WebSocketFrameEncoder.close(code: .policyViolation, reason: exact), role: .client)
                == [.close(code: .policyViolation, reason: exact)])
    }

    @Test func roundTripsThroughTheDecoder() {
        var generator = SplitMix64(seed: 42)
        for count in [0, 1, 125, 126, 65535, 65536, 100_000] {
            let payload = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let key = UInt32.random(in: 0...UInt32.max, using: &generator)
            #expect(decode(WebSocketFrameEncoder.binary(payload), role: .client) == [.binary(payload)])
            #expect(decode(WebSocketFrameEncoder.binary(payload, maskKey: key)) == [.binary(payload)])
            let text = String(decoding: payload.map { $0 & 0x7F }, as: UTF8.self) + "ß∑🎉"
            #expect(decode(WebSocketFrameEncoder.text(text, maskKey: key)) == [.text(text)])
        }
        let control = [UInt8](repeating: 7, count: 125)
        #expect(
            decode(WebSocketFrameEncoder.ping(control, maskKey: 9) + WebSocketFrameEncoder.pong(control, maskKey: 9))
                == [.ping(control), .pong(control)])
        #expect(
            decode(WebSocketFrameEncoder.close(code: .goingAway, reason: "restart", maskKey: 1))
                == [.close(code: .goingAway, reason: "restart")])
    }
}
