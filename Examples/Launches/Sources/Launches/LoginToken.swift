import Foundation

/// The token `login` gave, kept in `.launches-token` in the working directory (where the
/// seed's app keeps it in the keychain), so that every command run from here is that user.
enum LoginToken {
    static let file = URL(filePath: ".launches-token")

    /// The token, or nil before `login`.
    static func load() -> String? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return token.isEmpty ? nil : token
    }

    static func save(_ token: String) throws {
        try Data((token + "\n").utf8).write(to: file)
    }
}
