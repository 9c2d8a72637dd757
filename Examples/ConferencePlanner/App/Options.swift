import Foundation

/// The command line: where the backend is and who registers.
struct Options {
    static let usage = """
        usage: ConferencePlanner [--endpoint URL] [--name NAME]

        Seed 000's ConferencePlanner app as a command-line client of the backend `quill dev`
        serves for schema.graphql: registers NAME, lists the conferences, opens the first one,
        attends it and leaves it again, printing what the app's screens show.

          --endpoint URL  the GraphQL endpoint (default: http://127.0.0.1:4000/graphql)
          --name NAME     the attendee to register (default: Fay)
        """

    var endpoint = URL(string: "http://127.0.0.1:4000/graphql")!
    var name = "Fay"
    var showsHelp = false

    init(arguments: some Sequence<String>) throws(UsageError) {
        var arguments = arguments.makeIterator()
        while let argument = arguments.next() {
            switch argument {
            case "--help", "-h":
                showsHelp = true
            case "--endpoint":
                guard let value = arguments.next() else { throw UsageError("--endpoint needs a URL") }
                guard let url = URL(string: value), ["http", "https"].contains(url.scheme), url.host != nil else {
                    throw UsageError("--endpoint \(value) is not an http:// or https:// URL")
                }
                endpoint = url
            case "--name":
                guard let value = arguments.next(), !value.isEmpty else { throw UsageError("--name needs a name") }
                name = value
            default:
                throw UsageError("unknown argument \(argument)")
            }
        }
    }
}

struct UsageError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
