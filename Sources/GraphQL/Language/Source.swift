/// The text of a GraphQL document and a name for it (a file path, or "GraphQL request").
public struct Source: Sendable, Hashable {
    public let body: String
    public let name: String

    public init(_ body: String, name: String = "GraphQL request") {
        self.body = body
        self.name = name
    }

    /// The 1-based line and column of a byte offset.
    ///
    /// Lines end at `\r\n`, `\n` or `\r`; the column counts UTF-16 code units, as
    /// graphql-js does, so that positions agree with the reference implementation.
    public func location(at offset: Int) -> SourceLocation {
        var text = body
        return text.withUTF8 { bytes in
            let end = min(offset, bytes.count)
            var line = 1
            var lineStart = 0
            var index = 0
            while index < end {
                let byte = bytes[index]
                if byte == 0x0A || byte == 0x0D {
                    index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                    line += 1
                    lineStart = index
                } else {
                    index += 1
                }
            }
            return SourceLocation(line: line, column: 1 + utf16Length(bytes, from: lineStart, to: offset))
        }
    }
}

/// How many UTF-16 code units the UTF-8 bytes `from..<to` encode.
func utf16Length(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
    var count = 0
    var index = from
    let end = min(to, bytes.count)
    while index < end {
        let byte = bytes[index]
        if byte < 0x80 {
            count += 1
            index += 1
        } else if byte < 0xE0 {
            count += 1
            index += 2
        } else if byte < 0xF0 {
            count += 1
            index += 3
        } else {
            count += 2
            index += 4
        }
    }
    return count + max(0, to - end)
}

/// A 1-based line and column in a source.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
