import Foundation
import GraphQL
import QuillSync
import Testing

/// `ResolveInfo.selection(for:)`: the look-ahead of a field of an interface or union type
/// for the runtime type its resolver found, so that it can complete the value itself
/// (`CompletedJSON`) as the executor would have: the same response as graphql-js's.
@Suite struct AbstractLookAheadTests {
    static let sdl = """
        type Query { node(id: ID!): Node, search: [Result!]! }
        interface Node { id: ID! }
        type User implements Node { id: ID!, name: String, friend: User }
        type Post implements Node { id: ID!, title: String }
        union Result = User | Post
        """

    /// The object a resolver would return: by id, with its type in `__typename`.
    static let objects: [String: JSONValue] = [
        "u1": ["__typename": "User", "id": "u1", "name": "Ann", "friend": ["__typename": "User", "id": "u2", "name": "Bo", "friend": nil]],
        "p1": ["__typename": "Post", "id": "p1", "title": "Hello"],
    ]

    static let queries = [
        #"{ node(id: "u1") { __typename id ... on User { name friend { name } } ... on Post { title } } }"#,
        #"{ node(id: "p1") { ...N ... on User { name } ... on Post { headline: title } } } fragment N on Node { id kind: __typename }"#,
        #"query ($skip: Boolean = true) { node(id: "u1") { id ... on User @skip(if: $skip) { name } ... @include(if: $skip) { x: id } } }"#,
        #"{ search { ... on User { id name } ... on Post { title } } }"#,
    ]

    /// `value` as `selection` selects it: each key's field read from the object.
    static func complete(_ value: JSONValue, _ selection: [SelectedField], type: String) -> JSONValue {
        .object(
            JSONObject(
                selection.map { field in
                    if field.name == "__typename" { return (field.responseKey, .string(type)) }
                    let member = value[field.name] ?? .null
                    guard let below = field.selection, member != .null else { return (field.responseKey, member) }
                    return (field.responseKey, complete(member, below, type: member["__typename"]?.stringValue ?? ""))
                }))
    }

    static func executor(seen: Locked<[String]>) throws -> Executor<Void> {
        var resolvers = Resolvers<Void>()
        resolvers.field("Query", "node") { _, arguments, _, info in
            guard let object = objects[arguments["id"]?.stringValue ?? ""], let type = object["__typename"]?.stringValue,
                let selection = info.selection(for: type)
            else { return Optional<CompletedJSON>.none }
            seen.withLock { $0.append(type + ": " + selection.map(\.responseKey).joined(separator: " ")) }
            return CompletedJSON(bytes: complete(object, selection, type: type).serialized())
        }
        resolvers.field("Query", "search") { _, _, _, info in
            ["u1", "p1"].map { id -> CompletedJSON in
                let object = objects[id]!
                let type = object["__typename"]!.stringValue!
                return CompletedJSON(bytes: complete(object, info.selection(for: type) ?? [], type: type).serialized())
            }
        }
        return try Executor(schema: try buildSchema(sdl), resolvers: resolvers)
    }

    @Test func completedValuesMatchGraphQLJS() async throws {
        let seen = Locked<[String]>([])
        let executor = try Self.executor(seen: seen)
        let root: JSONValue = ["node": Self.objects["u1"]!, "search": [Self.objects["u1"]!, Self.objects["p1"]!]]
        let requests: [JSONValue] = Self.queries.map { query in
            // graphql-js reads `node` from the root: the same object for each id the queries name.
            let id = query.contains(#""p1""#) ? "p1" : "u1"
            let requestRoot: JSONValue = id == "p1" ? ["node": Self.objects["p1"]!, "search": root["search"]!] : root
            return .object(JSONObject([("schema", .string(Self.sdl)), ("query", .string(query)), ("root", requestRoot)]))
        }
        let output = try await NodeScript.run("execute.cjs", input: Data(JSONValue.array(requests).serialized()))
        let expected = try #require(try JSONReader().read(Array(output)).arrayValue)
        #expect(expected.count == Self.queries.count)
        for (query, response) in zip(Self.queries, expected) {
            let quill = String(decoding: executor.graphqlSync(Source(query), context: ()).jsonBytes(), as: UTF8.self)
            #expect(quill == response.stringValue, "\(query)")
        }
        #expect(
            seen.withLock { $0 } == ["User: __typename id name friend", "Post: id kind headline", "User: id x"])
    }

    @Test func onlyAnObjectTypeTheFieldCanBeHasASelection() throws {
        let seen = Locked<[String?]>([])
        var resolvers = Resolvers<Void>()
        resolvers.field("Query", "node") { _, _, _, info in
            seen.withLock {
                $0 = ["User", "Post", "Query", "Node", "Result", "Nope"].map { info.selection(for: $0)?.map(\.name).joined(separator: " ") }
            }
            return Optional<CompletedJSON>.none
        }
        let executor = try Executor(schema: try buildSchema(Self.sdl), resolvers: resolvers)
        _ = executor.graphqlSync(Source(#"{ node(id: "x") { id ... on User { name } } }"#), context: ())
        #expect(seen.withLock { $0 } == ["id name", "id", nil, nil, nil, nil])
    }
}
