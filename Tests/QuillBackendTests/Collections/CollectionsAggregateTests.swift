import GraphQL
import QuillAuth
import Testing

@testable import QuillBackend

/// `postAggregate(filter:)` and `postGroupBy(by:, filter:)`: the count and the number fields'
/// sums, averages, minimums and maximums (Hasura's `_aggregate` in Grafbase's casing),
/// overall or per value of one field, in one statement, over what the caller may list.
@Suite(.offThePool) struct CollectionsAggregateTests {
    static let model = """
        enum Status { DRAFT PUBLISHED }
        type Post @model { title: String!, likes: Int, score: Float, status: Status }
        """

    static func harness(_ database: TestDatabase) async throws -> BackendHarness {
        let harness = try BackendHarness(sdl: model, database: database)
        let posts: [(String, Int?, Double?, String?)] = [
            ("a", 3, 1.5, "DRAFT"), ("b", 5, nil, "PUBLISHED"), ("c", nil, 2.5, "PUBLISHED"), ("d", 10, 4.0, nil),
        ]
        for (title, likes, score, status) in posts {
            let fields = [likes.map { "likes: \($0)" }, score.map { "score: \($0)" }, status.map { "status: \($0)" }].compactMap { $0 }
            _ = try await harness.data(
                #"mutation { postCreate(input: { title: "\#(title)", \#(fields.joined(separator: ", ")) }) { post { id } } }"#)
        }
        return harness
    }

    static let aggregates = "count sum { likes score } avg { likes score } min { likes score } max { likes score }"

    @Test(arguments: TestDatabase.allCases)
    func aggregatesTheFilteredNodes(database: TestDatabase) async throws {
        let harness = try await Self.harness(database)
        let (all, statements) = try await harness.statements { try await harness.data("{ postAggregate { \(Self.aggregates) } }") }
        #expect(statements.count == 1, "\(statements)")
        #expect(
            all["postAggregate"]
                == [
                    // (JSON writes 8.0 as 8, as graphql-js does.)
                    "count": 4, "sum": ["likes": 18, "score": 8], "avg": ["likes": 6, "score": .double(8.0 / 3)],
                    "min": ["likes": 3, "score": 1.5], "max": ["likes": 10, "score": 4],
                ])
        let published = try await harness.data(#"{ postAggregate(filter: { status: { eq: PUBLISHED } }) { \#(Self.aggregates) } }"#)
        #expect(
            published["postAggregate"]
                == [
                    "count": 2, "sum": ["likes": 5, "score": 2.5], "avg": ["likes": 5, "score": 2.5],
                    "min": ["likes": 5, "score": 2.5], "max": ["likes": 5, "score": 2.5],
                ])
        let none = try await harness.data(#"{ postAggregate(filter: { title: { eq: "z" } }) { count sum { likes } avg { score } } }"#)
        #expect(none["postAggregate"] == ["count": 0, "sum": ["likes": nil], "avg": ["score": nil]])
    }

    @Test(arguments: TestDatabase.allCases)
    func groupsByOneField(database: TestDatabase) async throws {
        let harness = try await Self.harness(database)
        let (grouped, statements) = try await harness.statements {
            try await harness.data("{ postGroupBy(by: status) { key { status } count sum { likes } max { score } } }")
        }
        #expect(statements.count == 1, "\(statements)")
        #expect(
            grouped["postGroupBy"]
                == [
                    ["key": ["status": nil], "count": 1, "sum": ["likes": 10], "max": ["score": 4]],
                    ["key": ["status": "DRAFT"], "count": 1, "sum": ["likes": 3], "max": ["score": 1.5]],
                    ["key": ["status": "PUBLISHED"], "count": 2, "sum": ["likes": 5], "max": ["score": 2.5]],
                ])
        let filtered = try await harness.data(#"{ postGroupBy(by: likes, filter: { likes: { gt: 3 } }) { key { likes } count } }"#)
        #expect(filtered["postGroupBy"] == [["key": ["likes": 5], "count": 1], ["key": ["likes": 10], "count": 1]])
    }

    @Test(arguments: TestDatabase.allCases)
    func countsOnlyWhatTheCallerMayList(database: TestDatabase) async throws {
        let harness = try AuthHarness(
            sdl: """
                type Post @model @auth(rules: [{ allow: owner }]) { title: String!, likes: Int, secret: Int @auth(rules: [{ allow: owner, operations: [create] }, { allow: groups, groups: ["admin"] }]) }
                """, database: database)
        for (caller, likes) in [(Callers.alice, 1), (Callers.alice, 2), (Callers.bob, 100)] {
            _ = try await harness.data(
                #"mutation { postCreate(input: { title: "t", likes: \#(likes), secret: \#(likes) }) { post { id } } }"#, as: caller)
        }
        let query = "{ postAggregate { count sum { likes secret } } postGroupBy(by: secret) { key { secret } count } }"
        #expect(
            try await harness.data(query, as: Callers.alice)
                == [
                    "postAggregate": ["count": 2, "sum": ["likes": 3, "secret": nil]],
                    "postGroupBy": [["key": ["secret": nil], "count": 2]],
                ])
        #expect(await harness.errors(query, as: Callers.anonymous).first?.hasPrefix("UNAUTHENTICATED") == true)
    }

    @Test func schemaOfAggregates() throws {
        let sdl = printSchema(try BackendHarness(sdl: Self.model).backend.schema)
        #expect(sdl.contains("postAggregate(filter: PostCollectionFilterInput): PostAggregate!"))
        #expect(sdl.contains("postGroupBy(by: PostGroupByField!, filter: PostCollectionFilterInput): [PostGroup!]!"))
        #expect(sdl.contains("type PostSumFields {\n  likes: Int\n  score: Float\n}"))
        #expect(sdl.contains("type PostAvgFields {\n  likes: Float\n  score: Float\n}"))
        #expect(sdl.contains("enum PostGroupByField {\n  id\n  title\n  likes\n  score\n  status\n  createdAt\n  updatedAt\n}"))
    }
}
