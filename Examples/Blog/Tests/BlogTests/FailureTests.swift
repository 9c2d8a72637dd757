import ExampleTesting
import Foundation
import Testing

/// What goes wrong says so in one line on standard error, and exits with 1.
@Suite(.timeLimit(.minutes(5))) struct FailureTests {
    @Test(arguments: [["list"], ["--codable", "list"]])
    func anEndpointWithNoServer(_ arguments: [String]) async throws {
        let directory = try TemporaryDirectory("blog")
        // Port 1 on the loopback: nothing listens there.
        let result = try await Program.run(AppHarness.blogApp, ["--endpoint", "http://127.0.0.1:1/graphql"] + arguments, in: directory.url)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errors.hasPrefix("blog: No response from http://127.0.0.1:1/graphql: "))
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func anUnknownTitle() async throws {
        try await AppHarness.blog { blog in
            let me = try blog.person("me")
            for command in [["show", "Nope"], ["comment", "Nope", "Hello?"]] {
                let result = try await blog.run(command, in: me)
                #expect(result.status == 1)
                #expect(result.errors == "blog: no post titled \"Nope\"\n")
            }
        }
    }

    /// A server of another API (the ConferencePlanner's) answers every request with errors.
    @Test(arguments: [["list"], ["--codable", "list"], ["show", "Quill"]])
    func aServerThatAnswersWithErrors(_ arguments: [String]) async throws {
        let planner = AppHarness.examples.appending(path: "ConferencePlanner")
        try await AppHarness.run(
            app: "blog",
            server: { directory in
                try await ServerProcess.quillDev(
                    schema: planner.appending(path: "schema.graphql"), seed: planner.appending(path: "seed.graphql"), in: directory)
            }
        ) { blog in
            let result = try await blog.run(arguments, in: try blog.person("me"))
            #expect(result.status == 1)
            #expect(
                result.errors
                    == "blog: \(blog.server.endpoint.absoluteString) answered HTTP 400: Cannot query field \"postCollection\" on type \"Query\".\n")
        }
    }
}
