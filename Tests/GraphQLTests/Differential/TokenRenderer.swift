import QuillTestSupport

/// Joins tokens into source text with random ignored tokens between them: spaces, tabs,
/// commas, line terminators of every kind, comments (with non-ASCII text) and BOMs.
enum TokenRenderer {
    static func render(_ tokens: [String], random: inout SplitMix64) -> String {
        var text = random.chance(10) ? "\u{FEFF}" : ""
        if random.chance(15) { text += comment(random: &random) }
        var previous: String?
        for token in tokens {
            if let previous {
                if needsSeparator(previous, token) || random.chance(70) {
                    text += separator(random: &random)
                }
            }
            text += token
            previous = token
        }
        if random.chance(30) { text += random.pick(["\n", "\r\n", " ", "\n# end"]) }
        return text
    }

    /// Whether two tokens written side by side would lex differently.
    static func needsSeparator(_ left: String, _ right: String) -> Bool {
        guard let last = left.unicodeScalars.last, let first = right.unicodeScalars.first else { return false }
        let wordLike = isWordLike(last) && (isWordLike(first) || first == "-")
        let numberThenDot = last.properties.numericType != nil && first == "."
        let quotes = last == "\"" && first == "\""
        let dots = last == "." && first == "."
        return wordLike || numberThenDot || quotes || dots
    }

    private static func isWordLike(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
    }

    private static func separator(random: inout SplitMix64) -> String {
        switch random.below(20) {
        case 0: comment(random: &random)
        case 1: "\u{FEFF}"
        default: random.pick([" ", " ", " ", "  ", "\n", "\n", "\r\n", "\r", "\t", ",", ", ", " ,\n", "\n\n  "])
        }
    }

    private static func comment(random: inout SplitMix64) -> String {
        let text = random.pick(["", " comment", "# double", " ünïcödé 😀 日本", " \"quoted\" {", "\t\u{0001}x"])
        return "#\(text)" + random.pick(["\n", "\r\n", "\r"])
    }
}
