import Foundation

// Seed 002's Codable models, verbatim. (Its hand-rolled `GraphQLOperation`, `GraphQLAPI`
// and `GraphQLResult` are what Quill's `QuillClient.fetch(_:as:)` replaces.)

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

// The seed's LIST_POSTS query, as printed.
let LIST_POSTS = """
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
