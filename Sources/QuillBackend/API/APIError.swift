import GraphQL

/// The errors the generated APIs report: a clear message and `extensions.code`.
enum APIError {
    /// The codes, the same in both conventions.
    enum Code: String {
        case invalidArgument = "INVALID_ARGUMENT"
        case notFound = "NOT_FOUND"
        case requiredField = "REQUIRED_FIELD"
        case requiredRelation = "REQUIRED_RELATION"
        case uniqueViolation = "UNIQUE_VIOLATION"
        case busy = "BUSY"
        case databaseUnavailable = "DATABASE_UNAVAILABLE"
        case eventsMissed = "EVENTS_MISSED"
        case unauthenticated = "UNAUTHENTICATED"
        case forbidden = "FORBIDDEN"
        case transactionRolledBack = "TRANSACTION_ROLLED_BACK"
    }

    static func error(_ message: String, _ code: Code) -> GraphQLError {
        GraphQLError(message, extensions: JSONObject([("code", .string(code.rawValue))]))
    }

    /// An argument or input value the API cannot take.
    static func invalidArgument(_ message: String) -> GraphQLError { error(message, .invalidArgument) }

    /// A node an argument names that does not exist.
    static func notFound(_ message: String) -> GraphQLError { error(message, .notFound) }

    /// An operation the `@auth` rules refuse: `UNAUTHENTICATED` for an anonymous caller
    /// (signing in may change that), `FORBIDDEN` for a signed-in one. `subject` is a type
    /// or a field (`Post.body`).
    static func refused(_ operation: AuthOperation, _ subject: String, signedIn: Bool) -> GraphQLError {
        let verb =
            switch operation {
            case .create: "create"
            case .get, .list: "read"
            case .update: "update"
            case .delete: "delete"
            }
        return signedIn
            ? error("The rules of \(subject) do not let this caller \(verb) it.", .forbidden)
            : error("Sign in to \(verb) \(subject).", .unauthenticated)
    }

    /// A write that would leave a node without the node a required to-one relation
    /// field of it points at (the write is rolled back).
    static func requiredRelation(_ link: RelationLink) -> GraphQLError {
        error(
            "The change would violate the required relation '\(link.relation)' between \(link.sourceType) and \(link.targetType).",
            .requiredRelation)
    }

    /// The database (or every connection to it) stayed busy past the timeout.
    static var busy: GraphQLError { error("The database is busy; try again.", .busy) }

    /// `error` as a resolver waiting for one of the driver's threads (`Storage.perform`)
    /// reports it: a wait past the timeout is `busy`; the resolver's own errors are
    /// already the API's.
    static func reportedWait(_ error: any Error) -> any Error {
        guard let failure = error as? any DatabaseFailure, failure.kind == .busy else { return error }
        return busy
    }

    /// `error` as a read or write reports it: a database failure becomes the API's error (a
    /// unique violation worded by the convention), anything else stays as it is.
    static func reported(_ error: any Error, uniqueViolation: (UniqueKey?) -> String) -> any Error {
        guard let failure = error as? any DatabaseFailure else { return error }
        switch failure.kind {
        case .uniqueViolation(let key): return self.error(uniqueViolation(key), .uniqueViolation)
        case .foreignKeyViolation: return self.error("A node this mutation connects does not exist.", .notFound)
        case .busy: return busy
        case .unavailable(let reason): return self.error("The database is unavailable (\(reason)); try again.", .databaseUnavailable)
        case .other: return error
        }
    }
}
