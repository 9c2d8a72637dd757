import GraphQL

/// The API's errors: a clear message and `extensions.code`.
enum GraphcoolError {
    static func error(_ message: String, code: String) -> GraphQLError {
        GraphQLError(message, extensions: JSONObject([("code", .string(code))]))
    }

    static func invalidArgument(_ message: String) -> GraphQLError { error(message, code: "INVALID_ARGUMENT") }

    static func notFound(_ type: String, id: String) -> GraphQLError {
        error("No \(type) with id \"\(id)\" exists.", code: "NOT_FOUND")
    }

    static func required(_ type: String, _ field: String) -> GraphQLError {
        error("The field \(type).\(field) is required and cannot be null.", code: "REQUIRED_FIELD")
    }

    /// The error to report for an error thrown while writing: database failures
    /// become API errors (a unique violation names the constraint).
    static func from(_ error: any Error) -> any Error {
        guard let failure = error as? any DatabaseFailure else { return error }
        switch failure.kind {
        case .uniqueViolation:
            return self.error("A unique constraint would be violated: \(failure.message).", code: "UNIQUE_VIOLATION")
        case .foreignKeyViolation:
            return self.error("A node this mutation connects does not exist.", code: "NOT_FOUND")
        case .busy:
            return self.error("The database is busy; try again.", code: "BUSY")
        case .other:
            return error
        }
    }
}

/// Converts the API's input values to stored values, checking what GraphQL's
/// types cannot (a DateTime's format).
enum GraphcoolValues {
    static func sql(_ value: JSONValue, of field: ModelField) throws(GraphQLError) -> SQLValue {
        if case .scalar(.dateTime) = field.kind, !field.isList, !value.isNull {
            guard let text = value.stringValue, let milliseconds = DateTimeText.parse(text) else {
                throw GraphcoolError.invalidArgument("\(field.name) must be an ISO-8601 date-time, got \(String(decoding: value.serialized(), as: UTF8.self)).")
            }
            return .text(DateTimeText.format(milliseconds: milliseconds))
        }
        return FieldValues.sql(value, of: field)
    }
}
