import QuillTestSupport

/// Random string and block-string tokens that graphql-js 16 accepts, rich in escapes,
/// quotes, indentation, control characters and non-ASCII (including astral) text.
enum LiteralGenerator {
    /// A `"..."` string token.
    static func string(random: inout SplitMix64) -> String {
        var body = ""
        for _ in 0..<random.between(0...6) {
            switch random.below(10) {
            case 0...3: body += random.pick(escapes)
            case 4: body += filler(random: &random)
            default: body += random.pick(stringPieces)
            }
        }
        return "\"\(body)\""
    }

    /// A `"""..."""` block-string token.
    static func blockString(random: inout SplitMix64) -> String {
        let newline = random.pick(["\n", "\n", "\r\n", "\r"])
        var lines: [String] = []
        for _ in 0..<random.between(0...5) {
            lines.append(random.chance(20) ? filler(random: &random) + random.pick(blockLines) : random.pick(blockLines))
        }
        var body = lines.joined(separator: newline)
        if random.chance(30) { body = newline + body }
        if random.chance(30) { body += newline + random.pick(["", "  ", "\t"]) }
        // A final `"` or `\` would merge with the closing `"""`.
        if body.hasSuffix("\"") || body.hasSuffix("\\") { body += " " }
        return "\"\"\"\(body)\"\"\""
    }

    /// Plain text of 1 to 40 bytes, so that what follows lands at every offset of a word.
    private static func filler(random: inout SplitMix64) -> String {
        String(repeating: "x", count: random.between(1...40))
    }

    private static let stringPieces = [
        "hello", " ", "two words", "#not a comment", "'single'", "/", "{}", "$x", "\t",
        "é", "日本語", "😀", "Ω≈ç", "\u{2028}", "\u{00A0}", "\u{FEFF}", "\u{0085}",
        "\u{0001}", "\u{0000}", "\u{001F}", "\u{007F}", "𝔾raph",
    ]

    private static let escapes = [
        "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t",
        "\\u0041", "\\u00e9", "\\u00E9", "\\u0000", "\\u001f", "\\u007F", "\\u0085", "\\u2028",
        "\\uFFFF", "\\uD83D\\uDE00", "\\uD834\\uDD1E", "\\u{1F600}", "\\u{41}", "\\u{0}",
        "\\u{10FFFF}", "\\u{000041}", "\\u{e9}",
    ]

    private static let blockLines = [
        "", "  ", "hello", "  indented", "    more indented", "\tTabbed", "quote \" inside",
        "two \"\" quotes", "escaped \\\"\"\" triple", "back\\slash", "\\n is not an escape",
        "unicode é 日本 😀", "# hash", "trailing   ", "\u{0001}control", "  \\\"\"\"\" four",
        "\u{FEFF}bom", "{ a }",
    ]
}
