/// `@defer` and `@stream` are not used on the root fields of a mutation or a
/// subscription (graphql-js 17's rule, from the incremental delivery RFC's
/// "Defer And Stream Directives Are Used On Valid Root Field"): the root
/// selections are looked at, through fragments, not the fields below them.
///
/// https://github.com/graphql/graphql-spec/pull/1110
public struct DeferStreamDirectiveOnRootFieldRule: ValidationRule {
    /// Fragments whose root selections were found valid already.
    private var checkedFragments: Set<String> = []

    public init(context: ValidationContext) {}

    public mutating func enter(_ node: OperationDefinition, _ context: ValidationContext) {
        guard node.operation != .query, let rootType = context.schema.rootType(for: node.operation) else { return }
        var visited: Set<String> = []
        let typeName = context.schema[rootType].name
        if check(node.selectionSet, node.operation.rawValue, typeName, &visited, context) {
            checkedFragments.formUnion(visited)
        }
    }

    /// Reports `@defer` and `@stream` among the root selections; whether there were none.
    private func check(
        _ selectionSet: SelectionSetNode, _ operation: String, _ typeName: String, _ visited: inout Set<String>,
        _ context: ValidationContext
    ) -> Bool {
        var valid = true
        func forbid(_ directive: Directive?, _ name: String) {
            guard let directive else { return }
            valid = false
            context.report("\(name) directive cannot be used on root \(operation) type '\(typeName)'.", at: directive.loc)
        }
        for selection in selectionSet.selections {
            switch selection {
            case .field(let field):
                forbid(field.directives.first(named: "stream"), "Stream")
            case .fragmentSpread(let spread):
                let name = spread.name.value
                guard visited.insert(name).inserted, let fragment = context.fragment(named: name) else { continue }
                forbid(spread.directives.first(named: "defer"), "Defer")
                if !checkedFragments.contains(name) {
                    valid = check(fragment.selectionSet, operation, typeName, &visited, context) && valid
                }
            case .inlineFragment(let fragment):
                forbid(fragment.directives.first(named: "defer"), "Defer")
                valid = check(fragment.selectionSet, operation, typeName, &visited, context) && valid
            }
        }
        return valid
    }
}
