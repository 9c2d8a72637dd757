import Foundation

extension GraphQLResult where Data: RootSelectionSet {
    /// The result as a response's JSON in Foundation's types (`JSONSerialization`'s: String,
    /// Int, Double, Bool, NSNull, arrays and dictionaries), as Apollo's `asJSONDictionary()`:
    /// `data`, `errors` and `extensions`, each when present.
    public func asJSONDictionary() -> [String: Any] {
        var dictionary: [String: Any] = [:]
        if let data { dictionary["data"] = data._jsonValue.foundationValue }
        if let errors { dictionary["errors"] = errors.map(\.responseJSON.foundationValue) }
        if let extensions { dictionary["extensions"] = JSONValue.object(extensions).foundationValue }
        return dictionary
    }
}

extension JSONValue {
    /// The value in Foundation's JSON types.
    var foundationValue: Any {
        switch self {
        case .null: NSNull()
        case .bool(let value): value
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .array(let values): values.map(\.foundationValue)
        case .object(let object): Dictionary(object.map { ($0.key, $0.value.foundationValue) }, uniquingKeysWith: { $1 })
        }
    }
}
