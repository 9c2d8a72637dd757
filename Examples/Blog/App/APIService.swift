import Quill

// The blog on generated types: the app's path. What it saves over the Codable path
// (CodableAPIService.swift): the models and the query strings. The operations are
// .graphql files (ListPosts.graphql, Posts.graphql), checked against the API's schema and made Swift at every
// build by QuillCodegenPlugin: a query whose field is misspelled, or a model field that
// does not match, fails the build rather than a request. Their results go through the
// normalized cache, which the interactive mode's watcher reads.

/// A post of the list, and the post shown, as the generated queries type them.
typealias ListedPost = ListPostsQuery.Data.PostCollection.Edge.Node
typealias ShownPost = PostByTitleQuery.Data.PostCollection.Edge.Node

/// What the app asks of the blog.
struct APIService {
    let api: QuillClient

    /// The first ten posts, with their first ten comments (the seed's LIST_POSTS).
    func listPosts() async throws -> [ListedPost] {
        try await api.fetch(query: ListPostsQuery()).checkedData()
            .postCollection?.edges?.compactMap { $0?.node } ?? []
    }

    /// The post titled `title`, if any.
    func post(titled title: String) async throws -> ShownPost? {
        try await api.fetch(query: PostByTitleQuery(title: title)).checkedData()
            .postCollection?.edges?.first??.node
    }

    func createPost(title: String, body: String) async throws {
        _ = try await api.perform(mutation: PostCreateMutation(title: title, body: body)).checkedData()
    }

    func createComment(on postID: String, message: String) async throws {
        _ = try await api.perform(mutation: CommentCreateMutation(postId: postID, message: message)).checkedData()
    }
}
