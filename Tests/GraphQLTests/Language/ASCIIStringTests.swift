import Testing

@testable import GraphQL

/// Names composed as small strings must be the very strings the standard library builds.
@Suite struct ASCIIStringTests {
    @Test func smallStringLayoutIsRecognizedOn64BitLittleEndian() {
        #if _pointerBitWidth(_64) && _endian(little)
        #expect(ASCIIString.smallStringsMatchLayout)
        #endif
    }

    @Test(arguments: [false, true])
    func composedStringsEqualBuiltOnes(canReadSixteen: Bool) {
        let text: [UInt8] = Array("abcdefghijklmnopqrstuvwxyz_0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
        let slot = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 8)
        defer { slot.deallocate() }
        for count in 1...30 {
            let expected = String(decoding: text[3..<(3 + count)], as: UTF8.self)
            let composed = text.withUnsafeBufferPointer { buffer in
                ASCIIString.make(
                    from: buffer.baseAddress! + 3, count: count,
                    useSmall: ASCIIString.smallStringsMatchLayout, canReadSixteen: canReadSixteen, slot: slot)
            }
            #expect(composed == expected)
            #expect(composed.utf8.count == count)
            #expect(composed.hashValue == expected.hashValue)
            #expect(Array(composed.utf8) == Array(expected.utf8))
            #expect(composed + "!" == expected + "!")
        }
    }
}
