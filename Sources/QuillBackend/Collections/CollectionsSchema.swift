import GraphQL

/// The GraphQL API of the collections convention (Grafbase's `@model` API) for a model.
///
/// For `type Post @model { title: String! comments: [Comment] }`: `post(by:)`,
/// `postCollection(first:last:before:after:orderBy:filter:)`, and `postCreate`,
/// `postCreateMany`, `postUpdate`, `postUpdateMany`, `postDelete`, `postDeleteMany`.
/// Generated as SDL (`sdl`) and built into `schema`; pure, no storage involved.
public struct CollectionsSchema: Sendable {
    public let model: Model
    /// The generated SDL.
    public let sdl: String
    public let schema: GraphQLSchema

    /// The largest `first` or `last` a collection takes.
    public static let maxPageSize = 100

    public init(model: Model) throws(SchemaErrors) {
        self.model = model
        var writer = CollectionsSDLWriter(model: model)
        sdl = writer.write()
        schema = try buildSchema(Source(sdl, name: "collections.graphql"))
    }
}

/// What a scalar or enum field can be filtered and ordered by.
enum FilterKind: Hashable {
    case scalar(ScalarKind)
    case enumeration(String)

    /// How a field is filtered, or nil if it is not (relations, lists, JSON).
    init?(_ field: ModelField) {
        if field.isList { return nil }
        switch field.kind {
        case .scalar(.json), .relation: return nil
        case .scalar(let scalar): self = .scalar(scalar)
        case .enumeration(let name): self = .enumeration(name)
        }
    }

    /// The GraphQL type of a value: `String`, `ID`, `Role`.
    var typeName: String {
        switch self {
        case .scalar(let scalar): scalar.rawValue
        case .enumeration(let name): name
        }
    }

    /// `StringCollectionFilterInput`.
    var filterInput: String { typeName + "CollectionFilterInput" }

    /// Whether `gt`, `gte`, `lt` and `lte` apply.
    var isOrdered: Bool {
        switch self {
        case .scalar(.boolean), .enumeration: false
        default: true
        }
    }

    /// Whether `in` and `notIn` apply.
    var hasMembership: Bool { self != .scalar(.boolean) }
}
