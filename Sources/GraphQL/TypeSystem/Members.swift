/// A field of an object or interface type.
public struct GraphQLField: Sendable {
    public var name: String
    public var description: String?
    public var arguments: [GraphQLInputValue]
    public var type: GraphQLTypeRef
    public var deprecationReason: String?
    public var sites: [DefinitionSite]

    public init(
        name: String, description: String? = nil, arguments: [GraphQLInputValue] = [],
        type: GraphQLTypeRef, deprecationReason: String? = nil, sites: [DefinitionSite] = []
    ) {
        self.name = name
        self.description = description
        self.arguments = arguments
        self.type = type
        self.deprecationReason = deprecationReason
        self.sites = sites
    }

    /// Whether it has `@deprecated` (a deprecation reason).
    public var isDeprecated: Bool { deprecationReason != nil }

    /// The argument named `name`.
    public func argument(named name: String) -> GraphQLInputValue? {
        arguments.first { $0.name == name }
    }
}

/// An argument of a field or directive, or a field of an input object type.
public struct GraphQLInputValue: Sendable {
    public var name: String
    public var description: String?
    public var type: GraphQLTypeRef
    /// The default value as written (a constant value literal).
    public var defaultValue: Value?
    public var deprecationReason: String?
    public var sites: [DefinitionSite]

    public init(
        name: String, description: String? = nil, type: GraphQLTypeRef, defaultValue: Value? = nil,
        deprecationReason: String? = nil, sites: [DefinitionSite] = []
    ) {
        self.name = name
        self.description = description
        self.type = type
        self.defaultValue = defaultValue
        self.deprecationReason = deprecationReason
        self.sites = sites
    }

    /// Whether it has `@deprecated` (a deprecation reason).
    public var isDeprecated: Bool { deprecationReason != nil }

    /// Required: non-null and without a default value.
    public var isRequired: Bool { type.isNonNull && defaultValue == nil }
}

/// A value of an enum type.
public struct GraphQLEnumValue: Sendable {
    public var name: String
    public var description: String?
    public var deprecationReason: String?
    public var sites: [DefinitionSite]

    public init(name: String, description: String? = nil, deprecationReason: String? = nil, sites: [DefinitionSite] = []) {
        self.name = name
        self.description = description
        self.deprecationReason = deprecationReason
        self.sites = sites
    }

    /// Whether it has `@deprecated` (a deprecation reason).
    public var isDeprecated: Bool { deprecationReason != nil }
}
