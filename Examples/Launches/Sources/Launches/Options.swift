import Foundation
import TerminalUI

/// The command line: `launches [--endpoint URL] [COMMAND ARGUMENTS...]`.
struct Options {
    enum Command {
        case list(all: Bool)
        case show(id: String)
        case login(email: String)
        case book(id: String)
        case cancel(id: String)
        case trips
        /// No command: the app itself, in the terminal.
        case interactive
        case help
    }

    static let usage = """
        usage: launches [--endpoint URL] [COMMAND]

        Seed 004's launch list, a client of launches-server (Apollo's tutorial server).
        Without a command, on a terminal: the launches, a page at a time as the cursor
        reaches the end, beside the open launch, with the count of trips booked as it
        changes (arrow keys move, Enter opens, b books or cancels, r refreshes, q quits).

        commands:
          list [--all]          the first page of launches (--all: every page)
          show ID               a launch: its site, mission, patch, rocket, and whether booked
          login EMAIL           log in (the token is kept in .launches-token here)
          book ID               book a trip on a launch
          cancel ID             cancel it
          trips                 your booked launches

        options:
          --endpoint URL        the GraphQL endpoint (default: http://localhost:4000/graphql)
          --help                print this
        """

    let endpoint: URL
    let command: Command

    init(_ words: some Sequence<String>) throws(Arguments.UsageError) {
        let arguments = try Arguments(words, program: "launches", flags: ["--all"], options: ["--endpoint"])
        endpoint = try arguments.url("--endpoint", default: URL(string: "http://localhost:4000/graphql")!)
        if arguments.has("--help") {
            command = .help
            return
        }
        switch arguments.command {
        case nil: command = .interactive
        case "list": _ = try arguments.arguments(); command = .list(all: arguments.has("--all"))
        case "show": command = .show(id: try arguments.arguments("ID")[0])
        case "login": command = .login(email: try arguments.arguments("EMAIL")[0])
        case "book": command = .book(id: try arguments.arguments("ID")[0])
        case "cancel": command = .cancel(id: try arguments.arguments("ID")[0])
        case "trips": _ = try arguments.arguments(); command = .trips
        case let name?: throw Arguments.UsageError("unknown command \(name)")
        }
        if arguments.has("--all") {
            guard case .list = command else { throw Arguments.UsageError("--all goes with list") }
        }
    }
}
