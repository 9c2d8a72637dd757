import Foundation
import GraphQL
import QuillServer

/// The Launches API: the schema (schema.graphql), its resolvers, and each request's
/// context, as a `GraphQLServer` to put behind an `HTTPServer`.
enum LaunchesAPI {
    /// The schema's SDL, bundled with the server.
    static func schemaSDL() throws -> String {
        guard let url = Bundle.module.url(forResource: "schema", withExtension: "graphql") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "schema.graphql"])
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Every resolver of the schema.
    static var resolvers: Resolvers<LaunchesContext> {
        var resolvers = Resolvers<LaunchesContext>()
        resolvers.addQueries()
        resolvers.addMutations()
        resolvers.addSubscriptions()
        resolvers.addObjectFields()
        return resolvers
    }

    /// The server of `launches` and `users`; each request's user is the one of its token.
    static func server(
        launches: LaunchCatalog, users: UserStore, events: TripEvents = TripEvents(),
        configuration: GraphQLServerConfiguration = GraphQLServerConfiguration()
    ) throws -> GraphQLServer<LaunchesContext> {
        try GraphQLServer(schema: try buildSchema(schemaSDL()), resolvers: resolvers, configuration: configuration) { request in
            let user = try LoginToken.fromAuthorization(request.headers["Authorization"]).flatMap(users.user(token:))
            return LaunchesContext(launches: launches, users: users, events: events, user: user)
        }
    }
}
