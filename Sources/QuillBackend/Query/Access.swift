import GraphQL
import QuillAuth

/// What one caller may do, by the model's rules: the condition every read adds for each
/// type (`QueryCompiler` writes it into the SQL of lists, lookups, counts, relations at
/// any depth and relation filters), the fields it sees only on some nodes, and the
/// checks of writes. A request's resolvers make one from its context's caller.
struct Access: Sendable {
    let caller: Caller
    let authorization: Authorization

    /// Every right: what reads for the API's own purposes use.
    static func unrestricted(_ authorization: Authorization) -> Access {
        Access(caller: .system, authorization: authorization)
    }

    /// Whether any rule restricts this caller (else the SQL is the unrestricted one).
    var isRestricted: Bool { authorization.isEnforced && !caller.hasEveryRight }

    /// What the caller may do with the nodes of `type` for `operation`.
    func decision(_ type: String, _ operation: AuthOperation) -> AccessDecision {
        guard isRestricted else { return .all }
        return Authorization.decision(authorization.rules(of: type), caller, operation)
    }

    /// What the caller may do with `field` of a node of `type` (beyond the type's rules).
    func decision(_ type: String, field: String, _ operation: AuthOperation) -> AccessDecision {
        guard isRestricted, let rules = authorization.model.type(named: type)?.field(named: field)?.authRules else { return .all }
        return Authorization.decision(rules, caller, operation)
    }

    /// What the caller may read of `type` for `operation`, as a key of the SQL it makes: the
    /// same for every caller whose reads write the same conditions (their subjects bound).
    func readShape(_ type: String, _ operation: AuthOperation) -> String {
        guard isRestricted else { return "" }
        func kind(_ decision: AccessDecision) -> String {
            switch decision {
            case .all: "all"
            case .owned: "owned"
            case .refused: "none"
            }
        }
        var shape = kind(decision(type, operation))
        for field in authorization.model.type(named: type)?.fields ?? [] where field.authRules != nil {
            shape += ",\(field.name):" + kind(Authorization.decision(field.authRules, caller, .get))
        }
        return shape
    }

    /// The fields of `type` the caller reads only on some nodes (or none), with the
    /// condition of the nodes it reads them on.
    func maskedFields(_ type: String) -> [String: RecordFilter] {
        guard isRestricted, let modelType = authorization.model.type(named: type) else { return [:] }
        var masked: [String: RecordFilter] = [:]
        for field in modelType.fields where field.authRules != nil {
            if let filter = Authorization.decision(field.authRules, caller, .get).filter { masked[field.name] = filter }
        }
        return masked
    }

    /// `row` (every column of a node of `type`, as an event carries it) with the fields the
    /// caller may not read of it set to null; nil when it may not read the node itself.
    func visible(_ row: SQLRow, of type: String) -> SQLRow? {
        let owner = row[DatabaseSchema.ownerColumn].text
        guard decision(type, .get).admits(owner: owner) else { return nil }
        var values = row.values
        for (field, filter) in maskedFields(type) where !AccessDecision.admitting(filter).admits(owner: owner) {
            if let index = row.columns.firstIndex(of: field) { values[index] = .null }
        }
        return SQLRow(columns: row.columns, values: values)
    }

    /// Throws unless the caller may do `operation` to nodes of `type` at all; the
    /// decision (which may admit only its own nodes).
    @discardableResult
    func require(_ operation: AuthOperation, _ type: String) throws(GraphQLError) -> AccessDecision {
        let decision = decision(type, operation)
        if case .refused(let signedIn) = decision { throw APIError.refused(operation, type, signedIn: signedIn) }
        return decision
    }

    /// Throws unless the caller may do `operation` to the node of `type` owned by
    /// `owner`, and set `fields` of it.
    func require(_ operation: AuthOperation, _ type: String, owner: String?, fields: some Sequence<String> = []) throws(GraphQLError) {
        let decision = try require(operation, type)
        guard decision.admits(owner: owner) else { throw APIError.refused(operation, type, signedIn: true) }
        for field in fields {
            let fieldDecision = self.decision(type, field: field, operation)
            guard fieldDecision.admits(owner: owner) else {
                if case .refused(false) = fieldDecision { throw APIError.refused(operation, "\(type).\(field)", signedIn: false) }
                throw APIError.refused(operation, "\(type).\(field)", signedIn: true)
            }
        }
    }

    /// Throws unless the caller may create a node of `type` with `fields` set; the
    /// columns the node gets for it: its owner (the caller's subject; none for an API key)
    /// where the type's table stores one.
    func creating(_ type: String, fields: some Sequence<String>) throws(GraphQLError) -> [String: SQLValue] {
        let subject = caller.kind == .token ? caller.subject : nil
        try require(.create, type, owner: subject, fields: fields)
        guard let modelType = authorization.model.type(named: type), authorization.model.hasOwnerRule(modelType) else { return [:] }
        return [DatabaseSchema.ownerColumn: subject.map(SQLValue.text) ?? .null]
    }

    /// Throws unless the caller may `operation` (update or delete) the node in `row`, and
    /// set `fields` of it.
    func require(_ operation: AuthOperation, _ type: String, row: SQLRow, fields: some Sequence<String> = []) throws(GraphQLError) {
        try require(operation, type, owner: row[DatabaseSchema.ownerColumn].text, fields: fields)
    }
}

extension AccessDecision {
    /// The decision a read filter stands for (`maskedFields`' conditions).
    static func admitting(_ filter: RecordFilter) -> AccessDecision {
        if case .compare(_, .equals, .text(let subject)) = filter { return .owned(by: subject) }
        return filter == .always ? .all : .refused(signedIn: true)
    }
}
