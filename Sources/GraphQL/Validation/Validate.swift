/// Validates an executable document against a schema with the spec's rules
/// (`SpecifiedRules`), as graphql-js's `validate` does: the same errors, with the
/// same messages and locations, in the same order. `source` is the text the
/// document was parsed from (errors locate nodes in it).
///
/// After `maxErrors` errors, validation stops with the error "Too many validation
/// errors, error limit reached. Validation aborted.".
public func validate(
    schema: GraphQLSchema, document: Document, source: Source, maxErrors: Int = 100
) -> [GraphQLError] {
    validate(schema: schema, document: document, source: source, rule: SpecifiedRules.self, maxErrors: maxErrors)
}

/// Validates with one rule type, which may be a `RulePair` chain of rules: a walk
/// specialized for it.
public func validate<Rule: ValidationRule>(
    schema: GraphQLSchema, document: Document, source: Source, rule: Rule.Type, maxErrors: Int = 100
) -> [GraphQLError] {
    let context = ValidationContext(schema: schema, document: document, source: source, maxErrors: maxErrors)
    var walker = ValidationWalker(rules: Rule(context: context), context: context)
    walker.walk(document)
    return context.errors
}

/// Validates with rules chosen at run time, e.g. `specifiedRules + [MyRule.self]`,
/// run in the order given.
public func validate(
    schema: GraphQLSchema, document: Document, source: Source, rules: [any ValidationRule.Type],
    maxErrors: Int = 100
) -> [GraphQLError] {
    let context = ValidationContext(schema: schema, document: document, source: source, maxErrors: maxErrors)
    var walker = ValidationWalker(rules: AnyValidationRules(rules, context: context), context: context)
    walker.walk(document)
    return context.errors
}
