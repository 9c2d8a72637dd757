import ExampleTesting
import Foundation
import Testing

/// What goes wrong says so in one line on standard error, and exits with 1.
@Suite(.timeLimit(.minutes(5))) struct FailureTests {
    @Test(arguments: [["list"], ["list", "--all"], ["show", "1"]])
    func anEndpointWithNoServer(_ arguments: [String]) async throws {
        let directory = try TemporaryDirectory("launches")
        // Port 1 on the loopback: nothing listens there.
        let result = try await Program.run(AppHarness.launchesApp, ["--endpoint", "http://127.0.0.1:1/graphql"] + arguments, in: directory.url)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errors.hasPrefix("launches: No response from http://127.0.0.1:1/graphql: "))
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func unknownLaunchesAndServerErrors() async throws {
        try await AppHarness.launches { launches in
            let me = try launches.person("me")
            let unknown = try await launches.run("show", "999", in: me)
            #expect(unknown.status == 1)
            #expect(unknown.errors == "launches: no launch 999\n")

            let notAnEmail = try await launches.run("login", "me", in: me)
            #expect(notAnEmail.status == 1)
            #expect(notAnEmail.errors == "launches: the server did not log me in: is it an email address?\n")

            // A token the server never gave: it answers the booking with an error.
            try Data("forged\n".utf8).write(to: me.appending(path: ".launches-token"))
            let refused = try await launches.run("book", "1", in: me)
            #expect(refused.status == 1)
            #expect(refused.errors.hasPrefix("launches: the server answered with errors: You must be logged in"))
            #expect(refused.errors.filter { $0 == "\n" }.count == 1)
        }
    }
}
