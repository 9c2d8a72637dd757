import GraphQL
import QuillSync
import Testing

/// `ResolveInfo.selection` (the collected selection a resolver can look ahead at)
/// and `CompletedJSON` (a value its resolver completed itself).
@Suite struct LookAheadTests {
    static let sdl = """
        type Query { user(id: ID): User, users: [User!]!, node: Node, strict: User! }
        interface Node { id: ID! }
        type User implements Node { id: ID!, name: String, friends(first: Int = 10): [User!]! }
        """

    /// What a resolver saw: each selected field as `key:name(arguments){…}`.
    static func describe(_ fields: [SelectedField]?) -> String {
        guard let fields else { return "nil" }
        return fields.map { field in
            let arguments = (try? field.arguments).map { String(decoding: JSONValue.object($0.values).serialized(), as: UTF8.self) } ?? "error"
            return "\(field.responseKey):\(field.name)\(arguments)" + (field.selection.map { "{\(describe($0))}" } ?? "")
        }.joined(separator: " ")
    }

    static func run(_ query: String, variables: JSONObject = JSONObject()) throws -> (String, String) {
        let seen = Locked<String>("")
        var resolvers = Resolvers<Void>()
        resolvers.field("Query", "user") { _, _, _, info in
            seen.withLock { $0 = describe(info.selection) }
            return ["id": "1", "name": "Ann", "friends": [] as [any Sendable]] as [String: any Sendable]
        }
        resolvers.field("Query", "node") { _, _, _, info in
            seen.withLock { $0 = describe(info.selection) }
            return nil
        }
        let executor = try Executor(schema: try buildSchema(sdl), resolvers: resolvers)
        let response = executor.graphqlSync(Source(query), variables: variables, context: ())
        return (seen.withLock { $0 }, String(decoding: response.jsonBytes(), as: UTF8.self))
    }

    @Test func selectionIsCollectedWithFragmentsDirectivesAliasesAndArguments() throws {
        let (seen, _) = try Self.run(
            """
            query ($skip: Boolean!, $n: Int) {
              user(id: "1") {
                id
                ...Named
                alias: name @skip(if: $skip)
                ... on User { friends(first: $n) { __typename id } }
                friends(first: $n) { name }
              }
            }
            fragment Named on User { name }
            """,
            variables: JSONObject([("skip", .bool(true)), ("n", .int(3))]))
        // Fields of one response key merge (both `friends` selections); `alias` is skipped.
        #expect(seen == #"id:id{} name:name{} friends:friends{"first":3}{__typename:__typename{} id:id{} name:name{}}"#)
    }

    @Test func argumentsHaveTheirDefaults() throws {
        let (seen, response) = try Self.run(#"{ user { friends { id } } }"#)
        #expect(seen == #"friends:friends{"first":10}{id:id{}}"#)
        #expect(response == #"{"data":{"user":{"friends":[]}}}"#)
    }

    @Test func anAbstractTypeHasNoSelection() throws {
        let (seen, response) = try Self.run("{ node { id } }")
        #expect(seen == "nil")
        #expect(response == #"{"data":{"node":null}}"#)
    }

    static func completing(_ json: String) throws -> Executor<Void> {
        var resolvers = Resolvers<Void>()
        resolvers.field("Query", "users") { _, _, _, _ in CompletedJSON(bytes: Array(json.utf8)) }
        resolvers.field("Query", "user") { _, _, _, _ in Optional<CompletedJSON>.none }
        resolvers.field("Query", "strict") { _, _, _, _ in Optional<CompletedJSON>.none }
        resolvers.field("User", "name") { _, _, _, _ in
            try await Task.sleep(nanoseconds: 1_000)
            return "async"
        }
        return try Executor(schema: try buildSchema(sdl), resolvers: resolvers)
    }

    @Test func aCompletedValueIsWrittenAsItIsOnBothPaths() async throws {
        let json = #"[{"id":"1","friends":[]},{"id":"2","friends":[{"id":"1"}]}]"#
        let executor = try Self.completing(json)
        let sync = executor.graphqlSync(Source("{ users { id friends { id } } user { id } }"), context: ())
        #expect(String(decoding: sync.jsonBytes(), as: UTF8.self) == #"{"data":{"users":\#(json),"user":null}}"#)
        // `name` has an async resolver: the operation takes the asynchronous path.
        let async = await executor.graphql(Source("{ users { id name } user { name } }"), context: ())
        #expect(String(decoding: async.jsonBytes(), as: UTF8.self) == #"{"data":{"users":\#(json),"user":null}}"#)
    }

    @Test func nilForANonNullFieldIsStillItsError() throws {
        let response = try Self.completing("[]").graphqlSync(Source("{ strict { id } }"), context: ())
        #expect(
            String(decoding: response.jsonBytes(), as: UTF8.self).hasPrefix(
                #"{"errors":[{"message":"Cannot return null for non-nullable field Query.strict.""#))
    }
}
