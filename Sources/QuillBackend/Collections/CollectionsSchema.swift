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
