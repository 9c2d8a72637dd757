import Quill
import TerminalUI

/// The commands: what the seed's views show, and the writing it leaves to the Playground.
struct Commands {
    let service: APIService
    /// The seed's own models, for `--codable`.
    let codableService: CodableAPIService

    /// ContentView's list of posts, through the generated types or, `codable`, the seed's models.
    func list(codable: Bool) async throws {
        if codable {
            for post in try await codableService.listPosts().postCollection.edges.map({ $0.node }) {
                print(listText(title: post.title, commentCount: post.comments?.edges.count ?? 0))
            }
        } else {
            for post in try await service.listPosts() {
                print(listText(title: post.title, commentCount: post.commentMessages.count))
            }
        }
    }

    /// DetailView of the post titled `title`.
    func show(_ title: String) async throws {
        let post = try await post(titled: title)
        for line in detailText(title: post.title, body: post.body, comments: post.commentMessages) { print(line) }
    }

    /// A new post; titles stay unique, so that a title names one post.
    func post(title: String, body: String) async throws {
        guard try await service.post(titled: title) == nil else { throw Failure("there is a post titled \"\(title)\" already") }
        try await service.createPost(title: title, body: body)
        print("Posted \"\(title)\".")
    }

    func comment(on title: String, message: String) async throws {
        let post = try await post(titled: title)
        try await service.createComment(on: post.id, message: message)
        print("Commented on \"\(post.title)\".")
    }

    private func post(titled title: String) async throws -> ShownPost {
        guard let post = try await service.post(titled: title) else { throw Failure("no post titled \"\(title)\"") }
        return post
    }
}
