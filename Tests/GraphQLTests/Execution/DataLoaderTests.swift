import GraphQL
import QuillSync
import Testing

/// DataLoader: loads requested while the execution's other resolvers run are one
/// batch; one batch per level of nesting; a cache per loader.
@Suite struct DataLoaderTests {
    static let sdl = """
        type Query { user(id: Int!): User  users(ids: [Int!]!): [User]  slowUser(id: Int!): User }
        type User { id: Int!  name: String  friends: [User]  bestFriend: User }
        """

    /// The batch calls a loader made, in order.
    final class Calls: Sendable {
        let batches = Locked<[[Int]]>([])
        var all: [[Int]] { batches.withLock { $0 } }
        /// The keys of each batch, sorted (sibling tasks queue their keys in any order).
        var sorted: [[Int]] { all.map { $0.sorted() } }
    }

    struct Context: Sendable {
        let users: DataLoader<Int, JSONValue>
    }

    /// A user: friends `10id+1`, `10id+2`; best friend `100id`. Id 13 fails.
    static func context(_ calls: Calls) -> Context {
        Context(
            users: DataLoader { ids in
                calls.batches.withLock { $0.append(ids) }
                return ids.map { id in
                    id == 13
                        ? .failure(GraphQLError("no user 13"))
                        : .success([
                            "id": .int(id), "name": .string("u\(id)"), "friendIDs": [.int(id * 10 + 1), .int(id * 10 + 2)], "bestID": .int(id * 100),
                        ])
                }
            })
    }

    static func int(_ value: JSONValue) -> Int {
        guard case .int(let int) = value else { preconditionFailure("not an Int: \(value)") }
        return int
    }

    static func harness() throws -> ExecutionHarness<Context> {
        var resolvers = Resolvers<Context>()
        resolvers.field("Query", "user") { _, args, context, _ async throws -> (any Sendable)? in
            try await context.users.load(try args["id", as: Int.self]!)
        }
        resolvers.field("Query", "slowUser") { _, args, context, _ async throws -> (any Sendable)? in
            try await Task.sleep(seconds: 0.05)
            return try await context.users.load(try args["id", as: Int.self]!)
        }
        resolvers.field("Query", "users") { _, args, context, _ async throws -> (any Sendable)? in
            try await context.users.loadMany(try args["ids", as: [Int].self]!).map { try $0.get() }
        }
        resolvers.field("User", "friends") { parent, _, context, _ async throws -> (any Sendable)? in
            let ids = (parent as! JSONValue)["friendIDs"]!.arrayValue!.map(Self.int)
            return await context.users.loadMany(ids).map { result -> JSONValue in (try? result.get()) ?? .null }
        }
        resolvers.field("User", "bestFriend") { parent, _, context, _ async throws -> (any Sendable)? in
            try await context.users.load(Self.int((parent as! JSONValue)["bestID"]!))
        }
        return try ExecutionHarness(sdl, resolvers: resolvers)
    }

    @Test func siblingFieldsLoadingKeysMakeOneBatch() async throws {
        let calls = Calls()
        let result = try await Self.harness().run(
            "{ a: user(id: 1) { name } b: user(id: 2) { name } c: user(id: 3) { name } d: user(id: 1) { id } }",
            context: Self.context(calls))
        #expect(result == (try json(#"{"data":{"a":{"name":"u1"},"b":{"name":"u2"},"c":{"name":"u3"},"d":{"id":1}}}"#)))
        #expect(calls.sorted == [[1, 2, 3]])
    }

    @Test func eachLevelOfNestingMakesOneBatch() async throws {
        let calls = Calls()
        let result = try await Self.harness().run(
            "{ users(ids: [1, 2, 3]) { id friends { id bestFriend { id } } } }", context: Self.context(calls))
        #expect(
            result
                == (try json(
                    """
                    {"data":{"users":[
                      {"id":1,"friends":[{"id":11,"bestFriend":{"id":1100}},{"id":12,"bestFriend":{"id":1200}}]},
                      {"id":2,"friends":[{"id":21,"bestFriend":{"id":2100}},{"id":22,"bestFriend":{"id":2200}}]},
                      {"id":3,"friends":[{"id":31,"bestFriend":{"id":3100}},{"id":32,"bestFriend":{"id":3200}}]}]}}
                    """)))
        // Level 1: the users; level 2: their friends; level 3: their best friends.
        #expect(calls.sorted == [[1, 2, 3], [11, 12, 21, 22, 31, 32], [1100, 1200, 2100, 2200, 3100, 3200]])
    }

    /// Friends already cached complete at once, so their best friends are
    /// loaded with the friends that were not (as graphql-js with `dataloader`).
    @Test func cachedKeysLetTheNextLevelJoinTheBatch() async throws {
        let calls = Calls()
        _ = try await Self.harness().run("{ users(ids: [1, 11, 12]) { friends { bestFriend { id } } } }", context: Self.context(calls))
        #expect(calls.sorted == [[1, 11, 12], [111, 112, 121, 122, 1100, 1200], [11100, 11200, 12100, 12200]])
    }

    @Test func aSlowResolverJoinsTheBatchOfItsSiblings() async throws {
        let calls = Calls()
        let result = try await Self.harness().run(
            "{ a: user(id: 1) { id } b: slowUser(id: 2) { id } }", context: Self.context(calls))
        #expect(result == (try json(#"{"data":{"a":{"id":1},"b":{"id":2}}}"#)))
        #expect(calls.sorted == [[1, 2]])
    }

    /// Loads from tasks the executor did not start are dispatched after a yield,
    /// even while the resolver that started them counts as running.
    @Test func loadsFromUncountedTasksStillComplete() async throws {
        let calls = Calls()
        var resolvers = Resolvers<Context>()
        resolvers.field("Query", "user") { _, args, context, _ async throws -> (any Sendable)? in
            try await context.users.load(try args["id", as: Int.self]!)
        }
        resolvers.field("Query", "users") { _, args, context, _ async throws -> (any Sendable)? in
            let ids = try args["ids", as: [Int].self]!
            async let first = context.users.load(ids[0])
            async let second = context.users.load(ids[1])
            return [try await first, try await second]
        }
        let result = try await ExecutionHarness(Self.sdl, resolvers: resolvers).run(
            "{ user(id: 1) { id } users(ids: [1, 2]) { id } }", context: Self.context(calls))
        #expect(result == (try json(#"{"data":{"user":{"id":1},"users":[{"id":1},{"id":2}]}}"#)))
        #expect(calls.all.flatMap { $0 }.sorted() == [1, 2])
    }

    @Test func errorsArePerKey() async throws {
        let calls = Calls()
        let result = try await Self.harness().run("{ a: user(id: 12) { id } b: user(id: 13) { id } }", context: Self.context(calls))
        #expect(
            result
                == (try json(
                    """
                    {"errors":[{"message":"no user 13","locations":[{"line":1,"column":26}],"path":["b"]}],"data":{"a":{"id":12},"b":null}}
                    """)))
        #expect(calls.sorted == [[12, 13]])
    }

    @Test func theCacheLastsAsLongAsTheLoader() async throws {
        let calls = Calls()
        let loader = Self.context(calls).users
        #expect(try await loader.load(1)["name"] == "u1")
        #expect(try await loader.load(1)["name"] == "u1")
        #expect(calls.all == [[1]])
        loader.prime(2, "primed")
        loader.prime(1, "ignored")
        #expect(try await loader.load(2) == "primed")
        #expect(try await loader.load(1)["name"] == "u1")
        loader.clear(1)
        let results = await loader.loadMany([1, 2, 13])
        #expect(try results[0].get()["name"] == "u1")
        #expect(try results[1].get() == "primed")
        #expect(throws: GraphQLError("no user 13")) { try results[2].get() }
        #expect(calls.all == [[1], [1, 13]])
    }

    @Test func aBatchThatThrowsFailsItsKeysWithoutCachingThem() async throws {
        let failing = Locked<Bool>(true)
        let loader = DataLoader<Int, Int> { keys in
            if failing.withLock({ failing in
                defer { failing = false }; return failing
            }) {
                throw GraphQLError("down")
            }
            return keys.map { .success($0 * 2) }
        }
        await #expect(throws: GraphQLError("down")) { try await loader.load(4) }
        #expect(try await loader.load(4) == 8)
    }

    @Test func aBatchMustReturnOneResultPerKey() async throws {
        let loader = DataLoader<Int, Int> { _ in [] }
        await #expect(throws: GraphQLError("DataLoader's batch function returned 0 results for 1 keys.")) {
            try await loader.load(1)
        }
    }
}
