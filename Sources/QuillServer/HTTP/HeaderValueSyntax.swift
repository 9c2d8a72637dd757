/// Byte-level helpers for header values: media types and parameter names compare
/// without ASCII case, with no lowercased copies and no `Character` walking (both slow).
enum HeaderValueSyntax {
    typealias Bytes = ArraySlice<UInt8>

    /// Without leading and trailing spaces and tabs.
    static func trimmed(_ bytes: Bytes) -> Bytes {
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else {
            return bytes[bytes.endIndex...]
        }
        return bytes[first...last]
    }

    /// Whether `bytes` spell `lowercase` in any ASCII case.
    static func equalsIgnoringCase(_ bytes: Bytes, _ lowercase: String) -> Bool {
        guard bytes.count == lowercase.utf8.count else { return false }
        return zip(bytes, lowercase.utf8).allSatisfy { byte, expected in
            (byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte) == expected
        }
    }

    /// The parts of `bytes` between `separator`s, empty ones included.
    static func split(_ bytes: Bytes, _ separator: Character) -> [Bytes] {
        bytes.split(separator: UInt8(ascii: separator.unicodeScalars.first!), omittingEmptySubsequences: false)
    }

    /// The value of parameter `name` (lowercase) among `;`-separated parameters, unquoted.
    static func parameter(_ name: String, in parameters: ArraySlice<Bytes>) -> Bytes? {
        for parameter in parameters {
            guard let equals = parameter.firstIndex(of: UInt8(ascii: "=")),
                equalsIgnoringCase(trimmed(parameter[..<equals]), name)
            else { continue }
            let value = trimmed(parameter[(equals + 1)...])
            if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") {
                return value.dropFirst().dropLast()
            }
            return value
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
