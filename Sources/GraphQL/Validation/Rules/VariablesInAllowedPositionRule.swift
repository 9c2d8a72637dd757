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
            let isOneOfField: Bool
            if let parent = usage.parentType, case .inputObject(let object) = schema[parent.namedType], case .named = parent {
                isOneOfField = object.isOneOf
            } else {
                isOneOfField = false
            }
            switch isAllowed(variableType, definition.defaultValue, locationType, usage.hasDefaultValue, isOneOfField, schema) {
            case .allowed:
                break
            case .wrongType:
                context.report(
                    "Variable \"$\(name)\" of type \"\(schema.describe(variableType))\" used in position expecting type \"\(schema.describe(locationType))\".",
                    at: definition.loc, usage.node.loc)
            case .nullableInOneOf:
                context.report(
                    "Variable \"$\(name)\" is of type \"\(schema.describe(variableType))\" but must be non-nullable to be used for OneOf Input Object \"\(schema[usage.parentType!.namedType].name)\".",
                    at: definition.loc, usage.node.loc)
            }
        }
    }

    private enum Verdict { case allowed, wrongType, nullableInOneOf }

    /// The spec's IsVariableUsageAllowed, with IsNonNullPosition's OneOf case told apart.
    private func isAllowed(
        _ variableType: GraphQLTypeRef, _ variableDefault: Value?, _ locationType: GraphQLTypeRef,
        _ hasLocationDefault: Bool, _ isOneOfField: Bool, _ schema: GraphQLSchema
    ) -> Verdict {
        let isNonNullPosition = locationType.isNonNull || isOneOfField
        if isNonNullPosition && !variableType.isNonNull {
            var hasNonNullVariableDefault = false
            if let variableDefault, case .null = variableDefault {} else if variableDefault != nil {
                hasNonNullVariableDefault = true
            }
            if !hasNonNullVariableDefault && !hasLocationDefault {
                return locationType.isNonNull ? .wrongType : .nullableInOneOf
            }
            return schema.isTypeSubtype(variableType, of: locationType.nullable) ? .allowed : .wrongType
        }
        return schema.isTypeSubtype(variableType, of: locationType) ? .allowed : .wrongType
    }
}
