import GraphQL
import QuillSync
import Testing

@testable import QuillBackend

/// Times the backend sets on any field, as Prisma 1's `@createdAt` and `@updatedAt` do,
/// and a default of `now` (`@default(value: now)`): not in the inputs, set in the
/// writing transaction, in the field's scalar.
@Suite(.offThePool) struct AutomaticTimeTests {
    @Test(arguments: TestDatabase.allCases)
    func graphcool(database: TestDatabase) async throws {
        let harness = try BackendHarness(
            sdl: """
                type Post @model {
                  id: ID! @isUnique
                  title: String!
                  published: DateTime! @createdAt
                  edited: DateTime! @updatedAt
                  day: Date @default(value: now)
                  stamp: Timestamp @updatedAt
                }
                """, database: database)
        let fields = "title published edited day stamp createdAt updatedAt"
        let created = try await harness.data(#"mutation { createPost(title: "a") { id \#(fields) } }"#)["createPost"]
        let createdAt = created?["createdAt"]?.stringValue ?? ""
        #expect(created?["published"]?.stringValue == createdAt && created?["edited"]?.stringValue == createdAt)
        #expect(created?["day"]?.stringValue == String(createdAt.prefix(10)))
        #expect(created?["stamp"] == DateTimeText.parse(createdAt).map { .int(Int($0)) })
        let id = created?["id"]?.serializedString ?? ""
        try await Task.sleep(seconds: 0.005)  // (so that the update's time differs: what is tested is which fields take it)
        let updated = try await harness.data(#"mutation { updatePost(id: \#(id), title: "b") { \#(fields) } }"#)["updatePost"]
        let updatedAt = updated?["updatedAt"]?.stringValue ?? ""
        #expect(updatedAt != createdAt && updated?["edited"]?.stringValue == updatedAt)
        #expect(updated?["published"]?.stringValue == createdAt && updated?["day"]?.stringValue == String(createdAt.prefix(10)))
        #expect(updated?["stamp"] == DateTimeText.parse(updatedAt).map { .int(Int($0)) })
        // The backend sets them: they are not arguments.
        let refused = await harness.run(#"mutation { createPost(title: "c", published: "2020-01-01T00:00:00Z") { id } }"#)
        #expect(refused["errors"]?[0]?["message"]?.stringValue?.contains("Unknown argument \"published\"") == true, "\(refused)")
    }

    @Test(arguments: TestDatabase.allCases)
    func collections(database: TestDatabase) async throws {
        let harness = try BackendHarness(
            sdl: "type Post @model { title: String!, published: DateTime @default(value: \"now()\"), edited: Timestamp @updatedAt }",
            database: database)
        let created = try await harness.data(#"mutation { postCreate(input: { title: "a" }) { post { id published edited createdAt } } }"#)[
            "postCreate"]?["post"]
        let createdAt = created?["createdAt"]?.stringValue ?? ""
        #expect(created?["published"]?.stringValue == createdAt)
        #expect(created?["edited"] == DateTimeText.parse(createdAt).map { .int(Int($0)) })
        let schema = printSchema(harness.backend.schema)
        #expect(!schema.contains("input PostCreateInput {\n  title: String!\n  published"), "\(schema)")
    }

    @Test func onlyTimeFieldsCanBeSetToTheTime() {
        #expect(
            Fixtures.diagnostics("type A { a: String @createdAt }") == [
                "model.graphql:1:20: '@createdAt' applies only to DateTime, Timestamp and Date fields; 'A.a' is not one"
            ])
        #expect(
            Fixtures.diagnostics("type A { a: [DateTime] @updatedAt }") == [
                "model.graphql:1:24: '@updatedAt' applies only to DateTime, Timestamp and Date fields; 'A.a' is not one"
            ])
    }
}
