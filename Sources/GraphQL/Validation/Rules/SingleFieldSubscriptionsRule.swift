/// A subscription selects exactly one root field, and not an introspection field.
///
/// https://spec.graphql.org/September2025/#sec-Single-Root-Field
///
/// Fields are collected as the spec's {CollectSubscriptionFields} does, which
/// forbids `@skip` and `@include` on the root selections (in graphql-js 17's words,
/// reported alone). graphql-js 16 instead applies a literal `if` and throws on a
/// variable there.
public struct SingleFieldSubscriptionsRule: ValidationRule {
    public init(context: ValidationContext) {}

    public mutating func enter(_ node: OperationDefinition, _ context: ValidationContext) {
        guard node.operation == .subscription, let subscriptionType = context.schema.subscriptionType else { return }
        var collector = FieldCollector(context: context, runtimeType: subscriptionType)
        collector.collect(node.selectionSet)
        let groups = collector.groups
        let subject = node.name.map { "Subscription \"\($0.value)\"" } ?? "Anonymous Subscription"
        if !collector.conditionals.isEmpty {
            context.report(
                "\(subject) must not use `@skip` or `@include` directives in the top level selection.",
                at: collector.conditionals.map(\.loc)
            )
            return
        }
        if groups.count > 1 {
            context.report("\(subject) must select only one top level field.", at: groups.dropFirst().flatMap { $0.map(\.loc) })
        }
        for group in groups where group[0].name.value.hasPrefix("__") {
            context.report("\(subject) must not select an introspection top level field.", at: group.map(\.loc))
        }
    }
}

/// The fields of a selection set by response key, in first-seen order, and the
/// `@skip` and `@include` directives on its selections.
private struct FieldCollector {
    let context: ValidationContext
    let runtimeType: TypeID
    var groups: [[Field]] = []
    var conditionals: [Directive] = []
    var groupIndex: [String: Int] = [:]
    var visitedFragments: Set<String> = []

    init(context: ValidationContext, runtimeType: TypeID) {
        self.context = context
        self.runtimeType = runtimeType
    }

    mutating func collect(_ selectionSet: SelectionSetNode) {
        for selection in selectionSet.selections {
            for directive in selection.directives where directive.name.value == "skip" || directive.name.value == "include" {
                conditionals.append(directive)
            }
            switch selection {
            case .field(let field):
                if let index = groupIndex[field.responseKey] {
                    groups[index].append(field)
                } else {
                    groupIndex[field.responseKey] = groups.count
                    groups.append([field])
                }
            case .inlineFragment(let fragment):
                guard conditionMatches(fragment.typeCondition) else { continue }
                collect(fragment.selectionSet)
            case .fragmentSpread(let spread):
                let name = spread.name.value
                guard !visitedFragments.contains(name) else { continue }
                visitedFragments.insert(name)
                guard let fragment = context.fragment(named: name), conditionMatches(fragment.typeCondition) else { continue }
                collect(fragment.selectionSet)
            }
        }
    }

    private func conditionMatches(_ condition: NamedType?) -> Bool {
        guard let condition else { return true }
        guard let type = context.schema.typeID(named: condition.name.value) else { return false }
        if type == runtimeType { return true }
        return context.schema[type].isAbstract && context.schema.isSubtype(runtimeType, of: type)
    }
}
