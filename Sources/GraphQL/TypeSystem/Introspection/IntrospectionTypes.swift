/// The introspection types (the spec's "Schema Introspection"), with every field of
/// the September 2025 edition and graphql-js's descriptions. Where the spec and
/// graphql-js 16 differ, the spec wins: `__Type.isOneOf`, and
/// `includeDeprecated: Boolean! = false`.
enum IntrospectionTypes {
    static let names: Set<String> = Set(definitions.map(\.name))

    static let definitions: [SchemaAssembler.TypeDefinition] = [schema, directive, directiveLocation, type, field, inputValue, enumValue, typeKind]

    private typealias Field = SchemaAssembler.Field
    private typealias TypeRef = SchemaAssembler.TypeRef

    private static let string = TypeRef.named("String")
    private static let boolean = TypeRef.named("Boolean")
    private static func required(_ type: TypeRef) -> TypeRef { .nonNull(type) }
    private static func list(_ name: String) -> TypeRef { .list(.nonNull(.named(name))) }

    private static let includeDeprecated = SchemaAssembler.InputValue(
        name: "includeDeprecated", type: .nonNull(boolean),
        defaultValue: .boolean(BooleanValue(value: false, loc: Location(start: 0, end: 0)))
    )

    private static func object(_ name: String, _ description: String, _ fields: [Field]) -> SchemaAssembler.TypeDefinition {
        SchemaAssembler.TypeDefinition(name: name, description: description, kind: .object(fields: fields, interfaces: []))
    }

    private static func enumeration(_ name: String, _ description: String, _ values: [(String, String)]) -> SchemaAssembler.TypeDefinition {
        SchemaAssembler.TypeDefinition(
            name: name, description: description,
            kind: .enum(values: values.map { GraphQLEnumValue(name: $0.0, description: $0.1) })
        )
    }

    static let schema = object(
        "__Schema",
        "A GraphQL Schema defines the capabilities of a GraphQL server. It exposes all available types and directives on the server, as well as the entry points for query, mutation, and subscription operations.",
        [
            Field(name: "description", type: string),
            Field(name: "types", description: "A list of all types supported by this server.", type: required(list("__Type"))),
            Field(name: "queryType", description: "The type that query operations will be rooted at.", type: required(.named("__Type"))),
            Field(
                name: "mutationType", description: "If this server supports mutation, the type that mutation operations will be rooted at.",
                type: .named("__Type")),
            Field(
                name: "subscriptionType",
                description: "If this server support subscription, the type that subscription operations will be rooted at.", type: .named("__Type")),
            Field(name: "directives", description: "A list of all directives supported by this server.", type: required(list("__Directive"))),
        ]
    )

    static let directive = object(
        "__Directive",
        "A Directive provides a way to describe alternate runtime execution and type validation behavior in a GraphQL document.\n\nIn some cases, you need to provide options to alter GraphQL's execution behavior in ways field arguments will not suffice, such as conditionally including or skipping a field. Directives provide this by describing additional information to the executor.",
        [
            Field(name: "name", type: required(string)),
            Field(name: "description", type: string),
            Field(name: "isRepeatable", type: required(boolean)),
            Field(name: "locations", type: required(list("__DirectiveLocation"))),
            Field(name: "args", arguments: [includeDeprecated], type: required(list("__InputValue"))),
        ]
    )

    static let directiveLocation = enumeration(
        "__DirectiveLocation",
        "A Directive can be adjacent to many parts of the GraphQL language, a __DirectiveLocation describes one such possible adjacencies.",
        [
            ("QUERY", "Location adjacent to a query operation."),
            ("MUTATION", "Location adjacent to a mutation operation."),
            ("SUBSCRIPTION", "Location adjacent to a subscription operation."),
            ("FIELD", "Location adjacent to a field."),
            ("FRAGMENT_DEFINITION", "Location adjacent to a fragment definition."),
            ("FRAGMENT_SPREAD", "Location adjacent to a fragment spread."),
            ("INLINE_FRAGMENT", "Location adjacent to an inline fragment."),
            ("VARIABLE_DEFINITION", "Location adjacent to a variable definition."),
            ("SCHEMA", "Location adjacent to a schema definition."),
            ("SCALAR", "Location adjacent to a scalar definition."),
            ("OBJECT", "Location adjacent to an object type definition."),
            ("FIELD_DEFINITION", "Location adjacent to a field definition."),
            ("ARGUMENT_DEFINITION", "Location adjacent to an argument definition."),
            ("INTERFACE", "Location adjacent to an interface definition."),
            ("UNION", "Location adjacent to a union definition."),
            ("ENUM", "Location adjacent to an enum definition."),
            ("ENUM_VALUE", "Location adjacent to an enum value definition."),
            ("INPUT_OBJECT", "Location adjacent to an input object type definition."),
            ("INPUT_FIELD_DEFINITION", "Location adjacent to an input object field definition."),
        ]
    )

    static let type = object(
        "__Type",
        "The fundamental unit of any GraphQL Schema is the type. There are many kinds of types in GraphQL as represented by the `__TypeKind` enum.\n\nDepending on the kind of a type, certain fields describe information about that type. Scalar types provide no information beyond a name, description and optional `specifiedByURL`, while Enum types provide their values. Object and Interface types provide the fields they describe. Abstract types, Union and Interface, provide the Object types possible at runtime. List and NonNull types compose other types.",
        [
            Field(name: "kind", type: required(.named("__TypeKind"))),
            Field(name: "name", type: string),
            Field(name: "description", type: string),
            Field(name: "specifiedByURL", type: string),
            Field(name: "fields", arguments: [includeDeprecated], type: list("__Field")),
            Field(name: "interfaces", type: list("__Type")),
            Field(name: "possibleTypes", type: list("__Type")),
            Field(name: "enumValues", arguments: [includeDeprecated], type: list("__EnumValue")),
            Field(name: "inputFields", arguments: [includeDeprecated], type: list("__InputValue")),
            Field(name: "ofType", type: .named("__Type")),
            Field(name: "isOneOf", type: boolean),
        ]
    )

    static let field = object(
        "__Field",
        "Object and Interface types are described by a list of Fields, each of which has a name, potentially a list of arguments, and a return type.",
        [
            Field(name: "name", type: required(string)),
            Field(name: "description", type: string),
            Field(name: "args", arguments: [includeDeprecated], type: required(list("__InputValue"))),
            Field(name: "type", type: required(.named("__Type"))),
            Field(name: "isDeprecated", type: required(boolean)),
            Field(name: "deprecationReason", type: string),
        ]
    )

    static let inputValue = object(
        "__InputValue",
        "Arguments provided to Fields or Directives and the input fields of an InputObject are represented as Input Values which describe their type and optionally a default value.",
        [
            Field(name: "name", type: required(string)),
            Field(name: "description", type: string),
            Field(name: "type", type: required(.named("__Type"))),
            Field(name: "defaultValue", description: "A GraphQL-formatted string representing the default value for this input value.", type: string),
            Field(name: "isDeprecated", type: required(boolean)),
            Field(name: "deprecationReason", type: string),
        ]
    )

    static let enumValue = object(
        "__EnumValue",
        "One possible value for a given Enum. Enum values are unique values, not a placeholder for a string or numeric value. However an Enum value is returned in a JSON response as a string.",
        [
            Field(name: "name", type: required(string)),
            Field(name: "description", type: string),
            Field(name: "isDeprecated", type: required(boolean)),
            Field(name: "deprecationReason", type: string),
        ]
    )

    static let typeKind = enumeration(
        "__TypeKind",
        "An enum describing what kind of type a given `__Type` is.",
        [
            ("SCALAR", "Indicates this type is a scalar."),
            ("OBJECT", "Indicates this type is an object. `fields` and `interfaces` are valid fields."),
            ("INTERFACE", "Indicates this type is an interface. `fields`, `interfaces`, and `possibleTypes` are valid fields."),
            ("UNION", "Indicates this type is a union. `possibleTypes` is a valid field."),
            ("ENUM", "Indicates this type is an enum. `enumValues` is a valid field."),
            ("INPUT_OBJECT", "Indicates this type is an input object. `inputFields` is a valid field."),
            ("LIST", "Indicates this type is a list. `ofType` is a valid field."),
            ("NON_NULL", "Indicates this type is a non-null. `ofType` is a valid field."),
        ]
    )
}
