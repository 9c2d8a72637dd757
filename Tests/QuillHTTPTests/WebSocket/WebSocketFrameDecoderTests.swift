import QuillTestSupport
import QuillWebSocket
import Testing

@Suite struct WebSocketFrameDecoderTests {
    private let hello = Array("Hello".utf8)

    // MARK: RFC 6455, section 5.7

    @Test func singleFrameUnmaskedText() {
        #expect(decode([0x81, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F], role: .client) == [.text("Hello")])
    }

    @Test func singleFrameMaskedText() {
        let frame: [UInt8] = [0x81, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58]
        #expect(decode(frame) == [.text("Hello")])
        #expect(masked(.text, hello) == frame)
    }

    @Test func fragmentedUnmaskedText() {
        let frames: [UInt8] = [0x01, 0x03, 0x48, 0x65, 0x6C, 0x80, 0x02, 0x6C, 0x6F]
        #expect(decode(frames, role: .client) == [.text("Hello")])
    }

    @Test func pingAndMaskedPong() {
        #expect(decode([0x89, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F], role: .client) == [.ping(hello)])
        #expect(decode([0x8A, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58]) == [.pong(hello)])
    }

    @Test func binary256BytesWith16BitLength() {
        let payload = (0..<256).map { UInt8(truncatingIfNeeded: $0) }
        let frame = [0x82, 0x7E, 0x01, 0x00] + payload
        #expect(WebSocketFrameEncoder.binary(payload) == frame)
        #expect(decode(frame, role: .client) == [.binary(payload)])
    }

    @Test func binary64KiBWith64BitLength() {
        let payload = (0..<65536).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let frame = [0x82, 0x7F, 0, 0, 0, 0, 0, 0x01, 0x00, 0x00] + payload
        #expect(WebSocketFrameEncoder.binary(payload) == frame)
        #expect(decode(frame, role: .client) == [.binary(payload)])
        #expect(decode(WebSocketFrameEncoder.binary(payload, maskKey: 0xDEAD_BEEF)) == [.binary(payload)])
    }

    // MARK: Messages

    @Test func controlFramesInterleaveWithAFragmentedMessage() {
        let bytes =
            masked(.text, Array("Hel".utf8), fin: false) + masked(.ping, [1, 2])
            + masked(.continuation, [], fin: false) + masked(.pong, [])
            + masked(.continuation, Array("lo".utf8)) + masked(.binary, [9])
        #expect(decode(bytes) == [.ping([1, 2]), .pong([]), .text("Hello"), .binary([9])])
    }

    @Test func emptyMessagesAndLengthBoundaries() {
        for count in [0, 1, 125, 126, 127, 65535, 65536] {
            let payload = [UInt8](repeating: 0x41, count: count)
            #expect(decode(masked(.binary, payload)) == [.binary(payload)])
            #expect(decode(masked(.text, payload)) == [.text(String(repeating: "A", count: count))])
        }
    }

    @Test func closeFrames() {
        #expect(decode(masked(.close, [])) == [.close(code: nil, reason: "")])
        #expect(decode(masked(.close, [0x03, 0xE8])) == [.close(code: .normalClosure, reason: "")])
        #expect(
            decode(masked(.close, [0x11, 0x36] + Array("too many ✋".utf8)))
                == [.close(code: WebSocketCloseCode(rawValue: 4406), reason: "too many ✋")])
    }

    @Test func nothingIsReadAfterClose() {
        let bytes = masked(.close, [0x03, 0xE9]) + masked(.text, hello) + [0xFF, 0xFF]
        #expect(decode(bytes) == [.close(code: .goingAway, reason: "")])
    }

    // MARK: Errors, each with its close code

    @Test(
        arguments: [
            (rawFrame(0xC1, [0x41]), WebSocketError.reservedBitsSet),
            (rawFrame(0xA1), .reservedBitsSet),
            (rawFrame(0x91), .reservedBitsSet),
            (rawFrame(0x83), .reservedOpcode(3)),
            (rawFrame(0x87), .reservedOpcode(7)),
            (rawFrame(0x8B), .reservedOpcode(0xB)),
            (rawFrame(0x8F), .reservedOpcode(0xF)),
            (rawFrame(0x09), .fragmentedControlFrame),
            (rawFrame(0x08), .fragmentedControlFrame),
            ([0x89, 0xFE, 0x00, 0x7E, 0, 0, 0, 0], .controlFrameTooLong),
            (rawFrame(0x80), .unexpectedContinuation),
            (rawFrame(0x01, [0x41]) + rawFrame(0x81, [0x41]), .expectedContinuation),
            (rawFrame(0x02) + rawFrame(0x81), .expectedContinuation),
            ([0x82, 0xFE, 0x00, 0x7D, 0, 0, 0, 0], .nonMinimalLength),
            ([0x82, 0xFF, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0, 0, 0, 0], .nonMinimalLength),
            ([0x82, 0xFF, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], .lengthHighBitSet),
            (rawFrame(0x88, [0x03]), .closePayloadTooShort),
            (rawFrame(0x88, [0x03, 0xED]), .invalidCloseCode(1005)),
            (rawFrame(0x88, [0x03, 0xEE]), .invalidCloseCode(1006)),
            (rawFrame(0x88, [0x03, 0xEC]), .invalidCloseCode(1004)),
            (rawFrame(0x88, [0x03, 0xE7]), .invalidCloseCode(999)),
            (rawFrame(0x88, [0x00, 0x00]), .invalidCloseCode(0)),
            (rawFrame(0x88, [0x03, 0xF7]), .invalidCloseCode(1015)),
            (rawFrame(0x88, [0x0B, 0xB7]), .invalidCloseCode(2999)),
            (rawFrame(0x88, [0x13, 0x88]), .invalidCloseCode(5000)),
            (rawFrame(0x88, [0x03, 0xE8, 0xFF]), .invalidUTF8),
            (rawFrame(0x88, [0x03, 0xE8, 0xE2, 0x9C]), .invalidUTF8),
            (rawFrame(0x81, [0xC0, 0x80]), .invalidUTF8),
            (rawFrame(0x81, [0xED, 0xA0, 0x80]), .invalidUTF8),
            (rawFrame(0x81, [0xF4, 0x90, 0x80, 0x80]), .invalidUTF8),
            (rawFrame(0x81, [0xE0, 0x9F, 0xBF]), .invalidUTF8),
            (rawFrame(0x81, [0xF0, 0x8F, 0xBF, 0xBF]), .invalidUTF8),
            (rawFrame(0x81, [0x41, 0xE2, 0x9C]), .invalidUTF8),
            (rawFrame(0x81, [0x80]), .invalidUTF8),
            (rawFrame(0x81, [0xF5, 0x80, 0x80, 0x80]), .invalidUTF8),
        ] as [([UInt8], WebSocketError)])
    func protocolErrors(bytes: [UInt8], error: WebSocketError) {
        #expect(decode(bytes) == [.failure(error)])
        var generator = SplitMix64(seed: UInt64(bytes.count))
        #expect(decodeSplit(bytes, using: &generator) == [.failure(error)])
    }

    @Test(
        arguments: [
            (WebSocketError.reservedBitsSet, 1002), (.reservedOpcode(3), 1002), (.unmaskedFrame, 1002),
            (.maskedFrame, 1002), (.nonMinimalLength, 1002), (.lengthHighBitSet, 1002),
            (.controlFrameTooLong, 1002), (.fragmentedControlFrame, 1002), (.unexpectedContinuation, 1002),
            (.expectedContinuation, 1002), (.closePayloadTooShort, 1002), (.invalidCloseCode(5), 1002),
            (.invalidUTF8, 1007), (.frameTooLarge(limit: 1), 1009), (.messageTooLarge(limit: 1), 1009),
        ] as [(WebSocketError, UInt16)])
    func closeCodeOfEachError(error: WebSocketError, code: UInt16) {
        #expect(error.closeCode.rawValue == code)
    }

    @Test func validCloseCodes() {
        for code: UInt16 in [1000, 1001, 1002, 1003, 1007, 1008, 1009, 1010, 1011, 1012, 1013, 1014, 3000, 3999, 4000, 4999] {
            #expect(
                decode(rawFrame(0x88, [UInt8(code >> 8), UInt8(code & 0xFF)]))
                    == [.close(code: WebSocketCloseCode(rawValue: code), reason: "")])
        }
    }

    @Test func masking() {
        #expect(decode([0x81, 0x05] + hello) == [.failure(.unmaskedFrame)])
        #expect(decode(masked(.text, hello), role: .client) == [.failure(.maskedFrame)])
        #expect(decode(WebSocketFrameEncoder.text("Hello"), role: .client) == [.text("Hello")])
    }

    @Test func errorsEndDecodingButKeepEarlierEvents() {
        let bytes = masked(.ping, []) + rawFrame(0xC2) + masked(.text, hello)
        #expect(decode(bytes) == [.ping([]), .failure(.reservedBitsSet)])
    }

    // MARK: UTF-8 across fragments

    @Test func textSplitInsideAScalarAcrossFragments() {
        let bytes = Array("κόσμε 🎉".utf8)
        for cut in 0...bytes.count {
            let frames = masked(.text, Array(bytes[..<cut]), fin: false) + masked(.continuation, Array(bytes[cut...]))
            #expect(decode(frames) == [.text("κόσμε 🎉")])
        }
    }

    @Test func invalidUTF8FailsFastInTheFirstFragment() {
        // The message never finishes: the bad byte alone must fail it.
        let bytes = masked(.text, [0x41, 0xFF], fin: false)
        #expect(decode(bytes) == [.failure(.invalidUTF8)])
    }

    @Test func incompleteScalarAtTheEndOfAMessage() {
        let bytes = masked(.text, [0xF0, 0x9F], fin: false) + masked(.continuation, [0x8E])
        #expect(decode(bytes) == [.failure(.invalidUTF8)])
    }

    @Test func invalidContinuationByteInALaterFragment() {
        let bytes = masked(.text, [0xE2, 0x9C], fin: false) + masked(.continuation, [0x41])
        #expect(decode(bytes) == [.failure(.invalidUTF8)])
    }

    @Test func binaryMessagesAreNotCheckedAsUTF8() {
        #expect(decode(masked(.binary, [0xFF, 0xC0])) == [.binary([0xFF, 0xC0])])
    }

    // MARK: Limits

    @Test func frameAndMessageLimits() {
        let limits = WebSocketFrameDecoder.Limits(maxFrameSize: 10, maxMessageSize: 16)
        let ten = [UInt8](repeating: 1, count: 10)
        #expect(decode(masked(.binary, ten), limits: limits) == [.binary(ten)])
        #expect(decode(masked(.binary, ten + [1]), limits: limits) == [.failure(.frameTooLarge(limit: 10))])
        let sixteen = masked(.binary, ten, fin: false) + masked(.continuation, [1, 2, 3, 4, 5, 6])
        #expect(decode(sixteen, limits: limits) == [.binary(ten + [1, 2, 3, 4, 5, 6])])
        let seventeen = masked(.binary, ten, fin: false) + masked(.continuation, [1, 2, 3, 4, 5, 6, 7])
        #expect(decode(seventeen, limits: limits) == [.failure(.messageTooLarge(limit: 16))])
        // Control frames count toward neither limit.
        #expect(
            decode(masked(.ping, [UInt8](repeating: 0, count: 125)), limits: limits)
                == [.ping([UInt8](repeating: 0, count: 125))])
    }

    @Test func aHugeDeclaredLengthFailsBeforeAnyPayload() {
        let header: [UInt8] = [0x82, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 1, 2, 3, 4]
        #expect(decode(header) == [.failure(.frameTooLarge(limit: 1 << 20))])
    }

    // MARK: Incremental feeding

    @Test func byteAtATimeAndRandomSplitsGiveTheSameEvents() {
        var generator = SplitMix64(seed: 6455)
        var stream: [UInt8] = []
        for round in 0..<40 {
            let count = [0, 3, 125, 126, 300, 70_000][round % 6]
            let payload = (0..<count).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
            switch round % 5 {
            case 0: stream += masked(.binary, payload)
            case 1:
                stream +=
                    masked(.text, payload, fin: false) + masked(.ping, Array(payload.prefix(5)))
                    + masked(.continuation, Array("é".utf8))
            case 2: stream += masked(.pong, Array(payload.prefix(125)))
            case 3: stream += masked(.text, Array("ü".utf8.prefix(1)), fin: false) + masked(.continuation, [0xBC] + payload)
            default: stream += masked(.binary, payload, fin: false) + masked(.continuation, payload)
            }
        }
        stream += masked(.close, [0x0F, 0xA0] + Array("bye".utf8))
        let whole = decode(stream)
        #expect(whole.count == 49)
        #expect(whole.last == .close(code: WebSocketCloseCode(rawValue: 4000), reason: "bye"))
        for _ in 0..<20 {
            #expect(decodeSplit(stream, using: &generator) == whole)
        }
        var decoder = WebSocketFrameDecoder(role: .server)
        #expect(stream.flatMap { decoder.feed([$0]) } == whole)
    }
}
