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

    public init(model: Model) throws(GraphQLErrors) {
        self.model = model
        var writer = CollectionsSDLWriter(model: model)
        sdl = writer.write()
        let clashes = Self.clashes(sdl: sdl, model: model)
        if !clashes.isEmpty { throw GraphQLErrors(clashes) }
        schema = try buildSchema(Source(sdl, name: "collections.graphql"))
    }

    /// The model's types and enums named like a type the API generates (`PageInfo`, `PostEdge`),
    /// each reported at its place in the model.
    static func clashes(sdl: String, model: Model) -> [GraphQLError] {
        var counts: [Substring: Int] = [:]
        for line in sdl.split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 2)
            guard words.count >= 2, ["type", "input", "enum", "scalar"].contains(words[0]) else { continue }
            counts[words[1], default: 0] += 1
        }
        let declared = model.types.map { ($0.name, $0.location) } + model.enums.map { ($0.name, $0.location) }
        return declared.filter { counts[Substring($0.0), default: 0] > 1 }.map { name, location in
            GraphQLError("'\(name)' is also the name of a type the collections API generates; rename it", locations: [location])
        }
    }
}
