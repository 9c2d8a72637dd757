import GraphQL
import Testing

@testable import QuillBackend

/// Full-text search (`@search`, Grafbase's): `postSearch(query:, first:, after:)` ranks
/// the nodes by relevance (SQLite's FTS5, PostgreSQL's `tsvector`), the same nodes on
/// every database, in step with every write, migrations included.
@Suite(.offThePool) struct SearchTests {
    static let model = """
        type Post @model @search { title: String!, body: String, likes: Int }
        """

    static let posts: [(title: String, body: String)] = [
        ("Swift concurrency", "Actors and tasks in Swift: swift swift"),
        ("Gardening", "Tomatoes need sun"),
        ("Swift on the server", "A GraphQL server"),
        ("Cooking", "Tomatoes and basil, a recipe"),
        ("Éclairs", "Choux pastry and CRÈME"),
    ]

    static func harness(_ database: TestDatabase, sdl: String = model) async throws -> BackendHarness {
        let harness = try BackendHarness(sdl: sdl, database: database)
        for post in posts {
            _ = try await harness.data(
                "mutation { postCreate(input: { title: \(JSONValue.string(post.title).serializedString), body: \(JSONValue.string(post.body).serializedString) }) { post { id } } }"
            )
        }
        return harness
    }

    static func titles(_ harness: BackendHarness, _ query: String, first: Int = 10) async throws -> [String] {
        let data = try await harness.data(
            "{ postSearch(query: \(JSONValue.string(query).serializedString), first: \(first)) { edges { node { title } } } }")
        return data["postSearch"]?["edges"]?.arrayValue?.compactMap { $0["node"]?["title"]?.stringValue } ?? []
    }

    @Test(arguments: TestDatabase.allCases)
    func matchesAndRanks(database: TestDatabase) async throws {
        let harness = try await Self.harness(database)
        // The post that says "swift" most often comes first.
        #expect(try await Self.titles(harness, "swift") == ["Swift concurrency", "Swift on the server"])
        #expect(try await Self.titles(harness, "SWIFT server") == ["Swift on the server"])
        #expect(try await Self.titles(harness, "tomatoes -basil") == ["Gardening"])
        #expect(try await Self.titles(harness, "actors or recipe").sorted() == ["Cooking", "Swift concurrency"])
        #expect(try await Self.titles(harness, #""graphql server""#) == ["Swift on the server"])
        #expect(try await Self.titles(harness, #""server graphql""#) == [])
        #expect(try await Self.titles(harness, "crème") == ["Éclairs"])
        #expect(try await Self.titles(harness, "creme") == [])
        // Nothing to search for, or only what must not match: no node.
        #expect(try await Self.titles(harness, "  ") == [])
        #expect(try await Self.titles(harness, "-swift") == [])
        #expect(try await Self.titles(harness, #"!!! "" AND NEAR(*"#) == [])
        let scored = try await harness.data(#"{ postSearch(query: "swift", first: 5) { edges { score } searchInfo { totalHits } } }"#)
        let scores = scored["postSearch"]?["edges"]?.arrayValue?.compactMap { $0["score"] } ?? []
        #expect(scores.count == 2)
        #expect(scored["postSearch"]?["searchInfo"]?["totalHits"] == .int(2))
    }

    @Test(arguments: TestDatabase.allCases)
    func pagesWithCursors(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.model, database: database)
        for index in 0..<7 {
            _ = try await harness.data(#"mutation { postCreate(input: { title: "swift \#(index)", body: "same words" }) { post { id } } }"#)
        }
        var seen: [String] = []
        var after = "null"
        for _ in 0..<4 {
            let data = try await harness.data(
                #"{ postSearch(query: "swift words", first: 3, after: \#(after)) { edges { cursor node { title } } pageInfo { hasNextPage endCursor } searchInfo { totalHits } } }"#
            )
            let page = data["postSearch"]
            seen += page?["edges"]?.arrayValue?.compactMap { $0["node"]?["title"]?.stringValue } ?? []
            #expect(page?["searchInfo"]?["totalHits"] == .int(7))
            guard page?["pageInfo"]?["hasNextPage"] == .bool(true), let cursor = page?["pageInfo"]?["endCursor"] else { break }
            after = cursor.serializedString
        }
        // Equal scores are in id (creation) order, each node once.
        #expect(seen == (0..<7).map { "swift \($0)" })
        let wrong = await harness.text(#"{ postSearch(query: "swift", first: 1, after: "bm90IGEgY3Vyc29y") { edges { cursor } } }"#)
        #expect(wrong.contains("is not a cursor of this API"))
        let missing = await harness.text(#"{ postSearch(query: "swift") { edges { cursor } } }"#)
        #expect(missing.contains("A search needs 'first'"))
    }

    @Test(arguments: TestDatabase.allCases)
    func followsEveryWrite(database: TestDatabase) async throws {
        let harness = try await Self.harness(database)
        let created = try await harness.data(#"mutation { postCreate(input: { title: "Kotlin", body: "not swift" }) { post { id } } }"#)
        let id = created["postCreate"]?["post"]?["id"]?.serializedString ?? ""
        #expect(try await Self.titles(harness, "kotlin") == ["Kotlin"])
        _ = try await harness.data(#"mutation { postUpdate(by: { id: \#(id) }, input: { title: "Rust" }) { post { id } } }"#)
        #expect(try await Self.titles(harness, "kotlin") == [])
        #expect(try await Self.titles(harness, "rust") == ["Rust"])
        // An update of other fields leaves the index as it is.
        _ = try await harness.data(#"mutation { postUpdate(by: { id: \#(id) }, input: { likes: { set: 3 } }) { post { id } } }"#)
        #expect(try await Self.titles(harness, "rust") == ["Rust"])
        _ = try await harness.data(#"mutation { postDelete(by: { id: \#(id) }) { deletedId } }"#)
        #expect(try await Self.titles(harness, "rust") == [])
    }

    @Test(arguments: TestDatabase.allCases)
    func aFailedMutationLeavesNoTrace(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: "type Post @model @search { title: String! @unique }", database: database)
        let failed = await harness.text(
            #"mutation { postCreateMany(input: [{ input: { title: "Zig" } }, { input: { title: "Zig" } }]) { postCollection { id } } }"#)
        #expect(failed.contains("UNIQUE_VIOLATION"))
        #expect(try await Self.titles(harness, "zig") == [])
    }

    @Test(arguments: TestDatabase.allCases)
    func oneStatementPerRead(database: TestDatabase) async throws {
        let harness = try await Self.harness(database)
        let (_, page) = try await harness.statements {
            try await harness.data(#"{ postSearch(query: "swift", first: 5) { edges { node { title } } } }"#)
        }
        #expect(page.count == 1, "\(page)")
        let (_, counted) = try await harness.statements {
            try await harness.data(#"{ postSearch(query: "swift", first: 5) { edges { node { title } } searchInfo { totalHits } } }"#)
        }
        #expect(counted.count == 2, "\(counted)")
    }

    @Test(arguments: TestDatabase.allCases)
    func migrationIndexesExistingRows(database: TestDatabase) async throws {
        let plain = "type Post @model { title: String!, body: String, likes: Int }"
        let harness = try await Self.harness(database, sdl: plain)
        let searched = try Backend(model: Fixtures.model(Self.model), storage: harness.backend.storage)
        #expect(searched.migration.summary == ["create a search index of table Post (title, body)"])
        let executor = try searched.executor(context: Void.self)
        func titles(_ executor: Executor<Void>, _ query: String) async -> String {
            String(
                decoding: await executor.graphql(Source(#"{ postSearch(query: "\#(query)", first: 5) { edges { node { title } } } }"#), context: ())
                    .jsonBytes(), as: UTF8.self)
        }
        #expect(
            await titles(executor, "tomatoes") == #"{"data":{"postSearch":{"edges":[{"node":{"title":"Gardening"}},{"node":{"title":"Cooking"}}]}}}"#)
        // Searching fewer fields indexes again; a change that rebuilds the table too.
        let titleOnly = try Backend(
            model: Fixtures.model("type Post @model { title: String! @search, body: String, likes: Int }"), storage: harness.backend.storage)
        #expect(titleOnly.migration.summary == ["drop the search index of table Post", "create a search index of table Post (title)"])
        #expect(await titles(try titleOnly.executor(context: Void.self), "tomatoes") == #"{"data":{"postSearch":{"edges":[]}}}"#)
        let retyped = try Backend(
            model: Fixtures.model("type Post @model { title: String! @search, body: String, likes: Float }"), storage: harness.backend.storage,
            acceptDataLoss: true)
        #expect(retyped.migration.summary.contains("create a search index of table Post (title)"))
        #expect(
            await titles(try retyped.executor(context: Void.self), "gardening")
                == #"{"data":{"postSearch":{"edges":[{"node":{"title":"Gardening"}}]}}}"#)
        // Without @search the index goes; opening again changes nothing.
        let unsearched = "type Post @model { title: String!, body: String, likes: Float }"
        let dropped = try Backend(model: Fixtures.model(unsearched), storage: harness.backend.storage)
        #expect(dropped.migration.summary == ["drop the search index of table Post"])
        #expect(try Backend(model: Fixtures.model(unsearched), storage: harness.backend.storage).migration.summary.isEmpty)
    }

    @Test func searchIsChecked() {
        #expect(
            Fixtures.diagnostics("type A @model { n: Int @search }") == [
                "model.graphql:1:24: '@search' applies only to String fields; 'A.n' is not one"
            ])
        #expect(
            Fixtures.diagnostics("type A @model @search { n: Int }") == [
                "model.graphql:1:15: '@search' on 'A' finds no String field to search (a field with '@auth' rules of its own is not searched)"
            ])
        #expect(
            Fixtures.diagnostics(#"type A @model { s: String @search @auth(rules: [{ allow: owner }]) }"#) == [
                "model.graphql:1:27: '@search' cannot apply to 'A.s', which has '@auth' rules of its own"
            ])
    }

    @Test func schemaHasTheSearchOfSearchedTypesOnly() throws {
        let harness = try BackendHarness(sdl: Self.model + "\ntype Tag @model { label: String! }")
        let sdl = printSchema(harness.backend.schema)
        #expect(sdl.contains("postSearch(query: String!, first: Int, after: String): PostSearchConnection"))
        #expect(
            sdl.contains(
                "type PostSearchEdge {\n  node: Post!\n  cursor: String!\n\n  \"\"\"How well the node matches, higher is better\"\"\"\n  score: Float!\n}"
            ))
        #expect(sdl.contains("type SearchInfo {"))
        #expect(!sdl.contains("tagSearch"))
    }
}
