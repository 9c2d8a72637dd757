import QuillAuth

/// A model's `@auth` rules, ready to judge callers: each type's rules (its own, else the
/// schema's, else the default a server requires) and each field's.
struct Authorization: Sendable {
    let model: Model
    /// The rules of types without any, from `Backend`'s `requiresSignIn`: signed-in
    /// callers only; nil leaves such types open to every caller.
    let defaultRules: [AuthRule]?
    /// Whether any rule applies at all (else every caller may do everything).
    let isEnforced: Bool

    init(model: Model, requiresSignIn: Bool) {
        self.model = model
        defaultRules = requiresSignIn ? [AuthRule(allow: .private)] : nil
        isEnforced = requiresSignIn || model.hasAuthRules
    }

    /// The rules that govern `type`; nil when none do.
    func rules(of type: String) -> [AuthRule]? {
        guard let modelType = model.type(named: type) else { return defaultRules }
        return model.authRules(of: modelType) ?? defaultRules
    }

    /// What `rules` let `caller` do for `operation`: everything (no rules, an API key, a
    /// public, private or groups rule that admits it), the nodes it owns (an owner
    /// rule, for a caller whose token names a subject), or nothing.
    static func decision(_ rules: [AuthRule]?, _ caller: Caller, _ operation: AuthOperation) -> AccessDecision {
        guard let rules, !caller.hasEveryRight else { return .all }
        let isSignedIn = caller.kind == .token
        var owns = false
        for rule in rules where rule.operations.contains(operation) {
            switch rule.allow {
            case .public: return .all
            case .private where isSignedIn: return .all
            case .groups(let groups) where isSignedIn && groups.contains(where: caller.groups.contains): return .all
            case .owner where isSignedIn && caller.subject != nil: owns = true
            default: continue
            }
        }
        if owns, let subject = caller.subject { return .owned(by: subject) }
        return .refused(signedIn: isSignedIn)
    }
}

/// What a caller may do with the nodes of a type (or a field of them) for one operation.
enum AccessDecision: Sendable, Hashable {
    case all
    /// The nodes whose owner is this subject (for `create`: the node will be its).
    case owned(by: String)
    /// Nothing: `signedIn` says whether signing in (or another token) could change that.
    case refused(signedIn: Bool)

    /// The condition on a node's row that the decision admits: nil for every row.
    var filter: RecordFilter? {
        switch self {
        case .all: nil
        case .owned(let subject): .compare(DatabaseSchema.ownerColumn, .equals, .text(subject))
        case .refused: .or([])
        }
    }

    /// Whether a node whose owner is `owner` is admitted.
    func admits(owner: String?) -> Bool {
        switch self {
        case .all: true
        case .owned(let subject): owner == subject
        case .refused: false
        }
    }
}
