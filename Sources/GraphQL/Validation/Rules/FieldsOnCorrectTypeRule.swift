/// Every selected field is defined on the type it is selected on.
///
/// https://spec.graphql.org/September2025/#sec-Field-Selections
public struct FieldsOnCorrectTypeRule: ValidationRule {
    public init(context: ValidationContext) {}

    public mutating func enter(_ node: Field, _ context: ValidationContext) {
        guard let parentType = context.typeInfo.parentType, context.typeInfo.fieldDef == nil else { return }
        let name = node.name.value
        var suggestion = didYouMean(suggestedTypeNames(parentType, name, context.schema), subject: "to use an inline fragment on")
        if suggestion.isEmpty {
            let fieldNames = context.schema[parentType].fields.map(\.name)
            suggestion = didYouMean(suggestionList(name, fieldNames))
        }
        context.report("Cannot query field \"\(name)\" on type \"\(context.schema[parentType].name)\"." + suggestion, at: node.loc)
    }

    /// For an abstract type: the possible types and their interfaces that define
    /// the field, the most used first, then interfaces before their subtypes, then by name.
    private func suggestedTypeNames(_ type: TypeID, _ fieldName: String, _ schema: GraphQLSchema) -> [String] {
        guard schema[type].isAbstract else { return [] }
        var suggested: [TypeID] = []
        var usageCount: [TypeID: Int] = [:]
        for possibleType in schema.possibleTypes(of: type) {
            guard case .object(let object) = schema[possibleType], object.field(named: fieldName) != nil else { continue }
            if usageCount[possibleType] == nil { suggested.append(possibleType) }
            usageCount[possibleType] = 1
            for interface in object.interfaces where schema[interface].field(named: fieldName) != nil {
                if usageCount[interface] == nil { suggested.append(interface) }
                usageCount[interface, default: 0] += 1
            }
        }
        func isInterface(_ id: TypeID) -> Bool {
            if case .interface = schema[id] { return true }
            return false
        }
        return suggested.sorted { typeA, typeB in
            let countA = usageCount[typeA, default: 0]
            let countB = usageCount[typeB, default: 0]
            if countA != countB { return countA > countB }
            if isInterface(typeA) && schema.isSubtype(typeB, of: typeA) { return true }
            if isInterface(typeB) && schema.isSubtype(typeA, of: typeB) { return false }
            return naturalCompare(schema[typeA].name, schema[typeB].name) < 0
        }.map { schema[$0].name }
    }
}
