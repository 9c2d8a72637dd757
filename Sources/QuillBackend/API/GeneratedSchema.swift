import GraphQL

/// The schema a convention generates for a model: its SDL as written and the schema
/// built from it, once no type of the model is named like a type the API generates.
struct GeneratedSchema: Sendable {
    let sdl: String
    let schema: GraphQLSchema

    init(model: Model, api: any ConventionAPI.Type) throws(GraphQLErrors) {
        let writer = api.schemaSDL(of: model)
        let clashes = Self.clashes(model, writer.definedNames, api.convention)
        if !clashes.isEmpty { throw GraphQLErrors(clashes) }
        sdl = writer.text
        schema = try buildSchema(Source(sdl, name: "\(api.convention.rawValue).graphql"))
    }

    /// The model's types and enums whose name the schema defines more than once (the
    /// model's definition and a generated one), each reported at its place in the model.
    static func clashes(_ model: Model, _ definedNames: [String], _ convention: APIConvention) -> [GraphQLError] {
        var counts: [String: Int] = [:]
        for name in definedNames { counts[name, default: 0] += 1 }
        let declared = model.types.map { ($0.name, $0.location) } + model.enums.map { ($0.name, $0.location) }
        return declared.filter { counts[$0.0, default: 0] > 1 }.map { name, location in
            GraphQLError(
                "'\(name)' is also the name of a type the \(convention.rawValue) API generates; rename it", locations: [location])
        }
    }
}
