/// The command line of `quill-bench`.
struct Options {
    var filter: String?
    var quick = false
    var json = false
    var runPeer = true
    var clock = BenchClock.wall

    static let usage = """
        usage: quill-bench [--filter SUBSTRING] [--quick] [--json] [--no-peer] [--cpu-time]
               quill-bench http --help   (the HTTP servers under wrk)
               quill-bench backend --help   (the SQLite backend against hand-written SQL)
          --filter SUBSTRING  only benchmarks whose name contains SUBSTRING
          --quick             fewer, shorter samples (a smoke run, or under a profiler)
          --json              one JSON object per line instead of a table
          --no-peer           time Quill only; do not start node
          --cpu-time          time samples by process CPU time instead of wall time
                              (steadier when other processes load the machine)
        Run from the repository root, or anywhere in a checkout built from source.
        """

    /// Parses the arguments after the program name; returns `nil` on an unknown or incomplete option.
    init?(_ arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--filter":
                guard let value = remaining.popFirst() else { return nil }
                filter = value
            case "--quick": quick = true
            case "--json": json = true
            case "--no-peer": runPeer = false
            case "--cpu-time": clock = .cpu
            default: return nil
            }
        }
    }
}
