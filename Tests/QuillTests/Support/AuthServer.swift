import Foundation
import GraphQL
import QuillHTTP
import QuillServer

/// Seed 004's login in small: `login(email:)` returns a token, and `me` answers with the
/// email of the request's `Authorization: Bearer <token>` (null without one).
func authServer() throws -> RecordingResponder {
    let schema = try buildSchema("type Query { me: String } type Mutation { login(email: String!): String }")
    var resolvers = Resolvers<String?>()
    resolvers.field("Mutation", "login") { _, arguments, _, _ in
        let email = try arguments["email", as: String.self] ?? ""
        return Data(email.utf8).base64EncodedString()
    }
    resolvers.field("Query", "me") { _, _, token, _ in
        guard let token, let data = Data(base64Encoded: token) else { return JSONValue.null }
        return String(decoding: data, as: UTF8.self)
    }
    return RecordingResponder(try GraphQLServer(schema: schema, resolvers: resolvers) { request in
        request.headers["Authorization"].flatMap { $0.hasPrefix("Bearer ") ? String($0.dropFirst(7)) : nil }
    })
}
