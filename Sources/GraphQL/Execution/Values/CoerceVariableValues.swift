/// The errors that stopped variable coercion, in the order found.
public struct VariableErrors: Error, Sendable, Hashable {
    public var errors: [GraphQLError]

    public init(_ errors: [GraphQLError]) {
        self.errors = errors
    }
}

/// Coerces a request's variable values to the types of an operation's variable
/// definitions (the spec's CoerceVariableValues, graphql-js 16's
/// `getVariableValues`): a variable not given takes its default value, or stays
/// absent. Every problem is reported, with graphql-js's messages and the
/// variable definition's location, until `maxErrors` of them; one more aborts
/// with "Too many errors processing variables, error limit reached. Execution aborted."
///
/// https://spec.graphql.org/September2025/#sec-Coercing-Variable-Values
public func coerceVariableValues(
    schema: GraphQLSchema, definitions: [VariableDefinition], inputs: JSONObject, source: Source,
    scalars: CustomScalars = [:], maxErrors: Int = 50
) -> Result<CoercedVariables, VariableErrors> {
    var errors: [GraphQLError] = []
    let report = { (error: GraphQLError) throws(CoercionStopped) in
        if errors.count >= maxErrors {
            throw CoercionStopped(error: GraphQLError("Too many errors processing variables, error limit reached. Execution aborted."))
        }
        errors.append(error)
    }
    var coerced = CoercedVariables()
    do throws(CoercionStopped) {
        for definition in definitions {
            let name = definition.variable.name.value
            // Computed only for an error: finding a line and column scans the source.
            var location: [SourceLocation] { [source.location(at: definition.loc.start)] }
            guard let type = schema.typeReference(definition.type), schema[type.namedType].isInputType else {
                try report(GraphQLError(
                    "Variable \"$\(name)\" expected value of type \"\(Printer.print(definition.type))\" which cannot be used as an input type.",
                    locations: [source.location(at: definition.type.loc.start)]))
                continue
            }
            guard let value = inputs[name] else {
                if let defaultValue = definition.defaultValue {
                    coerced.set(name, valueFromAST(defaultValue, type: type, schema: schema, scalars: scalars))
                } else if type.isNonNull {
                    try report(GraphQLError(
                        "Variable \"$\(name)\" of required type \"\(schema.describe(type))\" was not provided.", locations: location))
                }
                continue
            }
            if value.isNull && type.isNonNull {
                try report(GraphQLError(
                    "Variable \"$\(name)\" of non-null type \"\(schema.describe(type))\" must not be null.", locations: location))
                continue
            }
            var coercer = InputValueCoercer(schema: schema, scalars: scalars) { path, invalidValue, message throws(CoercionStopped) in
                var prefix = "Variable \"$\(name)\" got invalid value \(inspect(invalidValue))"
                if !path.isEmpty { prefix += " at \"\(name)\(printPath(path))\"" }
                try report(GraphQLError(prefix + "; " + message, locations: location))
            }
            coerced.set(name, try coercer.coerce(value, to: type))
        }
    } catch {
        errors.append(error.error)
    }
    return errors.isEmpty ? .success(coerced) : .failure(VariableErrors(errors))
}
