import Foundation
import Quill

// Fetches the posts once and prints them: seed 002's LIST_POSTS (the .graphql file beside
// this one, which QuillCodegenPlugin makes Swift at every build), sent by QuillClient to
// `quill dev` (`swift run`, or `swift run NAME --endpoint URL` for another server).

let arguments = CommandLine.arguments
let endpoint = arguments.firstIndex(of: "--endpoint").flatMap { arguments.indices.contains($0 + 1) ? URL(string: arguments[$0 + 1]) : nil }
    ?? URL(string: "http://localhost:4000/graphql")!
let client = QuillClient(url: endpoint)

/// Fetches the posts once and prints them.
func printPosts(from client: QuillClient) async throws {
    let result = try await client.fetch(query: ListPostsQuery())
    if let errors = result.errors, !errors.isEmpty { throw errors[0] }
    for post in result.data?.postCollection?.edges?.compactMap({ $0?.node }) ?? [] {
        let comments = post.comments?.edges?.count ?? 0
        print("\(post.title) (\(comments) \(comments == 1 ? "comment" : "comments"))")
    }
}

do {
    try await printPosts(from: client)
} catch {
    FileHandle.standardError.write(Data("\(URL(fileURLWithPath: arguments[0]).lastPathComponent): \(error.localizedDescription)\n".utf8))
    exit(1)
}
