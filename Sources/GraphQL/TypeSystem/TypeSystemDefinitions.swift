/// A document's type-system definitions, grouped as building or extending a schema
/// reads them: the schema definition and extensions, type definitions in order,
/// type extensions by type name, and directive definitions.
struct TypeSystemDefinitions {
    var schemaDefinition: SchemaDefinition?
    var schemaExtensions: [SchemaExtension] = []
    var typeDefinitions: [Definition] = []
    var extensions: [String: [Definition]] = [:]
    var directiveDefinitions: [DirectiveDefinition] = []

    init(_ document: Document) {
        for definition in document.definitions {
            switch definition {
            case .schema(let node): schemaDefinition = node
            case .schemaExtension(let node): schemaExtensions.append(node)
            case .scalar, .object, .interface, .union, .enum, .inputObject: typeDefinitions.append(definition)
            case .scalarExtension(let node): extensions[node.name.value, default: []].append(definition)
            case .objectExtension(let node): extensions[node.name.value, default: []].append(definition)
            case .interfaceExtension(let node): extensions[node.name.value, default: []].append(definition)
            case .unionExtension(let node): extensions[node.name.value, default: []].append(definition)
            case .enumExtension(let node): extensions[node.name.value, default: []].append(definition)
            case .inputObjectExtension(let node): extensions[node.name.value, default: []].append(definition)
            case .directive(let node): directiveDefinitions.append(node)
            case .operation, .fragment: break
            }
        }
    }

    var parts:
        (
            SchemaDefinition?, [SchemaExtension], [Definition], [String: [Definition]], [DirectiveDefinition]
        )
    {
        (schemaDefinition, schemaExtensions, typeDefinitions, extensions, directiveDefinitions)
    }
}
