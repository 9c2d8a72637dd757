import GraphQL

/// Converts field values between the API's JSON and the database's SQL values.
enum FieldValues {
    /// The JSON value of a column holding `field`.
    static func json(_ value: SQLValue, of field: ModelField) -> JSONValue {
        if value.isNull { return .null }
        if field.isList { return parsed(value) }
        switch field.kind {
        case .scalar(.json): return parsed(value)
        case .scalar(let scalar): return scalar.json(value)
        case .enumeration, .relation: return value.text.map { .string($0) } ?? .null
        }
    }

    /// The SQL value stored for `value`, given for `field` (an API input): checked and
    /// normalized by the field's scalar (each item of a list); nil when it is not one.
    static func input(_ value: JSONValue, of field: ModelField) -> SQLValue? {
        guard !value.isNull, case .scalar(let scalar) = field.kind else { return sql(value, of: field) }
        guard field.isList else { return scalar.normalized(value).map { sql($0, of: field) } }
        var items: [JSONValue] = []
        for item in value.arrayValue ?? [value] {
            guard item.isNull || scalar.normalized(item) != nil else { return nil }
            items.append(item.isNull ? .null : scalar.normalized(item)!)
        }
        return sql(.array(items), of: field)
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
