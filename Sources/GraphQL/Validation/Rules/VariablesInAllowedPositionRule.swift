/// Every variable is used where its type is allowed: a subtype of the expected
/// type, nullable only where a default value makes up for it, and non-null in a
/// field of a OneOf input object.
///
/// https://spec.graphql.org/September2025/#sec-All-Variable-Usages-Are-Allowed
public struct VariablesInAllowedPositionRule: ValidationRule {
    private var definitions: [String: VariableDefinition] = [:]

    public init(context: ValidationContext) {}

    public mutating func enter(_ node: OperationDefinition, _ context: ValidationContext) {
        definitions = [:]
    }

    public mutating func enter(_ node: VariableDefinition, _ context: ValidationContext) {
        definitions[node.variable.name.value] = node
    }

    public mutating func leave(_ node: OperationDefinition, _ context: ValidationContext) {
        let schema = context.schema
        for usage in context.recursiveVariableUsages(of: node) {
            let name = usage.node.name.value
            guard let definition = definitions[name], let locationType = usage.type,
                let variableType = schema.typeReference(definition.type)
            else { continue }
            let hasNonNullDefault = definition.defaultValue.map { if case .null = $0 { false } else { true } } ?? false
            if !isAllowed(variableType, hasNonNullDefault, locationType, usage.hasDefaultValue, schema) {
                context.report(
                    "Variable \"$\(name)\" of type \"\(schema.describe(variableType))\" used in position expecting type \"\(schema.describe(locationType))\".",
                    at: definition.loc, usage.node.loc)
            }
            // IsNonNullPosition: a field of a OneOf input object is one.
            if let parent = usage.parentType, case .named(let parentID) = parent,
                case .inputObject(let object) = schema[parentID], object.isOneOf,
                !variableType.isNonNull, !hasNonNullDefault, !usage.hasDefaultValue
            {
                context.report(
                    "Variable \"$\(name)\" is of type \"\(schema.describe(variableType))\" but must be non-nullable to be used for OneOf Input Object \"\(object.name)\".",
                    at: definition.loc, usage.node.loc)
            }
        }
    }

    /// The spec's IsVariableUsageAllowed for a position of type `locationType`.
    private func isAllowed(
        _ variableType: GraphQLTypeRef, _ hasNonNullVariableDefault: Bool, _ locationType: GraphQLTypeRef,
        _ hasLocationDefault: Bool, _ schema: GraphQLSchema
    ) -> Bool {
        if locationType.isNonNull && !variableType.isNonNull {
            guard hasNonNullVariableDefault || hasLocationDefault else { return false }
            return schema.isTypeSubtype(variableType, of: locationType.nullable)
        }
        return schema.isTypeSubtype(variableType, of: locationType)
    }
}
