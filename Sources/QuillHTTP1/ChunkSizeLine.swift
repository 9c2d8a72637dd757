/// The chunk-size line of the chunked transfer coding (RFC 9112, section 7.1):
/// `1*HEXDIG *( BWS ";" BWS ext-name [ BWS "=" BWS ext-value ] )`.
enum ChunkSizeLine {
    /// The chunk size, or nil if the line is malformed or the size overflows an Int.
    /// Extensions are checked and ignored.
    static func parse(_ line: ArraySlice<UInt8>) -> Int? {
        var index = line.startIndex
        var size = 0
        while index < line.endIndex, let digit = HTTPSyntax.hexValue(line[index]) {
            guard size <= (Int.max - digit) / 16 else { return nil }
            size = size * 16 + digit
            index += 1
        }
        guard index > line.startIndex, extensionsAreValid(line[index...]) else { return nil }
        return size
    }

    private static func extensionsAreValid(_ bytes: ArraySlice<UInt8>) -> Bool {
        var rest = bytes
        while !rest.isEmpty {
            rest = rest.drop(while: isOWS)
            guard rest.first == UInt8(ascii: ";") else { return false }
            rest = rest.dropFirst().drop(while: isOWS)
            let name = rest.prefix(while: HTTPSyntax.isTokenChar)
            guard !name.isEmpty else { return false }
            rest = rest[name.endIndex...]
            let afterName = rest.drop(while: isOWS)
            guard afterName.first == UInt8(ascii: "=") else { continue }
            rest = afterName.dropFirst().drop(while: isOWS)
            if rest.first == UInt8(ascii: "\"") {
                guard let end = quotedStringEnd(rest) else { return false }
                rest = rest[end...]
            } else {
                let value = rest.prefix(while: HTTPSyntax.isTokenChar)
                guard !value.isEmpty else { return false }
                rest = rest[value.endIndex...]
            }
        }
        return true
    }

    /// The index after the quoted-string that `bytes` starts with, or nil if it is unterminated
    /// or holds a byte that quoted-string does not allow.
    private static func quotedStringEnd(_ bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.startIndex + 1
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return index + 1
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.endIndex, HTTPSyntax.isFieldValueChar(bytes[index]) else { return nil }
            case let byte where !HTTPSyntax.isFieldValueChar(byte):
                return nil
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
