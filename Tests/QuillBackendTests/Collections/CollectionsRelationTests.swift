import Foundation
import GraphQL
import Testing

@testable import QuillBackend

/// Relation fields of the collections API: pages per parent, to-one nodes, nested creates from
/// either side, many-to-many links, and one statement per nesting level.
@Suite(.offThePool) struct CollectionsRelationTests {
    static let model = """
        type Author @model {
          name: String!
          posts: [Post]
        }

        type Post @model {
          title: String!
          author: Author
          tags: [Tag]
        }

        type Tag @model {
          label: String!
          posts: [Post]
        }
        """

    /// Two authors with three posts each, every post tagged with both tags.
    static func harness(database: TestDatabase) async throws -> BackendHarness {
        let harness = try BackendHarness(sdl: model, database: database)
        var tags: [String] = []
        for label in ["red", "blue"] {
            let data = try await harness.data(#"mutation { tagCreate(input: { label: "\#(label)" }) { tag { id } } }"#)
            tags.append(try #require(data["tagCreate"]?["tag"]?["id"]?.stringValue))
        }
        let links = tags.map { #"{ link: "\#($0)" }"# }.joined(separator: ", ")
        for name in ["ann", "bob"] {
            let posts = (1...3).map { #"{ create: { title: "\#(name)\#($0)", tags: [\#(links)] } }"# }.joined(separator: ", ")
            _ = try await harness.data(#"mutation { authorCreate(input: { name: "\#(name)", posts: [\#(posts)] }) { author { id } } }"#)
        }
        return harness
    }

    @Test(arguments: TestDatabase.allCases)
    func relationPagesArePerParentAndNestedLevelsTakeOneStatementEach(database: TestDatabase) async throws {
        let harness = try await Self.harness(database: database)
        let (json, statements) = await harness.statements {
            await harness.text(
                """
                { authorCollection(first: 10) { edges { node { name
                    posts(last: 2, orderBy: { title: DESC }) { pageInfo { hasPreviousPage hasNextPage } edges { node { title
                      author { name }
                      tags(first: 1, orderBy: { label: ASC }) { edges { node { label } } } } } } } } } }
                """)
        }
        let tags = #"{"edges":[{"node":{"label":"blue"}}]}"#
        func post(_ title: String, _ author: String) -> String {
            #"{"node":{"title":"\#(title)","author":{"name":"\#(author)"},"tags":\#(tags)}}"#
        }
        let pageInfo = #"{"hasPreviousPage":true,"hasNextPage":false}"#
        #expect(
            json
                == #"{"data":{"authorCollection":{"edges":[{"node":{"name":"ann","posts":{"pageInfo":\#(pageInfo),"edges":[\#(post("ann2", "ann")),\#(post("ann1", "ann"))]}}},{"node":{"name":"bob","posts":{"pageInfo":\#(pageInfo),"edges":[\#(post("bob2", "bob")),\#(post("bob1", "bob"))]}}}]}}}"#
        )
        // Authors, their posts, the posts' authors, the posts' tags.
        #expect(statements.count == 4)
    }

    @Test(arguments: TestDatabase.allCases)
    func aRelationCursorPagesEachParent(database: TestDatabase) async throws {
        let harness = try await Self.harness(database: database)
        let page = try await harness.data(
            "{ authorCollection(first: 1) { edges { node { posts(first: 2) { pageInfo { endCursor hasNextPage } } } } } }")
        let posts = page["authorCollection"]?["edges"]?[0]?["node"]?["posts"]
        let cursor = try #require(posts?["pageInfo"]?["endCursor"]?.stringValue)
        #expect(posts?["pageInfo"]?["hasNextPage"] == true)
        let next = await harness.text(
            #"{ authorCollection(first: 1) { edges { node { posts(first: 2, after: "\#(cursor)") { edges { node { title } } pageInfo { hasNextPage } } } } } }"#
        )
        #expect(
            next
                == #"{"data":{"authorCollection":{"edges":[{"node":{"posts":{"edges":[{"node":{"title":"ann3"}}],"pageInfo":{"hasNextPage":false}}}}]}}}"#
        )
    }

    @Test(arguments: TestDatabase.allCases)
    func nestedCreateFromTheToOneSideAndManyToManyUnlink(database: TestDatabase) async throws {
        let harness = try await Self.harness(database: database)
        let created = await harness.text(
            #"mutation { postCreate(input: { title: "solo", author: { create: { name: "cid" } }, tags: [{ create: { label: "green" } }] }) { post { title author { name posts(first: 5) { edges { node { title } } } } tags(first: 5) { edges { node { label } } } } } }"#
        )
        #expect(
            created
                == #"{"data":{"postCreate":{"post":{"title":"solo","author":{"name":"cid","posts":{"edges":[{"node":{"title":"solo"}}]}},"tags":{"edges":[{"node":{"label":"green"}}]}}}}}"#
        )
        let red = try await harness.data(
            #"{ tagCollection(first: 1, filter: { label: { eq: "red" } }) { edges { node { id posts(first: 10) { edges { node { id } } } } } } }"#)
        let redNode = red["tagCollection"]?["edges"]?[0]?["node"]
        let redID = try #require(redNode?["id"]?.stringValue)
        let postID = try #require(redNode?["posts"]?["edges"]?[0]?["node"]?["id"]?.stringValue)
        _ = try await harness.data(#"mutation { postUpdate(by: { id: "\#(postID)" }, input: { tags: [{ unlink: "\#(redID)" }] }) { post { id } } }"#)
        let after = try await harness.data(#"{ tag(by: { id: "\#(redID)" }) { posts(first: 10) { edges { node { id } } } } }"#)
        let remaining = (after["tag"]?["posts"]?["edges"]?.arrayValue ?? []).compactMap { $0["node"]?["id"]?.stringValue }
        #expect(remaining.count == 5)
        #expect(!remaining.contains(postID))
    }

    @Test(arguments: TestDatabase.allCases)
    func unlinkingARequiredSideIsRefused(database: TestDatabase) async throws {
        let harness = try BackendHarness(
            sdl: """
                type Post @model {
                  title: String!
                  comments: [Comment]
                }

                type Comment @model {
                  message: String!
                  post: Post!
                }
                """, database: database)
        let created = try await harness.data(
            #"mutation { postCreate(input: { title: "T", comments: [{ create: { message: "m" } }] }) { post { id comments(first: 1) { edges { node { id } } } } } }"#
        )
        let post = created["postCreate"]?["post"]
        let postID = try #require(post?["id"]?.stringValue)
        let commentID = try #require(post?["comments"]?["edges"]?[0]?["node"]?["id"]?.stringValue)
        #expect(
            await harness.text(
                #"mutation { postUpdate(by: { id: "\#(postID)" }, input: { comments: [{ unlink: "\#(commentID)" }] }) { post { id } } }"#
            ).contains(
                #""message":"Cannot unlink through 'Post.comments': 'Comment.post' is required""#))
        #expect(
            await harness.text(
                #"mutation { commentUpdate(by: { id: "\#(commentID)" }, input: { post: { unlink: "\#(postID)" } }) { comment { id } } }"#
            ).contains(
                #""message":"Cannot unlink through 'Comment.post': 'Comment.post' is required""#))
        #expect(
            await harness.text(#"{ comment(by: { id: "\#(commentID)" }) { post { title } } }"#) == #"{"data":{"comment":{"post":{"title":"T"}}}}"#)
    }
}
