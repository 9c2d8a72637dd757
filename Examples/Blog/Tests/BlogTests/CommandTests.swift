import ExampleTesting
import Foundation
import Testing

/// Each command against a live `quill dev`, its output as printed.
@Suite(.timeLimit(.minutes(5))) struct CommandTests {
    @Test func readingAndWriting() async throws {
        try await AppHarness.blog { blog in
            let me = try blog.person("me")
            #expect(try await blog.run("list", in: me).output == "Swift + GraphQL! (2 comments)\n")
            let seed = try await blog.run("show", "Swift + GraphQL!", in: me).lines
            #expect(seed == ["Swift + GraphQL!", "Hello from Grafbase.", "  - GraphQL is awesome!", "  - Another comment from Grafbase"])

            #expect(try await blog.run("post", "Quill", "GraphQL for Swift, end to end.", in: me).output == "Posted \"Quill\".\n")
            #expect(try await blog.run("comment", "Quill", "Two commands to run it.", in: me).output == "Commented on \"Quill\".\n")
            #expect(try await blog.run("post", "Empty", "No comments yet.", in: me).status == 0)
            let posts = try await blog.run("list", in: me).lines
            #expect(posts == ["Swift + GraphQL! (2 comments)", "Quill (1 comment)", "Empty (0 comments)"])
            let quill = try await blog.run("show", "Quill", in: me).lines
            #expect(quill == ["Quill", "GraphQL for Swift, end to end.", "  - Two commands to run it."])

            // The seed's own models on Quill's Codable path list the same.
            let codable = try await blog.run("--codable", "list", in: me)
            #expect(codable.status == 0)
            #expect(codable.lines == posts)

            // A title names one post.
            let again = try await blog.run("post", "Quill", "Again", in: me)
            #expect(again.status == 1)
            #expect(again.errors == "blog: there is a post titled \"Quill\" already\n")
        }
    }

    @Test func usage() async throws {
        let directory = try TemporaryDirectory("blog")
        let help = try await Program.run(AppHarness.blogApp, ["--help"], in: directory.url)
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: blog [--endpoint URL] [--codable] [COMMAND]\n"))
        let codableShow = try await Program.run(AppHarness.blogApp, ["--codable", "show", "Quill"], in: directory.url)
        #expect(codableShow.status == 2)
        #expect(codableShow.errors == "blog: --codable goes with list, the one thing the seed's models do (blog --help lists the commands)\n")
        let wrong = try await Program.run(AppHarness.blogApp, ["comment", "Quill"], in: directory.url)
        #expect(wrong.status == 2)
        #expect(wrong.errors == "blog: usage: blog comment TITLE MESSAGE (blog --help lists the commands)\n")
    }
}
