/// String literals as graphql-js prints them (`printString`, `printBlockString`).

private let hexDigits = Array("0123456789ABCDEF".utf8)

extension PrintWriter {
    /// `"…"` with `"`, `\`, C0 and C1 control characters and DEL escaped; `\b \t \n \f \r`
    /// by letter, the rest as `\u00XX`.
    mutating func writeQuotedString(_ value: String) {
        write(byte: UInt8(ascii: "\""))
        var utf8 = value.utf8.makeIterator()
        var pending = utf8.next()
        while let byte = pending {
            pending = utf8.next()
            switch byte {
            case UInt8(ascii: "\""): write("\\\"")
            case UInt8(ascii: "\\"): write("\\\\")
            case 0x08: write("\\b")
            case 0x09: write("\\t")
            case 0x0A: write("\\n")
            case 0x0C: write("\\f")
            case 0x0D: write("\\r")
            case 0x00..<0x20, 0x7F: writeUnicodeEscape(byte)
            case 0xC2:
                // U+0080–U+009F are encoded as C2 80 – C2 9F.
                if let next = pending, 0x80..<0xA0 ~= next {
                    writeUnicodeEscape(next)
                    pending = utf8.next()
                } else {
                    write(byte: byte)
                }
            default: write(byte: byte)
            }
        }
        write(byte: UInt8(ascii: "\""))
    }

    private mutating func writeUnicodeEscape(_ codePoint: UInt8) {
        write("\\u00")
        write(byte: hexDigits[Int(codePoint >> 4)])
        write(byte: hexDigits[Int(codePoint & 0xF)])
    }

    /// `"""…"""` with `"""` escaped as `\"""`, and line breaks added around the
    /// content where graphql-js adds them (see `BlockStringLayout`).
    mutating func writeBlockString(_ value: String) {
        let layout = BlockStringLayout(value)
        write("\"\"\"")
        if layout.leadingLineBreak { newline() }
        var quotes = 0
        for byte in value.utf8 {
            if byte == UInt8(ascii: "\"") {
                quotes += 1
                if quotes == 3 {
                    write("\\\"\"\"")
                    quotes = 0
                }
                continue
            }
            for _ in 0..<quotes { write(byte: UInt8(ascii: "\"")) }
            quotes = 0
            if byte == UInt8(ascii: "\n") {
                newline()
            } else {
                write(byte: byte)
            }
        }
        for _ in 0..<quotes { write(byte: UInt8(ascii: "\"")) }
        if layout.trailingLineBreak { newline() }
        write("\"\"\"")
    }
}

/// Where graphql-js 16's `printBlockString` adds line breaks around a block string's
/// content (without its `minimize` option).
struct BlockStringLayout {
    var leadingLineBreak: Bool
    var trailingLineBreak: Bool
    /// Whether the content itself holds a `\n`.
    var hasLineFeed: Bool

    init(_ value: String) {
        let utf8 = value.utf8
        var utf16Length = 0
        var hasLineFeed = false
        var isSingleLine = true
        // Every line after the first is empty or starts with a space or tab.
        var laterLinesIndented = true
        var atLineStart = false
        var previous: UInt8 = 0
        var trailingQuotes = 0
        for byte in utf8 {
            if byte & 0xC0 != 0x80 { utf16Length += 1 }
            if byte >= 0xF0 { utf16Length += 1 }
            trailingQuotes = byte == UInt8(ascii: "\"") ? trailingQuotes + 1 : 0
            switch byte {
            case UInt8(ascii: "\n"):
                hasLineFeed = true
                isSingleLine = false
                // `\r\n` is one line break: the line after `\r` was empty so far, and still starts here.
                atLineStart = true
            case UInt8(ascii: "\r"):
                isSingleLine = false
                atLineStart = true
            default:
                if atLineStart && byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
                    laterLinesIndented = false
                }
                atLineStart = false
            }
            previous = byte
        }
        let forceLeadingLineBreak = !isSingleLine && laterLinesIndented
        // `"""` is escaped from left to right, so the content ends in an escaped `\"""`
        // exactly when it ends in a run of quotes whose length is a multiple of three.
        let hasTrailingTripleQuotes = trailingQuotes > 0 && trailingQuotes % 3 == 0
        let hasTrailingQuote = trailingQuotes > 0 && !hasTrailingTripleQuotes
        let forceTrailingLineBreak = hasTrailingQuote || previous == UInt8(ascii: "\\")
        let printAsMultipleLines =
            !isSingleLine || utf16Length > 70 || forceTrailingLineBreak
            || forceLeadingLineBreak || hasTrailingTripleQuotes
        let first = utf8.first
        let skipLeadingLineBreak = isSingleLine && (first == UInt8(ascii: " ") || first == UInt8(ascii: "\t"))

        self.leadingLineBreak = (printAsMultipleLines && !skipLeadingLineBreak) || forceLeadingLineBreak
        self.trailingLineBreak = printAsMultipleLines
        self.hasLineFeed = hasLineFeed
    }

    /// Whether the printed block string spans several lines.
    var isMultiline: Bool { hasLineFeed || leadingLineBreak || trailingLineBreak }
}
