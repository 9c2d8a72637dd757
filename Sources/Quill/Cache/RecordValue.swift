/// The value of one field of a record.
public enum RecordValue: Sendable, Hashable {
    /// A leaf as the server sent it (a scalar, an enum value, a custom scalar's JSON) or null.
    case value(JSONValue)
    /// An object stored as its own record.
    case reference(CacheKey)
    /// A list of objects (or of lists of them), element by element.
    case list([RecordValue])
}

extension RecordValue {
    /// The keys this value refers to, nested lists included.
    func forEachReference(_ body: (CacheKey) -> Void) {
        switch self {
        case .value: return
        case .reference(let key): body(key)
        case .list(let elements): for element in elements { element.forEachReference(body) }
        }
    }
}
