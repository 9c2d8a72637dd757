/// The spec's validation rules, in graphql-js 16's `specifiedRules` order, as one
/// statically dispatched rule. Insert a rule as `RulePair<NewRule,` at its place
/// and add one `>` at the end.
public typealias SpecifiedRules =
    RulePair<ExecutableDefinitionsRule,
    RulePair<UniqueOperationNamesRule,
    UniqueInputFieldNamesRule
    >>

/// The spec's validation rules as a list, in graphql-js 16's `specifiedRules`
/// order, for `validate(schema:document:source:rules:)`.
public var specifiedRules: [any ValidationRule.Type] {
    [
        ExecutableDefinitionsRule.self,
        UniqueOperationNamesRule.self,
        UniqueInputFieldNamesRule.self,
    ]
}
