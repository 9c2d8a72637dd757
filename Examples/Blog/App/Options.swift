import Foundation
import TerminalUI

/// The command line: `blog [--endpoint URL] [--codable] [COMMAND ARGUMENTS...]`.
struct Options {
    enum Command {
        case list
        case show(title: String)
        case post(title: String, body: String)
        case comment(title: String, message: String)
        /// No command: the app itself, in the terminal.
        case interactive
        case help
    }

    static let usage = """
        usage: blog [--endpoint URL] [--codable] [COMMAND]

        Seed 002's blog reader, a client of the backend `quill dev` serves for
        Examples/Blog/schema.graphql. Without a command, on a terminal: the posts and the
        open post, asked again every second (arrow keys move, Enter opens, r refreshes,
        q quits).

        commands:
          list                  the first ten posts, with their number of comments
          show TITLE            a post and its comments
          post TITLE BODY       write a post
          comment TITLE MESSAGE comment on a post

        options:
          --endpoint URL        the GraphQL endpoint (default: http://localhost:4000/graphql)
          --codable             list through the seed's own models (Quill's Codable path)
                                instead of the generated types
          --help                print this
        """

    let endpoint: URL
    let command: Command
    let codable: Bool

    init(_ words: some Sequence<String>) throws(Arguments.UsageError) {
        let arguments = try Arguments(words, program: "blog", flags: ["--codable"], options: ["--endpoint"])
        endpoint = try arguments.url("--endpoint", default: URL(string: "http://localhost:4000/graphql")!)
        codable = arguments.has("--codable")
        if arguments.has("--help") {
            command = .help
            return
        }
        switch arguments.command {
        case nil: command = .interactive
        case "list": _ = try arguments.arguments(); command = .list
        case "show": command = .show(title: try arguments.arguments("TITLE")[0])
        case "post":
            let values = try arguments.arguments("TITLE", "BODY")
            command = .post(title: values[0], body: values[1])
        case "comment":
            let values = try arguments.arguments("TITLE", "MESSAGE")
            command = .comment(title: values[0], message: values[1])
        case let name?: throw Arguments.UsageError("unknown command \(name)")
        }
        if codable {
            guard case .list = command else { throw Arguments.UsageError("--codable goes with list, the one thing the seed's models do") }
        }
    }
}
