import Foundation
import GraphQL
import QuillHTTP
import QuillServer
import QuillTestSupport

/// A server in this process whose schema declares `@defer` and `@stream`, with resolvers
/// the test holds back: `Hero.bio` until the gate `bio` is open, each hero's `name` until
/// `name<id>` is (`name1` is open from the start, for a stream's first item).
struct IncrementalServer {
    /// Its schema, the one its operations are generated against.
    static let schemaFile = repositoryRoot.appendingPathComponent("Tests/QuillCodegenTests/Fixtures/Incremental/schema.graphql")

    /// The gates opened so far.
    let open = Observed<Set<String>>(["name1"])

    func responder() throws -> some HTTPResponder {
        var resolvers = Resolvers<Void>()
        let open = open
        resolvers.field("Hero", "bio", on: JSONValue.self) { (hero, _, _, _) async throws -> (any Sendable)? in
            _ = await open.wait { $0.contains("bio") }
            return "Bio of \(hero.objectValue?["id"]?.stringValue ?? "")"
        }
        resolvers.field("Hero", "name", on: JSONValue.self) { (hero, _, _, _) async throws -> (any Sendable)? in
            let id = hero.objectValue?["id"]?.stringValue ?? ""
            _ = await open.wait { $0.contains("name\(id)") }
            return "Hero \(id)"
        }
        let root: JSONValue = ["hero": ["id": "1"], "heroes": [["id": "1"], ["id": "2"], ["id": "3"]]]
        return try GraphQLServer(
            schema: try buildSchema(Source(try String(contentsOf: Self.schemaFile, encoding: .utf8))), resolvers: resolvers, rootValue: root)
    }

    /// Opens the gate `name`.
    func release(_ name: String) {
        open.update { $0.insert(name) }
    }

    /// Runs `body` with the server's URL, and always shuts it down.
    func run<T>(isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> T) async throws -> T {
        let http = HTTPServer(configuration: testConfiguration(loops: 1), responder: try responder())
        let bound = try http.start()
        let url = URL(string: "http://127.0.0.1:\(bound)/graphql")!
        return try await withCleanup({ try await body(url) }, cleanup: { await http.shutdown() })
    }
}
