/// The command line of `quill-bench http`.
struct HTTPOptions {
    var seconds = 10
    var warmUpSeconds = 2
    var threads = 2
    var connections = 64
    var timeoutSeconds = 10
    var rounds = 1
    var filter: String?
    var json = false
    var runPeer = true
    var quill: String?

    static let usage = """
        usage: quill-bench http [--duration SECONDS] [--warmup SECONDS] [--threads N] [--connections N]
                                [--timeout SECONDS] [--rounds N] [--filter SUBSTRING] [--json] [--no-peer]
                                [--quill PATH]
          --duration SECONDS  how long wrk measures each server (default 10)
          --warmup SECONDS    an unmeasured wrk run before each measured one (default 2; 0: none)
          --threads N         wrk threads (default 2)
          --connections N     wrk connections (default 64)
          --timeout SECONDS   wrk's response timeout; a slower response is a socket error (default 10)
          --rounds N          measure each server N times, alternating, and report the run with
                              the median req/s (default 1)
          --filter SUBSTRING  only scenarios whose name contains SUBSTRING
          --json              one JSON object per line instead of a table
          --no-peer           Quill only; node is not started
          --quill PATH        the quill executable (default: beside quill-bench; build it
                              with 'swift build -c release --product quill')
        Needs wrk on PATH, and node with graphql-js under /usr/share/nodejs for the peer.
        """

    static let launchesUsage = """
        usage: quill-bench launches [the options of quill-bench http] [--quill PATH]
        The Launches example's launches-server against the same schema and resolvers on
        graphql-js (Benchmarks/peer/launches.cjs): seed 004's LaunchList (first page) and
        launch(id:). --quill PATH is the launches-server executable (default:
        Examples/Launches/.build/release/launches-server; build it with
        'swift build -c release --package-path Examples/Launches --product launches-server').
        """

    /// Parses the arguments after `http`; returns `nil` on an unknown, incomplete or bad option.
    init?(_ arguments: [String]) {
        var remaining = arguments[...]
        func count(atLeast minimum: Int) -> Int? {
            remaining.popFirst().flatMap { Int($0) }.flatMap { $0 >= minimum ? $0 : nil }
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--duration":
                guard let value = count(atLeast: 1) else { return nil }
                seconds = value
            case "--warmup":
                guard let value = count(atLeast: 0) else { return nil }
                warmUpSeconds = value
            case "--threads":
                guard let value = count(atLeast: 1) else { return nil }
                threads = value
            case "--connections":
                guard let value = count(atLeast: 1) else { return nil }
                connections = value
            case "--timeout":
                guard let value = count(atLeast: 1) else { return nil }
                timeoutSeconds = value
            case "--rounds":
                guard let value = count(atLeast: 1) else { return nil }
                rounds = value
            case "--filter":
                guard let value = remaining.popFirst() else { return nil }
                filter = value
            case "--quill":
                guard let value = remaining.popFirst() else { return nil }
                quill = value
            case "--json": json = true
            case "--no-peer": runPeer = false
            default: return nil
            }
        }
    }
}
