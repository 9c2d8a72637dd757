import QuillSync

/// The compiled plan of each selection set type, made on first use.
enum PlanCache {
    private static let plans = Locked<[ObjectIdentifier: SelectionPlan]>([:])

    /// The plan of `type`'s selections.
    static func plan(for type: any SelectionSet.Type) -> SelectionPlan {
        let id = ObjectIdentifier(type)
        if let plan = plans.withLock({ $0[id] }) { return plan }
        var compiler = PlanCompiler()
        _ = compiler.plan(for: type)
        plans.withLock { plans in
            for (id, compiled) in compiler.compiled where plans[id] == nil { plans[id] = compiled }
        }
        return plans.withLock { $0[id]! }
    }
}

/// Compiles selection metadata into plans, each type once.
struct PlanCompiler {
    private(set) var compiled: [ObjectIdentifier: SelectionPlan] = [:]

    mutating func plan(for type: any SelectionSet.Type) -> SelectionPlan {
        let id = ObjectIdentifier(type)
        if let plan = compiled[id] { return plan }
        let plan = SelectionPlan(parentType: type.__parentType, items: items(type.__selections, parentType: type.__parentType))
        compiled[id] = plan
        return plan
    }

    private mutating func items(_ selections: [Selection], parentType: String) -> [PlanItem] {
        var items: [PlanItem] = []
        for selection in selections {
            switch selection {
            case .field(let field):
                items.append(
                    .field(
                        PlanField(
                            responseKey: field.responseKey, name: field.name, arguments: field.arguments.map { ($0.key, $0.value) },
                            type: type(field.type))))
            case .fragment(let fragment):
                items += typeCase(fragment, possibleTypes: fragment.__possibleTypes, parentType: parentType)
            case .inlineFragment(let fragment):
                items += typeCase(fragment, possibleTypes: fragment.__possibleTypes, parentType: parentType)
            case .conditional(let condition, let selections):
                items.append(.conditional(condition, SelectionPlan(parentType: parentType, items: self.items(selections, parentType: parentType))))
            case .deferred(let fragment, _):
                let types = fragment._deferredPossibleTypes
                items.append(.deferred(types.flatMap { $0.contains(parentType) ? nil : $0 }, plan(for: fragment)))
            }
        }
        return items
    }

    /// A fragment's items: inline when its condition holds for every object of the
    /// parent type (the parent is a concrete type it lists), else under a type case.
    private mutating func typeCase(_ fragment: any SelectionSet.Type, possibleTypes: Set<String>, parentType: String) -> [PlanItem] {
        let plan = plan(for: fragment)
        if possibleTypes.contains(parentType) { return plan.items }
        return [.typeCase(possibleTypes, plan)]
    }

    private mutating func type(_ type: FieldType) -> PlanType {
        switch type {
        case .scalar(let scalar): .scalar(ScalarKind(scalar))
        case .object(let selectionSet): .object(plan(for: selectionSet))
        case .nonNull(let inner): .nonNull(self.type(inner))
        case .list(let inner): .list(self.type(inner))
        }
    }
}
