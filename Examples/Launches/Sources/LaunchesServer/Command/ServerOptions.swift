/// What `launches-server`'s command line asks for.
struct ServerOptions: Equatable {
    var host = "127.0.0.1"
    var port = 4000
    var databasePath = "launches.sqlite"
    var logLevel = "info"
    var help = false

    static let usage = """
        usage: launches-server [--port PORT] [--host HOST] [--database PATH] [--log-level LEVEL]

        Apollo's tutorial server (the launches of seed 004) on Quill: GraphQL over HTTP at
        /graphql, subscriptions over WebSockets (graphql-transport-ws and the legacy
        graphql-ws) and Server-Sent Events, the Playground at /.

          --port PORT        the port to listen on (default 4000; 0: any free port)
          --host HOST        the address to listen on (default 127.0.0.1)
          --database PATH    the SQLite file of users and trips (default launches.sqlite,
                             in the working directory; created if missing)
          --log-level LEVEL  debug, info (default: one line per request), warning or error
          --help             print this and exit

        """

    struct Failure: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// Reads the arguments (without the program's name).
    init(_ arguments: [String]) throws(Failure) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            let (name, inline) = Self.split(argument)
            func value() throws(Failure) -> String {
                if let inline { return inline }
                guard let next = rest.popFirst() else { throw Failure(description: "option '\(name)' needs a value") }
                return next
            }
            switch name {
            case "--help", "-h": help = true
            case "--host": host = try value()
            case "--database": databasePath = try value()
            case "--port":
                let text = try value()
                guard let port = Int(text), (0...65535).contains(port) else {
                    throw Failure(description: "option '--port' needs an integer from 0 to 65535, not '\(text)'")
                }
                self.port = port
            case "--log-level":
                let level = try value()
                guard ["debug", "info", "warning", "error"].contains(level) else {
                    throw Failure(description: "option '--log-level' must be debug, info, warning or error, not '\(level)'")
                }
                logLevel = level
            default: throw Failure(description: "unknown argument '\(argument)'")
            }
        }
    }

    init() {}

    /// `--name=value` as (`--name`, `value`); any other argument as itself.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
