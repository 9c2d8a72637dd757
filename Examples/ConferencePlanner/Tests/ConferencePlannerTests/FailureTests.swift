import ExampleTesting
import Foundation
import Testing

/// What goes wrong says so in one line on standard error, and exits with 1.
@Suite(.timeLimit(.minutes(5))) struct FailureTests {
    @Test func anEndpointWithNoServer() async throws {
        let directory = try TemporaryDirectory("conference-planner")
        // Port 1 on the loopback: nothing listens there.
        let result = try await Program.run(AppHarness.plannerApp, ["--endpoint", "http://127.0.0.1:1/graphql", "list"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errors.hasPrefix("conference-planner: No response from http://127.0.0.1:1/graphql: "))
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test func unknownNamesAndServerErrors() async throws {
        try await AppHarness.planner { backend in
            let ann = try backend.person("ann")
            let unknown = try await backend.run("show", "Nope", in: ann)
            #expect(unknown.status == 1)
            #expect(unknown.errors == "conference-planner: no conference named \"Nope\"\n")

            let unregistered = try await backend.run("attend", "UIKonf", in: ann)
            #expect(unregistered.status == 1)
            #expect(unregistered.errors == "conference-planner: no one is registered here: run `conference-planner register NAME` first\n")

            // An attendee the server does not know (a database started afresh): its errors.
            try Data(#"{"id": "gone", "name": "Ann"}"#.utf8).write(to: ann.appending(path: ".conference-planner.json"))
            let refused = try await backend.run("attend", "UIKonf", in: ann)
            #expect(refused.status == 1)
            #expect(refused.errors == "conference-planner: the server answered with errors: No Attendee with id \"gone\" exists.\n")
        }
    }
}
