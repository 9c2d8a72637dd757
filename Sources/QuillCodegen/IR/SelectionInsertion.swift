import GraphQL

/// Adds what the normalized cache needs to the documents, before they are printed and
/// compiled: `__typename` in every selection set of a field or fragment (not at an
/// operation's root, where a subscription may select one field only), and each type's
/// configured key fields where they are not selected yet.
struct SelectionInsertion {
    let schema: GraphQLSchema
    /// The key fields of a composite type, if any are configured.
    let keyFields: (TypeID) -> [String]?
    /// Key fields that could not be added: their response key is another field's alias.
    private(set) var conflicts: [(Location, String)] = []

    init(schema: GraphQLSchema, keyFields: @escaping (TypeID) -> [String]?) {
        self.schema = schema
        self.keyFields = keyFields
    }

    mutating func apply(to document: Document) -> Document {
        var result = document
        result.definitions = document.definitions.map { definition in
            switch definition {
            case .operation(var operation):
                if let root = schema.rootType(for: operation.operation) {
                    operation.selectionSet = insert(into: operation.selectionSet, on: root, addingHere: false)
                }
                return .operation(operation)
            case .fragment(var fragment):
                if let type = schema.typeID(named: fragment.typeCondition.name.value) {
                    let addHere = type != schema.subscriptionType
                    fragment.selectionSet = insert(into: fragment.selectionSet, on: type, addingHere: addHere)
                }
                return .fragment(fragment)
            default:
                return definition
            }
        }
        return result
    }

    private mutating func insert(into selectionSet: SelectionSetNode, on type: TypeID, addingHere: Bool) -> SelectionSetNode {
        var result = selectionSet
        result.selections = selectionSet.selections.map { selection in
            switch selection {
            case .field(var field):
                if let subselection = field.selectionSet, let fieldType = schema.fieldType(field.name.value, on: type) {
                    field.selectionSet = insert(into: subselection, on: fieldType.namedType, addingHere: true)
                }
                return .field(field)
            case .inlineFragment(var inline):
                let condition = inline.typeCondition.flatMap { schema.typeID(named: $0.name.value) } ?? type
                inline.selectionSet = insert(into: inline.selectionSet, on: condition, addingHere: false)
                return .inlineFragment(inline)
            case .fragmentSpread:
                return selection
            }
        }
        guard addingHere else { return result }
        var added: [SelectionNode] = []
        for name in ["__typename"] + (keyFields(type) ?? []) {
            let existing = selectionSet.selections.compactMap { selection -> Field? in
                if case .field(let field) = selection, field.responseKey == name { return field }
                return nil
            }
            if let other = existing.first(where: { $0.name.value != name }) {
                conflicts.append(
                    (other.loc, "key field '\(name)' of \(schema[type].name) cannot be added: '\(name)' is the alias of '\(other.name.value)' here"))
            } else if existing.isEmpty {
                let location = Location(start: selectionSet.loc.start, end: selectionSet.loc.start)
                added.append(
                    .field(
                        Field(
                            alias: nil, name: Name(value: name, location: location), arguments: [], directives: [],
                            selectionSet: nil, location: location)))
            }
        }
        result.selections = added + result.selections
        return result
    }
}
