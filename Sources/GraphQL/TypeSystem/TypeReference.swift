/// The index of a named type in its schema's `types`.
public typealias TypeID = Int

/// A type as a schema uses it: a named type, or a list or non-null wrapper.
public indirect enum GraphQLTypeRef: Sendable, Hashable {
    case named(TypeID)
    case list(GraphQLTypeRef)
    case nonNull(GraphQLTypeRef)

    /// The named type under all wrappers.
    public var namedType: TypeID {
        switch self {
        case .named(let id): id
        case .list(let inner), .nonNull(let inner): inner.namedType
        }
    }

    /// The type without a non-null wrapper (the spec's "nullable type").
    public var nullable: GraphQLTypeRef {
        if case .nonNull(let inner) = self { return inner }
        return self
    }

    /// Whether the outermost wrapper is non-null.
    public var isNonNull: Bool {
        if case .nonNull = self { return true }
        return false
    }
}

/// Where a schema element was written: its source and byte range.
/// Built-in and introspected elements have none.
public struct DefinitionSite: Sendable {
    public let source: Source
    public let loc: Location

    public init(source: Source, loc: Location) {
        self.source = source
        self.loc = loc
    }

    /// The line and column where it starts.
    public var location: SourceLocation { source.location(at: loc.start) }
}
