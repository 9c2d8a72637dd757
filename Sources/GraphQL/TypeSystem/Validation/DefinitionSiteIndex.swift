/// The AST nodes behind definition sites, for error locations that point inside a
/// definition (a field's type, an `implements` entry, a union member).
///
/// A schema keeps only each element's byte range; the few errors that need a
/// part of it re-parse the source, once per source, on the error path only.
struct DefinitionSiteIndex {
    private var parsed: [(source: Source, nodes: Nodes)] = []

    struct Nodes {
        var definitions: [Int: Definition] = [:]
        var fields: [Int: FieldDefinition] = [:]
        var inputValues: [Int: InputValueDefinition] = [:]
    }

    private mutating func nodes(_ source: Source) -> Nodes? {
        if let found = parsed.first(where: { $0.source == source }) { return found.nodes }
        guard let document = try? Parser.parse(source) else { return nil }
        var nodes = Nodes()
        func addInputValues(_ values: [InputValueDefinition]) {
            for value in values { nodes.inputValues[value.loc.start] = value }
        }
        func addFields(_ fields: [FieldDefinition]) {
            for field in fields {
                nodes.fields[field.loc.start] = field
                addInputValues(field.arguments)
            }
        }
        for definition in document.definitions {
            nodes.definitions[definition.loc.start] = definition
            switch definition {
            case .object(let node): addFields(node.fields)
            case .objectExtension(let node): addFields(node.fields)
            case .interface(let node): addFields(node.fields)
            case .interfaceExtension(let node): addFields(node.fields)
            case .inputObject(let node): addInputValues(node.fields)
            case .inputObjectExtension(let node): addInputValues(node.fields)
            case .directive(let node): addInputValues(node.arguments)
            default: break
            }
        }
        parsed.append((source, nodes))
        return nodes
    }

    mutating func definition(_ site: DefinitionSite) -> Definition? {
        nodes(site.source)?.definitions[site.loc.start]
    }

    mutating func field(_ site: DefinitionSite) -> FieldDefinition? {
        nodes(site.source)?.fields[site.loc.start]
    }

    mutating func inputValue(_ site: DefinitionSite) -> InputValueDefinition? {
        nodes(site.source)?.inputValues[site.loc.start]
    }
}
