import GraphQL

/// Turns input values of model fields into SQL values, checking what GraphQL's
/// input coercion does not: DateTime text and `@length`.
enum InputValues {
    /// The SQL value of `value` for `field` (a scalar or enum field, or a list of them).
    static func sql(_ value: JSONValue, of field: ModelField) throws(GraphQLError) -> SQLValue {
        if value.isNull { return .null }
        if field.kind == .scalar(.dateTime) {
            let items = field.isList ? value.arrayValue ?? [] : [value]
            for item in items where !item.isNull {
                guard let text = item.stringValue, DateTimeText.isValid(text) else {
                    throw APIError.invalidArgument(
                        "'\(field.name)' takes ISO-8601 date-times such as 2007-12-03T10:15:30Z, not \(String(decoding: item.serialized(), as: UTF8.self))")
                }
            }
        }
        return FieldValues.sql(value, of: field)
    }

    /// Checks `@length(min:, max:)`: characters of a string, elements of a list.
    static func checkLength(_ value: JSONValue, of field: ModelField, in type: String) throws(GraphQLError) {
        guard let length = field.length else { return }
        let count: Int
        switch value {
        case .string(let text): count = text.count
        case .array(let items): count = items.count
        default: return
        }
        let unit = field.isList ? "elements" : "characters"
        if let min = length.min, count < min {
            throw APIError.invalidArgument("'\(type).\(field.name)' must have at least \(min) \(unit), not \(count)")
        }
        if let max = length.max, count > max {
            throw APIError.invalidArgument("'\(type).\(field.name)' must have at most \(max) \(unit), not \(count)")
        }
    }
}
