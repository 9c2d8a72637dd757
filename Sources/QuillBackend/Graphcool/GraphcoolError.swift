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
/// types cannot (a DateTime's format).
enum GraphcoolValues {
    static func sql(_ value: JSONValue, of field: ModelField) throws(GraphQLError) -> SQLValue {
        if case .scalar(.dateTime) = field.kind, !field.isList, !value.isNull {
            guard let text = value.stringValue, DateTimeText.isValid(text) else {
                throw APIError.invalidArgument("\(field.name) must be an ISO-8601 date-time, got \(String(decoding: value.serialized(), as: UTF8.self)).")
            }
        }
        // (A date-time is stored in one format, with milliseconds.)
        return FieldValues.sql(value, of: field)
    }
}
