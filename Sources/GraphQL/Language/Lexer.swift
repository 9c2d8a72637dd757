/// Turns UTF-8 bytes into tokens, one at a time (the spec's "Lexical Tokens").
///
/// Lexing is lazy, as in graphql-js, so that a syntax error earlier in a document
/// is reported before a lexical error later in it. Whitespace, commas, the BOM and
/// comments are skipped. Error messages and positions match graphql-js 16.
struct Lexer {
    let source: Source
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next token's search starts.
    private(set) var position: Int
    /// Storage for string values with escapes and for block-string lines, and the
    /// decoded values of the string tokens read so far: in the `ScratchBlock`, so that
    /// their capacity carries over from parse to parse.
    private let buffers: UnsafeMutablePointer<LexerBuffers>
    /// Whether a string was read (and so `buffers` must be emptied at the end).
    private var usedBuffers = false
    /// `ASCIIString.smallStringsMatchLayout`, read once.
    private let useSmallStrings = ASCIIString.smallStringsMatchLayout
    /// Where names too long for small strings are shared from parse to parse.
    private let nameCache: NameCache
    /// `nameCache.smallStringSlot`, read once.
    private let smallStringSlot: UnsafeMutableRawPointer

    /// A lexer whose name cache, scratch memory and buffers are in `block`, a
    /// `ScratchBlock` the caller holds until it has called `finish()`.
    init(source: Source, bytes: UnsafeBufferPointer<UInt8>, block: UnsafeMutableRawPointer) {
        self.source = source
        self.bytes = bytes
        self.position = 0
        self.nameCache = NameCache(region: ScratchBlock.nameCacheRegion(of: block))
        self.smallStringSlot = nameCache.smallStringSlot
        self.buffers = ScratchBlock.lexerBuffers(of: block)
    }

    /// Empties the buffers for the next user of the block.
    func finish() {
        if usedBuffers {
            buffers.pointee.empty()
        }
    }

    /// The byte at `index`, or 0 past the end (0 matches no token class).
    @inline(__always)
    private func byte(at index: Int) -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    /// Reads the next token after the current position.
    ///
    /// Inlined into the parser's `advance()`: whitespace, names and punctuators are
    /// read here; the rest (comments, the BOM, strings, numbers, errors) out of line.
    @inline(__always)
    mutating func next() throws(GraphQLError) -> Token {
        let count = bytes.count
        var index = position
        while index < count {
            let code = bytes[index]
            if isWhitespaceOrComma(code) {
                index &+= 1
                continue
            }
            if isNameStart(code) {
                let end = nameEnd(from: index &+ 1)
                position = end
                return Token(kind: .name, start: index, end: end)
            }
            switch code {
            case 0x7B: return punctuator(.braceL, at: index)
            case 0x7D: return punctuator(.braceR, at: index)
            case 0x28: return punctuator(.parenL, at: index)
            case 0x29: return punctuator(.parenR, at: index)
            case 0x3A: return punctuator(.colon, at: index)
            case 0x24: return punctuator(.dollar, at: index)
            default: return try nextSlow(from: index)
            }
        }
        position = count
        return Token(kind: .endOfFile, start: count, end: count)
    }

    /// `next()` for everything but the most common tokens.
    @inline(never)
    private mutating func nextSlow(from start: Int) throws(GraphQLError) -> Token {
        let count = bytes.count
        var index = start
        while index < count {
            let code = bytes[index]
            switch code {
            case 0x09, 0x20, 0x2C, 0x0A, 0x0D:  // tab, space, comma, LF, CR
                index += 1
                continue
            case 0xEF where byte(at: index + 1) == 0xBB && byte(at: index + 2) == 0xBF:  // BOM
                index += 3
                continue
            case 0x23:  // # comment, to the end of the line
                index += 1
                while index < count, bytes[index] != 0x0A, bytes[index] != 0x0D {
                    index += 1
                }
                continue
            case 0x21: return punctuator(.bang, at: index)
            case 0x24: return punctuator(.dollar, at: index)
            case 0x26: return punctuator(.amp, at: index)
            case 0x28: return punctuator(.parenL, at: index)
            case 0x29: return punctuator(.parenR, at: index)
            case 0x2E:
                if byte(at: index + 1) == 0x2E && byte(at: index + 2) == 0x2E {
                    position = index + 3
                    return Token(kind: .spread, start: index, end: index + 3)
                }
            case 0x3A: return punctuator(.colon, at: index)
            case 0x3D: return punctuator(.equals, at: index)
            case 0x40: return punctuator(.at, at: index)
            case 0x5B: return punctuator(.bracketL, at: index)
            case 0x5D: return punctuator(.bracketR, at: index)
            case 0x7B: return punctuator(.braceL, at: index)
            case 0x7C: return punctuator(.pipe, at: index)
            case 0x7D: return punctuator(.braceR, at: index)
            case 0x22:
                if byte(at: index + 1) == 0x22 && byte(at: index + 2) == 0x22 {
                    return try readBlockString(from: index)
                }
                return try readString(from: index)
            default:
                if isNameStart(code) {
                    return readName(from: index)
                }
                if isDigit(code) || code == 0x2D {
                    return try readNumber(from: index)
                }
            }
            throw GraphQLError.syntax(
                source, at: index,
                code == 0x27
                    ? "Unexpected single quote character ('), did you mean to use a double quote (\")?"
                    : "Unexpected character: \(describeCodePoint(at: index)).")
        }
        position = count
        return Token(kind: .endOfFile, start: count, end: count)
    }

    @inline(__always)
    private mutating func punctuator(_ kind: TokenKind, at index: Int) -> Token {
        position = index + 1
        return Token(kind: kind, start: index, end: index + 1)
    }

    private mutating func readName(from start: Int) -> Token {
        var index = start &+ 1
        let count = bytes.count
        while index < count, isNameContinue(bytes[index]) {
            index &+= 1
        }
        position = index
        return Token(kind: .name, start: start, end: index)
    }

    // MARK: Numbers

    private mutating func readNumber(from start: Int) throws(GraphQLError) -> Token {
        var index = start
        var code = bytes[index]
        var isFloat = false
        if code == 0x2D {  // -
            index += 1
            code = byte(at: index)
        }
        if code == 0x30 {  // 0
            index += 1
            code = byte(at: index)
            if isDigit(code) {
                throw GraphQLError.syntax(
                    source, at: index,
                    "Invalid number, unexpected digit after 0: \(describeCodePoint(at: index)).")
            }
        } else {
            index = try readDigits(from: index)
            code = byte(at: index)
        }
        if code == 0x2E {  // .
            isFloat = true
            index = try readDigits(from: index + 1)
            code = byte(at: index)
        }
        if code == 0x45 || code == 0x65 {  // E e
            isFloat = true
            index += 1
            code = byte(at: index)
            if code == 0x2B || code == 0x2D {  // + -
                index += 1
            }
            index = try readDigits(from: index)
            code = byte(at: index)
        }
        if code == 0x2E || isNameStart(code) {
            throw GraphQLError.syntax(
                source, at: index, "Invalid number, expected digit but got: \(describeCodePoint(at: index)).")
        }
        position = index
        return Token(kind: isFloat ? .float : .int, start: start, end: index)
    }

    /// Reads one or more digits starting at `start`; returns the index after them.
    private func readDigits(from start: Int) throws(GraphQLError) -> Int {
        guard isDigit(byte(at: start)) else {
            throw GraphQLError.syntax(
                source, at: start, "Invalid number, expected digit but got: \(describeCodePoint(at: start)).")
        }
        var index = start + 1
        while isDigit(byte(at: index)) {
            index += 1
        }
        return index
    }

    // MARK: Strings

    private mutating func readString(from start: Int) throws(GraphQLError) -> Token {
        usedBuffers = true
        let count = bytes.count
        var index = start + 1
        var chunkStart = index
        var hasEscapes = false
        buffers.pointee.scratch.removeAll(keepingCapacity: true)
        while index < count {
            index = nextStringSpecial(from: index)
            guard index < count else { break }
            let code = bytes[index]
            if code == 0x22 {
                let value: String
                if hasEscapes {
                    buffers.pointee.scratch.append(contentsOf: bytes[chunkStart..<index])
                    value = scratchText()
                } else {
                    value = string(chunkStart..<index)
                }
                position = index + 1
                return stringToken(.string, start: start, end: index + 1, value: value)
            }
            if code == 0x5C {  // backslash
                hasEscapes = true
                buffers.pointee.scratch.append(contentsOf: bytes[chunkStart..<index])
                index += try readEscape(at: index)
                chunkStart = index
                continue
            }
            if code == 0x0A || code == 0x0D {
                break
            }
            index += 1
        }
        throw GraphQLError.syntax(source, at: index, "Unterminated string.")
    }

    private mutating func stringToken(_ kind: TokenKind, start: Int, end: Int, value: consuming String) -> Token {
        buffers.pointee.stringValues.append(value)
        return Token(kind: kind, start: start, end: end, stringIndex: Int32(buffers.pointee.stringValues.count - 1))
    }

    /// The decoded value of a string token.
    func stringValue(of token: Token) -> String {
        token.stringIndex >= 0 ? buffers.pointee.stringValues[Int(token.stringIndex)] : ""
    }

    /// Appends the character an escape sequence at `index` stands for to `scratch`,
    /// and returns the escape's length in bytes.
    private mutating func readEscape(at index: Int) throws(GraphQLError) -> Int {
        let code = byte(at: index + 1)
        let character: UInt8
        switch code {
        case 0x22: character = 0x22
        case 0x5C: character = 0x5C
        case 0x2F: character = 0x2F
        case 0x62: character = 0x08
        case 0x66: character = 0x0C
        case 0x6E: character = 0x0A
        case 0x72: character = 0x0D
        case 0x74: character = 0x09
        case 0x75:  // u
            return byte(at: index + 2) == 0x7B
                ? try readVariableWidthUnicodeEscape(at: index)
                : try readFixedWidthUnicodeEscape(at: index)
        default:
            throw GraphQLError.syntax(
                source, at: index, "Invalid character escape sequence: \"\(utf16Slice(from: index, length: 2))\".")
        }
        buffers.pointee.scratch.append(character)
        return 2
    }

    /// `\u{1F600}`: one to six hex digits naming a Unicode scalar value.
    private mutating func readVariableWidthUnicodeEscape(at index: Int) throws(GraphQLError) -> Int {
        var point: Int32 = 0
        var size = 3
        while size < 12 {
            let code = byte(at: index + size)
            size += 1
            if code == 0x7D {  // }
                if size < 5 || !isUnicodeScalarValue(point) {
                    break
                }
                appendScalar(UInt32(point))
                return size
            }
            point = (point &<< 4) | hexValue(code)
            if point < 0 {
                break
            }
        }
        throw GraphQLError.syntax(
            source, at: index, "Invalid Unicode escape sequence: \"\(utf16Slice(from: index, length: size))\".")
    }

    /// `\uXXXX`, or a surrogate pair `\uD83D\uDE00`.
    private mutating func readFixedWidthUnicodeEscape(at index: Int) throws(GraphQLError) -> Int {
        let code = fourHexDigits(at: index + 2)
        if isUnicodeScalarValue(code) {
            appendScalar(UInt32(code))
            return 6
        }
        if code >= 0xD800 && code <= 0xDBFF && byte(at: index + 6) == 0x5C && byte(at: index + 7) == 0x75 {
            let trailing = fourHexDigits(at: index + 8)
            if trailing >= 0xDC00 && trailing <= 0xDFFF {
                appendScalar(0x10000 + ((UInt32(code) - 0xD800) << 10) + (UInt32(trailing) - 0xDC00))
                return 12
            }
        }
        throw GraphQLError.syntax(
            source, at: index, "Invalid Unicode escape sequence: \"\(utf16Slice(from: index, length: 6))\".")
    }

    private func fourHexDigits(at index: Int) -> Int32 {
        hexValue(byte(at: index)) << 12 | hexValue(byte(at: index + 1)) << 8
            | hexValue(byte(at: index + 2)) << 4 | hexValue(byte(at: index + 3))
    }

    private mutating func appendScalar(_ value: UInt32) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        for unit in UTF8.encode(scalar)! {
            buffers.pointee.scratch.append(unit)
        }
    }

    // MARK: Block strings

    private mutating func readBlockString(from start: Int) throws(GraphQLError) -> Token {
        usedBuffers = true
        let count = bytes.count
        var index = start + 3
        var lineStart = index
        var hasEscapedQuotes = false
        buffers.pointee.lineRanges.removeAll(keepingCapacity: true)
        while index < count {
            index = nextStringSpecial(from: index)
            guard index < count else { break }
            let code = bytes[index]
            if code == 0x22 && byte(at: index + 1) == 0x22 && byte(at: index + 2) == 0x22 {
                buffers.pointee.lineRanges.append(lineStart..<index)
                position = index + 3
                let value = dedentedBlockString(hasEscapedQuotes: hasEscapedQuotes)
                return stringToken(.blockString, start: start, end: index + 3, value: value)
            }
            if code == 0x5C && byte(at: index + 1) == 0x22 && byte(at: index + 2) == 0x22
                && byte(at: index + 3) == 0x22
            {
                hasEscapedQuotes = true
                index += 4
                continue
            }
            if code == 0x0A || code == 0x0D {
                buffers.pointee.lineRanges.append(lineStart..<index)
                index += code == 0x0D && byte(at: index + 1) == 0x0A ? 2 : 1
                lineStart = index
                continue
            }
            index += 1
        }
        throw GraphQLError.syntax(source, at: index, "Unterminated string.")
    }

    /// The block string's value: common indentation removed from all lines but the
    /// first, leading and trailing blank lines dropped, `\"""` unescaped, lines joined
    /// with `\n` (the spec's BlockStringValue()).
    private mutating func dedentedBlockString(hasEscapedQuotes: Bool) -> String {
        var commonIndent = Int.max
        var firstNonEmpty: Int?
        var lastNonEmpty = -1
        // Indexed through the pointer: iterating the array would retain it.
        for lineIndex in 0..<buffers.pointee.lineRanges.count {
            let range = buffers.pointee.lineRanges[lineIndex]
            var indent = 0
            while indent < range.count, bytes[range.lowerBound + indent] == 0x20 || bytes[range.lowerBound + indent] == 0x09 {
                indent += 1
            }
            if indent == range.count {
                continue
            }
            if firstNonEmpty == nil {
                firstNonEmpty = lineIndex
            }
            lastNonEmpty = lineIndex
            if lineIndex != 0 && indent < commonIndent {
                commonIndent = indent
            }
        }
        guard let first = firstNonEmpty else { return "" }
        buffers.pointee.scratch.removeAll(keepingCapacity: true)
        for lineIndex in first...lastNonEmpty {
            if lineIndex != first {
                buffers.pointee.scratch.append(0x0A)
            }
            let range = buffers.pointee.lineRanges[lineIndex]
            let start = lineIndex == 0 ? range.lowerBound : range.lowerBound + min(commonIndent, range.count)
            if hasEscapedQuotes {
                appendUnescapingQuotes(start..<range.upperBound)
            } else {
                buffers.pointee.scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<range.upperBound]))
            }
        }
        return scratchText()
    }

    /// The text of the bytes in `scratch`, read in place (passing the array would
    /// retain it).
    private func scratchText() -> String {
        buffers.pointee.scratch.withUnsafeMutableBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends `bytes[range]` to `scratch` with each `\"""` turned into `"""`.
    private mutating func appendUnescapingQuotes(_ range: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound {
            let code = bytes[index]
            if code == 0x5C && index + 3 < range.upperBound && bytes[index + 1] == 0x22
                && bytes[index + 2] == 0x22 && bytes[index + 3] == 0x22
            {
                buffers.pointee.scratch.append(contentsOf: [0x22, 0x22, 0x22])
                index += 4
            } else {
                buffers.pointee.scratch.append(code)
                index += 1
            }
        }
    }

    // MARK: Helpers

    /// The index of the first `"`, `\`, LF or CR at or after `start`, or the end.
    /// Reads eight bytes at a time: string bodies are most of an SDL file's bytes.
    @inline(__always)
    private func nextStringSpecial(from start: Int) -> Int {
        let count = bytes.count
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let found = matches(word, 0x22) | matches(word, 0x5C) | matches(word, 0x0A) | matches(word, 0x0D)
                if found != 0 {
                    return index + found.trailingZeroBitCount >> 3
                }
                index += 8
            }
        }
        while index < count {
            let code = bytes[index]
            if code == 0x22 || code == 0x5C || code == 0x0A || code == 0x0D {
                return index
            }
            index += 1
        }
        return count
    }

    /// The index of the first byte at or after `start` that cannot continue a name.
    /// Reads eight bytes at a time.
    @inline(__always)
    private func nameEnd(from start: Int) -> Int {
        let count = bytes.count
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index &+ 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let stops = nonNameBytes(word)
                if stops != 0 {
                    return index &+ stops.trailingZeroBitCount &>> 3
                }
                index &+= 8
            }
        }
        while index < count, isNameContinue(bytes[index]) {
            index &+= 1
        }
        return index
    }

    /// The text of a byte range.
    func string(_ range: Range<Int>) -> String {
        if range.isEmpty { return "" }
        return String(unsafeUninitializedCapacity: range.count) { buffer in
            buffer.baseAddress.unsafelyUnwrapped.update(from: bytes.baseAddress.unsafelyUnwrapped + range.lowerBound, count: range.count)
            return range.count
        }
    }

    /// The text of a name or number token (ASCII by construction).
    @inline(__always)
    func text(of token: Token) -> String {
        let start = bytes.baseAddress.unsafelyUnwrapped + token.start
        let count = token.end &- token.start
        if count <= 15 && useSmallStrings {
            return ASCIIString.make(
                from: start, count: count, useSmall: true, canReadSixteen: token.start &+ 16 <= bytes.count,
                slot: smallStringSlot)
        }
        return Self.longText(start, count: count, nameCache: nameCache, useSmallStrings: useSmallStrings)
    }

    /// `text(of:)` for texts that are not composed as small strings: from the name
    /// cache when it fits there. (Static: a method would have the parser copy the
    /// whole lexer to pass it.)
    @inline(never)
    private static func longText(
        _ start: UnsafePointer<UInt8>, count: Int, nameCache: NameCache, useSmallStrings: Bool
    ) -> String {
        if count > 15 && count <= NameCache.maxLength {
            return nameCache.string(start, count: count)
        }
        return ASCIIString.make(
            from: start, count: count, useSmall: useSmallStrings, canReadSixteen: false,
            slot: nameCache.smallStringSlot)
    }

    /// Whether a token's bytes spell `keyword`.
    @inline(__always)
    func token(_ token: Token, is keyword: StaticString) -> Bool {
        let length = token.end - token.start
        guard token.kind == .name, length == keyword.utf8CodeUnitCount else { return false }
        let pointer = keyword.utf8Start
        for offset in 0..<length where bytes[token.start + offset] != pointer[offset] {
            return false
        }
        return true
    }

    /// graphql-js's printCodePointAt: `"a"`, `'"'`, `U+00E9`, or `<EOF>`.
    func describeCodePoint(at index: Int) -> String {
        guard index < bytes.count else { return "<EOF>" }
        let scalar = decodeScalar(at: index)
        if scalar.value >= 0x20 && scalar.value <= 0x7E {
            return scalar == "\"" ? "'\"'" : "\"\(Character(scalar))\""
        }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.utf8.count)) + hex
    }

    private func decodeScalar(at index: Int) -> Unicode.Scalar {
        var iterator = UnsafeBufferPointer(rebasing: bytes[index...]).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return scalar
        }
        return "\u{FFFD}"
    }

    /// graphql-js's `body.slice(index, index + length)`: `length` UTF-16 units of text.
    private func utf16Slice(from index: Int, length: Int) -> String {
        let end = min(bytes.count, index + length * 4)
        let text = string(index..<end)
        return String(decoding: Array(text.utf16.prefix(length)), as: UTF16.self)
    }
}

/// `A-Z`, `a-z` or `_` (setting bit 5 folds `A-Z` onto `a-z`, and nothing else onto them).
@inline(__always)
func isNameStart(_ code: UInt8) -> Bool {
    (code | 0x20) &- 0x61 < 26 || code == 0x5F
}

@inline(__always)
func isNameContinue(_ code: UInt8) -> Bool {
    isNameStart(code) || isDigit(code)
}

@inline(__always)
func isDigit(_ code: UInt8) -> Bool {
    code &- 0x30 < 10
}

/// Tab, LF, CR, space or comma: one bit each in a 64-bit mask.
@inline(__always)
private func isWhitespaceOrComma(_ code: UInt8) -> Bool {
    code < 64 && (0x1001_0000_2600 as UInt64) &>> UInt64(code) & 1 != 0
}

private func isUnicodeScalarValue(_ point: Int32) -> Bool {
    (point >= 0 && point <= 0xD7FF) || (point >= 0xE000 && point <= 0x10FFFF)
}

/// A word with the high bit set in each byte of `word` that equals `byte`, exact up
/// to the lowest such byte (the classic "has zero byte" test).
@inline(__always)
private func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let difference = word ^ (ones &* UInt64(byte))
    return (difference &- ones) & ~difference & 0x8080_8080_8080_8080
}

/// A word with the high bit set in each byte of `word` that is not `A-Z`, `a-z`,
/// `0-9` or `_` (exact for every byte).
@inline(__always)
private func nonNameBytes(_ word: UInt64) -> UInt64 {
    let high: UInt64 = 0x8080_8080_8080_8080
    let ascii = word & ~high
    let letters = bytesInRange(ascii | 0x2020_2020_2020_2020, 0x61, 0x7A)
    let digits = bytesInRange(ascii, 0x30, 0x39)
    let underscores = bytesInRange(ascii, 0x5F, 0x5F)
    let isName = (letters | digits | underscores) & ~word & high
    return ~isName & high
}

/// The high bit of each byte of `word` (all below 0x80) that lies in `low...high`:
/// adding `0x80 - low` sets it from `low` up, adding `0x7F - high` from above `high`,
/// and no sum carries into the next byte.
@inline(__always)
private func bytesInRange(_ word: UInt64, _ low: UInt64, _ high: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    return (word &+ ones &* (0x80 &- low)) & ~(word &+ ones &* (0x7F &- high)) & 0x8080_8080_8080_8080
}

/// The value of a hex digit, or -1 (which poisons any value it is or-ed into).
private func hexValue(_ code: UInt8) -> Int32 {
    switch code {
    case 0x30...0x39: Int32(code) - 0x30
    case 0x41...0x46: Int32(code) - 0x37
    case 0x61...0x66: Int32(code) - 0x57
    default: -1
    }
}
