import GraphQL

/// Forbids the introspection fields `__schema` and `__type` (used when
/// `GraphQLLimits.introspection` is off); `__typename` stays allowed.
struct NoIntrospectionRule: ValidationRule {
    init(context: ValidationContext) {}

    mutating func enter(_ node: Field, _ context: ValidationContext) {
        let name = node.name.value
        guard name == "__schema" || name == "__type" else { return }
        context.report(
            "GraphQL introspection has been disabled, but the requested query contained the field \"\(name)\".",
            at: node.loc)
    }
}
