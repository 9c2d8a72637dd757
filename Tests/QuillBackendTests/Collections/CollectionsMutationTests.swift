import Foundation
import GraphQL
import Testing

@testable import QuillBackend

/// The collections mutations: nested creates and links, updates, deletes, the many forms, and their errors.
@Suite(.offThePool) struct CollectionsMutationTests {
    static func harness(database: TestDatabase) async throws -> BackendHarness {
        try BackendHarness(sdl: CollectionsFixtures.blogWithUniques, database: database)
    }

    static func createPost(_ harness: BackendHarness, _ fields: String) async throws -> String {
        let data = try await harness.data("mutation { postCreate(input: { \(fields) }) { post { id } } }")
        return try #require(data["postCreate"]?["post"]?["id"]?.stringValue)
    }

    @Test(arguments: TestDatabase.allCases)
    func postByIdUniqueFieldAndMultiFieldUnique(database: TestDatabase) async throws {
        let harness = try await Self.harness(database: database)
        let id = try await Self.createPost(harness, #"title: "T", slug: "s1", author: "ann", number: 7"#)
        for by in [#"{ id: "\#(id)" }"#, #"{ slug: "s1" }"#, #"{ authorAndNumber: { author: "ann", number: 7 } }"#] {
            #expect(await harness.text("{ post(by: \(by)) { id likes } }") == #"{"data":{"post":{"id":"\#(id)","likes":0}}}"#)
        }
        #expect(await harness.text(#"{ post(by: { slug: "nope" }) { id } }"#) == #"{"data":{"post":null}}"#)
        #expect(
            await harness.text(#"{ post(by: { id: "\#(id)", slug: "s1" }) { id } }"#)
                == #"{"errors":[{"message":"'by' takes exactly one of 'id' and the unique fields of Post, not 2","locations":[{"line":1,"column":3}],"path":["post"],"extensions":{"code":"INVALID_ARGUMENT"}}],"data":{"post":null}}"#
        )
    }

    @Test(arguments: TestDatabase.allCases)
    func jsonListEnumAndDateTimeValuesRoundTrip(database: TestDatabase) async throws {
        let harness = try await Self.harness(database: database)
        let created = await harness.text(
            #"""
            mutation { postCreate(input: { title: "T", slug: "s", author: "a", number: 1, published: true, status: PUBLISHED,
              tags: ["x", "y"], meta: { a: [1, "b", null], c: { d: 2.5 } } }) {
              post { published status tags meta } } }
            """#)
        #expect(
            created
                == #"{"data":{"postCreate":{"post":{"published":true,"status":"PUBLISHED","tags":["x","y"],"meta":{"a":[1,"b",null],"c":{"d":2.5}}}}}}"#
        )
        let times = try await harness.data("{ postCollection(first: 1) { edges { node { createdAt updatedAt } } } }")
        let createdAt = try #require(times["postCollection"]?["edges"]?[0]?["node"]?["createdAt"]?.stringValue)
        #expect(DateTimeText.isValid(createdAt))
        #expect(createdAt.hasSuffix("Z"))
        let matching =
            #"{ postCollection(first: 5, filter: { createdAt: { lte: "\#(createdAt)" }, status: { eq: PUBLISHED }, published: { eq: true } }) { edges { node { slug } } } }"#
        #expect(await harness.text(matching) == #"{"data":{"postCollection":{"edges":[{"node":{"slug":"s"}}]}}}"#)
        let later = #"{ postCollection(first: 5, filter: { createdAt: { gt: "\#(createdAt)" } }) { edges { node { slug } } } }"#
        #expect(await harness.text(later) == #"{"data":{"postCollection":{"edges":[]}}}"#)
    }

    @Test(arguments: TestDatabase.allCases)
    func updateSetsIncrementsDecrementsAndUnlinks(database: TestDatabase) async throws {
        let harness = try await Self.harness(database: database)
        let id = try await Self.createPost(
            harness,
            #"title: "T", slug: "s", author: "a", number: 1, rating: 1.5, comments: [{ create: { message: "m1" } }, { create: { message: "m2" } }]"#)
        let comments = try await harness.data(#"{ post(by: { id: "\#(id)" }) { comments(first: 5) { edges { node { id } } } } }"#)
        let commentIDs = (comments["post"]?["comments"]?["edges"]?.arrayValue ?? []).compactMap { $0["node"]?["id"]?.stringValue }
        #expect(commentIDs.count == 2)
        let updated = await harness.text(
            #"""
            mutation { postUpdate(by: { slug: "s" }, input: { title: "U", likes: { increment: 5 }, rating: { decrement: 0.5 },
              number: { set: 9 }, comments: [{ unlink: "\#(commentIDs[0])" }, { create: { message: "m3" } }] }) {
              post { title likes rating number comments(first: 5) { edges { node { message post { slug } } } } } } }
            """#)
        #expect(
            updated
                == #"{"data":{"postUpdate":{"post":{"title":"U","likes":5,"rating":1,"number":9,"comments":{"edges":[{"node":{"message":"m2","post":{"slug":"s"}}},{"node":{"message":"m3","post":{"slug":"s"}}}]}}}}}"#
        )
        #expect(
            await harness.text(#"{ comment(by: { id: "\#(commentIDs[0])" }) { message post { id } } }"#)
                == #"{"data":{"comment":{"message":"m1","post":null}}}"#)
    }

    @Test(arguments: TestDatabase.allCases)
    func linkingAMissingNodeWritesNothing(database: TestDatabase) async throws {
        let harness = try await Self.harness(database: database)
        let response = await harness.text(
            #"mutation { postCreate(input: { title: "T", slug: "s", author: "a", number: 1, comments: [{ create: { message: "m" } }, { link: "cmissing" }] }) { post { id } } }"#
        )
        #expect(
            response
                == #"{"errors":[{"message":"Cannot link Post.comments to Comment \"cmissing\": there is no such node","locations":[{"line":1,"column":12}],"path":["postCreate"],"extensions":{"code":"NOT_FOUND"}}],"data":{"postCreate":null}}"#
        )
        #expect(
            await harness.text("{ postCollection(first: 5) { edges { node { id } } } commentCollection(first: 5) { edges { node { id } } } }")
                == #"{"data":{"postCollection":{"edges":[]},"commentCollection":{"edges":[]}}}"#)
    }

    @Test(arguments: TestDatabase.allCases)
    func linkConnectsAnExistingNode(database: TestDatabase) async throws {
        let harness = try await Self.harness(database: database)
        let comment = try await harness.data(#"mutation { commentCreate(input: { message: "loose" }) { comment { id } } }"#)
        let commentID = try #require(comment["commentCreate"]?["comment"]?["id"]?.stringValue)
        _ = try await Self.createPost(harness, #"title: "T", slug: "s", author: "a", number: 1, comments: [{ link: "\#(commentID)" }]"#)
        #expect(await harness.text(#"{ comment(by: { id: "\#(commentID)" }) { post { slug } } }"#) == #"{"data":{"comment":{"post":{"slug":"s"}}}}"#)
    }

    @Test(arguments: TestDatabase.allCases)
    func uniqueViolationIsAnErrorWithACode(database: TestDatabase) async throws {
        let harness = try await Self.harness(database: database)
        _ = try await Self.createPost(harness, #"title: "T", slug: "s", author: "a", number: 1"#)
        let response = await harness.text(#"mutation { postCreate(input: { title: "T", slug: "s", author: "b", number: 2 }) { post { id } } }"#)
        #expect(
            response
                == #"{"errors":[{"message":"Another Post already has the same slug","locations":[{"line":1,"column":12}],"path":["postCreate"],"extensions":{"code":"UNIQUE_VIOLATION"}}],"data":{"postCreate":null}}"#
        )
        let pair = await harness.text(#"mutation { postCreate(input: { title: "T", slug: "t", author: "a", number: 1 }) { post { id } } }"#)
        #expect(pair.contains(#""message":"Another Post already has the same author and number""#))
    }

    @Test(arguments: TestDatabase.allCases)
    func lengthAndDateTimeAreCheckedOnInput(database: TestDatabase) async throws {
        let harness = try await Self.harness(database: database)
        #expect(
            await harness.text(#"mutation { postCreate(input: { title: "", slug: "s", author: "a", number: 1 }) { post { id } } }"#).contains(
                #""message":"'Post.title' must have at least 1 characters, not 0""#))
        #expect(
            await harness.text(
                #"mutation { postCreate(input: { title: "a title longer than twenty", slug: "s", author: "a", number: 1 }) { post { id } } }"#
            ).contains(
                #""message":"'Post.title' must have at most 20 characters, not 26""#))
        #expect(
            await harness.text(#"{ postCollection(first: 1, filter: { createdAt: { gt: "yesterday" } }) { edges { cursor } } }"#).contains(
                #""message":"'createdAt' takes ISO-8601 date-times such as 2007-12-03T10:15:30Z, not \"yesterday\"""#))
        #expect(await harness.text("{ postCollection(first: 5) { edges { cursor } } }") == #"{"data":{"postCollection":{"edges":[]}}}"#)
    }

    @Test(arguments: TestDatabase.allCases)
    func manyFormsRunInOneTransaction(database: TestDatabase) async throws {
        let harness = try await Self.harness(database: database)
        let created = try await harness.data(
            #"""
            mutation { postCreateMany(input: [
              { input: { title: "A", slug: "a", author: "x", number: 1 } },
              { input: { title: "B", slug: "b", author: "x", number: 2 } }]) { postCollection { slug } } }
            """#)
        #expect(created["postCreateMany"]?["postCollection"] == [["slug": "a"], ["slug": "b"]])
        #expect(
            await harness.text(
                #"mutation { postUpdateMany(input: [{ by: { slug: "a" }, input: { title: "A2" } }, { by: { slug: "b" }, input: { likes: { increment: 2 } } }]) { postCollection { title likes } } }"#
            )
                == #"{"data":{"postUpdateMany":{"postCollection":[{"title":"A2","likes":0},{"title":"B","likes":2}]}}}"#)
        // The second deletion names a missing node: the first is rolled back.
        #expect(
            await harness.text(#"mutation { postDeleteMany(input: [{ by: { slug: "a" } }, { by: { slug: "zz" } }]) { deletedIds } }"#).contains(
                #""message":"No Post with slug \"zz\"","locations""#))
        let remaining = try await harness.data("{ postCollection(first: 5) { edges { node { slug } } } }")
        #expect(remaining["postCollection"]?["edges"]?.arrayValue?.count == 2)
        let deleted = try await harness.data(#"mutation { postDeleteMany(input: [{ by: { slug: "a" } }, { by: { slug: "b" } }]) { deletedIds } }"#)
        #expect(deleted["postDeleteMany"]?["deletedIds"]?.arrayValue?.count == 2)
        #expect(await harness.text(#"mutation { postDelete(by: { slug: "a" }) { deletedId } }"#).contains(#""extensions":{"code":"NOT_FOUND"}"#))
    }

    static let invalidPages: [(query: String, message: String)] = [
        ("{ postCollection { edges { cursor } } }", "A collection needs 'first' or 'last' (at most 100)"),
        ("{ postCollection(first: 101) { edges { cursor } } }", "'first' must be between 0 and 100, not 101"),
        ("{ postCollection(last: -1) { edges { cursor } } }", "'last' must be between 0 and 100, not -1"),
        ("{ postCollection(first: 1, last: 1) { edges { cursor } } }", "A collection takes 'first' or 'last', not both"),
        (
            "{ postCollection(first: 1, orderBy: { title: ASC, slug: DESC }) { edges { cursor } } }",
            "Each 'orderBy' object takes one field, not 2 (title, slug): give a list of objects to order by several"
        ),
        (#"{ postCollection(first: 1, after: "bm9wZQ==") { edges { cursor } } }"#, #"Argument 'after' is not a cursor of this API: \"bm9wZQ==\""#),
    ]

    @Test(arguments: TestDatabase.allCases, invalidPages)
    func pageArgumentsAreValidated(database: TestDatabase, page: (query: String, message: String)) async throws {
        let (query, message) = page
        let harness = try await Self.harness(database: database)
        #expect(
            await harness.text(query)
                == #"{"errors":[{"message":"\#(message)","locations":[{"line":1,"column":3}],"path":["postCollection"],"extensions":{"code":"INVALID_ARGUMENT"}}],"data":{"postCollection":null}}"#
        )
    }

    @Test(arguments: TestDatabase.allCases)
    func aCursorOfAnotherOrderIsRefused(database: TestDatabase) async throws {
        let harness = try await Self.harness(database: database)
        _ = try await Self.createPost(harness, #"title: "T", slug: "s", author: "a", number: 1"#)
        let page = try await harness.data("{ postCollection(first: 1, orderBy: { title: ASC }) { pageInfo { endCursor } } }")
        let cursor = try #require(page["postCollection"]?["pageInfo"]?["endCursor"]?.stringValue)
        #expect(
            await harness.text(#"{ postCollection(first: 1, after: "\#(cursor)") { edges { cursor } } }"#).contains(
                #""message":"Argument 'after' is a cursor for ordering by 'title', but the nodes are ordered by 'id'""#))
    }
}
