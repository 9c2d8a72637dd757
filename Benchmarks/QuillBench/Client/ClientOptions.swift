/// The command line of `quill-bench client`.
struct ClientOptions {
    var quick = false
    var clock = BenchClock.wall
    /// The part to run alone for a profiler, instead of the report.
    var profilePart: String?
    var iterations = 10

    var methodology: Methodology {
        var methodology = quick ? Methodology.quick : .standard
        methodology.clock = clock
        return methodology
    }

    static let usage = """
        usage: quill-bench client [--quick] [--cpu-time]
               quill-bench client --profile write|read|sqlite|decode [--iterations N]
          The client's normalized cache on list.graphql's response (1000 conferences × 10
          attendees) against Foundation's JSONDecoder and JSONSerialization on the same bytes.
          --quick             fewer, shorter samples (a smoke run)
          --cpu-time          time samples by process CPU time instead of wall time
          --profile PART      run PART N times (default 10) and nothing else, for a profiler
        """

    /// Parses the arguments after `client`; returns `nil` on an unknown or incomplete option.
    init?(_ arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--cpu-time": clock = .cpu
            case "--profile":
                guard let part = remaining.popFirst() else { return nil }
                profilePart = part
            case "--iterations":
                guard let value = remaining.popFirst().flatMap({ Int($0) }), value > 0 else { return nil }
                iterations = value
            default: return nil
            }
        }
    }
}
