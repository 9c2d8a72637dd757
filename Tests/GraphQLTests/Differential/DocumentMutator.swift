import QuillTestSupport

/// Breaks a valid document with one to three small random edits: a token deleted,
/// duplicated, inserted, swapped or replaced by a malformed one; a character deleted or
/// inserted; or the text cut short. The result is usually, not always, invalid.
enum DocumentMutator {
    static func mutate(_ tokens: [String], random: inout SplitMix64) -> String {
        var tokens = tokens
        for _ in 0..<(random.chance(70) ? 1 : random.between(2...3)) where !tokens.isEmpty {
            let index = random.below(tokens.count)
            switch random.below(10) {
            case 0:
                tokens.remove(at: index)
            case 1:
                tokens.insert(tokens[index], at: index)
            case 2:
                tokens.insert(random.pick(insertableTokens), at: index)
            case 3:
                tokens.swapAt(index, min(index + 1, tokens.count - 1))
            case 4:
                tokens[index] = random.pick(malformedTokens)
            case 5, 6:
                tokens.insert(random.pick(malformedTokens), at: index)
            default:
                // Text edits come last: they leave no tokens to edit further.
                return mutateText(TokenRenderer.render(tokens, random: &random), random: &random)
            }
        }
        return TokenRenderer.render(tokens, random: &random)
    }

    /// A character-level edit, on Unicode scalars so the text stays valid Unicode.
    private static func mutateText(_ text: String, random: inout SplitMix64) -> String {
        var scalars = Array(text.unicodeScalars)
        let index = random.below(scalars.count + 1)
        switch random.below(3) {
        case 0 where index < scalars.count:
            scalars.remove(at: index)
        case 1:
            scalars.insert(random.pick(insertableScalars), at: index)
        default:
            scalars.removeSubrange(index...)
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    private static let insertableTokens = [
        "{", "}", "(", ")", "[", "]", ":", "=", "@", "$", "...", "|", "&", "!", "a", "on", "query",
        "fragment", "type", "extend", "schema", "implements", "repeatable", "directive", "FIELD",
        "\"s\"", "\"\"\"block\"\"\"", "1", "-2.5", "true", "null",
    ]

    private static let malformedTokens = [
        "?", "'", "'a'", ".", "..", ".5", "01", "00", "-01", "1.", "1.e5", "1e", "1e+", "1E-", "123abc",
        "1.5x", "0x1F", "-", "-a", "+1", "1_0", "-.5", "1..2", "1.2.3", "~", "%", "*", ";", "\\", "^",
        "😀", "\u{00A0}", "é", "\u{FFFE}", "\u{2028}", "\u{0007}", "\u{0000}", "\u{007F}",
        "\"\\u{110000}\"", "\"\\uD800\"", "\"\\uDE00x\"", "\"\\uD800\\u0041\"", "\"\\uD83D\\u{DE00}\"",
        "\"\\u{D800}\"", "\"\\u{}\"", "\"\\u{12345678}\"", "\"\\u{1F600\"", "\"\\u12\"", "\"\\uXYZW\"",
        "\"\\x\"", "\"\\\"", "\"\\u{-1}\"", "\"unterminated", "\"\"\"unterminated", "\"line\nbreak\"",
        "\"a\r\"", "\"\"\"\"", "\"\"\"a\\\"\"\"\"", "\"😀\\",
    ]

    private static let insertableScalars: [Unicode.Scalar] = [
        "{", "}", "(", ")", "[", "]", ":", "=", "@", "$", ".", "|", "&", "!", "\"", "\\", "#", "?",
        "'", "-", "+", "0", "1", "e", "E", "a", "_", " ", "\n", "\r", "\t", ",", "\u{0000}",
        "\u{0007}", "\u{FEFF}", "é", "😀", "\u{00A0}",
    ]
}
