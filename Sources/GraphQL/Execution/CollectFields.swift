/// Field collection (the spec's "Field Collection"): the fields of selection sets
/// for a runtime object type, grouped by response key in the order they first
/// appear, with `@skip`/`@include` and fragment type conditions applied; then a
/// plan for each group.
extension ExecutionContext {
    /// `eager` also collects the sub-plans of fields of object types, all the way
    /// down; without it they are collected when first completed.
    ///
    /// Throws when the arguments of a `@skip` or `@include` do not coerce (as
    /// graphql-js's `getDirectiveValues`), e.g. a variable without a runtime value.
    func collectFields(_ type: TypeID, _ selectionSets: [SelectionSet], eager: Bool = true) throws(GraphQLError) -> [FieldPlan] {
        let groups = try fieldGroups(type, selectionSets)
        return groups.keys.compactMap { key in plan(key, groups.fields[key]!, on: type, eager: eager) }
    }

    /// The response key and field nodes of the first field collected, known to the
    /// type or not (a subscription's root field).
    func firstFieldGroup(_ type: TypeID, _ selectionSet: SelectionSet) throws(GraphQLError) -> (key: String, nodes: [Field])? {
        let groups = try fieldGroups(type, [selectionSet])
        return groups.keys.first.map { ($0, groups.fields[$0]!) }
    }

    private func fieldGroups(_ type: TypeID, _ selectionSets: [SelectionSet]) throws(GraphQLError) -> FieldGroups {
        var groups = FieldGroups()
        var visitedFragments: Set<String> = []
        for selectionSet in selectionSets {
            try collect(selectionSet, type, into: &groups, visitedFragments: &visitedFragments)
        }
        return groups
    }

    private func collect(
        _ selectionSet: SelectionSet, _ type: TypeID, into groups: inout FieldGroups, visitedFragments: inout Set<String>
    ) throws(GraphQLError) {
        for selection in selectionSet.selections {
            switch selection {
            case .field(let field):
                guard try included(field.directives) else { continue }
                groups.add(field)
            case .inlineFragment(let fragment):
                guard try included(fragment.directives), matches(fragment.typeCondition, type) else { continue }
                try collect(fragment.selectionSet, type, into: &groups, visitedFragments: &visitedFragments)
            case .fragmentSpread(let spread):
                let name = spread.name.value
                guard !visitedFragments.contains(name), try included(spread.directives) else { continue }
                visitedFragments.insert(name)
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

    /// The plan of one response key; `nil` when the type has no such field
    /// (graphql-js leaves the key out).
    private func plan(_ key: String, _ nodes: [Field], on type: TypeID, eager: Bool) -> FieldPlan? {
        let name = nodes[0].name.value
        let isQueryRoot = type == schema.queryType
        let kind: FieldPlan.Kind
        let definition: GraphQLField
        var resolver = FieldResolver.default
        switch name {
        case "__typename":
            kind = .typename
            definition = MetaFields.typename(schema)
        case "__schema" where isQueryRoot:
            kind = .schema
            definition = MetaFields.schema(schema)
        case "__type" where isQueryRoot:
            kind = .type(name: nil)
            definition = MetaFields.type(schema)
        default:
            guard case .object(let object) = schema[type], let index = object.fields.firstIndex(where: { $0.name == name })
            else { return nil }
            definition = object.fields[index]
            if object.name.hasPrefix("__"), let field = IntrospectionField(named: name, on: object.name) {
                kind = .introspection(field)
            } else {
                kind = .field(index)
                resolver = table.fields[type][index]
            }
        }
        let arguments: Result<Arguments, GraphQLError>
        if definition.arguments.isEmpty {
            arguments = .success(Arguments())
        } else {
            do throws(GraphQLError) {
                arguments = .success(Arguments(try coerceArgumentValues(
                    definitions: definition.arguments, arguments: nodes[0].arguments, variables: request.variables,
                    schema: schema, scalars: table.scalars, source: request.source, location: nodes[0].loc)))
            } catch {
                arguments = .failure(error)
            }
        }
        var planKind = kind
        if case .type = kind, case .success(let values) = arguments {
            planKind = .type(name: values["name"]?.stringValue)
        }
        let suspends: Bool = if case .async = resolver { true } else { table.reachesAsync[definition.type.namedType] }
        let namedType = definition.type.namedType
        var objectSubplans: [FieldPlan]?
        if eager, case .object = schema[namedType] {
            // A selection set that cannot be collected is collected again when
            // completed, where its error becomes the field's.
            objectSubplans = try? collectFields(namedType, nodes.compactMap(\.selectionSet))
        }
        return FieldPlan(
            responseKey: key, nodes: nodes, fieldName: name, parentType: type, returnType: definition.type,
            shape: shape(of: definition.type), kind: planKind, resolver: resolver, arguments: arguments, maySuspend: suspends,
            objectSubplans: objectSubplans)
    }
}

/// The fields of selection sets by response key, keys in first-seen order.
private struct FieldGroups {
    var keys: [String] = []
    var fields: [String: [Field]] = [:]

    mutating func add(_ field: Field) {
        let key = field.responseKey
        if fields[key] == nil {
            keys.append(key)
            fields[key] = [field]
        } else {
            fields[key]!.append(field)
        }
    }
}

/// The definitions of the meta-fields every executor answers: `__typename` on
/// every type, `__schema` and `__type(name:)` on the query root.
enum MetaFields {
    static func typename(_ schema: GraphQLSchema) -> GraphQLField {
        GraphQLField(name: "__typename", type: .nonNull(named("String", schema)))
    }

    static func schema(_ schema: GraphQLSchema) -> GraphQLField {
        GraphQLField(name: "__schema", type: .nonNull(named("__Schema", schema)))
    }

    static func type(_ schema: GraphQLSchema) -> GraphQLField {
        GraphQLField(
            name: "__type", arguments: [GraphQLInputValue(name: "name", type: .nonNull(named("String", schema)))],
            type: named("__Type", schema))
    }

    private static func named(_ name: String, _ schema: GraphQLSchema) -> GraphQLTypeRef {
        guard let id = schema.typeID(named: name) else { preconditionFailure("Every schema has the type \(name).") }
        return .named(id)
    }
}
