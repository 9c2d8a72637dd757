import GraphQL

/// The API keys a server accepts (`x-api-key`), kept as SHA-256 digests and compared in
/// constant time with every one of them, so neither a key's bytes nor which key matched
/// show in the time an answer takes.
public struct APIKeys: Sendable {
    /// Each key's digest, with its line in the file.
    private let digests: [(line: Int, digest: [UInt8])]

    /// The keys of a key file: one per line; blank lines are skipped, and spaces and a
    /// carriage return around a key are not part of it.
    public init(file text: String) throws(KeyConfigurationError) {
        var digests: [(line: Int, digest: [UInt8])] = []
        // By scalars: as Characters, "\r\n" is one, and no "\n".
        for (index, line) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let key = String(line).trimmingSpaces
            guard !key.isEmpty else { continue }
            guard key.utf8.count >= 16 else {
                throw KeyConfigurationError("The API key on line \(index + 1) has \(key.utf8.count) bytes; keys need 16 at least.")
            }
            digests.append((index + 1, SHA256.hash(key.utf8)))
        }
        guard !digests.isEmpty else { throw KeyConfigurationError("The API key file has no keys.") }
        self.digests = digests
    }

    /// The line of the key `presented` is, compared with every key; nil when it is none.
    public func line(of presented: String) -> Int? {
        let digest = SHA256.hash(presented.trimmingSpaces.utf8)
        var found: Int?
        for key in digests where ConstantTime.equal(key.digest, digest) { found = key.line }
        return found
    }
}

extension Substring {
    /// Without spaces, tabs and carriage returns at either end.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[first...last]
    }
}

extension String {
    var trimmingSpaces: Substring { self[...].trimmingSpaces }
}
