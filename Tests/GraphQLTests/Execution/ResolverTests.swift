import GraphQL
import QuillSync
import QuillTestSupport
import Testing

/// The resolver API: sync and async resolvers, arguments, context, info, default
/// resolution from dictionaries and `Encodable` values, errors with extensions.
@Suite struct ResolverTests {
    static let sdl = """
        type Query { user(id: ID!): User, users(first: Int = 2, filter: Filter): [User!]!, slow(ms: Int!, after: Int): String,
          fast: String, me: User, info: [String], boom: String, strict: String! }
        type Mutation { first: String, second: String, third: String }
        type User { id: ID!, name: String, friends: [User!]!, greeting(prefix: String!): String, tags: [String] }
        input Filter { name: String, minAge: Int = 18 }
        """

    struct User: Sendable, Encodable {
        var id: String
        var name: String?
        var tags: [String]
    }

    /// Larger than an existential's inline buffer (three words), as `User` is: resolvers
    /// get both out of their boxes.
    struct AppContext: Sendable {
        var viewer: String
        var log: Log
        var locale = "en"
    }

    /// Events recorded by resolvers, in order.
    final class Log: Sendable {
        private let events = Observed<[String]>([])
        func record(_ event: String) { events.update { $0.append(event) } }
        var all: [String] { events.value }
        /// Returns once `event` was recorded (60 s at most, a guard).
        func wait(for event: String) async { await events.wait { $0.contains(event) } }
    }

    static let users = [User(id: "1", name: "Ann", tags: ["a"]), User(id: "2", name: nil, tags: []), User(id: "3", name: "Cy", tags: [])]

    static func resolvers() -> Resolvers<AppContext> {
        var resolvers = Resolvers<AppContext>()
        resolvers.field("Query", "user") { _, args, _, _ in
            let id = try args["id", as: String.self]
            return users.first { $0.id == id }
        }
        resolvers.field("Query", "users") { _, args, _, _ in
            struct Filter: Decodable { var name: String?; var minAge: Int }
            let filter = try args["filter", as: Filter.self]
            let first = try args["first", as: Int.self] ?? 0
            return Array(users.filter { filter?.name == nil || $0.name == filter?.name }.prefix(first))
        }
        resolvers.field("Query", "me") { _, _, context, _ in ["id": context.viewer, "name": "Me", "tags": nil] as [String: any Sendable] }
        resolvers.field("Query", "slow") { (_, args, context: AppContext, _) async throws -> (any Sendable)? in
            let ms = try args["ms", as: Int.self] ?? 0
            context.log.record("start \(ms)")
            // `after`: only once the sibling slow(ms: after) has ended, which it can only if
            // they run concurrently.
            if let after = try args["after", as: Int.self] { await context.log.wait(for: "end \(after)") }
            try await Task.sleep(seconds: (Double(ms) / 1000))
            context.log.record("end \(ms)")
            return "slept \(ms)"
        }
        resolvers.field("Query", "fast") { _, _, context, _ in
            context.log.record("fast")
            return "fast"
        }
        resolvers.field("Query", "info") { _, _, _, info in
            [
                info.fieldName, info.parentTypeName, info.schema.describe(info.returnType), info.operation.name?.value ?? "-",
                "\(info.path)", "\(info.variables["v"] ?? .null)",
            ]
        }
        resolvers.field("Query", "boom") { _, _, _, _ in
            throw GraphQLError("Not allowed", extensions: ["code": "FORBIDDEN", "retry": false])
        }
        resolvers.field("Query", "strict") { _, _, _, _ in
            struct Failure: Error, CustomStringConvertible { var description: String { "database is down" } }
            throw Failure()
        }
        resolvers.field("User", "friends", on: User.self) { user, _, _, _ in users.filter { $0.id != user.id } }
        resolvers.field("User", "greeting", on: User.self) { user, args, context, _ in
            "\(try args["prefix", as: String.self] ?? "") \(user.name ?? "?") from \(context.viewer) (\(context.locale))"
        }
        for name in ["first", "second", "third"] {
            resolvers.field("Mutation", name) { (_, _, context: AppContext, _) async throws -> (any Sendable)? in
                context.log.record("start \(name)")
                try await Task.sleep(seconds: name == "first" ? 0.040 : 0.005)
                context.log.record("end \(name)")
                return name
            }
        }
        return resolvers
    }

    let harness: ExecutionHarness<AppContext>
    init() throws { harness = try ExecutionHarness(Self.sdl, resolvers: Self.resolvers()) }

    func context() -> AppContext { AppContext(viewer: "viewer", log: Log()) }

    @Test func typedArgumentsEncodableParentsAndContext() async throws {
        let result = try await harness.run(
            #"{ user(id: "1") { id name tags greeting(prefix: "Hi") friends { id name } } users(filter: {name: "Cy"}) { id } }"#,
            context: context())
        #expect(
            result
                == (try json(
                    #"""
                    {"data":{"user":{"id":"1","name":"Ann","tags":["a"],"greeting":"Hi Ann from viewer (en)","friends":[{"id":"2","name":null},{"id":"3","name":"Cy"}]},
                     "users":[{"id":"3"}]}}
                    """#)))
    }

    @Test func dictionaryParents() async throws {
        #expect(
            try await harness.run("{ me { id name tags } }", context: context())
                == (try json(#"{"data":{"me":{"id":"viewer","name":"Me","tags":null}}}"#)))
    }

    @Test func resolveInfo() async throws {
        let result = try await harness.run("query Q($v: Boolean!) { x: info @skip(if: $v) }", variables: ["v": false], context: context())
        #expect(result == (try json(#"{"data":{"x":["info","Query","[String]","Q","[GraphQL.PathComponent.key(\"x\")]","bool(false)"]}}"#)))
    }

    @Test func asyncSiblingsRunConcurrentlyBesideSyncOnes() async throws {
        let context = context()
        let result = try await harness.run("{ a: slow(ms: 60, after: 10) fast b: slow(ms: 10) }", context: context)
        #expect(result == (try json(#"{"data":{"a":"slept 60","fast":"fast","b":"slept 10"}}"#)))
        let log = context.log.all
        #expect(log.firstIndex(of: "fast")! < log.firstIndex(of: "end 10")!)
        #expect(log.firstIndex(of: "end 10")! < log.firstIndex(of: "end 60")!)
    }

    @Test func mutationRootFieldsRunInOrder() async throws {
        let context = context()
        let result = try await harness.run("mutation { third second first }", context: context)
        #expect(result == (try json(#"{"data":{"third":"third","second":"second","first":"first"}}"#)))
        #expect(context.log.all == ["start third", "end third", "start second", "end second", "start first", "end first"])
    }

    @Test func errorsCarryExtensionsAndPropagate() async throws {
        let result = try await harness.run("{ fast boom }", context: context())
        #expect(
            result
                == (try json(
                    #"""
                    {"errors":[{"message":"Not allowed","locations":[{"line":1,"column":8}],"path":["boom"],"extensions":{"code":"FORBIDDEN","retry":false}}],
                     "data":{"fast":"fast","boom":null}}
                    """#)))
        let strict = try await harness.run("{ fast strict }", context: context())
        #expect(
            strict
                == (try json(
                    #"""
                    {"errors":[{"message":"database is down","locations":[{"line":1,"column":8}],"path":["strict"]}],"data":null}
                    """#)))
    }

    @Test func executeSyncReportsAsyncResolvers() throws {
        let result = try harness.runSync("{ fast slow(ms: 1) }", context: context())
        #expect(
            result
                == (try json(
                    #"""
                    {"errors":[{"message":"Field \"Query.slow\" has an async resolver: execute the operation with execute(), not executeSync().","locations":[{"line":1,"column":8}],"path":["slow"]}],
                     "data":{"fast":"fast","slow":null}}
                    """#)))
    }

    @Test func unknownResolverNamesAreRejected() throws {
        var resolvers = Resolvers<Void>()
        resolvers.field("Query", "nope") { _, _, _, _ in nil }
        #expect(throws: GraphQLError("Resolvers name \"Query.nope\", which is not a field of the schema.")) {
            try Executor(schema: try buildSchema(Self.sdl), resolvers: resolvers)
        }
    }

    @Test func argumentErrorsAreFieldErrors() async throws {
        let result = try await harness.run("query ($id: ID!) { user(id: $id) { id } }", variables: [:], context: context())
        #expect(
            result
                == (try json(
                    #"""
                    {"errors":[{"message":"Variable \"$id\" of required type \"ID!\" was not provided.","locations":[{"line":1,"column":8}]}]}
                    """#)))
    }
}
