import Foundation
import Quill

// The seed's models and query on Quill's Codable path (`blog --codable list`). What it
// saves: the seed's URLSession extension, `GraphQLOperation` (the request's URL and JSON),
// `GraphQLAPI` (sending it) and `GraphQLResult` (decoding `data` and `errors`): QuillClient
// sends the text, through its interceptors and retries, and decodes `data` into any
// Decodable; GraphQL and transport errors are thrown, not printed and dropped. What stays:
// the query as a string, and models written by hand to match it.

// The seed's models, verbatim.

struct Edge<T: Decodable>: Decodable {
    let edges: [Node<T>];
}

struct Node<T: Decodable>: Decodable {
    let node: T;
}

struct PostCollection: Decodable {
    let postCollection: Edge<Post>
}

struct Post: Decodable, Identifiable, Hashable {
    var id: String = UUID().uuidString
    let title: String
    var body: String = ""
    var comments: Edge<Comment>?

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    static func == (lhs: Post, rhs: Post) -> Bool {
        return lhs.id == rhs.id
    }
}

struct Comment: Decodable, Identifiable, Hashable {
    var id: String = UUID().uuidString
    let message: String
}

// The seed's query, as printed: a `GraphQLTextRequest` where the seed had its `GraphQLOperation`.

extension GraphQLTextRequest {
    static var LIST_POSTS: Self {
        GraphQLTextRequest(
            query: """
                    {
                        postCollection(first:10) {
                            edges {
                                node {
                                id
                                title
                                body
                                comments(first: 10) {
                                    edges {
                                    node {
                                        id
                                        message
                                    }
                                    }
                                }
                                }
                            }
                            }
                    }
                """
        )
    }
}

// The seed's service.

final class CodableAPIService: Sendable {
    let api: QuillClient

    init(api: QuillClient) {
        self.api = api
    }

    func listPosts() async throws -> PostCollection {
        try await api.fetch(.LIST_POSTS, as: PostCollection.self).checkedData()
    }
}
