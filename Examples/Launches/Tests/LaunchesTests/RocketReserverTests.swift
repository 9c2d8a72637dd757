import ExampleTesting
import Foundation
import Testing

/// Apollo iOS 1.x's tutorial app (RocketReserver: its network setup with the authorization
/// interceptor, the paged list, details, login, booking, cancelling and the trips-booked
/// subscription over a WebSocket), compiled on Quill with its imports changed, against a
/// live `launches-server`.
@Suite(.timeLimit(.minutes(5))) struct RocketReserverTests {
    @Test func theTutorialAppRunsAgainstTheServer() async throws {
        try await AppHarness.run(
            app: "rocket-reserver",
            server: { directory in
                try await ServerProcess(
                    BuiltProducts.executable("launches-server"),
                    ["--port", "0", "--database", directory.appending(path: "launches.sqlite").path, "--log-level", "error"], in: directory)
            }
        ) { harness in
            let result = try await harness.run([], in: try harness.person("me"))
            #expect(result.status == 0, "\(result)")
            #expect(
                result.lines == [
                    "page 1: 20 launches, 110 (CRS-21) to 91, more: true",
                    "page 2: 40 launches, 110 (CRS-21) to 71, more: true",
                    "launch 110: KSC LC 39A, CRS-21, Falcon 9 FT, booked: false",
                    "book: log in first",
                    "logged in",
                    "Success! trips booked successfully booked: true; A new trip was booked! 🚀",
                    "Trip cancelled trip cancelled booked: false; A trip was cancelled! 😭",
                ], "\(result)")
        }
    }
}
