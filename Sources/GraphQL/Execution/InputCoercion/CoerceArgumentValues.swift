/// Coerces the arguments written on a field or directive to its argument
/// definitions (the spec's CoerceArgumentValues, graphql-js 16's
/// `getArgumentValues`): a missing argument, or one given a variable that has
/// no value, takes its default value or stays absent. Throws the first problem,
/// with graphql-js's message, located at the argument's value or, for a missing
/// argument, at `location` (the field or directive).
///
/// https://spec.graphql.org/September2025/#sec-Coercing-Field-Arguments
public func coerceArgumentValues(
    definitions: [GraphQLInputValue], arguments: [Argument], variables: CoercedVariables,
    schema: GraphQLSchema, scalars: CustomScalars = [:], source: Source, location: Location
) throws(GraphQLError) -> JSONObject {
    var coerced = JSONObject()
    coerced.reserveCapacity(definitions.count)
    // By index: a field may define many arguments, and copying each definition
    // (name, description, type, default, sites) costs more than the few reads below.
    for index in definitions.indices {
        let name = definitions[index].name
        let type = definitions[index].type
        // An argument given twice counts with its last value (graphql-js `keyMap`).
        guard let argument = arguments.last(where: { $0.name.value == name }) else {
            if let defaultValue = defaultValue(of: definitions[index], schema: schema, scalars: scalars) {
                coerced.append(name, defaultValue)
            } else if type.isNonNull {
                throw GraphQLError(
                    "Argument \"\(name)\" of required type \"\(schema.describe(type))\" was not provided.",
                    locations: [source.location(at: location.start)])
            }
            continue
        }
        let value = argument.value
        // Computed only for an error: finding a line and column scans the source.
        var valueLocation: [SourceLocation] { [source.location(at: value.loc.start)] }
        var isNull: Bool
        switch value {
        case .variable(let variable):
            let variableName = variable.name.value
            guard variables.contains(variableName) else {
                if let defaultValue = defaultValue(of: definitions[index], schema: schema, scalars: scalars) {
                    coerced.append(name, defaultValue)
                } else if type.isNonNull {
                    throw GraphQLError(
                        "Argument \"\(name)\" of required type \"\(schema.describe(type))\" was provided the variable "
                            + "\"$\(variableName)\" which was not provided a runtime value.",
                        locations: valueLocation)
                }
                continue
            }
            isNull = variables[variableName]?.isNull ?? true
        case .null:
            isNull = true
        default:
            isNull = false
        }
        if isNull && type.isNonNull {
            throw GraphQLError(
                "Argument \"\(name)\" of non-null type \"\(schema.describe(type))\" must not be null.", locations: valueLocation)
        }
        guard let coercedValue = valueFromAST(value, type: type, schema: schema, scalars: scalars, variables: variables) else {
            throw GraphQLError("Argument \"\(name)\" has invalid value \(Printer.print(value)).", locations: valueLocation)
        }
        coerced.append(name, coercedValue)
    }
    return coerced
}

/// The arguments of the first use of `directive` among `directives`, coerced;
/// `nil` when it is not used (graphql-js's `getDirectiveValues`).
public func directiveValues(
    _ directive: GraphQLDirective, in directives: [Directive], variables: CoercedVariables,
    schema: GraphQLSchema, scalars: CustomScalars = [:], source: Source
) throws(GraphQLError) -> JSONObject? {
    guard let node = directives.first(where: { $0.name.value == directive.name }) else { return nil }
    return try coerceArgumentValues(
        definitions: directive.arguments, arguments: node.arguments, variables: variables,
        schema: schema, scalars: scalars, source: source, location: node.loc)
}

/// Whether a field or fragment with these directives is included: not when
/// `@skip(if: true)` or `@include(if: false)` (graphql-js's `shouldIncludeNode`).
///
/// https://spec.graphql.org/September2025/#sec--skip
func shouldInclude(
    directives: [Directive], variables: CoercedVariables, schema: GraphQLSchema, source: Source
) throws(GraphQLError) -> Bool {
    if directives.isEmpty { return true }
    if let skip = schema.directive(named: "skip"),
        try directiveValues(skip, in: directives, variables: variables, schema: schema, source: source)?["if"] == .bool(true)
    {
        return false
    }
    if let include = schema.directive(named: "include"),
        try directiveValues(include, in: directives, variables: variables, schema: schema, source: source)?["if"] == .bool(false)
    {
        return false
    }
    return true
}

/// A default value as graphql-js keeps it: `valueFromAST` of the literal, or
/// none when the literal does not fit the type.
private func defaultValue(of input: GraphQLInputValue, schema: GraphQLSchema, scalars: CustomScalars) -> JSONValue? {
    input.defaultValue.flatMap { valueFromAST($0, type: input.type, schema: schema, scalars: scalars) }
}
