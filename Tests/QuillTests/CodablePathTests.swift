import Foundation
import Quill
import Testing

/// Seed 002's Codable models, fetched through the client instead of its hand-rolled
/// URLSession layer, from the Blog backend.
@Suite(.timeLimit(.minutes(2))) struct CodablePathTests {
    /// Seed 002's APIService, on Quill.
    final class APIService: Sendable {
        let api: QuillClient

        init(url: URL) {
            api = QuillClient(url: url)
        }

        func listPosts() async -> PostCollection? {
            return (try? await self.api.fetch(GraphQLTextRequest(query: LIST_POSTS), as: PostCollection.self).data)
        }
    }

    @Test func theSeedsModelsDecodeFromTheBlog() async throws {
        try await withExampleBackend("Blog") { url, server in
            let posts = await APIService(url: url).listPosts()?.postCollection.edges.map({ $0.node }) ?? []
            #expect(posts.map(\.title) == ["Swift + GraphQL!"])
            #expect(posts[0].body == "Hello from Grafbase.")
            #expect(posts[0].comments?.edges.map(\.node.message) == ["GraphQL is awesome!", "Another comment from Grafbase"])
            // Sent as written: no `__typename` added on this path.
            #expect(server.requests[0].body.contains("__typename") == false)
        }
    }

    @Test func variablesAndMutations() async throws {
        try await withExampleBackend("Blog") { url, _ in
            let client = QuillClient(url: url)
            struct Created: Decodable {
                struct Payload: Decodable { let post: Post }
                let postCreate: Payload
            }
            let created = try await client.fetch(
                GraphQLTextRequest(
                    query: "mutation Create($title: String!) { postCreate(input: { title: $title, body: \"b\" }) { post { id title body } } }",
                    variables: ["title": "Second"]),
                as: Created.self)
            #expect(created.data?.postCreate.post.title == "Second")
            let first = try await client.fetch(
                GraphQLTextRequest(
                    query: "query List($first: Int) { postCollection(first: $first) { edges { node { id title body } } } }", variables: ["first": 2]),
                as: PostCollection.self)
            #expect(first.data?.postCollection.edges.map(\.node.title) == ["Swift + GraphQL!", "Second"])
            #expect(first.errors == nil)
        }
    }

    @Test func dataThatDoesNotDecodeIsAClearError() async throws {
        try await withExampleBackend("Blog") { url, _ in
            struct Wrong: Decodable { let postCollection: [String] }
            do {
                _ = try await QuillClient(url: url).fetch(GraphQLTextRequest(query: LIST_POSTS, operationName: nil), as: Wrong.self)
                Issue.record("decoded")
            } catch let error as ResponseFormatError {
                guard case .undecodable(let type, let path, _) = error.reason else { throw error }
                #expect(type == "Wrong" && path == [.key("postCollection")])
                #expect(error.description.hasPrefix("The data from \(url.absoluteString) does not decode as Wrong: postCollection: "))
            }
            // An invalid query is the server's 400 with its errors.
            do {
                _ = try await QuillClient(url: url).fetch(GraphQLTextRequest(query: "{ postCollection { nope } }"), as: PostCollection.self)
                Issue.record("an invalid query gave data")
            } catch let error as ResponseCodeError {
                #expect(error.status == 400)
                #expect(error.graphQLErrors?.first?.message == #"Cannot query field "nope" on type "PostConnection"."#)
            }
        }
    }
}
