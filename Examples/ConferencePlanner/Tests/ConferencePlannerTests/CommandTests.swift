import ExampleTesting
import Foundation
import Testing

/// Each command against a live `quill dev`, its output as printed.
@Suite(.timeLimit(.minutes(5))) struct CommandTests {
    @Test func theSeedsFlowCommandByCommand() async throws {
        try await AppHarness.planner { backend in
            let fay = try backend.person("fay")

            #expect(try await backend.run("register", "Fay", in: fay).output == "Registered Fay.\n")
            let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: fay.appending(path: ".conference-planner.json"))) as? [String: String]
            #expect(saved?["name"] == "Fay")
            #expect(saved?["id"]?.isEmpty == false)

            let conferences = try await backend.run("list", in: fay).lines
            #expect(
                conferences == [
                    "UIKonf 2017 — Berlin (4 attendees)",
                    "WWDC 2017 — San Jose (1 attendee)",
                    "Swift Summit 2017 — San Francisco (0 attendees)",
                ])
            #expect(try await backend.run("attend", "UIKonf", in: fay).output == "Fay attends UIKonf 2017 (5 attendees).\n")
            #expect(try await backend.run("list", in: fay).lines[0] == "UIKonf 2017 — Berlin (5 attendees), attending")
            let uikonf = try await backend.run("show", "uikonf", in: fay).lines
            #expect(
                uikonf == [
                    "UIKonf: Berlin, 2017",
                    "You're attending this conference.",
                    "  Ana: attends 0 other conferences",
                    "  Ben: attends 0 other conferences",
                    "  Cai: attends 0 other conferences",
                    "  Dee: attends 0 other conferences",
                    "  Fay: attends 0 other conferences",
                ])

            // Another person, in another directory: Fay's attendance shows in what they see,
            // and their own in Fay's counts.
            let gus = try backend.person("gus")
            #expect(try await backend.run("register", "Gus", in: gus).status == 0)
            #expect(try await backend.run("attend", "WWDC", in: gus).output == "Gus attends WWDC 2017 (2 attendees).\n")
            let gusList = try await backend.run("list", in: gus).lines
            #expect(
                gusList == [
                    "UIKonf 2017 — Berlin (5 attendees)",
                    "WWDC 2017 — San Jose (2 attendees), attending",
                    "Swift Summit 2017 — San Francisco (0 attendees)",
                ])
            #expect(try await backend.run("attend", "UIKonf", in: gus).status == 0)
            let uikonfAttendees = try await backend.run("show", "UIKonf", in: fay).lines.suffix(2)
            #expect(
                uikonfAttendees == [
                    "  Fay: attends 0 other conferences",
                    "  Gus: attends 1 other conferences",
                ])

            #expect(try await backend.run("leave", "UIKonf", in: fay).output == "Fay no longer attends UIKonf 2017 (5 attendees).\n")
            #expect(try await backend.run("show", "UIKonf", in: fay).lines[1] == "You're not attending this conference.")
            #expect(try await backend.run("rename", "Fae", in: fay).output == "Renamed Fay to Fae.\n")
            #expect(try await backend.run("attend", "WWDC", in: fay).status == 0)
            let wwdc = try await backend.run("show", "WWDC", in: gus).lines
            #expect(
                wwdc == [
                    "WWDC: San Jose, 2017",
                    "You're attending this conference.",
                    "  Eli: attends 0 other conferences",
                    "  Fae: attends 0 other conferences",
                    "  Gus: attends 1 other conferences",
                ])

            // The seed's challenge; a name two conferences share takes its year.
            #expect(
                try await backend.run("add", "Swift Summit", "Amsterdam", "2018", in: fay).output
                    == "Added Swift Summit 2018 — Amsterdam (0 attendees).\n")
            let ambiguous = try await backend.run("show", "Swift Summit", in: fay)
            #expect(ambiguous.status == 1)
            #expect(
                ambiguous.errors == """
                    conference-planner: 2 conferences are named "Swift Summit": say which, as "Swift Summit 2017" or "Swift Summit 2018"

                    """)
            let summit = try await backend.run("show", "Swift Summit 2018", in: fay).lines
            #expect(
                summit == [
                    "Swift Summit: Amsterdam, 2018",
                    "You're not attending this conference.",
                ])
        }
    }

    @Test func usage() async throws {
        let directory = try TemporaryDirectory("conference-planner")
        let help = try await Program.run(AppHarness.plannerApp, ["--help"], in: directory.url)
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: conference-planner [--endpoint URL] [COMMAND]\n"))
        let wrong = try await Program.run(AppHarness.plannerApp, ["attend"], in: directory.url)
        #expect(wrong.status == 2)
        #expect(wrong.errors == "conference-planner: usage: conference-planner attend NAME (conference-planner --help lists the commands)\n")
        // Not on a terminal, no command is no app.
        let noCommand = try await Program.run(AppHarness.plannerApp, [], in: directory.url)
        #expect(noCommand.status == 2)
        #expect(noCommand.errors.hasPrefix("conference-planner: give a command, or run it on a terminal"))
    }
}
