import GraphQL

/// The errors of the graphcool convention that it words its own way (the codes are `APIError`'s).
enum GraphcoolError {
    static func notFound(_ type: String, id: String) -> GraphQLError {
        APIError.notFound("No \(type) with id \"\(id)\" exists.")
    }

    static func required(_ type: String, _ field: String) -> GraphQLError {
        APIError.error("The field \(type).\(field) is required and cannot be null.", .requiredField)
    }

    /// A create that gives neither `<field>Id` nor a nested `<field>` for a required to-one relation field.
    static func requiredRelationField(_ type: String, _ field: String) -> GraphQLError {
        APIError.error(
            "The relation field \(type).\(field) is required: give \(GraphcoolNames.id(field)) or \(field).", .requiredField)
    }
}

/// Converts the API's input values to stored values, checking what GraphQL's
/// types cannot (a scalar's format: a date-time, an email address, …).
enum GraphcoolValues {
    static func sql(_ value: JSONValue, of field: ModelField) throws(GraphQLError) -> SQLValue {
        if let sql = FieldValues.input(value, of: field) { return sql }
        let expected = if case .scalar(let scalar) = field.kind { scalar.expected.one } else { "a value of its type" }
        throw APIError.invalidArgument("\(field.name) must be \(expected), got \(String(decoding: value.serialized(), as: UTF8.self)).")
    }
}
