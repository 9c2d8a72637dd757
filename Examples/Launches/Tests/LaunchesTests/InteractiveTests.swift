import ExampleTesting
import Foundation
import Testing

/// The app itself, driven in a pseudo-terminal (tmux) as a person uses it. A screen is
/// waited for whole: tmux may be read between the parts of a frame.
@Suite(.timeLimit(.minutes(5))) struct InteractiveTests {
    @Test func pagesBookingAndTheLiveCount() async throws {
        try await AppHarness.launches { launches in
            let me = try launches.person("me")
            #expect(try await launches.run("login", "me@example.com", in: me).status == 0)
            try await launches.session(in: me, columns: 120, rows: 14) { app in
                try await Self.use(app, launches, me)
            }
        }
    }

    private static func use(_ app: TmuxSession, _ launches: AppHarness, _ me: URL) async throws {
        // The first page, the newest launch open beside it, and the count live.
        try await app.waitForScreen("the first page and launch 110") { text in
            let screen = SplitScreen(text)
            return screen.lines.first?.hasPrefix("Launches — trips booked: 0 (live) — 20 launches (more below) — ") == true
                && screen.list.first == "110  CRS-21 — KSC LC 39A"
                && screen.detail == [
                    "launch 110", "site: KSC LC 39A", "mission: CRS-21", "patch: https://imgur.com/E7fjUBD.png", "rocket: Falcon 9 (FT)",
                    "booked: no", "[b] Book a trip",
                ]
        }

        // b: the booking's answer updates the detail through the cache; the count comes by subscription.
        try await app.press("b")
        try await app.waitForScreen("launch 110 booked, and counted") { text in
            let screen = SplitScreen(text)
            return screen.lines.first?.hasPrefix("Launches — trips booked: 1 (live) — ") == true
                && screen.detail.suffix(2) == ["booked: yes", "[b] Cancel the trip"] && screen.lines.last == "Booked launch 110."
        }

        // The same user, in another terminal, cancels: the count and the open launch follow.
        #expect(try await launches.run("cancel", "110", in: me).status == 0)
        try await app.waitForScreen("the trip cancelled elsewhere") { text in
            let screen = SplitScreen(text)
            return screen.lines.first?.hasPrefix("Launches — trips booked: 0 (live) — ") == true
                && screen.detail.suffix(2) == ["booked: no", "[b] Book a trip"]
        }

        // The cursor at the end of the list loads the next page.
        for _ in 1...19 { try await app.press("Down") }
        try await app.waitForScreen("the second page") { $0.hasPrefix("Launches — trips booked: 0 (live) — 40 launches (more below) — ") }
        try await app.press("Enter")
        try await app.waitForScreen("launch 91") { SplitScreen($0).detail.first == "launch 91" }

        try await app.press("q")
        #expect(try await app.exitStatus() == 0)
    }
}
