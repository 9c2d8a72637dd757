import GraphQL
import QuillAuth
import Testing

@testable import QuillBackend

/// The rules apply to the batch mutations and upserts as to the single ones: a filter
/// selects among the nodes the caller may read, a node it may not change refuses the whole
/// mutation, and an upsert treats a node the caller may not read as one that does not exist.
@Suite(.offThePool) struct BatchWriteAuthorizationTests {
    @Test(arguments: TestDatabase.allCases)
    func batchMutationsAndUpsertsFollowTheRules(database: TestDatabase) async throws {
        let (harness, ids) = try await GraphcoolAuthorizationTests.world(database)
        let comments = "{ allComments { text } }"
        // Bob reads only his comments: deleting them all deletes those two.
        #expect(try await harness.data("mutation { deleteManyComments { count } }", as: Callers.bob) == ["deleteManyComments": ["count": 2]])
        #expect(try await harness.data(comments, as: Callers.key) == ["allComments": [["text": "alice on A"]]])
        // Alice reads both posts but may update only hers: one refused node refuses them all.
        #expect(
            await harness.errors(#"mutation { updateManyPosts(data: { title: "X" }) { count } }"#, as: Callers.alice)
                == ["FORBIDDEN: The rules of Post do not let this caller update it."])
        #expect(
            try await harness.data(#"mutation { updateManyPosts(filter: { title: "A" }, data: { title: "A2" }) { count } }"#, as: Callers.alice)
                == ["updateManyPosts": ["count": 1]])
        #expect(try await harness.data("{ allPosts { title } }", as: Callers.key) == ["allPosts": [["title": "A2"], ["title": "B"]]])
        // An upsert of a post alice reads but does not own is an update, refused.
        let upsert = #"mutation { upsertPost(where: { id: "\#(ids["pB"]!)" }, create: { title: "new" }, update: { title: "taken" }) { title } }"#
        #expect(await harness.errors(upsert, as: Callers.alice) == ["FORBIDDEN: The rules of Post do not let this caller update it."])
        #expect(try await harness.data("{ allPosts { title } }", as: Callers.key) == ["allPosts": [["title": "A2"], ["title": "B"]]])
    }
}
