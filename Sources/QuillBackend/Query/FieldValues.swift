import GraphQL

/// Converts field values between the API's JSON and the database's SQL values.
enum FieldValues {
    /// The JSON value of a column holding `field`.
    static func json(_ value: SQLValue, of field: ModelField) -> JSONValue {
        if value.isNull { return .null }
        if field.isList { return parsed(value) }
        switch field.kind {
        case .scalar(.boolean): return .bool((value.integer ?? 0) != 0)
        case .scalar(.int): return value.integer.map { .int(Int($0)) } ?? .null
        case .scalar(.float): return value.real.map { .double($0) } ?? .null
        case .scalar(.json): return parsed(value)
        case .scalar(.string), .scalar(.id), .scalar(.dateTime), .enumeration, .relation:
            return value.text.map { .string($0) } ?? .null
        }
    }

    /// The SQL value stored for `value` of `field`.
    static func sql(_ value: JSONValue, of field: ModelField) -> SQLValue {
        if value.isNull { return .null }
        return DatabaseSchema.sqlValue(value, as: DatabaseSchema.columnType(of: field))
    }

    private static func parsed(_ value: SQLValue) -> JSONValue {
        guard let text = value.text else { return .null }
        return (try? JSONReader().read(text)) ?? .string(text)
    }
}
