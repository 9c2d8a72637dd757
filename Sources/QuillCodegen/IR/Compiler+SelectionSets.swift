import GraphQL

/// A variable-driven `@include` (or `@skip`, inverted) above a selection.
struct Condition: Hashable {
    var variable: String
    var inverted: Bool
}

/// The selections on one parent type, gathered from one or more selection sets: fields by
/// response key, type cases by type condition, fragment spreads by name, each with the
/// `@include`/`@skip` conditions it is under. Inline fragments on the parent type or one it
/// implements are flattened into their parent.
struct CollectedSelections {
    var fieldKeys: [String] = []
    var fields: [String: [(field: Field, conditions: [Condition])]] = [:]
    var typeCaseOrder: [TypeID] = []
    var typeCases: [TypeID: [(selectionSet: SelectionSetNode, conditions: [Condition])]] = [:]
    var spreadOrder: [String] = []
    var spreads: [String: [[Condition]]] = [:]
    /// Fragment spreads and inline fragments under `@defer`, in order.
    var deferred: [DeferredSelection] = []
}

/// A fragment spread or inline fragment under `@defer`: never merged into its parent, as
/// its fields may come later.
struct DeferredSelection {
    enum Target {
        case spread(String)
        case inline(TypeID, SelectionSetNode)
    }

    var target: Target
    var label: String?
    var conditions: [Condition]
}

extension Compiler {
    /// The struct for selection sets on `parent`.
    ///
    /// Its properties are its fields, then the fields of the fragments that always apply
    /// to it and are not under a condition (typed by the fragment's own nested types),
    /// then, for a type case, its parent's; a response key already taken keeps its first
    /// type. Its nested structs are its object fields' and its type cases'.
    mutating func selectionSet(
        named name: String, path: [String], kind: IR.SelectionSetType.Kind, on parent: TypeID,
        from sources: [(SelectionSetNode, [Condition])], inherited: [IR.Property], possibleTypes: IR.PossibleTypes?
    ) -> IR.SelectionSetType {
        var collected = CollectedSelections()
        for (selectionSet, conditions) in sources {
            collect(selectionSet.selections, on: parent, conditions: conditions, into: &collected)
        }
        var typeNames = NameSet(reserved: reservedTypeNames)
        var propertyNames = NameSet(
            reserved: SwiftName.reservedPropertyNames.union(
                collected.spreadOrder.isEmpty && collected.deferred.isEmpty ? [] : ["fragments"]))
        var selections: [IR.SelectionMeta] = []
        var properties: [IR.Property] = []
        var children: [IR.SelectionSetType] = []
        var aliasCandidates: [(alias: String, target: String)] = []

        for key in collected.fieldKeys {
            let occurrences = collected.fields[key]!
            let field = occurrences[0].field
            guard let fieldType = schema.fieldType(field.name.value, on: parent) else {
                diagnostics.append(
                    operations.diagnostic(
                        at: field.loc, "internal error: no field '\(field.name.value)' on \(schema[parent].name)"))
                continue
            }
            let named = fieldType.namedType
            let base = SwiftName.propertyBase(key)
            let shape: IR.Shape
            if schema[named].isComposite {
                let singular = Singular.of(SwiftName.upperFirst(base))
                let childName = typeNames.take([singular, SwiftName.upperFirst(base)])
                let childSources = occurrences.compactMap { occurrence in occurrence.field.selectionSet.map { ($0, [Condition]()) } }
                children.append(
                    selectionSet(
                        named: childName, path: path + [childName], kind: .object, on: named, from: childSources,
                        inherited: [], possibleTypes: nil))
                shape = self.shape(of: fieldType, named: .object(path + [childName]))
                if !isList(fieldType) && SwiftName.upperFirst(base) != childName {
                    aliasCandidates.append((SwiftName.upperFirst(base), childName))
                }
            } else {
                shape = self.shape(of: fieldType, named: .leaf(leafTypeName(named)))
            }
            let conditionSets = Self.conditionSets(occurrences.map(\.conditions))
            let entry = IR.SelectionMeta.field(
                name: field.name.value, alias: field.alias?.value, type: shape,
                arguments: field.arguments.map { ($0.name.value, argumentValue($0.value)) })
            selections += Self.wrap(entry, in: conditionSets)
            guard key != "__typename" else { continue }
            let propertyName = SwiftName.identifier(propertyNames.take([base, key]))
            var isIdentifier = false
            if key == "id", conditionSets == nil, case .nonNull(.named(let id)) = fieldType { isIdentifier = schema[id].name == "ID" }
            properties.append(
                IR.Property(
                    name: propertyName, responseKey: key, type: conditionSets == nil ? shape : shape.nullable, isIdentifier: isIdentifier))
        }

        var fragmentNames = NameSet(reserved: ["__data"])
        var fragmentAccessors: [IR.FragmentAccessor] = []
        for fragmentName in collected.spreadOrder {
            let fragment = self.fragment(named: fragmentName)
            let conditionSets = Self.conditionSets(collected.spreads[fragmentName]!)
            let alwaysApplies = schema.condition(fragmentTypeID(fragment), alwaysHoldsFor: parent)
            selections += Self.wrap(.fragment(fragment.typeName), in: conditionSets)
            fragmentAccessors.append(
                IR.FragmentAccessor(
                    name: SwiftName.identifier(fragmentNames.take([SwiftName.lowerFirst(fragment.typeName)])),
                    fragmentType: fragment.typeName, alwaysApplies: alwaysApplies, isConditional: conditionSets != nil))
            if alwaysApplies && conditionSets == nil {
                merge(fragment.selectionSet.properties, into: &properties, names: &propertyNames)
            }
        }

        for deferred in collected.deferred {
            let conditionSets = Self.conditionSets([deferred.conditions])
            let typeName: String
            let condition: TypeID
            switch deferred.target {
            case .spread(let fragmentName):
                let fragment = self.fragment(named: fragmentName)
                typeName = fragment.typeName
                condition = fragmentTypeID(fragment)
            case .inline(let inlineCondition, let node):
                condition = inlineCondition
                typeName = typeNames.take([SwiftName.upperFirst(deferred.label ?? "Deferred" + schema[condition].name)])
                children.append(
                    selectionSet(
                        named: typeName, path: path + [typeName], kind: .typeCase, on: condition, from: [(node, [])],
                        inherited: [], possibleTypes: self.possibleTypes(of: condition, within: parent)))
            }
            selections += Self.wrap(.deferred(typeName, label: deferred.label), in: conditionSets)
            fragmentAccessors.append(
                IR.FragmentAccessor(
                    name: SwiftName.identifier(fragmentNames.take([SwiftName.lowerFirst(typeName)])), fragmentType: typeName,
                    alwaysApplies: schema.condition(condition, alwaysHoldsFor: parent), isConditional: conditionSets != nil,
                    isDeferred: true))
        }

        var typeCaseAccessors: [IR.TypeCaseAccessor] = []
        let visibleToTypeCases = properties
        for caseType in collected.typeCaseOrder {
            let occurrences = collected.typeCases[caseType]!
            let caseName = typeNames.take(["As" + schema[caseType].name])
            var caseInherited = visibleToTypeCases
            var ignoredNames = NameSet()
            merge(inherited, into: &caseInherited, names: &ignoredNames)
            children.append(
                selectionSet(
                    named: caseName, path: path + [caseName], kind: .typeCase, on: caseType,
                    from: occurrences.map { ($0.selectionSet, []) }, inherited: caseInherited,
                    possibleTypes: self.possibleTypes(of: caseType, within: parent)))
            let conditionSets = Self.conditionSets(occurrences.map(\.conditions))
            selections += Self.wrap(.inlineFragment(caseName), in: conditionSets)
            typeCaseAccessors.append(
                IR.TypeCaseAccessor(
                    name: SwiftName.identifier(propertyNames.take(["as" + schema[caseType].name])), typeName: caseName,
                    isConditional: conditionSets != nil))
        }
        merge(inherited, into: &properties, names: &propertyNames)

        var typeAliases: [(alias: String, target: String)] = []
        for candidate in aliasCandidates where typeNames.isFree(candidate.alias) {
            _ = typeNames.take([candidate.alias])
            typeAliases.append(candidate)
        }
        let typename: IR.SelectionSetType.Typename =
            kind == .root ? .none : schema.isObject(parent) ? .fixed(schema[parent].name) : .parameter
        return IR.SelectionSetType(
            name: name, path: path, kind: kind, parentType: schema[parent].name, typename: typename,
            possibleTypes: possibleTypes, selections: selections, properties: properties,
            fragmentAccessors: fragmentAccessors, typeCaseAccessors: typeCaseAccessors, children: children,
            typeAliases: typeAliases)
    }

    /// Adds `extra` properties whose response keys are not among `properties` yet.
    private func merge(_ extra: [IR.Property], into properties: inout [IR.Property], names: inout NameSet) {
        var keys = Set(properties.map(\.responseKey))
        for property in extra where keys.insert(property.responseKey).inserted {
            let base = SwiftName.propertyBase(property.responseKey)
            var merged = property
            merged.name = SwiftName.identifier(names.take([base, property.responseKey]))
            properties.append(merged)
        }
    }

    private func fragmentTypeID(_ fragment: IR.Fragment) -> TypeID {
        schema.typeID(named: fragment.selectionSet.parentType)!
    }

    private func isList(_ type: GraphQLTypeRef) -> Bool {
        if case .list = type.nullable { return true }
        return false
    }

    /// Gathers `selections` on `parent` under `conditions` (see `CollectedSelections`).
    func collect(
        _ selections: [SelectionNode], on parent: TypeID, conditions: [Condition], into collected: inout CollectedSelections
    ) {
        for selection in selections {
            let directives: [Directive]
            switch selection {
            case .field(let field): directives = field.directives
            case .fragmentSpread(let spread): directives = spread.directives
            case .inlineFragment(let inline): directives = inline.directives
            }
            guard let own = Self.conditions(of: directives) else { continue }
            let all = conditions + own
            if let deferral = Self.deferral(of: directives) {
                switch selection {
                case .field: break
                case .fragmentSpread(let spread):
                    collected.deferred.append(DeferredSelection(target: .spread(spread.name.value), label: deferral.label, conditions: all))
                    continue
                case .inlineFragment(let inline):
                    let condition = inline.typeCondition.flatMap { schema.typeID(named: $0.name.value) } ?? parent
                    collected.deferred.append(
                        DeferredSelection(target: .inline(condition, inline.selectionSet), label: deferral.label, conditions: all))
                    continue
                }
            }
            switch selection {
            case .field(let field):
                let key = field.responseKey
                if collected.fields[key] == nil { collected.fieldKeys.append(key) }
                collected.fields[key, default: []].append((field, all))
            case .inlineFragment(let inline):
                let condition = inline.typeCondition.flatMap { schema.typeID(named: $0.name.value) } ?? parent
                if schema.fields(of: condition, belongTo: parent) {
                    collect(inline.selectionSet.selections, on: parent, conditions: all, into: &collected)
                } else {
                    if collected.typeCases[condition] == nil { collected.typeCaseOrder.append(condition) }
                    collected.typeCases[condition, default: []].append((inline.selectionSet, all))
                }
            case .fragmentSpread(let spread):
                let name = spread.name.value
                if collected.spreads[name] == nil { collected.spreadOrder.append(name) }
                collected.spreads[name, default: []].append(all)
            }
        }
    }

    /// The variable conditions of `@include`/`@skip`; nil when a literal excludes the
    /// selection (`@include(if: false)`).
    static func conditions(of directives: [Directive]) -> [Condition]? {
        var result: [Condition] = []
        for directive in directives where directive.name.value == "include" || directive.name.value == "skip" {
            let inverted = directive.name.value == "skip"
            switch directive.arguments.first(where: { $0.name.value == "if" })?.value {
            case .variable(let variable)?: result.append(Condition(variable: variable.name.value, inverted: inverted))
            case .boolean(let literal)?: if literal.value == inverted { return nil }
            default: break
            }
        }
        return result
    }

    /// A fragment's `@defer` and its `label`; nil when there is none, or `if: false`
    /// (a variable `if` defers: the client takes the fields whenever they come).
    static func deferral(of directives: [Directive]) -> Deferral? {
        guard let directive = directives.first(where: { $0.name.value == "defer" }) else { return nil }
        if case .boolean(let literal)? = directive.arguments.first(where: { $0.name.value == "if" })?.value, !literal.value { return nil }
        if case .string(let label)? = directive.arguments.first(where: { $0.name.value == "label" })?.value { return Deferral(label: label.value) }
        return Deferral(label: nil)
    }

    struct Deferral {
        var label: String?
    }

    /// The distinct condition lists of a selection's occurrences; nil when one has none
    /// (the selection is unconditional).
    static func conditionSets(_ lists: [[Condition]]) -> [[Condition]]? {
        guard !lists.contains(where: \.isEmpty) else { return nil }
        var distinct: [[Condition]] = []
        for list in lists where !distinct.contains(list) { distinct.append(list) }
        return distinct
    }

    /// `entry` once per condition list, nested in one `.conditional` per condition.
    static func wrap(_ entry: IR.SelectionMeta, in conditionSets: [[Condition]]?) -> [IR.SelectionMeta] {
        guard let conditionSets else { return [entry] }
        return conditionSets.map { conditions in
            conditions.reversed().reduce(entry) { inner, condition in
                .conditional(variable: condition.variable, inverted: condition.inverted, [inner])
            }
        }
    }

    func argumentValue(_ value: Value) -> IR.ArgumentValue {
        switch value {
        case .variable(let variable): .variable(variable.name.value)
        case .int(let int): .int(int.value)
        case .float(let float): .float(float.value)
        case .string(let string): .string(string.value)
        case .boolean(let boolean): .boolean(boolean.value)
        case .null: .null
        case .enum(let value): .string(value.value)
        case .list(let list): .list(list.values.map(argumentValue))
        case .object(let object): .object(object.fields.map { ($0.name.value, argumentValue($0.value)) })
        }
    }
}
