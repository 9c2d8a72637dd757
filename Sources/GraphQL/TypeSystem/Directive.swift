/// A directive a schema defines: built-in (`@skip`, `@include`, `@deprecated`,
/// `@specifiedBy`, `@oneOf`) or custom.
public struct GraphQLDirective: Sendable {
    public var name: String
    public var description: String?
    public var arguments: [GraphQLInputValue]
    public var locations: [DirectiveLocation]
    public var isRepeatable: Bool
    public var sites: [DefinitionSite]

    public init(
        name: String, description: String? = nil, arguments: [GraphQLInputValue] = [],
        locations: [DirectiveLocation], isRepeatable: Bool = false, sites: [DefinitionSite] = []
    ) {
        self.name = name
        self.description = description
        self.arguments = arguments
        self.locations = locations
        self.isRepeatable = isRepeatable
        self.sites = sites
    }

    /// The argument named `name`.
    public func argument(named name: String) -> GraphQLInputValue? {
        arguments.first { $0.name == name }
    }
}
