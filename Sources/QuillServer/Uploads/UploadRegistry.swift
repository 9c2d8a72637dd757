import GraphQL
import QuillSync

/// The uploads of the requests being answered, by token. The server puts a placeholder
/// naming a token where the multipart map puts a file (`{"quill.upload": token}`), and
/// `Upload`'s decoding finds the file by it: 128 random bits, which a client cannot guess
/// for another request's file.
enum UploadRegistry {
    enum Key: String, CodingKey {
        case token = "quill.upload"
    }

    private static let uploads = Locked<[String: Upload]>([:])

    /// Registers `upload`; returns the placeholder that stands for it.
    static func register(_ upload: Upload, token: String) -> JSONValue {
        uploads.withLock { $0[token] = upload }
        return .object(JSONObject([(Key.token.rawValue, .string(token))]))
    }

    static func unregister(_ token: String) {
        _ = uploads.withLock { $0.removeValue(forKey: token) }
    }

    static func upload(_ token: String) -> Upload? {
        uploads.withLock { $0[token] }
    }

    /// Whether `value` has a placeholder's shape.
    static func isPlaceholder(_ value: JSONValue) -> Bool {
        guard case .object(let object) = value, object.count == 1, object[Key.token.rawValue]?.stringValue != nil else { return false }
        return true
    }
}
