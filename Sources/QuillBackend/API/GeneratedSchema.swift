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
        sdl = Self.incrementalDeliveryDirectives + Self.transactionDirectiveSDL + writer.text
        schema = try buildSchema(Source(sdl, name: "\(api.convention.rawValue).graphql"))
    }

    /// `@defer` and `@stream`, as graphql-js 17 declares them: the API delivers
    /// incrementally, and a deferred relation is read after the payload before it.
    static let incrementalDeliveryDirectives = #"""
        """
        Directs the executor to defer this fragment when the `if` argument is true or undefined.
        """
        directive @defer(
          """Deferred when true or undefined."""
          if: Boolean! = true

          """Unique name"""
          label: String
        ) on FRAGMENT_SPREAD | INLINE_FRAGMENT

        """
        Directs the executor to stream plural fields when the `if` argument is true or undefined.
        """
        directive @stream(
          """Stream when true or undefined."""
          if: Boolean! = true

          """Unique name"""
          label: String

          """Number of items to return immediately"""
          initialCount: Int = 0
        ) on FIELD


        """#

    /// The name of `@transaction`, which makes a mutation request atomic.
    static let transactionDirective = "transaction"

    /// `@transaction`: the mutation's root fields run in one transaction (`RequestTransaction`).
    static let transactionDirectiveSDL = #"""
        """
        Runs the mutation's root fields in one transaction: all of them succeed, or none does.
        """
        directive @transaction on MUTATION


        """#

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
