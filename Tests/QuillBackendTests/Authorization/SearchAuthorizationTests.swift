import GraphQL
import QuillAuth
import Testing

@testable import QuillBackend

/// `postSearch` under `@auth`: a search lists, so it finds, counts (`totalHits`) and pages
/// through only the nodes the caller may list; a field with rules of its own is never
/// searched, so a search cannot probe it.
@Suite(.offThePool) struct SearchAuthorizationTests {
    static let model = """
        type Post @model @search @auth(rules: [{ allow: owner }, { allow: groups, groups: ["admin"] }]) {
          title: String!
          note: String @auth(rules: [{ allow: owner }])
        }
        """

    static func world(_ database: TestDatabase) async throws -> AuthHarness {
        let harness = try AuthHarness(sdl: model, database: database)
        for (caller, title) in [(Callers.alice, "swift by alice"), (Callers.bob, "swift by bob"), (Callers.bob, "swift again by bob")] {
            _ = try await harness.data(
                #"mutation { postCreate(input: { title: "\#(title)", note: "secret \#(title)" }) { post { id } } }"#, as: caller)
        }
        return harness
    }

    static let search = #"{ postSearch(query: "swift", first: 10) { edges { node { title } } searchInfo { totalHits } } }"#

    static func titles(_ data: JSONValue) -> [String] {
        data["postSearch"]?["edges"]?.arrayValue?.compactMap { $0["node"]?["title"]?.stringValue } ?? []
    }

    @Test(arguments: TestDatabase.allCases)
    func findsOnlyWhatTheCallerMayList(database: TestDatabase) async throws {
        let harness = try await Self.world(database)
        let alice = try await harness.data(Self.search, as: Callers.alice)
        #expect(Self.titles(alice) == ["swift by alice"])
        #expect(alice["postSearch"]?["searchInfo"]?["totalHits"] == .int(1))
        let bob = try await harness.data(Self.search, as: Callers.bob)
        #expect(Set(Self.titles(bob)) == ["swift by bob", "swift again by bob"])
        #expect(bob["postSearch"]?["searchInfo"]?["totalHits"] == .int(2))
        let admin = try await harness.data(Self.search, as: Callers.admin)
        #expect(admin["postSearch"]?["searchInfo"]?["totalHits"] == .int(3))
        #expect(await harness.errors(Self.search, as: Callers.anonymous) == ["UNAUTHENTICATED: Sign in to read Post."])
    }

    @Test(arguments: TestDatabase.allCases)
    func aFieldWithRulesOfItsOwnIsNotSearched(database: TestDatabase) async throws {
        let harness = try await Self.world(database)
        // Even its owner does not find a node by it: the index never held it.
        let bySecret = #"{ postSearch(query: "secret", first: 10) { edges { node { title } } searchInfo { totalHits } } }"#
        for caller in [Callers.alice, Callers.admin] {
            let data = try await harness.data(bySecret, as: caller)
            #expect(Self.titles(data) == [])
            #expect(data["postSearch"]?["searchInfo"]?["totalHits"] == .int(0))
        }
        #expect(harness.backend.model.type(named: "Post")?.searchFields == ["title"])
    }

    @Test(arguments: TestDatabase.allCases)
    func cursorsPageOnlyThroughVisibleNodes(database: TestDatabase) async throws {
        let harness = try await Self.world(database)
        let first = try await harness.data(
            #"{ postSearch(query: "swift", first: 1) { edges { node { title } } pageInfo { hasNextPage endCursor } } }"#, as: Callers.bob)
        #expect(first["postSearch"]?["pageInfo"]?["hasNextPage"] == .bool(true))
        let cursor = first["postSearch"]?["pageInfo"]?["endCursor"]?.serializedString ?? "null"
        let rest = try await harness.data(
            #"{ postSearch(query: "swift", first: 5, after: \#(cursor)) { edges { node { title } } pageInfo { hasNextPage } } }"#, as: Callers.bob)
        #expect(Set(Self.titles(first) + Self.titles(rest)) == ["swift by bob", "swift again by bob"])
        #expect(rest["postSearch"]?["pageInfo"]?["hasNextPage"] == .bool(false))
    }
}
