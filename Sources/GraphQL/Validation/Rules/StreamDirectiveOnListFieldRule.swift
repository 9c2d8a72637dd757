/// `@stream` is used on list fields only (graphql-js 17's rule, from the
/// incremental delivery RFC's "Stream Directives Are Used On List Fields").
///
/// https://github.com/graphql/graphql-spec/pull/1110
public struct StreamDirectiveOnListFieldRule: ValidationRule {
    public init(context: ValidationContext) {}

    public mutating func enter(_ node: Directive, _ context: ValidationContext) {
        guard node.name.value == "stream", let field = context.typeInfo.fieldDef, let parentType = context.typeInfo.parentType
        else { return }
        switch field.type {
        case .list, .nonNull(.list): return
        default:
            context.report(
                "Stream directive cannot be used on non-list field '\(field.name)' on type '\(context.schema[parentType].name)'.",
                at: node.loc)
        }
    }
}
