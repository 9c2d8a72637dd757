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
) -> Result<CoercedVariables, GraphQLErrors> {
    var errors: [GraphQLError] = []
    func report(_ error: GraphQLError) throws(CoercionStopped) {
        try record(error, in: &errors, maxErrors: maxErrors)
    }
    var coerced = CoercedVariables()
    do throws(CoercionStopped) {
        for definition in definitions {
            let name = definition.variable.name.value
            // Computed only for an error: finding a line and column scans the source.
            var location: [SourceLocation] { [source.location(at: definition.loc.start)] }
            guard let type = schema.typeReference(definition.type), schema[type.namedType].isInputType else {
                try report(
                    GraphQLError(
                        "Variable \"$\(name)\" expected value of type \"\(Printer.print(definition.type))\" which cannot be used as an input type.",
                        locations: [source.location(at: definition.type.loc.start)]))
                continue
            }
            guard let value = inputs[name] else {
                if let defaultValue = definition.defaultValue {
                    coerced.set(name, valueFromAST(defaultValue, type: type, schema: schema, scalars: scalars))
                } else if type.isNonNull {
                    try report(
                        GraphQLError(
                            "Variable \"$\(name)\" of required type \"\(schema.describe(type))\" was not provided.", locations: location))
                }
                continue
            }
            if value.isNull && type.isNonNull {
                try report(
                    GraphQLError(
                        "Variable \"$\(name)\" of non-null type \"\(schema.describe(type))\" must not be null.", locations: location))
                continue
            }
            // A scalar or enum value, the common case, is parsed here directly; the
            // coercer reports the same problem the same way (at the value itself).
            if !value.isNull, case .named(let id) = type.nullable, isLeaf(schema[id]) {
                do throws(GraphQLError) {
                    coerced.set(name, try parseLeaf(value, schema[id], scalars))
                } catch {
                    try report(
                        GraphQLError(
                            "Variable \"$\(name)\" got invalid value \(inspect(value)); \(error.message)", locations: location))
                }
                continue
            }
            var found: [GraphQLError] = []
            defer { errors += found }
            let reported = errors.count
            var coercer = InputValueCoercer(schema: schema, scalars: scalars) { path, invalidValue, message throws(CoercionStopped) in
                var prefix = "Variable \"$\(name)\" got invalid value \(inspect(invalidValue))"
                if !path.isEmpty { prefix += " at \"\(name)\(printPath(path))\"" }
                if reported + found.count >= maxErrors { throw tooManyErrors }
                found.append(GraphQLError(prefix + "; " + message, locations: location))
            }
            coerced.set(name, try coercer.coerce(value, to: type))
        }
    } catch {
        errors.append(error.error)
    }
    return errors.isEmpty ? .success(coerced) : .failure(GraphQLErrors(errors))
}

/// Adds a problem to `errors`, or stops when they already hold `maxErrors`.
private func record(_ error: GraphQLError, in errors: inout [GraphQLError], maxErrors: Int) throws(CoercionStopped) {
    if errors.count >= maxErrors { throw tooManyErrors }
    errors.append(error)
}

private var tooManyErrors: CoercionStopped {
    CoercionStopped(error: GraphQLError("Too many errors processing variables, error limit reached. Execution aborted."))
}

private func isLeaf(_ type: GraphQLNamedType) -> Bool {
    switch type {
    case .scalar, .enum: true
    default: false
    }
}

/// A scalar's or enum's value of a variable.
private func parseLeaf(_ value: JSONValue, _ type: GraphQLNamedType, _ scalars: CustomScalars) throws(GraphQLError) -> JSONValue {
    switch type {
    case .scalar(let scalar): try scalar.parseValue(value, custom: scalars[scalar.name])
    case .enum(let enumType): try enumType.parseValue(value)
    default: preconditionFailure("parseLeaf of a type that is not a leaf type")
    }
}
