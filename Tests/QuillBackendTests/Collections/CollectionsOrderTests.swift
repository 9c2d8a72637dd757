import GraphQL
import QuillAuth
import Testing

@testable import QuillBackend

/// `orderBy` in collections: several keys in turn (a list; a single object still works, as
/// a literal and as a variable's value), a to-one relation's field (`{ author: { name: ASC } }`),
/// nulls first or last, and cursors that page through each such order exactly once.
@Suite(.offThePool) struct CollectionsOrderTests {
    static let model = """
        type User @model { name: String!, posts: [Post] }
        type Post @model { title: String!, rank: Int, author: User }
        """

    /// Users Bo and Al; posts p1…p6 (rank, author): p1 (2, Bo), p2 (nil, Al), p3 (1, Bo),
    /// p4 (2, nil), p5 (1, Al), p6 (nil, Bo).
    static func harness(_ database: TestDatabase) async throws -> BackendHarness {
        let harness = try BackendHarness(sdl: model, database: database)
        var users: [String: String] = [:]
        for name in ["Bo", "Al"] {
            let data = try await harness.data(#"mutation { userCreate(input: { name: "\#(name)" }) { user { id } } }"#)
            users[name] = data["userCreate"]?["user"]?["id"]?.serializedString
        }
        let posts: [(String, Int?, String?)] = [
            ("p1", 2, "Bo"), ("p2", nil, "Al"), ("p3", 1, "Bo"), ("p4", 2, nil), ("p5", 1, "Al"), ("p6", nil, "Bo"),
        ]
        for (title, rank, author) in posts {
            let rankArgument = rank.map { ", rank: \($0)" } ?? ""
            let authorArgument = author.map { ", author: { link: \(users[$0]!) }" } ?? ""
            _ = try await harness.data(#"mutation { postCreate(input: { title: "\#(title)"\#(rankArgument)\#(authorArgument) }) { post { id } } }"#)
        }
        return harness
    }

    static func titles(_ data: JSONValue) -> [String] {
        data["postCollection"]?["edges"]?.arrayValue?.compactMap { $0["node"]?["title"]?.stringValue } ?? []
    }

    static let orders: [(orderBy: String, titles: [String])] = [
        ("{ rank: DESC }", ["p1", "p4", "p3", "p5", "p2", "p6"]),
        ("[{ rank: ASC_NULLS_LAST }]", ["p3", "p5", "p1", "p4", "p2", "p6"]),
        ("{ rank: DESC_NULLS_FIRST }", ["p2", "p6", "p1", "p4", "p3", "p5"]),
        ("[{ rank: ASC }, { title: DESC }]", ["p6", "p2", "p5", "p3", "p4", "p1"]),
        ("[{ author: { name: ASC } }, { rank: DESC }]", ["p4", "p5", "p2", "p1", "p3", "p6"]),
        ("[{ author: { name: DESC_NULLS_LAST } }, { rank: ASC_NULLS_LAST }]", ["p3", "p1", "p6", "p5", "p2", "p4"]),
    ]

    @Test(arguments: TestDatabase.allCases)
    func ordersByKeysInTurn(database: TestDatabase) async throws {
        let harness = try await Self.harness(database)
        for (orderBy, expected) in Self.orders {
            let data = try await harness.data("{ postCollection(first: 10, orderBy: \(orderBy)) { edges { node { title } } } }")
            #expect(Self.titles(data) == expected, "\(orderBy)")
        }
        // A variable of the list type takes a single object too; a relation's connection orders alike.
        let variable = try await harness.data(
            "query($order: [PostOrderByInput!]) { postCollection(first: 10, orderBy: $order) { edges { node { title } } } }",
            variables: JSONObject([("order", ["rank": "DESC"])]))
        #expect(Self.titles(variable) == Self.orders[0].titles)
        let nested = try await harness.data(
            #"{ userCollection(first: 5, orderBy: { name: ASC }) { edges { node { name posts(first: 5, orderBy: [{ rank: DESC_NULLS_FIRST }]) { edges { node { title } } } } } } }"#
        )
        let postsOfUsers = nested["userCollection"]?["edges"]?.arrayValue?.map { user in
            user["node"]?["posts"]?["edges"]?.arrayValue?.compactMap { $0["node"]?["title"]?.stringValue } ?? []
        }
        #expect(postsOfUsers == [["p2", "p5"], ["p6", "p1", "p3"]])
        let twoFields = await harness.text("{ postCollection(first: 1, orderBy: { rank: ASC, title: ASC }) { edges { cursor } } }")
        #expect(twoFields.contains("Each 'orderBy' object takes one field, not 2 (title, rank)"))
    }

    @Test(arguments: TestDatabase.allCases)
    func cursorsPageThroughEachOrderOnce(database: TestDatabase) async throws {
        let harness = try await Self.harness(database)
        for (orderBy, expected) in Self.orders {
            var forward: [String] = []
            var after = "null"
            for _ in 0..<6 {
                let data = try await harness.data(
                    "{ postCollection(first: 2, after: \(after), orderBy: \(orderBy)) { edges { node { title } } pageInfo { hasNextPage endCursor } } }"
                )
                forward += Self.titles(data)
                guard data["postCollection"]?["pageInfo"]?["hasNextPage"] == .bool(true),
                    let cursor = data["postCollection"]?["pageInfo"]?["endCursor"]
                else { break }
                after = cursor.serializedString
            }
            #expect(forward == expected, "forward \(orderBy)")
            var backward: [String] = []
            var before = "null"
            for _ in 0..<6 {
                let data = try await harness.data(
                    "{ postCollection(last: 4, before: \(before), orderBy: \(orderBy)) { edges { node { title } } pageInfo { hasPreviousPage startCursor } } }"
                )
                backward = Self.titles(data) + backward
                guard data["postCollection"]?["pageInfo"]?["hasPreviousPage"] == .bool(true),
                    let cursor = data["postCollection"]?["pageInfo"]?["startCursor"]
                else { break }
                before = cursor.serializedString
            }
            #expect(backward == expected, "backward \(orderBy)")
        }
    }

    @Test(arguments: TestDatabase.allCases)
    func aRelationsKeyIsReadInThePagesStatement(database: TestDatabase) async throws {
        let harness = try await Self.harness(database)
        let (data, statements) = try await harness.statements {
            try await harness.data(
                "{ postCollection(first: 3, orderBy: [{ author: { name: ASC } }, { rank: DESC }]) { edges { cursor node { title } } } }")
        }
        #expect(Self.titles(data) == ["p4", "p5", "p2"])
        #expect(statements.count == 1, "\(statements)")
    }

    /// A relation's key the caller may not read is null to it: ordering by it, or a crafted
    /// cursor, tells nothing of the hidden node.
    @Test(arguments: TestDatabase.allCases)
    func aHiddenRelationsKeyIsNull(database: TestDatabase) async throws {
        let harness = try AuthHarness(
            sdl: """
                type User @model @auth(rules: [{ allow: owner }]) { name: String!, posts: [Post] }
                type Post @model @auth(rules: [{ allow: private }]) { title: String!, author: User }
                """, database: database)
        for (caller, name) in [(Callers.alice, "Zed"), (Callers.bob, "Amy")] {
            let user = try await harness.data(#"mutation { userCreate(input: { name: "\#(name)" }) { user { id } } }"#, as: caller)
            let id = user["userCreate"]?["user"]?["id"]?.serializedString ?? ""
            _ = try await harness.data(
                #"mutation { postCreate(input: { title: "by \#(name)", author: { link: \#(id) } }) { post { id } } }"#, as: caller)
        }
        let ordered = "{ postCollection(first: 5, orderBy: [{ author: { name: DESC } }]) { edges { node { title } } } }"
        // To alice, bob's Amy is null (last, descending); to bob, alice's Zed is.
        #expect(Self.titles(try await harness.data(ordered, as: Callers.alice)) == ["by Zed", "by Amy"])
        #expect(Self.titles(try await harness.data(ordered, as: Callers.bob)) == ["by Amy", "by Zed"])
        for value in ["A", "Amz", "B"] {
            let cursor = Cursor(keys: ["author.name"], values: [.text(value)], id: "~").encoded
            let page = try await harness.data(
                #"{ postCollection(first: 5, after: "\#(cursor)", orderBy: [{ author: { name: DESC } }]) { edges { node { title } } } }"#,
                as: Callers.alice)
            #expect(Self.titles(page) == ["by Amy"], "\(value)")
        }
    }
}
