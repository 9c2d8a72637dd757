/// The command line of `quill-bench backend`: its own options, then those of `quill-bench http`
/// (wrk's duration, warm-up, threads, connections, timeout, rounds, --filter, --json).
struct BackendOptions {
    var quick = false
    var clock = BenchClock.wall
    var runHTTP = true
    /// Store the data in a PostgreSQL cluster of the benchmark's own instead of a SQLite file.
    var postgres = false
    /// How many `backend-server` processes serve quill's side over HTTP (sharing its port and the PostgreSQL database).
    var processes = 1
    var conferences = 1000
    var attendees = 10
    var http: HTTPOptions

    static let usage = """
        usage: quill-bench backend [--quick] [--cpu-time] [--no-http] [--postgres [--processes N]] [--conferences N] [--attendees N]
                                   [--duration SECONDS] [--warmup SECONDS] [--threads N] [--connections N]
                                   [--timeout SECONDS] [--rounds N] [--filter SUBSTRING] [--json]
          Stores the conference planner model (Examples/ConferencePlanner/schema.graphql) in a
          new SQLite file through QuillBackend, then measures AllConferences and Conference(id:)
          against the floor (the same rows read with hand-written SQL and written as JSON):
          SQL statements per request (the backend's observer), time per request in-process
          (on SQLite also with an owner rule on every type and an HS256 token verified per
          request, against the time without rules), and, unless --no-http, requests/s and
          latency under wrk of both served by HTTPServer.
          --quick             fewer, shorter in-process samples
          --cpu-time          time in-process samples by process CPU time (steadier under load)
          --no-http           in-process only; wrk is not run
          --postgres          store in PostgreSQL (a cluster of the benchmark's own, started with
                              initdb and pg_ctl on a free loopback port) instead of SQLite
          --processes N       with --postgres: serve quill's side over HTTP from N processes on
                              the one database, sharing the port (default 1; compare 1 and 2)
          --conferences N     conferences stored (default 1000)
          --attendees N       attendees per conference, each its own (default 10)
          The other options are those of 'quill-bench http' (default: wrk -t2 -c64 for 10 s
          after a 2 s warm-up).
        """

    /// Parses the arguments after `backend`; returns `nil` on an unknown, incomplete or bad option.
    init?(_ arguments: [String]) {
        var remaining = arguments[...]
        var rest: [String] = []
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--cpu-time": clock = .cpu
            case "--no-http": runHTTP = false
            case "--postgres": postgres = true
            case "--processes":
                guard let value = remaining.popFirst().flatMap({ Int($0) }), (1...16).contains(value) else { return nil }
                processes = value
            case "--conferences", "--attendees":
                guard let value = remaining.popFirst().flatMap({ Int($0) }), value >= 1 else { return nil }
                if argument == "--conferences" { conferences = value } else { attendees = value }
            case "--no-peer", "--quill": return nil
            default: rest.append(argument)
            }
        }
        guard let http = HTTPOptions(rest), processes == 1 || postgres else { return nil }
        self.http = http
    }
}
