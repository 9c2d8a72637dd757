/// One rule of an `@auth(rules: [...])` directive (Grafbase's spelling), on a model type,
/// a field or the schema: who it admits, and for which operations.
package struct AuthRule: Sendable, Hashable {
    /// Whom the rule admits.
    package enum Allow: Sendable, Hashable {
        /// The node's owner: the caller whose token's `sub` created it.
        case owner
        /// Any signed-in caller.
        case `private`
        /// A caller whose token's `groups` claim holds one of these.
        case groups([String])
        /// Any caller, anonymous ones too.
        case `public`
    }

    package var allow: Allow
    package var operations: Set<AuthOperation>

    package init(allow: Allow, operations: Set<AuthOperation> = AuthOperation.all) {
        self.allow = allow
        self.operations = operations
    }
}

/// What a rule admits a caller to do: `read` is `get` and `list`.
package enum AuthOperation: String, Sendable, Hashable, CaseIterable {
    /// Create a node (and set a field when creating it).
    case create
    /// Read a node by its id or a unique field; a to-one relation's node.
    case get
    /// List nodes: the query fields' lists, to-many relations, counts, relation filters.
    case list
    /// Change a node (its fields, its connections).
    case update
    case delete

    package static let all: Set<AuthOperation> = Set(allCases)
}

extension Model {
    /// The rules that govern `type`: its own, else the schema's; nil when neither has any.
    package func authRules(of type: ModelType) -> [AuthRule]? {
        type.authRules ?? authRules
    }

    /// Whether the model declares rules anywhere.
    package var hasAuthRules: Bool {
        authRules != nil || types.contains { $0.authRules != nil || $0.fields.contains { $0.authRules != nil } }
    }

    /// Whether a rule of `type` (or of one of its fields) admits the node's owner, which
    /// its table then stores.
    package func hasOwnerRule(_ type: ModelType) -> Bool {
        let rules = (authRules(of: type) ?? []) + type.fields.flatMap { $0.authRules ?? [] }
        return rules.contains { $0.allow == .owner }
    }
}
