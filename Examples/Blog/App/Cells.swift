// What the seed's views show, as text: the commands print it, and the interactive mode's
// panes show the same.

/// A post's line in ContentView's list: "Swift + GraphQL! (2 comments)".
func listText(title: String, commentCount: Int) -> String {
    "\(title) (\(commentCount) \(commentCount == 1 ? "comment" : "comments"))"
}

/// DetailView: the title, the body, then each comment.
func detailText(title: String, body: String, comments: [String]) -> [String] {
    [title, body] + comments.map { "  - \($0)" }
}

extension ListedPost {
    var commentMessages: [String] { comments?.edges?.compactMap { $0?.node.message } ?? [] }
}

extension ShownPost {
    var commentMessages: [String] { comments?.edges?.compactMap { $0?.node.message } ?? [] }
}
