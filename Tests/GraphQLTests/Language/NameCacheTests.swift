import Testing

@testable import GraphQL

/// Long names come from the cache a block keeps across parses: the same text for the
/// same bytes, never another name's text, whatever the entries hold.
@Suite struct NameCacheTests {
    /// Looks up each name in one cache, twice over, and checks every result.
    @Test func returnsTheTextOfTheBytesOnHitsMissesAndReplacements() {
        // Names of 16 to 64 bytes; some share their first and last eight bytes and
        // length (so their hash), others are many more than the entries.
        var names: [String] = []
        for length in 16...NameCache.maxLength {
            names.append(String(repeating: "a", count: length))
            for middle in ["x", "y"] {
                names.append("abcdefgh" + String(repeating: middle, count: length - 16) + "12345678")
            }
        }
        for index in 0..<600 {
            names.append("firstEight" + String(index) + "_sameLastEight")
        }
        names.append("abcdefgh_one_of_12345678")
        names.append("abcdefgh_two_of_12345678")
        let block = ScratchBlock.take()
        defer { ScratchBlock.giveBack(block) }
        let cache = NameCache(region: ScratchBlock.nameCacheRegion(of: block))
        for _ in 0..<2 {
            for name in names {
                var bytes = Array(name.utf8)
                let text = bytes.withUnsafeMutableBufferPointer { buffer in
                    cache.string(buffer.baseAddress!, count: buffer.count)
                }
                // The caller's bytes change afterwards; the returned and cached text must not.
                for index in bytes.indices { bytes[index] = 0x21 }
                #expect(text == name)
            }
        }
    }

    @Test func parsedLongNamesAreTheirSourceText() throws {
        let long = "aFieldNameOfExactlyThirtyTwoByte"
        let other = "aFieldNameOfExactlyThirtyTwoBytx"
        for _ in 0..<3 {
            let document = try Parser.parse("{ \(long) \(other) alias_of_sixteen: \(long)(argumentNameIsLong: ENUM_VALUE_THAT_IS_LONG) }")
            guard case .operation(let operation) = document.definitions[0] else {
                Issue.record("not an operation")
                return
            }
            let fields = operation.selectionSet.selections.compactMap { selection -> Field? in
                if case .field(let field) = selection { return field }
                return nil
            }
            #expect(fields.map(\.name.value) == [long, other, long])
            #expect(fields[2].alias?.value == "alias_of_sixteen")
            #expect(fields[2].arguments.map(\.name.value) == ["argumentNameIsLong"])
            guard case .enum(let value)? = fields[2].arguments.first?.value else {
                Issue.record("not an enum value")
                return
            }
            #expect(value.value == "ENUM_VALUE_THAT_IS_LONG")
        }
    }
}
