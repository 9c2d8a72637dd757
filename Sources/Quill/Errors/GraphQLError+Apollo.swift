/// A GraphQL error as Apollo iOS's code reads it: members of its JSON object in
/// Foundation's JSON types (`String`, `Int`, `Double`, `Bool`, `NSNull`, arrays, dictionaries).
extension GraphQLError {
    /// A member of the error's JSON object (`message`, `locations`, `path`, `extensions`);
    /// another key is looked up in `extensions`, where servers put `code`: `error["code"]`.
    public subscript(key: String) -> Any? {
        guard case .object(let object) = responseJSON else { return nil }
        if let value = object[key] { return value.foundationValue }
        return object["extensions"]?.objectValue?[key]?.foundationValue
    }

    /// The error's `extensions` as Apollo iOS declares them, so that
    /// `error.extensions?["code"] as? String` reads the code. In code that imports Quill this
    /// stands in for the engine's `JSONObject` property of the same name (the error's
    /// `responseJSON` keeps that form).
    public var extensions: [String: Any]? {
        self["extensions"] as? [String: Any]
    }
}
