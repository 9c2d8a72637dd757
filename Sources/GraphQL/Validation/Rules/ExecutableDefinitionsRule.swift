/// A document for execution contains only operations and fragments.
///
/// https://spec.graphql.org/September2025/#sec-Executable-Definitions
public struct ExecutableDefinitionsRule: ValidationRule {
    public init(context: ValidationContext) {}

    public mutating func enter(_ node: Document, _ context: ValidationContext) {
        for definition in node.definitions where !definition.isExecutable {
            context.report("The \(definition.definedName) definition is not executable.", at: definition.loc)
        }
    }
}

extension Definition {
    /// How graphql-js names a type-system definition in messages: `schema` or `"Name"`.
    fileprivate var definedName: String {
        switch self {
        case .schema, .schemaExtension: "schema"
        case .operation(let node): "\"\(node.name?.value ?? "")\""
        case .fragment(let node): "\"\(node.name.value)\""
        case .scalar(let node): "\"\(node.name.value)\""
        case .object(let node): "\"\(node.name.value)\""
        case .interface(let node): "\"\(node.name.value)\""
        case .union(let node): "\"\(node.name.value)\""
        case .enum(let node): "\"\(node.name.value)\""
        case .inputObject(let node): "\"\(node.name.value)\""
        case .directive(let node): "\"\(node.name.value)\""
        case .scalarExtension(let node): "\"\(node.name.value)\""
        case .objectExtension(let node): "\"\(node.name.value)\""
        case .interfaceExtension(let node): "\"\(node.name.value)\""
        case .unionExtension(let node): "\"\(node.name.value)\""
        case .enumExtension(let node): "\"\(node.name.value)\""
        case .inputObjectExtension(let node): "\"\(node.name.value)\""
        }
    }
}
