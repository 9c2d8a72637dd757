import Foundation
import TerminalUI

/// The command line: `conference-planner [--endpoint URL] [COMMAND ARGUMENTS...]`.
struct Options {
    enum Command {
        case register(name: String)
        case rename(newName: String)
        case list
        case show(name: String)
        case attend(name: String)
        case leave(name: String)
        case add(name: String, city: String, year: String)
        /// No command: the app itself, in the terminal.
        case interactive
        case help
    }

    static let usage = """
        usage: conference-planner [--endpoint URL] [COMMAND]

        Seed 000's ConferencePlanner, a client of the backend `quill dev` serves for
        Examples/ConferencePlanner/schema.graphql. Without a command, on a terminal: the
        conference list and a conference's detail, kept current as things change (arrow
        keys move, Enter opens, a attends or leaves, r refreshes, q quits).

        commands:
          register NAME         become attendee NAME (kept in .conference-planner.json here)
          rename NEWNAME        rename the current attendee
          list                  the conferences
          show NAME             a conference and its attendees
          attend NAME           attend a conference
          leave NAME            stop attending it
          add NAME CITY YEAR    add a conference

        options:
          --endpoint URL        the GraphQL endpoint (default: http://localhost:4000/graphql)
          --help                print this
        """

    let endpoint: URL
    let command: Command

    init(_ words: some Sequence<String>) throws(Arguments.UsageError) {
        let arguments = try Arguments(words, program: "conference-planner", options: ["--endpoint"])
        endpoint = try arguments.url("--endpoint", default: URL(string: "http://localhost:4000/graphql")!)
        if arguments.has("--help") {
            command = .help
            return
        }
        switch arguments.command {
        case nil: command = .interactive
        case "register": command = .register(name: try arguments.arguments("NAME")[0])
        case "rename": command = .rename(newName: try arguments.arguments("NEWNAME")[0])
        case "list": _ = try arguments.arguments(); command = .list
        case "show": command = .show(name: try arguments.arguments("NAME")[0])
        case "attend": command = .attend(name: try arguments.arguments("NAME")[0])
        case "leave": command = .leave(name: try arguments.arguments("NAME")[0])
        case "add":
            let values = try arguments.arguments("NAME", "CITY", "YEAR")
            command = .add(name: values[0], city: values[1], year: values[2])
        case let name?: throw Arguments.UsageError("unknown command \(name)")
        }
    }
}
