/// Fields of scalar and enum types have no selection set; all others have one.
///
/// https://spec.graphql.org/September2025/#sec-Leaf-Field-Selections
public struct ScalarLeafsRule: ValidationRule {
    public init(context: ValidationContext) {}

    public mutating func enter(_ node: Field, _ context: ValidationContext) {
        guard let type = context.typeInfo.type else { return }
        let schema = context.schema
        let name = node.name.value
        if schema[type.namedType].isLeaf {
            if let selectionSet = node.selectionSet {
                context.report(
                    "Field \"\(name)\" must not have a selection since type \"\(schema.describe(type))\" has no subfields.",
                    at: selectionSet.loc)
            }
        } else if node.selectionSet == nil {
            context.report(
                "Field \"\(name)\" of type \"\(schema.describe(type))\" must have a selection of subfields. Did you mean \"\(name) { ... }\"?",
                at: node.loc)
        }
    }
}
