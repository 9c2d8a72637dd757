import Testing

@testable import GraphQL

/// The lexer reads names eight bytes at a time; every byte value must end a name
/// exactly where the spec's NameContinue says, at every offset within a word.
@Suite struct LexerNameScanTests {
    static func isNameContinueByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }

    @Test func everyByteAtEveryOffsetEndsANameCorrectly() throws {
        let block = ScratchBlock.take()
        defer { ScratchBlock.giveBack(block) }
        for byte in UInt8.min...UInt8.max {
            for length in 1...17 {
                let bytes = Array(repeating: UInt8(ascii: "n"), count: length) + [byte] + Array(" zz".utf8)
                let end = try bytes.withUnsafeBufferPointer { buffer in
                    var lexer = Lexer(source: Source(""), bytes: buffer, block: block)
                    let token = try lexer.next()
                    #expect(token.kind == .name)
                    return token.end
                }
                #expect(end == (Self.isNameContinueByte(byte) ? length + 1 : length), "byte \(byte), length \(length)")
            }
        }
    }
}
