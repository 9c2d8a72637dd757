import GraphQL

/// Reads `application/x-www-form-urlencoded` query strings (the URL Standard's parser).
enum URLQuery {
    /// The name-value pairs of `query`, in order, `+` and percent escapes decoded.
    static func parameters(_ query: Substring) throws(GraphQLError) -> [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = []
        for part in query.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let equals = part.firstIndex(of: UInt8(ascii: "="))
            let name = try decode(part[..<(equals ?? part.endIndex)])
            let value = try equals.map { index throws(GraphQLError) in try decode(part[part.index(after: index)...]) } ?? ""
            pairs.append((name, value))
        }
        return pairs
    }

    private static func decode(_ bytes: Substring.UTF8View.SubSequence) throws(GraphQLError) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), bytes.distance(from: index, to: bytes.endIndex) >= 3,
                let high = hexValue(bytes[bytes.index(index, offsetBy: 1)]),
                let low = hexValue(bytes[bytes.index(index, offsetBy: 2)])
            {
                decoded.append(high << 4 | low)
                index = bytes.index(index, offsetBy: 3)
                continue
            }
            decoded.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            index = bytes.index(after: index)
        }
        // Decoding replaces invalid UTF-8 with U+FFFD, so the text's bytes differ.
        let text = String(decoding: decoded, as: UTF8.self)
        guard text.utf8.elementsEqual(decoded) else {
            throw RequestError.invalidParameter("The URL's query string is not percent-encoded UTF-8.")
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
