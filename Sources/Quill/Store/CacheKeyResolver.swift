/// Decides the key of an object's record: `cacheKeyForObject` when the client has one
/// (seed 000's `{ $0["id"] }`; its key is used as is, and nil keys the object by its
/// path), else the type's key fields from the schema metadata (`Book:<isbn>`), else
/// `Typename:id` when the object has an `id`, else nil: the object is keyed by its path
/// from the root (`QUERY_ROOT.allConferences.0.venue`).
struct CacheKeyResolver: Sendable {
    var cacheKeyForObject: (@Sendable (JSONObject) -> JSONValue?)?
    var keyFields: [String: [String]] = [:]

    func key(for object: JSONObject, typename: String?) -> CacheKey? {
        if let cacheKeyForObject {
            return cacheKeyForObject(object).flatMap(Self.keyText)
        }
        guard let typename else { return nil }
        if let fields = keyFields[typename] {
            var key = typename + ":"
            for (offset, field) in fields.enumerated() {
                guard let value = object[field].flatMap(Self.keyText) else { return nil }
                if offset > 0 { key += "+" }
                key += value
            }
            return key
        }
        guard let id = object["id"].flatMap(Self.keyText) else { return nil }
        return typename + ":" + id
    }

    /// A key value as text: strings as they are, numbers and booleans as JSON, lists
    /// joined by `_`; nil for null.
    static func keyText(_ value: JSONValue) -> String? {
        switch value {
        case .null: nil
        case .string(let string): string
        case .int(let int): String(int)
        case .bool(let bool): String(bool)
        case .array(let elements): elements.map { keyText($0) ?? "null" }.joined(separator: "_")
        case .double, .object: String(decoding: value.serialized(), as: UTF8.self)
        }
    }
}
