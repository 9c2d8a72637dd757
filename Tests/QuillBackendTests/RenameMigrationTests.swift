import GraphQL
import Testing

@testable import QuillBackend

/// `@rename(oldName:)` on a type or a field: the migration renames the table or column
/// (and what follows from it: an unnamed relation's table, the keys pointing at it),
/// keeping every value.
@Suite(.offThePool) struct RenameMigrationTests {
    static let before = """
        type Article @model { headline: String! @unique, tags: [Tag] }
        type Tag @model { label: String!, articles: [Article] }
        type Comment @model { text: String!, article: Article }
        """

    static let after = """
        type Post @model @rename(oldName: "Article") { title: String! @unique @rename(oldName: "headline"), tags: [Tag] }
        type Tag @model { label: String!, posts: [Post] }
        type Comment @model { text: String!, post: Post @rename(oldName: "article") }
        """

    @Test(arguments: TestDatabase.allCases)
    func renamesKeepTheData(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.before, database: database)
        let article = try await harness.data(
            #"mutation { articleCreate(input: { headline: "h", tags: [{ create: { label: "t" } }] }) { article { id } } }"#)
        let id = article["articleCreate"]?["article"]?["id"]?.serializedString ?? ""
        _ = try await harness.data(#"mutation { commentCreate(input: { text: "c", article: { link: \#(id) } }) { comment { id } } }"#)

        let renamed = try Backend(model: Fixtures.model(Self.after), storage: harness.backend.storage)
        #expect(renamed.migration.destructiveChanges.isEmpty, "\(renamed.migration.destructiveChanges)")
        #expect(
            renamed.migration.summary.filter { $0.hasPrefix("rename") } == [
                "rename table Article to Post", "rename table _ArticleToTag to _PostToTag", "rename column Post.headline to title",
                "rename column Comment.article to post",
            ])
        let executor = try renamed.executor(context: Void.self)
        let response = await executor.graphql(
            Source(
                """
                { postCollection(first: 5) { edges { node { title tags(first: 5) { edges { node { label posts(first: 5) { edges { node { title } } } } } } } } }
                  commentCollection(first: 5) { edges { node { text post { title } } } } }
                """), context: ())
        #expect(
            String(decoding: response.jsonBytes(), as: UTF8.self)
                == #"{"data":{"postCollection":{"edges":[{"node":{"title":"h","tags":{"edges":[{"node":{"label":"t","posts":{"edges":[{"node":{"title":"h"}}]}}}]}}}]},"commentCollection":{"edges":[{"node":{"text":"c","post":{"title":"h"}}}]}}}"#
        )
        // The unique index follows its column; opening again changes nothing.
        let duplicate = await executor.graphql(Source(#"mutation { postCreate(input: { title: "h" }) { post { id } } }"#), context: ())
        #expect(String(decoding: duplicate.jsonBytes(), as: UTF8.self).contains("UNIQUE_VIOLATION"))
        #expect(try Backend(model: Fixtures.model(Self.after), storage: harness.backend.storage).migration.summary.isEmpty)
    }

    @Test func renameIsChecked() {
        #expect(
            Fixtures.diagnostics("type A @rename(oldName: \"A\") { a: Int }") == [
                "model.graphql:1:25: '@rename(oldName:)' takes the name 'A' had, as a string"
            ])
        #expect(
            Fixtures.diagnostics("type A { a: Int @rename(oldName: 3) }") == [
                "model.graphql:1:34: '@rename(oldName:)' takes the name 'A.a' had, as a string"
            ])
    }
}
