import ExampleTesting
import Foundation
import Testing

/// The app itself, driven in a pseudo-terminal (tmux) as a person uses it. A screen is
/// waited for whole: tmux may be read between the parts of a frame.
@Suite(.timeLimit(.minutes(5))) struct InteractiveTests {
    @Test func theListAndTheOpenPostFollowTheServer() async throws {
        try await AppHarness.blog { blog in
            let me = try blog.person("me")
            #expect(try await blog.run("post", "Quill", "GraphQL for Swift.", in: me).status == 0)
            try await blog.session(in: me) { app in
                try await app.waitForScreen("the posts and the first one") { text in
                    let screen = SplitScreen(text)
                    return screen.list == ["Swift + GraphQL! (2 comments)", "Quill (0 comments)"]
                        && screen.detail == [
                            "Swift + GraphQL!", "Hello from Grafbase.", "  - GraphQL is awesome!", "  - Another comment from Grafbase",
                        ]
                }

                // Someone else comments: the watcher's next answer from the server shows it in both panes.
                #expect(try await blog.run("comment", "Swift + GraphQL!", "Seen live.", in: me).status == 0)
                try await app.waitForScreen("the new comment") { text in
                    let screen = SplitScreen(text)
                    return screen.list.first == "Swift + GraphQL! (3 comments)" && screen.detail.last == "  - Seen live."
                }

                // Down and Enter open the other post.
                try await app.press("Down", "Enter")
                try await app.waitForScreen("Quill's post") { SplitScreen($0).detail == ["Quill", "GraphQL for Swift."] }
                try await app.press("q")
                #expect(try await app.exitStatus() == 0)
            }
        }
    }
}
