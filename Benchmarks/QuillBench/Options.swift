/// The command line of `quill-bench`.
struct Options {
    var filter: String?
    var quick = false
    var json = false
    var runPeer = true
    var clock = BenchClock.wall
    /// How many processes measure Quill and then the peer; rows are the medians.
    var rounds = 1
    /// The arguments without `--rounds` (what each round's process is given).
    var roundArguments: [String] = []

    static let usage = """
        usage: quill-bench [--filter SUBSTRING] [--quick] [--json] [--no-peer] [--cpu-time] [--rounds N]
               quill-bench http --help   (the HTTP servers under wrk)
               quill-bench launches --help   (the Launches example against graphql-js under wrk)
               quill-bench backend --help   (the SQLite backend against hand-written SQL)
               quill-bench codegen [--no-compile] [--example]   (codegen: time, lines, compile)
               quill-bench client --help    (the client's cache against JSONDecoder)
               quill-bench fanout --help    (quill dev's subscriptions: fan-out and delivery rate)
          --filter SUBSTRING  only benchmarks whose name contains SUBSTRING
          --quick             fewer, shorter samples (a smoke run, or under a profiler)
          --json              one JSON object per line instead of a table
          --no-peer           time Quill only; do not start node
          --cpu-time          time samples by process CPU time instead of wall time
                              (steadier when other processes load the machine)
          --rounds N          measure N times over, each time in a new process (on a
                              noisy machine one process can be slow throughout); each
                              row holds the medians of the rounds' times and ratios
        Run from the repository root, or anywhere in a checkout built from source.
        """

    /// Parses the arguments after the program name; returns `nil` on an unknown or incomplete option.
    init?(_ arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument != "--rounds" { roundArguments.append(argument) }
            switch argument {
            case "--filter":
                guard let value = remaining.popFirst() else { return nil }
                filter = value
                roundArguments.append(value)
            case "--quick": quick = true
            case "--json": json = true
            case "--no-peer": runPeer = false
            case "--cpu-time": clock = .cpu
            case "--rounds":
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else { return nil }
                rounds = value
            default: return nil
            }
        }
    }
}
