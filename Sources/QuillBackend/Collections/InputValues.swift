import GraphQL

/// Turns input values of model fields into SQL values, checking what GraphQL's
/// input coercion does not: a scalar's format (a date-time, an email address, …) and
/// `@length`.
enum InputValues {
    /// The SQL value of `value` for `field` (a scalar or enum field, or a list of them).
    static func sql(_ value: JSONValue, of field: ModelField) throws(GraphQLError) -> SQLValue {
        if let sql = FieldValues.input(value, of: field) { return sql }
        guard case .scalar(let scalar) = field.kind else { throw APIError.invalidArgument("'\(field.name)' cannot take \(value)") }
        let item = field.isList ? (value.arrayValue ?? [value]).first { !$0.isNull && scalar.normalized($0) == nil } ?? value : value
        throw APIError.invalidArgument(
            "'\(field.name)' takes \(scalar.expected.many) such as \(scalar.expected.example), not \(String(decoding: item.serialized(), as: UTF8.self))"
        )
    }
}
