import GraphQL
import Testing

/// `SelectionValue` (a field's value read ahead, keyed by response key, completed by
/// the executor) and `SelectedField.writeLeafValue` (a leaf written as the executor
/// completes it): each response is the one resolvers give field by field.
@Suite struct SelectionValueTests {
    static let sdl = """
        type Query { user: User, users: [User!]!, node: Node, slow: Int }
        interface Node { id: ID! }
        enum Role { ADMIN MEMBER }
        type User implements Node {
          id: ID!
          name: String
          strictName: String!
          number: Int
          role: Role
          scores: [Int!]
          friends(first: Int): [User!]!
        }
        """

    /// A user as resolvers see it: fields by name, `friends` cut to `first`.
    static func user(_ id: String, name: Any? = nil, number: Int? = nil, role: String? = nil, friends: [[String: any Sendable]] = []) -> [String:
        any Sendable]
    {
        ["id": id, "name": name as? String, "strictName": name as? String, "number": number, "role": role, "friends": friends]
    }

    /// The reference: resolvers over `user` field by field, and the same executor but
    /// with `Query.user`, `users` and `node` answered by `value` as a `SelectionValue`.
    static func responses(_ query: String, user: [String: any Sendable], value: SelectionValue) async throws -> (String, String) {
        func executor(selection: Bool) throws -> Executor<Void> {
            var resolvers = Resolvers<Void>()
            for field in ["user", "node"] {
                resolvers.field("Query", field) { _, _, _, _ in selection ? value as any Sendable : user }
            }
            resolvers.field("Query", "users") { _, _, _, _ in selection ? value as any Sendable : [user] as [any Sendable] }
            resolvers.field("Query", "slow") { _, _, _, _ in
                await Task.yield()
                return 1
            }
            resolvers.field("User", "friends") { parent, arguments, _, _ in
                let friends = (parent as? [String: any Sendable])?["friends"] as? [[String: any Sendable]] ?? []
                guard case .int(let first) = arguments["first"] ?? .null else { return friends as [any Sendable] }
                return Array(friends.prefix(first)) as [any Sendable]
            }
            resolvers.field("User", "scores") { parent, _, _, _ in
                (parent as? [String: any Sendable])?["scores"] ?? nil
            }
            resolvers.resolveType("Node") { _, _, _ in "User" }
            return try Executor(schema: try buildSchema(sdl), resolvers: resolvers)
        }
        let expected = try await executor(selection: false).graphql(Source(query), context: ())
        let got = try await executor(selection: true).graphql(Source(query), context: ())
        return (String(decoding: expected.jsonBytes(), as: UTF8.self), String(decoding: got.jsonBytes(), as: UTF8.self))
    }

    @Test func fieldsAreReadByResponseKey() async throws {
        let friend = Self.user("2", name: "Bo")
        let user = Self.user("1", name: "Ann", number: 3, role: "ADMIN", friends: [friend, Self.user("3", name: "Cy")])
        let value = SelectionValue.object([
            "x": .value("Ann"), "y": .value("Ann"), "n": .value(3), "role": .value("ADMIN"),
            "one": .list([.object(["id": .value("2")])]),
            "two": .list([.object(["id": .value("2"), "name": .value("Bo")]), .object(["id": .value("3"), "name": .value("Cy")])]),
        ])
        let query = "{ user { __typename x: name y: name n: number role one: friends(first: 1) { id } two: friends(first: 2) { id name } } }"
        let (expected, got) = try await Self.responses(query, user: user, value: value)
        #expect(got == expected)
        #expect(
            got
                == #"{"data":{"user":{"__typename":"User","x":"Ann","y":"Ann","n":3,"role":"ADMIN","one":[{"id":"2"}],"two":[{"id":"2","name":"Bo"},{"id":"3","name":"Cy"}]}}}"#
        )
        // The asynchronous path (a sibling suspends) reads it the same way.
        let (asyncExpected, asyncGot) = try await Self.responses("{ slow " + query.dropFirst(), user: user, value: value)
        #expect(asyncGot == asyncExpected)
    }

    @Test func valuesTheTypesCannotRepresentAreTheExecutorsErrors() async throws {
        let user = Self.user("1", name: nil, number: 3_000_000_000, role: "OWNER")
        let value = SelectionValue.object([
            "id": .value("1"), "number": .value(3_000_000_000), "role": .value("OWNER"), "strictName": .value(.null),
        ])
        for query in ["{ user { id number role } }", "{ user { id strictName } }", "{ users { id strictName } }"] {
            let (expected, got) = try await Self.responses(query, user: user, value: query.hasPrefix("{ users") ? .list([value]) : value)
            #expect(got == expected, "\(query)")
            #expect(got.contains(#""errors""#), "\(got)")
        }
        let (_, got) = try await Self.responses("{ user { number } }", user: user, value: value)
        #expect(
            got
                == #"{"errors":[{"message":"Int cannot represent non 32-bit signed integer value: 3000000000","locations":[{"line":1,"column":10}],"path":["user","number"]}],"data":{"user":{"number":null}}}"#
        )
    }

    @Test func anErrorInTheValueIsAFieldErrorWhereItIs() async throws {
        var resolvers = Resolvers<Void>()
        resolvers.field("Query", "user") { _, _, _, _ in
            SelectionValue.object(["id": .value("1"), "friends": .error(GraphQLError("'first' must be positive"))])
        }
        let executor = try Executor(schema: try buildSchema(Self.sdl), resolvers: resolvers)
        let response = executor.graphqlSync(Source("{ user { id friends(first: -1) { id } } }"), context: ())
        // `friends` is non-null: the error nulls the user.
        #expect(
            String(decoding: response.jsonBytes(), as: UTF8.self)
                == #"{"errors":[{"message":"'first' must be positive","locations":[{"line":1,"column":13}],"path":["user","friends"]}],"data":{"user":null}}"#
        )
    }

    @Test func anAbstractTypesObjectNamesItsType() async throws {
        let (expected, got) = try await Self.responses(
            "{ node { __typename id ... on User { name } } }", user: Self.user("1", name: "Ann"),
            value: .object(["__typename": .value("User"), "id": .value("1"), "name": .value("Ann")]))
        #expect(got == expected)
        #expect(got == #"{"data":{"node":{"__typename":"User","id":"1","name":"Ann"}}}"#)
    }

    /// The leaf fields of `{ user { … } }`, as a resolver of `user` sees them.
    static func leaves() throws -> [String: SelectedField] {
        nonisolated(unsafe) var found: [String: SelectedField] = [:]
        var resolvers = Resolvers<Void>()
        resolvers.field("Query", "user") { _, _, _, info in
            for field in info.selection ?? [] { found[field.responseKey] = field }
            return nil
        }
        let executor = try Executor(schema: try buildSchema(sdl), resolvers: resolvers)
        _ = executor.graphqlSync(Source("{ user { id name strictName number role scores friends { id } } }"), context: ())
        return found
    }

    @Test func leavesAreWrittenAsTheExecutorCompletesThem() throws {
        let fields = try Self.leaves()
        func written(_ key: String, _ value: JSONValue) -> String? {
            var writer = JSONWriter()
            writer.writeRaw(Array("x".utf8))
            guard fields[key]!.writeLeafValue(value, to: &writer) else {
                #expect(writer.string == "x", "nothing written for \(key)")
                return nil
            }
            return String(writer.string.dropFirst())
        }
        #expect(written("id", "a\"b") == #""a\"b""#)
        #expect(written("number", 2_147_483_647) == "2147483647")
        #expect(written("number", 2_147_483_648) == nil)
        #expect(written("number", 2.0) == "2")
        #expect(written("number", 2.5) == nil)
        #expect(written("role", "MEMBER") == #""MEMBER""#)
        #expect(written("role", "OWNER") == nil)
        #expect(written("name", .null) == "null")
        #expect(written("strictName", .null) == nil)
        #expect(written("scores", [1, 2]) == "[1,2]")
        #expect(written("scores", [1, .null]) == nil)
        #expect(written("scores", 1) == nil)
        #expect(written("friends", []) == nil)
    }
}
