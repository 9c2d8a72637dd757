import ExampleTesting
import Foundation
import Testing

/// Each command against a live `launches-server`, its output as printed.
@Suite(.timeLimit(.minutes(5))) struct CommandTests {
    @Test func theListAPageAtATimeAndWhole() async throws {
        try await AppHarness.launches { launches in
            let me = try launches.person("me")
            let page = try await launches.run("list", in: me).lines
            #expect(page.count == 21)
            #expect(page.first == "110  CRS-21 — KSC LC 39A")
            #expect(page[1] == "109  Starlink-15 (v1.0) — CCAFS SLC 40")
            #expect(page[19] == "91  CRS-20 — CCAFS SLC 40")
            #expect(page.last == "more: yes")

            // Every page, through the pager: newest first, 110 launches.
            let all = try await launches.run("list", "--all", in: me).lines
            #expect(all.count == 110)
            #expect(Array(all.prefix(20)) == Array(page.prefix(20)))
            #expect(all.last == "1  FalconSat — Kwajalein Atoll")
            #expect(Set(all.map { $0.prefix { $0 != " " } }).count == 110)

            let shown = try await launches.run("show", "1", in: me).lines
            #expect(
                shown == [
                    "site: Kwajalein Atoll", "mission: FalconSat", "patch: https://images2.imgbox.com/40/e3/GypSkayF_o.png",
                    "rocket: Falcon 1 (Merlin A)", "booked: no",
                ])
        }
    }

    @Test func loggingInAndBooking() async throws {
        try await AppHarness.launches { launches in
            let me = try launches.person("me")
            // Without a login, booking says so.
            for command in [["book", "110"], ["cancel", "110"], ["trips"]] {
                let refused = try await launches.run(command, in: me)
                #expect(refused.status == 1)
                #expect(refused.errors == "launches: log in first: launches login EMAIL\n")
            }

            #expect(try await launches.run("login", "me@example.com", in: me).output == "Logged in as me@example.com.\n")
            let token = try String(contentsOf: me.appending(path: ".launches-token"), encoding: .utf8)
            #expect(token.count > 20)
            #expect(try await launches.run("book", "110", in: me).output == "Booked launch 110.\n")
            #expect(try await launches.run("book", "91", in: me).output == "Booked launch 91.\n")
            #expect(try await launches.run("show", "110", in: me).lines.last == "booked: yes")
            let trips = try await launches.run("trips", in: me).lines
            #expect(trips == ["110  CRS-21 — KSC LC 39A", "91  CRS-20 — CCAFS SLC 40"])

            #expect(try await launches.run("cancel", "110", in: me).output == "Cancelled the trip on launch 110.\n")
            #expect(try await launches.run("trips", in: me).lines == ["91  CRS-20 — CCAFS SLC 40"])
            #expect(try await launches.run("show", "110", in: me).lines.last == "booked: no")
            let again = try await launches.run("cancel", "110", in: me)
            #expect(again.status == 1)
            #expect(again.errors == "launches: failed to cancel trip: launch 110\n")

            // Someone else, logged in elsewhere, has trips of their own.
            let you = try launches.person("you")
            #expect(try await launches.run("login", "you@example.com", in: you).status == 0)
            #expect(try await launches.run("trips", in: you).output == "")
            #expect(try await launches.run("show", "91", in: you).lines.last == "booked: no")
        }
    }

    @Test func usage() async throws {
        let directory = try TemporaryDirectory("launches")
        let help = try await Program.run(AppHarness.launchesApp, ["--help"], in: directory.url)
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: launches [--endpoint URL] [COMMAND]\n"))
        let all = try await Program.run(AppHarness.launchesApp, ["show", "1", "--all"], in: directory.url)
        #expect(all.status == 2)
        #expect(all.errors == "launches: --all goes with list (launches --help lists the commands)\n")
    }
}
