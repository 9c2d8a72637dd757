/// The built-in scalars and directives (the spec's "Scalars" and "Built-in
/// Directives"), with graphql-js's descriptions.
enum BuiltIns {
    static let scalarNames: Set<String> = ["Int", "Float", "String", "Boolean", "ID"]

    /// In graphql-js's `specifiedScalarTypes` order.
    static let scalars: [SchemaAssembler.TypeDefinition] = [
        scalar("Int", "The `Int` scalar type represents non-fractional signed whole numeric values. Int can represent values between -(2^31) and 2^31 - 1."),
        scalar("Float", "The `Float` scalar type represents signed double-precision fractional values as specified by [IEEE 754](https://en.wikipedia.org/wiki/IEEE_floating_point)."),
        scalar("String", "The `String` scalar type represents textual data, represented as UTF-8 character sequences. The String type is most often used by GraphQL to represent free-form human-readable text."),
        scalar("Boolean", "The `Boolean` scalar type represents `true` or `false`."),
        scalar("ID", "The `ID` scalar type represents a unique identifier, often used to refetch an object or as key for a cache. The ID type appears in a JSON response as a String; however, it is not intended to be human-readable. When expected as an input type, any string (such as `\"4\"`) or integer (such as `4`) input value will be accepted as an ID."),
    ]

    static let defaultDeprecationReason = "No longer supported"

    /// `@include`, `@skip`, `@deprecated`, `@specifiedBy` and `@oneOf`, as the
    /// September 2025 spec defines them (`@deprecated(reason: String!)`, where
    /// graphql-js 16 has `String`; `@oneOf`, which it lacks).
    static let directives: [SchemaAssembler.Directive] = [
        SchemaAssembler.Directive(
            name: "include",
            description: "Directs the executor to include this field or fragment only when the `if` argument is true.",
            arguments: [.init(name: "if", description: "Included when true.", type: .nonNull(.named("Boolean")))],
            locations: [.field, .fragmentSpread, .inlineFragment]
        ),
        SchemaAssembler.Directive(
            name: "skip",
            description: "Directs the executor to skip this field or fragment when the `if` argument is true.",
            arguments: [.init(name: "if", description: "Skipped when true.", type: .nonNull(.named("Boolean")))],
            locations: [.field, .fragmentSpread, .inlineFragment]
        ),
        SchemaAssembler.Directive(
            name: "deprecated",
            description: "Marks an element of a GraphQL schema as no longer supported.",
            arguments: [.init(
                name: "reason",
                description: "Explains why this element was deprecated, usually also including a suggestion for how to access supported similar data. Formatted using the Markdown syntax, as specified by [CommonMark](https://commonmark.org/).",
                type: .nonNull(.named("String")),
                defaultValue: .string(StringValue(value: defaultDeprecationReason, block: false, loc: noLocation))
            )],
            locations: [.fieldDefinition, .argumentDefinition, .inputFieldDefinition, .enumValue]
        ),
        SchemaAssembler.Directive(
            name: "specifiedBy",
            description: "Exposes a URL that specifies the behavior of this scalar.",
            arguments: [.init(name: "url", description: "The URL that specifies the behavior of this scalar.", type: .nonNull(.named("String")))],
            locations: [.scalar]
        ),
        SchemaAssembler.Directive(
            name: "oneOf",
            description: "Indicates exactly one field must be supplied and this field must not be `null`.",
            locations: [.inputObject]
        ),
    ]

    static let directiveNames: Set<String> = Set(directives.map(\.name))

    private static let noLocation = Location(start: 0, end: 0)

    private static func scalar(_ name: String, _ description: String) -> SchemaAssembler.TypeDefinition {
        SchemaAssembler.TypeDefinition(name: name, description: description, kind: .scalar(specifiedByURL: nil))
    }
}
