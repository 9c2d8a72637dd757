/// Every type a document names (in variable types, type conditions and type-system
/// definitions) is defined.
///
/// https://spec.graphql.org/September2025/#sec-Fragment-Spread-Type-Existence
public struct KnownTypeNamesRule: ValidationRule {
    private let definedTypes: Set<String>
    private let typeNames: [String]

    public init(context: ValidationContext) {
        var defined: [String] = []
        for definition in context.document.definitions {
            switch definition {
            case .scalar(let node): defined.append(node.name.value)
            case .object(let node): defined.append(node.name.value)
            case .interface(let node): defined.append(node.name.value)
            case .union(let node): defined.append(node.name.value)
            case .enum(let node): defined.append(node.name.value)
            case .inputObject(let node): defined.append(node.name.value)
            default: break
            }
        }
        definedTypes = Set(defined)
        typeNames = context.schema.types.map(\.name) + defined
    }

    public mutating func enter(_ node: NamedType, _ context: ValidationContext) {
        let name = node.name.value
        guard context.schema.typeID(named: name) == nil, !definedTypes.contains(name) else { return }
        // In type-system definitions the built-in types are known even when the schema lacks them.
        let standardTypeNames = context.isInTypeSystemDefinition ? SDLValidator.standardTypeNames : []
        if standardTypeNames.contains(name) { return }
        context.report("Unknown type \"\(name)\"." + didYouMean(suggestionList(name, standardTypeNames + typeNames)), at: node.loc)
    }
}
