import Foundation

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

    var endpoint = URL(string: "http://localhost:4000/graphql")!
    var command = Command.interactive

    init(_ arguments: some Sequence<String>) throws(Failure) {
        var words: [String] = []
        var arguments = arguments.makeIterator()
        while let argument = arguments.next() {
            switch argument {
            case "--help", "-h":
                command = .help
                return
            case "--endpoint":
                guard let value = arguments.next() else { throw Failure("--endpoint needs a URL") }
                guard let url = URL(string: value), ["http", "https"].contains(url.scheme), url.host() != nil else {
                    throw Failure("--endpoint \(value) is not an http:// or https:// URL")
                }
                endpoint = url
            case _ where argument.hasPrefix("-") && argument.count > 1:
                throw Failure("unknown option \(argument)")
            default:
                words.append(argument)
            }
        }
        guard let name = words.first else { return }
        let rest = Array(words.dropFirst())
        func values(_ names: String...) throws(Failure) -> [String] {
            guard rest.count == names.count else { throw Failure("usage: conference-planner \(([name] + names).joined(separator: " "))") }
            return rest
        }
        switch name {
        case "register": command = .register(name: try values("NAME")[0])
        case "rename": command = .rename(newName: try values("NEWNAME")[0])
        case "list": _ = try values(); command = .list
        case "show": command = .show(name: try values("NAME")[0])
        case "attend": command = .attend(name: try values("NAME")[0])
        case "leave": command = .leave(name: try values("NAME")[0])
        case "add":
            let values = try values("NAME", "CITY", "YEAR")
            command = .add(name: values[0], city: values[1], year: values[2])
        default: throw Failure("unknown command \(name)")
        }
    }
}
