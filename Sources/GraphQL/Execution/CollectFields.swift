/// Field collection (the spec's "Field Collection"): the fields of selection sets
/// for a runtime object type, grouped by response key in the order they first
/// appear, with `@skip`/`@include` and fragment type conditions applied; then a
/// plan for each group.
extension ExecutionContext {
    /// The plans of the merged selection sets of `nodes` (one field's nodes), with
    /// the sub-plans of fields of object types all the way down.
    ///
    /// Throws when the arguments of a `@skip` or `@include` do not coerce (as
    /// graphql-js's `getDirectiveValues`), e.g. a variable without a runtime value.
    func collectFields(_ type: TypeID, of nodes: [Field]) throws(GraphQLError) -> [FieldPlan] {
        try plans(fieldGroups(type, of: nodes), on: type)
    }

    /// The fields of `selectionSet` grouped by response key.
    func fieldGroups(_ type: TypeID, _ selectionSet: SelectionSetNode) throws(GraphQLError) -> FieldGroups {
        var groups = FieldGroups(selections: selectionSet.selections.count)
        var visitedFragments: [String] = []
        try collect(selectionSet, type, into: &groups, visitedFragments: &visitedFragments)
        return groups
    }

    private func fieldGroups(_ type: TypeID, of nodes: [Field]) throws(GraphQLError) -> FieldGroups {
        var groups = FieldGroups(selections: nodes.count == 1 ? nodes[0].selectionSet?.selections.count ?? 0 : 0)
        var visitedFragments: [String] = []
        for node in nodes {
            guard let selectionSet = node.selectionSet else { continue }
            try collect(selectionSet, type, into: &groups, visitedFragments: &visitedFragments)
        }
        return groups
    }

    /// The plans of `groups` (eagerly), in order; keys the type has no field for are left out.
    func plans(_ groups: FieldGroups, on type: TypeID) -> [FieldPlan] {
        var plans: [FieldPlan] = []
        plans.reserveCapacity(groups.count)
        for index in groups.groups.indices {
            if let plan = plan(groups.groups[index].key, groups.groups[index].nodes, on: type, eager: true) { plans.append(plan) }
        }
        return plans
    }

    private func collect(
        _ selectionSet: SelectionSetNode, _ type: TypeID, into groups: inout FieldGroups, visitedFragments: inout [String]
    ) throws(GraphQLError) {
        for index in selectionSet.selections.indices {
            switch selectionSet.selections[index] {
            case .field(let field):
                guard try included(field.directives) else { continue }
                groups.add(field)
            case .inlineFragment(let fragment):
                guard try included(fragment.directives), matches(fragment.typeCondition, type) else { continue }
                try collect(fragment.selectionSet, type, into: &groups, visitedFragments: &visitedFragments)
            case .fragmentSpread(let spread):
                let name = spread.name.value
                guard !visitedFragments.contains(name), try included(spread.directives) else { continue }
                visitedFragments.append(name)
                guard let fragment = request.fragments[name], matches(fragment.typeCondition, type) else { continue }
                try collect(fragment.selectionSet, type, into: &groups, visitedFragments: &visitedFragments)
            }
        }
    }

    private func included(_ directives: [Directive]) throws(GraphQLError) -> Bool {
        if directives.isEmpty { return true }
        return try shouldInclude(directives: directives, variables: request.variables, schema: schema, source: request.source)
    }

    private func matches(_ condition: NamedType?, _ type: TypeID) -> Bool {
        guard let condition else { return true }
        guard let conditionType = schema.typeID(named: condition.name.value) else { return false }
        return conditionType == type || schema.isSubtype(type, of: conditionType)
    }

    /// The field of `type` (or meta-field) that `name` selects; `nil` when there is
    /// none (graphql-js leaves the key out).
    func field(_ name: String, on type: TypeID) -> FieldEntry? {
        let found = table.fieldTable.objects[type]?.entry(named: name)
        // A meta-field comes first (as in graphql-js), even over a field of its name.
        if found?.hasReservedName ?? true, let meta = table.fieldTable.metaField(name, isQueryRoot: type == schema.queryType) {
            return meta
        }
        return found
    }

    /// The plan of one response key; `nil` when the type has no such field. `eager`
    /// also collects the sub-plans of a field of an object type, all the way down;
    /// without it they are collected when first completed.
    func plan(_ key: String, _ nodes: [Field], on type: TypeID, eager: Bool) -> FieldPlan? {
        guard let field = field(nodes[0].name.value, on: type) else { return nil }
        let arguments: Result<Arguments, GraphQLError>
        if nodes[0].arguments.isEmpty, let absent = field.absentArguments {
            arguments = .success(absent)
        } else {
            do throws(GraphQLError) {
                arguments = .success(Arguments(try coerceArgumentValues(
                    definitions: field.definition.arguments, arguments: nodes[0].arguments, variables: request.variables,
                    schema: schema, scalars: table.scalars, source: request.source, location: nodes[0].loc)))
            } catch {
                arguments = .failure(error)
            }
        }
        var kind = field.kind
        if case .type = kind, case .success(let values) = arguments {
            kind = .type(name: values["name"]?.stringValue)
        }
        var objectSubplans: [FieldPlan]?
        if eager, let objectType = field.objectType {
            // A selection set that cannot be collected is collected again when
            // completed, where its error becomes the field's.
            objectSubplans = try? collectFields(objectType, of: nodes)
        }
        return FieldPlan(
            responseKey: key, nodes: nodes, parentType: type, field: field, kind: kind, arguments: arguments,
            objectSubplans: objectSubplans)
    }
}

/// The fields of selection sets by response key, keys in first-seen order.
struct FieldGroups {
    struct Group {
        let key: String
        var nodes: [Field]
    }

    private(set) var groups: [Group] = []
    /// Group indices by key, kept once there are more keys than a linear search
    /// handles faster.
    private var index: [String: Int] = [:]
    private static let linearLimit = 16

    /// Room for a selection set's fields: `selections` (its count of selections),
    /// or at least a few more for those of its fragments.
    init(selections: Int) {
        groups.reserveCapacity(max(selections, 8))
    }

    var count: Int { groups.count }

    mutating func add(_ field: consuming Field) {
        let key = field.alias?.value ?? field.name.value
        if let found = find(key) {
            groups[found].nodes.append(field)
            return
        }
        groups.append(Group(key: key, nodes: [field]))
        if groups.count > Self.linearLimit {
            if index.isEmpty {
                for position in groups.indices { index[groups[position].key] = position }
            } else {
                index[key] = groups.count - 1
            }
        }
    }

    private func find(_ key: String) -> Int? {
        if groups.count > Self.linearLimit { return index[key] }
        let count = key.utf8.count
        for position in groups.indices where groups[position].key.utf8.count == count && groups[position].key == key {
            return position
        }
        return nil
    }
}
