/// The built-in scalars and directives (the spec's "Scalars" and "Built-in
/// Directives"), with graphql-js's descriptions.
enum BuiltIns {
    static let scalarNames: Set<String> = Set(BuiltInScalar.allCases.map(\.name))

    /// In graphql-js's `specifiedScalarTypes` order.
    static let scalars: [SchemaAssembler.TypeDefinition] = BuiltInScalar.allCases.map { scalar in
        SchemaAssembler.TypeDefinition(name: scalar.name, description: scalar.description, kind: .scalar(specifiedByURL: nil))
    }

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
            arguments: [
                .init(
                    name: "reason",
                    description:
                        "Explains why this element was deprecated, usually also including a suggestion for how to access supported similar data. Formatted using the Markdown syntax, as specified by [CommonMark](https://commonmark.org/).",
                    type: .nonNull(.named("String")),
                    defaultValue: .string(StringValue(value: defaultDeprecationReason, block: false, loc: noLocation))
                )
            ],
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
}
