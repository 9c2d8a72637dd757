/// Builds a schema from an introspection result, as graphql-js 16's
/// `buildClientSchema`: the result's `__schema` (pass the response's `data`),
/// with graphql-js's error messages. The schema has exactly the introspected
/// directives; built-in scalars and introspection types are the built-in ones.
/// Default values are kept as the literals the introspection prints. It stops at
/// the first error, as graphql-js does: the thrown `GraphQLErrors` hold one.
public func buildClientSchema(_ introspection: JSONValue) throws(GraphQLErrors) -> GraphQLSchema {
    guard case .object(let schemaIntrospection)? = introspection["__schema"] else {
        throw GraphQLErrors([
            GraphQLError(
                "Invalid or incomplete introspection result. Ensure that you are passing \"data\" property of introspection response and no \"errors\" was returned alongside: \(inspect(introspection))."
            )
        ])
    }
    var builder = ClientSchemaBuilder()
    do throws(GraphQLError) {
        return try builder.build(schemaIntrospection)
    } catch {
        throw GraphQLErrors([error])
    }
}

private struct ClientSchemaBuilder {
    /// The kind of each named type, as introspected (built-ins by their own kind).
    private var kinds: [String: String] = [:]

    mutating func build(_ schema: JSONObject) throws(GraphQLError) -> GraphQLSchema {
        let typeIntrospections = schema["types"]?.arrayValue ?? []
        // graphql-js checks in phases: each type's kind and lists eagerly, then the
        // root types, then the directives; fields, interfaces and members last,
        // when the schema is constructed.
        for type in typeIntrospections {
            guard let name = type["name"]?.stringValue, let kind = type["kind"]?.stringValue,
                Self.namedKinds.contains(kind)
            else {
                throw GraphQLError(
                    "Invalid or incomplete introspection result. Ensure that a full introspection query is used in order to build a client schema: \(inspect(type))."
                )
            }
            try Self.checkLists(type, kind: kind)
            kinds[name] = Self.builtInKinds[name] ?? kind
        }
        let queryType = try rootType(schema["queryType"])
        let mutationType = try rootType(schema["mutationType"])
        let subscriptionType = try rootType(schema["subscriptionType"])
        var directives: [SchemaAssembler.Directive] = []
        for directive in schema["directives"]?.arrayValue ?? [] {
            directives.append(try buildDirective(directive))
        }
        // Later duplicates replace earlier ones, which keep their position (graphql-js `keyValMap`).
        var definitions: [SchemaAssembler.TypeDefinition] = []
        var positions: [String: Int] = [:]
        for type in typeIntrospections {
            let definition = try buildType(type)
            if let position = positions[definition.name] {
                definitions[position] = definition
            } else {
                positions[definition.name] = definitions.count
                definitions.append(definition)
            }
        }
        let assembler = SchemaAssembler(
            description: schema["description"]?.stringValue, types: definitions, queryType: queryType,
            mutationType: mutationType, subscriptionType: subscriptionType, directives: directives)
        return try assembler.assemble()
    }

    private static let namedKinds: Set<String> = ["SCALAR", "OBJECT", "INTERFACE", "UNION", "ENUM", "INPUT_OBJECT"]

    private static let builtInKinds: [String: String] = {
        var kinds: [String: String] = [:]
        for name in BuiltIns.scalarNames { kinds[name] = "SCALAR" }
        for name in IntrospectionTypes.names { kinds[name] = "OBJECT" }
        kinds["__TypeKind"] = "ENUM"
        kinds["__DirectiveLocation"] = "ENUM"
        return kinds
    }()

    /// The lists a union, enum or input object must have.
    private static func checkLists(_ type: JSONValue, kind: String) throws(GraphQLError) {
        let required: (key: String, label: String)
        switch kind {
        case "UNION": required = ("possibleTypes", "possibleTypes")
        case "ENUM": required = ("enumValues", "enumValues")
        case "INPUT_OBJECT": required = ("inputFields", "inputFields")
        default: return
        }
        guard type[required.key]?.arrayValue != nil else {
            throw GraphQLError("Introspection result missing \(required.label): \(inspect(type)).")
        }
    }

    private func rootType(_ reference: JSONValue?) throws(GraphQLError) -> String? {
        guard let reference, !reference.isNull else { return nil }
        return try namedType(reference, expecting: "OBJECT", "Object")
    }

    private func buildType(_ type: JSONValue) throws(GraphQLError) -> SchemaAssembler.TypeDefinition {
        let name = type["name"]?.stringValue ?? ""
        let description = type["description"]?.stringValue
        let kind: SchemaAssembler.TypeDefinition.Kind
        switch type["kind"]?.stringValue {
        case "SCALAR":
            kind = .scalar(specifiedByURL: type["specifiedByURL"]?.stringValue)
        case "OBJECT":
            kind = .object(fields: try fields(type), interfaces: try interfaces(type))
        case "INTERFACE":
            kind = .interface(fields: try fields(type), interfaces: try interfaces(type))
        case "UNION":
            let possibleTypes = type["possibleTypes"]?.arrayValue ?? []
            var members: [String] = []
            for member in possibleTypes { members.append(try namedType(member, expecting: "OBJECT", "Object")) }
            kind = .union(members: members)
        case "ENUM":
            kind = .enum(
                values: Self.keyedByName(type["enumValues"]?.arrayValue ?? []).map { value in
                    GraphQLEnumValue(
                        name: value["name"]?.stringValue ?? "", description: value["description"]?.stringValue,
                        deprecationReason: value["deprecationReason"]?.stringValue)
                })
        default:  // INPUT_OBJECT; the kinds were checked above.
            kind = .inputObject(fields: try inputValues(type["inputFields"]?.arrayValue ?? []), isOneOf: type["isOneOf"]?.boolValue ?? false)
        }
        return SchemaAssembler.TypeDefinition(name: name, description: description, kind: kind)
    }

    private func interfaces(_ type: JSONValue) throws(GraphQLError) -> [String] {
        if let interfaces = type["interfaces"], interfaces.isNull, type["kind"]?.stringValue == "INTERFACE" { return [] }
        guard let interfaces = type["interfaces"]?.arrayValue else {
            throw GraphQLError("Introspection result missing interfaces: \(inspect(type)).")
        }
        var names: [String] = []
        for interface in interfaces { names.append(try namedType(interface, expecting: "INTERFACE", "Interface")) }
        return names
    }

    private func fields(_ type: JSONValue) throws(GraphQLError) -> [SchemaAssembler.Field] {
        guard let fields = type["fields"]?.arrayValue else {
            throw GraphQLError("Introspection result missing fields: \(inspect(type)).")
        }
        var built: [SchemaAssembler.Field] = []
        for field in Self.keyedByName(fields) {
            let (fieldType, namedKind) = try typeReference(field["type"] ?? .null)
            guard namedKind != "INPUT_OBJECT" else {
                throw GraphQLError("Introspection must provide output type for fields, but received: \(describe(fieldType)).")
            }
            guard let arguments = field["args"]?.arrayValue else {
                throw GraphQLError("Introspection result missing field args: \(inspect(field)).")
            }
            built.append(
                SchemaAssembler.Field(
                    name: field["name"]?.stringValue ?? "", description: field["description"]?.stringValue,
                    arguments: try inputValues(arguments), type: fieldType,
                    deprecationReason: field["deprecationReason"]?.stringValue))
        }
        return built
    }

    private func inputValues(_ values: [JSONValue]) throws(GraphQLError) -> [SchemaAssembler.InputValue] {
        var built: [SchemaAssembler.InputValue] = []
        for value in Self.keyedByName(values) {
            let (type, namedKind) = try typeReference(value["type"] ?? .null)
            guard namedKind == "SCALAR" || namedKind == "ENUM" || namedKind == "INPUT_OBJECT" else {
                throw GraphQLError("Introspection must provide input type for arguments, but received: \(describe(type)).")
            }
            var defaultValue: Value?
            if let text = value["defaultValue"]?.stringValue {
                defaultValue = try Parser.parseValue(Source(text))
            }
            built.append(
                SchemaAssembler.InputValue(
                    name: value["name"]?.stringValue ?? "", description: value["description"]?.stringValue, type: type,
                    defaultValue: defaultValue, deprecationReason: value["deprecationReason"]?.stringValue))
        }
        return built
    }

    private func buildDirective(_ directive: JSONValue) throws(GraphQLError) -> SchemaAssembler.Directive {
        guard let arguments = directive["args"]?.arrayValue else {
            throw GraphQLError("Introspection result missing directive args: \(inspect(directive)).")
        }
        guard let locationNames = directive["locations"]?.arrayValue else {
            throw GraphQLError("Introspection result missing directive locations: \(inspect(directive)).")
        }
        var locations: [DirectiveLocation] = []
        for name in locationNames {
            guard let location = name.stringValue.flatMap(DirectiveLocation.init(rawValue:)) else {
                throw GraphQLError("Unknown directive location: \(inspect(name)).")
            }
            locations.append(location)
        }
        return SchemaAssembler.Directive(
            name: directive["name"]?.stringValue ?? "", description: directive["description"]?.stringValue,
            arguments: try inputValues(arguments), locations: locations,
            isRepeatable: directive["isRepeatable"]?.boolValue ?? false)
    }

    /// A type reference and the kind of its named type.
    private func typeReference(_ reference: JSONValue) throws(GraphQLError) -> (SchemaAssembler.TypeRef, String) {
        switch reference["kind"]?.stringValue {
        case "LIST":
            guard let item = reference["ofType"], !item.isNull else {
                throw GraphQLError("Decorated type deeper than introspection query.")
            }
            let (itemType, kind) = try typeReference(item)
            return (.list(itemType), kind)
        case "NON_NULL":
            guard let inner = reference["ofType"], !inner.isNull else {
                throw GraphQLError("Decorated type deeper than introspection query.")
            }
            let (innerType, kind) = try typeReference(inner)
            if case .nonNull = innerType {
                throw GraphQLError("Expected \(describe(innerType)) to be a GraphQL nullable type.")
            }
            return (.nonNull(innerType), kind)
        default:
            let name = try namedType(reference)
            return (.named(name), kinds[name] ?? "")
        }
    }

    /// The name of a named type reference, checking that the type was introspected
    /// (and, with `expected`, that it is of that kind).
    private func namedType(_ reference: JSONValue, expecting expected: String? = nil, _ kindName: String = "") throws(GraphQLError) -> String {
        guard let name = reference["name"]?.stringValue, !name.isEmpty else {
            throw GraphQLError("Unknown type reference: \(inspect(reference)).")
        }
        guard let kind = kinds[name] else {
            throw GraphQLError(
                "Invalid or incomplete schema, unknown type: \(name). Ensure that a full introspection query is used in order to build a client schema."
            )
        }
        if let expected, kind != expected {
            throw GraphQLError("Expected \(name) to be a GraphQL \(kindName) type.")
        }
        return name
    }

    private func describe(_ type: SchemaAssembler.TypeRef) -> String {
        switch type {
        case .named(let name): name
        case .list(let inner): "[\(describe(inner))]"
        case .nonNull(let inner): "\(describe(inner))!"
        }
    }

    /// Items by `name`, a later one replacing an earlier one in its position (graphql-js `keyValMap`).
    private static func keyedByName(_ items: [JSONValue]) -> [JSONValue] {
        var result: [JSONValue] = []
        var positions: [String: Int] = [:]
        for item in items {
            let name = item["name"]?.stringValue ?? ""
            if let position = positions[name] {
                result[position] = item
            } else {
                positions[name] = result.count
                result.append(item)
            }
        }
        return result
    }
}

/// A JSON value as graphql-js's `inspect` shows it in error messages: strings
/// quoted, objects as `{ key: value }`, nesting beyond two levels as `[Object]`
/// or `[Array]`, arrays cut after ten items.
func inspect(_ value: JSONValue, depth: Int = 0) -> String {
    switch value {
    case .null: return "null"
    case .bool(let bool): return bool ? "true" : "false"
    case .int(let int): return String(int)
    case .double(let double): return JSNumberFormat.string(double)
    case .string(let string): return String(decoding: JSONValue.string(string).serialized(), as: UTF8.self)
    case .array(let elements):
        if elements.isEmpty { return "[]" }
        if depth >= 2 { return "[Array]" }
        var items = elements.prefix(10).map { inspect($0, depth: depth + 1) }
        let remaining = elements.count - items.count
        if remaining == 1 { items.append("... 1 more item") }
        if remaining > 1 { items.append("... \(remaining) more items") }
        return "[" + items.joined(separator: ", ") + "]"
    case .object(let object):
        if object.isEmpty { return "{}" }
        if depth >= 2 { return "[Object]" }
        return "{ " + object.members.map { "\($0.key): \(inspect($0.value, depth: depth + 1))" }.joined(separator: ", ") + " }"
    }
}
