import ExampleTesting
import Foundation
import Testing

/// The app itself, driven in a pseudo-terminal (tmux) as a person uses it. A screen is
/// waited for whole: tmux may be read between the parts of a frame.
@Suite(.timeLimit(.minutes(5))) struct InteractiveTests {
    @Test func thePanesFollowTheCacheAndOtherPeoplesChanges() async throws {
        try await AppHarness.planner { backend in
            let fay = try backend.person("fay")
            #expect(try await backend.run("register", "Fay", in: fay).status == 0)
            try await backend.session(in: fay) { app in
                try await Self.use(app, backend)
            }
        }
    }

    private static func use(_ app: TmuxSession, _ backend: AppHarness) async throws {
        // The list, and the first conference open beside it.
        try await app.waitForScreen("the list and UIKonf's detail") { text in
            let screen = SplitScreen(text)
            return screen.list == [
                "UIKonf 2017 — Berlin (4 attendees)", "WWDC 2017 — San Jose (1 attendee)", "Swift Summit 2017 — San Francisco (0 attendees)",
            ]
                && screen.detail == [
                    "UIKonf: Berlin, 2017", "You're not attending this conference.", "[a] Attend", "",
                    "Ana: attends 0 other conferences", "Ben: attends 0 other conferences", "Cai: attends 0 other conferences",
                    "Dee: attends 0 other conferences",
                ]
        }

        // `a`: the mutation alone; both panes update from the cache its answer changed. The
        // status line comes last in a frame: once it shows the message, the frame is whole.
        try await app.press("a")
        let attending = SplitScreen(try await app.waitForScreen(showing: "Attending UIKonf: the mutation's answer updated both panes."))
        #expect(attending.list.first == "UIKonf 2017 — Berlin (5 attendees), attending")
        #expect(attending.detail.prefix(3) == ["UIKonf: Berlin, 2017", "You're attending this conference.", "[a] Not attending"])
        #expect(attending.detail.last == "Fay: attends 0 other conferences")
        // AllConferences, ConferenceDetails and AttendeesForConference, then the mutation:
        // no watcher sent a request.
        #expect(requests(attending) == 4)

        // Someone else, in another terminal: the subscription brings it to the cache.
        let gus = try backend.person("gus")
        #expect(try await backend.run("register", "Gus", in: gus).status == 0)
        #expect(try await backend.run("attend", "UIKonf", in: gus).status == 0)
        try await app.waitForScreen("Gus in the list's count and the detail") { text in
            let screen = SplitScreen(text)
            return screen.list.first == "UIKonf 2017 — Berlin (6 attendees), attending" && screen.detail.last == "Gus: attends 0 other conferences"
        }
        #expect(try await backend.run("add", "dotSwift", "Paris", "2018", in: gus).status == 0)
        try await app.waitForScreen("the new conference") { SplitScreen($0).list.last == "dotSwift 2018 — Paris (0 attendees)" }

        // Down and Enter open the next conference.
        try await app.press("Down", "Enter")
        try await app.waitForScreen("WWDC's detail") {
            SplitScreen($0).detail == [
                "WWDC: San Jose, 2017", "You're not attending this conference.", "[a] Attend", "", "Eli: attends 0 other conferences",
            ]
        }

        // Resized, it draws again at the new size.
        try await app.resize(columns: 60, rows: 12)
        try await app.waitForScreen("the list 27 columns wide") { text in
            let screen = SplitScreen(text)
            return screen.lines.count == 12 && screen.detail.first == "WWDC: San Jose, 2017"
                && screen.list == [
                    "UIKonf 2017 — Berlin (6 at…", "WWDC 2017 — San Jose (1 at…", "Swift Summit 2017 — San Fr…", "dotSwift 2018 — Paris (0 a…",
                ]
        }

        try await app.press("q")
        #expect(try await app.exitStatus() == 0)
    }

    /// The status line's count of requests sent.
    private static func requests(_ screen: SplitScreen) -> Int? {
        screen.lines.last { $0.hasPrefix("requests: ") }?.firstMatch(of: /requests: (\d+) ·/).flatMap { Int($0.1) }
    }
}
