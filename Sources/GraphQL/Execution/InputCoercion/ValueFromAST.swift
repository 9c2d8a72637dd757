/// The value a literal stands for as an input of `type`, with the variables'
/// values in place of variables (graphql-js 16's `valueFromAST`); `nil` when
/// the literal is not a valid value of the type, which graphql-js signals
/// with `undefined`.
///
/// A variable without a value makes the literal invalid, except inside a list
/// (it becomes `null` there, when the items may be null) and as an input object
/// field (the field is treated as not given).
///
/// https://spec.graphql.org/September2025/#sec-Coercing-Field-Arguments
public func valueFromAST(
    _ value: Value, type: GraphQLTypeRef, schema: GraphQLSchema, scalars: CustomScalars = [:],
    variables: CoercedVariables? = nil
) -> JSONValue? {
    if case .variable(let variable) = value {
        guard let variableValue = variables?[variable.name.value] else { return nil }
        if variableValue.isNull && type.isNonNull { return nil }
        // Validation has checked that the variable's type fits.
        return variableValue
    }
    switch type {
    case .nonNull(let inner):
        if case .null = value { return nil }
        return valueFromAST(value, type: inner, schema: schema, scalars: scalars, variables: variables)
    case .list(let itemType):
        if case .null = value { return .null }
        guard case .list(let list) = value else {
            return valueFromAST(value, type: itemType, schema: schema, scalars: scalars, variables: variables)
                .map { .array([$0]) }
        }
        var items: [JSONValue] = []
        items.reserveCapacity(list.values.count)
        for item in list.values {
            if isMissingVariable(item, variables) {
                if itemType.isNonNull { return nil }
                items.append(.null)
            } else {
                guard let coerced = valueFromAST(item, type: itemType, schema: schema, scalars: scalars, variables: variables)
                else { return nil }
                items.append(coerced)
            }
        }
        return .array(items)
    case .named(let id):
        if case .null = value { return .null }
        switch schema[id] {
        case .inputObject(let inputObject):
            return objectFromAST(value, inputObject, schema: schema, scalars: scalars, variables: variables)
        case .scalar(let scalar):
            return scalarFromAST(value, scalar, scalars: scalars, variables: variables)
        case .enum(let enumType):
            guard case .enumValue(let name)? = try? enumType.parseLiteral(value) else { return nil }
            return .string(name)
        default:
            return nil
        }
    }
}

/// The value of a literal without a type (graphql-js's `valueFromASTUntyped`):
/// numbers as JavaScript reads them, enum values as strings, variables replaced
/// by their values; `nil` for a variable without one (and such members are left
/// out of objects, and become `null` in lists).
public func valueFromASTUntyped(_ value: Value, variables: CoercedVariables? = nil) -> JSONValue? {
    switch value {
    case .null: return .null
    case .int(let node):
        if let int = Int(node.value), int.magnitude <= 1 << 53 { return .int(int) }
        return .double(Double(node.value) ?? .infinity)
    case .float(let node): return .double(Double(node.value) ?? .infinity)
    case .string(let node): return .string(node.value)
    case .enum(let node): return .string(node.value)
    case .boolean(let node): return .bool(node.value)
    case .list(let list): return .array(list.values.map { valueFromASTUntyped($0, variables: variables) ?? .null })
    case .object(let object):
        var members = JSONObject()
        for field in object.fields {
            if let fieldValue = valueFromASTUntyped(field.value, variables: variables) {
                members.set(field.name.value, fieldValue)
            } else if let index = members.members.firstIndex(where: { $0.key == field.name.value }) {
                // A later member without a value removes an earlier one, as `undefined` hides it.
                members.members.remove(at: index)
            }
        }
        return .object(members)
    case .variable(let variable): return variables?[variable.name.value]
    }
}

private func isMissingVariable(_ value: Value, _ variables: CoercedVariables?) -> Bool {
    guard case .variable(let variable) = value else { return false }
    return variables?[variable.name.value] == nil
}

private func objectFromAST(
    _ value: Value, _ type: GraphQLInputObjectType, schema: GraphQLSchema, scalars: CustomScalars,
    variables: CoercedVariables?
) -> JSONValue? {
    guard case .object(let object) = value else { return nil }
    // @oneOf: the literal itself must give exactly one field, and not as `null`.
    if type.isOneOf {
        guard object.fields.count == 1, !object.fields[0].value.isNullLiteral else { return nil }
    }
    var coerced = JSONObject()
    coerced.reserveCapacity(type.fields.count)
    for field in type.fields {
        // A field given twice counts with its last value (graphql-js `keyMap`).
        let given = object.fields.last { $0.name.value == field.name }
        guard let given, !isMissingVariable(given.value, variables) else {
            if let defaultValue = field.defaultValue.flatMap({ valueFromAST($0, type: field.type, schema: schema, scalars: scalars) }) {
                coerced.append(field.name, defaultValue)
            } else if field.type.isNonNull {
                return nil
            }
            continue
        }
        guard let fieldValue = valueFromAST(given.value, type: field.type, schema: schema, scalars: scalars, variables: variables)
        else { return nil }
        coerced.append(field.name, fieldValue)
    }
    if type.isOneOf {
        guard coerced.count == 1, !coerced[0].value.isNull else { return nil }
    }
    return .object(coerced)
}

private func scalarFromAST(
    _ value: Value, _ scalar: GraphQLScalarType, scalars: CustomScalars, variables: CoercedVariables?
) -> JSONValue? {
    guard let literal = try? scalar.parseLiteral(value) else { return nil }
    switch literal {
    case .int(let int): return .int(Int(int))
    case .float(let double): return .double(double)
    case .string(let string), .enumValue(let string): return .string(string)
    case .boolean(let bool): return .bool(bool)
    case .custom(let literal):
        guard let parse = scalars[scalar.name]?.parseLiteral else {
            return valueFromASTUntyped(literal, variables: variables)
        }
        return try? parse(literal, variables ?? CoercedVariables())
    }
}

extension Value {
    fileprivate var isNullLiteral: Bool {
        if case .null = self { return true }
        return false
    }
}
