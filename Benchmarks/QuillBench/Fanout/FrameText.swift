/// What the benchmark's readers look for in a frame's text, by a plain scan of its UTF-8
/// (`firstRange(of:)` of _StringProcessing costs more than the rest of the client).
enum FrameText {
    /// Whether `text` is a graphql-transport-ws `next` message: `{"id":"…","type":"next"…`.
    static func isNext(_ text: String) -> Bool {
        offset(after: #""type":"next""#, in: text, within: 48) != nil
    }

    /// The decimal number right after the first `marker` in `text` (`"name":"r12"` after
    /// `"name":"r`: 12), or nil.
    static func number(after marker: String, in text: String) -> Int? {
        guard let start = offset(after: marker, in: text) else { return nil }
        var value: Int?
        for byte in text.utf8.dropFirst(start) {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { break }
            value = (value ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// The UTF-8 offset just past the first `marker` that starts within `text`'s first
    /// `limit` bytes, or nil.
    private static func offset(after marker: String, in text: String, within limit: Int = .max) -> Int? {
        var text = text
        var marker = marker
        return text.withUTF8 { bytes in
            marker.withUTF8 { marker in
                guard bytes.count >= marker.count else { return nil }
                for start in 0...min(bytes.count - marker.count, limit) where bytes[start] == marker[0] {
                    if (1..<marker.count).allSatisfy({ bytes[start + $0] == marker[$0] }) { return start + marker.count }
                }
                return nil
            }
        }
    }
}
