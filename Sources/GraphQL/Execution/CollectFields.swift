/// Field collection (the spec's "Field Collection"): the fields of selection sets
/// for a runtime object type, grouped by response key in the order they first
/// appear, with `@skip`/`@include` and fragment type conditions applied; then a
/// plan for each group. In an incremental execution each field also keeps the
/// `@defer` it was collected under (`DeferUsage`).
extension ExecutionContext {
    /// The plans of the merged selection sets of `nodes` (one field's nodes, each
    /// collected under its defer usage, if any), with the sub-plans of fields of
    /// object types all the way down.
    ///
    /// Throws when the arguments of a `@skip`, `@include` or `@defer` do not coerce
    /// (as graphql-js's `getDirectiveValues`), e.g. a variable without a runtime value.
    func collectFields(_ type: TypeID, of nodes: [Field], deferUsages: [DeferUsage?]) throws(GraphQLError) -> Subselection {
        var groups = FieldGroups(selections: nodes.count == 1 ? nodes[0].selectionSet?.selections.count ?? 0 : 0)
        var visited = VisitedFragments()
        for index in nodes.indices {
            guard let selectionSet = nodes[index].selectionSet else { continue }
            let deferUsage = deferUsages.isEmpty ? nil : deferUsages[index]
            try collect(selectionSet, type, into: &groups, &visited, deferUsage: deferUsage)
        }
        return Subselection(plans: plans(groups, on: type), newDeferUsages: groups.newDeferUsages)
    }

    /// The fields of `selectionSet` grouped by response key.
    func fieldGroups(_ type: TypeID, _ selectionSet: SelectionSetNode) throws(GraphQLError) -> FieldGroups {
        var groups = FieldGroups(selections: selectionSet.selections.count)
        var visited = VisitedFragments()
        try collect(selectionSet, type, into: &groups, &visited, deferUsage: nil)
        return groups
    }

    /// The plans of `groups` (eagerly), in order; keys the type has no field for are left out.
    func plans(_ groups: FieldGroups, on type: TypeID) -> [FieldPlan] {
        var plans: [FieldPlan] = []
        plans.reserveCapacity(groups.count)
        for index in groups.groups.indices {
            let group = groups.groups[index]
            if let plan = plan(group.key, group.nodes, deferUsages: group.deferUsages, on: type, eager: true) { plans.append(plan) }
        }
        return plans
    }

    private func collect(
        _ selectionSet: SelectionSetNode, _ type: TypeID, into groups: inout FieldGroups, _ visited: inout VisitedFragments,
        deferUsage: DeferUsage?
    ) throws(GraphQLError) {
        for index in selectionSet.selections.indices {
            switch selectionSet.selections[index] {
            case .field(let field):
                guard try included(field.directives) else { continue }
                groups.add(field, deferUsage: deferUsage)
            case .inlineFragment(let fragment):
                guard try included(fragment.directives), matches(fragment.typeCondition, type) else { continue }
                var usage = deferUsage
                if let new = try newDeferUsage(fragment.directives, parent: deferUsage) {
                    groups.newDeferUsages.append(new)
                    usage = new
                }
                try collect(fragment.selectionSet, type, into: &groups, &visited, deferUsage: usage)
            case .fragmentSpread(let spread):
                let name = spread.name.value
                guard !visited.isPlain(name), try included(spread.directives), let fragment = request.fragments[name],
                    matches(fragment.typeCondition, type)
                else { continue }
                let new = try newDeferUsage(spread.directives, parent: deferUsage)
                let usage = new ?? deferUsage
                guard visited.insert(name, usage) else { continue }
                if let new { groups.newDeferUsages.append(new) }
                try collect(fragment.selectionSet, type, into: &groups, &visited, deferUsage: usage)
            }
        }
    }

    private func included(_ directives: [Directive]) throws(GraphQLError) -> Bool {
        if directives.isEmpty { return true }
        return try shouldInclude(directives: directives, variables: request.variables, schema: schema, source: request.source)
    }

    /// The `@defer` of a fragment in an incremental execution, unless its `if` is false.
    private func newDeferUsage(_ directives: [Directive], parent: DeferUsage?) throws(GraphQLError) -> DeferUsage? {
        guard !directives.isEmpty, let directive = incremental?.execution.deferDirective,
            let node = directives.first(where: { $0.name.value == "defer" })
        else { return nil }
        let values = try directiveValues(
            directive, in: [node], variables: request.variables, schema: schema, scalars: table.scalars, source: request.source)
        if values?["if"] == .bool(false) { return nil }
        return DeferUsage(label: values?["label"]?.stringValue, parent: parent, directiveOffset: node.loc.start)
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
    func plan(_ key: String, _ nodes: [Field], deferUsages: [DeferUsage?] = [], on type: TypeID, eager: Bool) -> FieldPlan? {
        guard let field = field(nodes[0].name.value, on: type) else { return nil }
        let arguments: Result<Arguments, GraphQLError>
        if nodes[0].arguments.isEmpty, let absent = field.absentArguments {
            arguments = .success(absent)
        } else {
            do throws(GraphQLError) {
                arguments = .success(
                    Arguments(
                        try coerceArgumentValues(
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
        var objectSubselection: Subselection?
        if eager, let objectType = field.objectType {
            // A selection set that cannot be collected is collected again when
            // completed, where its error becomes the field's.
            objectSubselection = try? collectFields(objectType, of: nodes, deferUsages: deferUsages)
        }
        return FieldPlan(
            responseKey: key, nodes: nodes, deferUsages: deferUsages, parentType: type, field: field, kind: kind,
            arguments: arguments, objectSubselection: objectSubselection, stream: streamUsage(nodes[0]))
    }
}

/// The fields of selection sets by response key, keys in first-seen order.
struct FieldGroups {
    struct Group {
        let key: String
        var nodes: [Field]
        /// The defer usage of each node; empty when none has one (always, outside an
        /// incremental execution).
        var deferUsages: [DeferUsage?] = []
    }

    private(set) var groups: [Group] = []
    /// The `@defer`s met while collecting, in document order.
    var newDeferUsages: [DeferUsage] = []
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

    mutating func add(_ field: consuming Field, deferUsage: DeferUsage?) {
        let key = field.alias?.value ?? field.name.value
        if let found = find(key) {
            groups[found].nodes.append(field)
            if deferUsage != nil || !groups[found].deferUsages.isEmpty {
                if groups[found].deferUsages.isEmpty {
                    groups[found].deferUsages = Array(repeating: nil, count: groups[found].nodes.count - 1)
                }
                groups[found].deferUsages.append(deferUsage)
            }
            return
        }
        groups.append(Group(key: key, nodes: [field], deferUsages: deferUsage.map { [$0] } ?? []))
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

/// The fragments spread so far in one collection: each once outside a `@defer`,
/// and once more per `@defer` it is spread under (graphql-js's
/// `visitedFragmentNames`, keyed by defer directive).
struct VisitedFragments {
    private var plain: [String] = []
    private var deferred: [(name: String, directiveOffset: Int)] = []

    /// Whether `name` was spread outside a `@defer`: it is not collected again.
    func isPlain(_ name: String) -> Bool {
        plain.contains(name)
    }

    /// Records a spread of `name` under `usage` (not spread outside a `@defer`);
    /// false when it was spread under the same `@defer` already.
    mutating func insert(_ name: String, _ usage: DeferUsage?) -> Bool {
        guard let usage else {
            plain.append(name)
            return true
        }
        if deferred.contains(where: { $0.name == name && $0.directiveOffset == usage.directiveOffset }) { return false }
        deferred.append((name, usage.directiveOffset))
        return true
    }
}

/// The plans of a selection set collected for one object type, and the
/// `@defer`s met there (always none outside an incremental execution).
struct Subselection: Sendable {
    let plans: [FieldPlan]
    let newDeferUsages: [DeferUsage]
}
