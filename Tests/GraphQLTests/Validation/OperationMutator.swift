import QuillTestSupport

@testable import GraphQL

/// Makes invalid variants of valid documents for the differential tests: one
/// mutation per variant, at a position chosen by a seeded generator.
struct OperationMutator {
    enum Kind: CaseIterable {
        case renameField, dropArgument, renameArgument, changeLiteral, addSelectionToLeaf, dropSelectionSet
        case addDirective, duplicateDefinition, removeFragment, addUnusedVariable, removeVariableDefinition
        case changeVariableType, addUnknownSpread
    }

    /// Seeded, so failures reproduce.
    var generator: SplitMix64
    /// Which candidate node of the chosen kind to change, and how many were seen.
    private var target = 0
    private var seen = 0
    private var kind = Kind.renameField

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    mutating func mutate(_ document: Document) -> Document {
        var document = document
        kind = Kind.allCases.randomElement(using: &generator)!
        target = Int.random(in: 0..<8, using: &generator)
        seen = 0
        let definitions = document.definitions
        switch kind {
        case .duplicateDefinition:
            if let definition = definitions.randomElement(using: &generator) { document.definitions.append(definition) }
            return document
        case .removeFragment:
            if let index = definitions.indices.filter({ if case .fragment = definitions[$0] { true } else { false } })
                .randomElement(using: &generator)
            {
                document.definitions.remove(at: index)
            }
            return document
        default:
            break
        }
        document.definitions = definitions.map { definition in
            switch definition {
            case .operation(var operation):
                operation = mutate(operation)
                operation.selectionSet = mutate(operation.selectionSet)
                return .operation(operation)
            case .fragment(var fragment):
                fragment.selectionSet = mutate(fragment.selectionSet)
                return .fragment(fragment)
            default:
                return definition
            }
        }
        return document
    }

    /// Whether this candidate is the one to change (the `target`-th, counting from 0 in document order).
    private mutating func hit() -> Bool {
        defer { seen += 1 }
        return seen == target % 3 || (seen == target && target >= 3)
    }

    private mutating func mutate(_ operation: OperationDefinition) -> OperationDefinition {
        var operation = operation
        let at = Location(start: operation.loc.start, end: operation.loc.start)
        switch kind {
        case .addUnusedVariable where hit():
            operation.variableDefinitions.append(
                VariableDefinition(
                    variable: Variable(name: Name(value: "unused", loc: at), loc: at),
                    type: .named(NamedType(name: Name(value: "String", loc: at), loc: at)), defaultValue: nil, directives: [],
                    loc: at))
        case .removeVariableDefinition where !operation.variableDefinitions.isEmpty && hit():
            operation.variableDefinitions.remove(at: Int.random(in: 0..<operation.variableDefinitions.count, using: &generator))
        case .changeVariableType where !operation.variableDefinitions.isEmpty && hit():
            let index = Int.random(in: 0..<operation.variableDefinitions.count, using: &generator)
            let type = operation.variableDefinitions[index].type
            let names = ["String", "Int!", "[ID]", "Boolean!", "Query", "Nope"]
            let name = names.randomElement(using: &generator)!
            let named = NamedType(name: Name(value: name.filter(\.isLetter), loc: type.loc), loc: type.loc)
            operation.variableDefinitions[index].type =
                name.hasSuffix("!")
                ? .nonNull(NonNullType(type: .named(named), loc: type.loc))
                : name.hasPrefix("[") ? .list(ListType(type: .named(named), loc: type.loc)) : .named(named)
        default:
            break
        }
        return operation
    }

    private mutating func mutate(_ selectionSet: SelectionSetNode) -> SelectionSetNode {
        var selectionSet = selectionSet
        selectionSet.selections = selectionSet.selections.map { selection -> SelectionNode in
            switch selection {
            case .field(let field): return .field(mutate(field))
            case .inlineFragment(var fragment):
                fragment.selectionSet = mutate(fragment.selectionSet)
                return .inlineFragment(fragment)
            case .fragmentSpread(var spread):
                if kind == .addDirective && hit() { spread.directives.append(directive("include", spread.loc)) }
                return .fragmentSpread(spread)
            }
        }
        if kind == .addUnknownSpread && hit() {
            let at = Location(start: selectionSet.loc.start, end: selectionSet.loc.start)
            selectionSet.selections.append(.fragmentSpread(FragmentSpread(name: Name(value: "Missing", loc: at), directives: [], loc: at)))
        }
        return selectionSet
    }

    private mutating func mutate(_ field: Field) -> Field {
        var field = field
        switch kind {
        case .renameField where hit():
            field.name.value = field.name.value.dropLast() + "x"
        case .dropArgument where !field.arguments.isEmpty && hit():
            field.arguments.removeLast()
        case .renameArgument where !field.arguments.isEmpty && hit():
            field.arguments[0].name.value += "s"
        case .changeLiteral where !field.arguments.isEmpty && hit():
            field.arguments[0].value = changed(field.arguments[0].value)
        case .addSelectionToLeaf where field.selectionSet == nil && hit():
            field.selectionSet = SelectionSetNode(
                selections: [
                    .field(
                        Field(
                            alias: nil, name: Name(value: "id", loc: field.loc), arguments: [], directives: [], selectionSet: nil,
                            loc: field.loc))
                ], loc: field.loc)
        case .dropSelectionSet where field.selectionSet != nil && hit():
            field.selectionSet = nil
        case .addDirective where hit():
            let names = ["skip", "include", "deprecated", "unknown", "specifiedBy"]
            field.directives.append(directive(names.randomElement(using: &generator)!, field.loc))
        default:
            break
        }
        if let selectionSet = field.selectionSet { field.selectionSet = mutate(selectionSet) }
        return field
    }

    private mutating func changed(_ value: Value) -> Value {
        let at = value.loc
        switch value {
        case .int, .float: return .string(StringValue(value: "1", block: false, loc: at))
        case .string: return .int(IntValue(value: "1", loc: at))
        case .enum: return .string(StringValue(value: "A", block: false, loc: at))
        case .variable: return .boolean(BooleanValue(value: true, loc: at))
        case .boolean, .null: return .enum(EnumValue(value: "RED", loc: at))
        case .list(let list): return list.values.first ?? .null(NullValue(loc: at))
        case .object: return .list(ListValue(values: [value], loc: at))
        }
    }

    /// `@name(if: true)`, or `@name` alone for one in three.
    private mutating func directive(_ name: String, _ loc: Location) -> Directive {
        let arguments =
            Bool.random(using: &generator)
            ? [Argument(name: Name(value: "if", loc: loc), value: .variable(Variable(name: Name(value: "flag", loc: loc), loc: loc)), loc: loc)]
            : []
        return Directive(name: Name(value: name, loc: loc), arguments: arguments, loc: loc)
    }
}
