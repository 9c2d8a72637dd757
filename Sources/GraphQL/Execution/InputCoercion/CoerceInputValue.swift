/// Coerces a JSON value (such as a variable's value) to an input type, by the
/// spec's input coercion rules with graphql-js 16's messages, and reports each
/// problem to `onError` with the path inside the value, the offending value and
/// the message. Returns the coerced value, or `nil` when anything was reported.
///
/// Input objects come out with their fields in the type's definition order, a
/// missing field takes its default value, and a missing optional field without
/// one stays absent; a single value given for a list becomes a list of one.
///
/// https://spec.graphql.org/September2025/#sec-Input-Objects.Input-Coercion
public func coerceInputValue(
    _ value: JSONValue, type: GraphQLTypeRef, schema: GraphQLSchema, scalars: CustomScalars = [:],
    onError: (_ path: [PathComponent], _ invalidValue: JSONValue, _ message: String) -> Void
) -> JSONValue? {
    withoutActuallyEscaping(onError) { onError in
        var coercer = InputValueCoercer(schema: schema, scalars: scalars) { path, value, message in
            onError(path, value, message)
        }
        return try? coercer.coerce(value, to: type)
    }
}

/// Coerces a JSON value to an input type; throws the first problem as graphql-js's
/// default `onError` words it: `Invalid value 1.5 at "value.a": Int cannot ...`.
public func coerceInputValue(
    _ value: JSONValue, type: GraphQLTypeRef, schema: GraphQLSchema, scalars: CustomScalars = [:]
) throws(GraphQLError) -> JSONValue {
    var coercer = InputValueCoercer(schema: schema, scalars: scalars) { path, value, message throws(CoercionStopped) in
        var prefix = "Invalid value " + inspect(value)
        if !path.isEmpty { prefix += " at \"value\(printPath(path))\"" }
        throw CoercionStopped(error: GraphQLError(prefix + ": " + message))
    }
    do throws(CoercionStopped) {
        // Without a problem, the coercer always returns a value.
        return try coercer.coerce(value, to: type) ?? .null
    } catch {
        throw error.error
    }
}

/// A path inside a value as graphql-js's `printPathArray` writes it: `.a[0].b`.
func printPath(_ path: [PathComponent]) -> String {
    var printed = ""
    for component in path {
        switch component {
        case .key(let key): printed += "." + key
        case .index(let index): printed += "[\(index)]"
        }
    }
    return printed
}

/// Why coercion stopped before the end: a reporter gave up (a first error, or
/// the error limit).
struct CoercionStopped: Error {
    var error: GraphQLError
}

/// graphql-js's `coerceInputValue`, with a reporter that may stop it.
struct InputValueCoercer {
    typealias Reporter = (_ path: [PathComponent], _ value: JSONValue, _ message: String) throws(CoercionStopped) -> Void

    let schema: GraphQLSchema
    let scalars: CustomScalars
    let report: Reporter
    private var path: [PathComponent] = []

    init(schema: GraphQLSchema, scalars: CustomScalars, report: @escaping Reporter) {
        self.schema = schema
        self.scalars = scalars
        self.report = report
    }

    /// The coerced value; `nil` after a problem was reported.
    mutating func coerce(_ value: JSONValue, to type: GraphQLTypeRef) throws(CoercionStopped) -> JSONValue? {
        switch type {
        case .nonNull(let inner):
            if case .null = value {
                try report(path, value, "Expected non-nullable type \"\(schema.describe(type))\" not to be null.")
                return nil
            }
            return try coerce(value, to: inner)
        case .list(let itemType):
            switch value {
            case .null:
                return .null
            case .array(let items):
                var coerced: [JSONValue] = []
                coerced.reserveCapacity(items.count)
                var valid = true
                for (index, item) in items.enumerated() {
                    path.append(.index(index))
                    defer { path.removeLast() }
                    if let item = try coerce(item, to: itemType), valid {
                        coerced.append(item)
                    } else {
                        valid = false
                    }
                }
                return valid ? .array(coerced) : nil
            default:
                return try coerce(value, to: itemType).map { .array([$0]) }
            }
        case .named(let id):
            if case .null = value { return .null }
            switch schema[id] {
            case .inputObject(let inputObject): return try coerceObject(value, inputObject)
            case .scalar(let scalar):
                return try parseLeaf(value) { () throws(GraphQLError) in
                    try scalar.parseValue(value, custom: scalars[scalar.name])
                }
            case .enum(let enumType): return try parseLeaf(value) { () throws(GraphQLError) in try enumType.parseValue(value) }
            default: return nil  // not an input type; validation reports such variables first
            }
        }
    }

    private func parseLeaf(
        _ value: JSONValue, _ parse: () throws(GraphQLError) -> JSONValue
    ) throws(CoercionStopped) -> JSONValue? {
        do {
            return try parse()
        } catch {
            try report(path, value, error.message)
            return nil
        }
    }

    private mutating func coerceObject(_ value: JSONValue, _ type: GraphQLInputObjectType) throws(CoercionStopped) -> JSONValue? {
        let given: JSONObject
        switch value {
        case .object(let object): given = object
        // An array is an object to JavaScript, with its indices as keys.
        case .array(let items): given = JSONObject(items.enumerated().map { (String($0.offset), $0.element) })
        default:
            try report(path, value, "Expected type \"\(type.name)\" to be an object.")
            return nil
        }
        var coerced = JSONObject()
        coerced.reserveCapacity(type.fields.count)
        var valid = true
        // For @oneOf: how many fields the coerced object has, and whether the first is null.
        var fieldCount = 0
        var firstField: (name: String, isNull: Bool)?
        for field in type.fields {
            if let fieldValue = given[field.name] {
                path.append(.key(field.name))
                let result = try coerce(fieldValue, to: field.type)
                path.removeLast()
                fieldCount += 1
                if firstField == nil { firstField = (field.name, result?.isNull ?? false) }
                if let result { coerced.append(field.name, result) } else { valid = false }
            } else if let defaultValue = defaultValue(of: field) {
                fieldCount += 1
                if firstField == nil { firstField = (field.name, defaultValue.isNull) }
                coerced.append(field.name, defaultValue)
            } else if field.type.isNonNull {
                try report(
                    path, value, "Field \"\(field.name)\" of required type \"\(schema.describe(field.type))\" was not provided.")
                valid = false
            }
        }
        for member in given where type.field(named: member.key) == nil {
            let suggestions = suggestionList(member.key, type.fields.map(\.name))
            try report(path, value, "Field \"\(member.key)\" is not defined by type \"\(type.name)\"." + didYouMean(suggestions))
            valid = false
        }
        if type.isOneOf {
            if fieldCount != 1 {
                try report(path, value, "Exactly one key must be specified for OneOf type \"\(type.name)\".")
                valid = false
            }
            if let firstField, firstField.isNull {
                try report(path + [.key(firstField.name)], .null, "Field \"\(firstField.name)\" must be non-null.")
                valid = false
            }
        }
        return valid ? .object(coerced) : nil
    }

    private func defaultValue(of field: GraphQLInputValue) -> JSONValue? {
        field.defaultValue.flatMap { valueFromAST($0, type: field.type, schema: schema, scalars: scalars) }
    }
}
