import Foundation
import GraphQL
import QuillHTTP
import QuillServer

/// Seed 004's login in small, on the tutorial server's schema: `login(email:)` returns a
/// user with a token, and `me` is the user of the request's `Authorization: Bearer <token>`
/// (null without one).
func authServer() throws -> RecordingResponder {
    let schema = try buildSchema(Source(try String(contentsOf: launchesSchemaFile, encoding: .utf8)))
    var resolvers = Resolvers<String?>()
    resolvers.field("Mutation", "login") { _, arguments, _, _ in
        let email = try arguments["email", as: String.self] ?? ""
        return ["id": .string(email), "email": .string(email), "token": .string(Data(email.utf8).base64EncodedString())] as JSONValue
    }
    resolvers.field("Query", "me") { _, _, token, _ in
        guard let token, let data = Data(base64Encoded: token) else { return JSONValue.null }
        let email = String(decoding: data, as: UTF8.self)
        return ["id": .string(email), "email": .string(email)] as JSONValue
    }
    return RecordingResponder(
        try GraphQLServer(schema: schema, resolvers: resolvers) { request in
            request.headers["Authorization"].flatMap { $0.hasPrefix("Bearer ") ? String($0.dropFirst(7)) : nil }
        })
}
