import Foundation
import Quill
import TerminalUI

/// The app itself, in the terminal: ContentView's list of posts beside the open post's
/// DetailView, both what one watcher of the list's query delivers (as the seed's detail
/// shows a post of its list). The collections API has no subscriptions: the watcher asks
/// the server again every second, and delivers when the answer changed the cache.
@MainActor
final class BlogScreen {
    private let client: QuillClient
    private let endpoint: URL
    private let terminal: Terminal

    private var posts: [ListedPost] = []
    private var cursor = 0
    private var openPostID: String?
    private var message = "↑↓ move · Enter open · r refresh · q quit · asked again every second"

    init(client: QuillClient, endpoint: URL, terminal: Terminal) {
        self.client = client
        self.endpoint = endpoint
        self.terminal = terminal
    }

    /// Runs until `q`.
    func run() async throws {
        defer { terminal.restore() }
        let watcher = client.watch(query: ListPostsQuery())
        let deliveries = Task {
            for await result in watcher {
                do {
                    posts = try result.get().checkedData().postCollection?.edges?.compactMap { $0?.node } ?? []
                    cursor = min(cursor, max(posts.count - 1, 0))
                    if openPostID == nil { openPostID = posts.first?.id }
                } catch {
                    message = Failure.describe(error)
                }
                draw()
            }
        }
        let polling = Task {
            while !Task.isCancelled {
                try await Task.sleep(for: .seconds(1))
                watcher.refetch()
            }
        }
        defer {
            polling.cancel()
            watcher.cancel()
            deliveries.cancel()
        }
        await terminal.run(
            handling: { key in
                switch key {
                case .up: cursor = max(cursor - 1, 0)
                case .down: cursor = min(cursor + 1, max(posts.count - 1, 0))
                case .enter: openPostID = cursor < posts.count ? posts[cursor].id : nil
                case .character("r"): watcher.refetch()
                default: break
                }
            }, draw: draw)
    }

    private func draw() {
        let open = posts.first { $0.id == openPostID }
        let view = SplitView(
            title: Line("Blog — \(endpoint.absoluteString)"),
            list: posts.map { Line(listText(title: $0.title, commentCount: $0.commentMessages.count)) },
            selection: posts.isEmpty ? nil : cursor,
            detail: open.map { detailText(title: $0.title, body: $0.body, comments: $0.commentMessages).map { Line($0) } } ?? [],
            status: Line(message))
        terminal.draw(view.lines(for: terminal.size))
    }
}
