/// The command line of `quill-bench fanout`.
struct FanoutOptions {
    var sockets = 100
    var subscriptionsPerSocket = 10
    var mutations = 200
    var warmUpMutations = 10
    var events = 5000
    var bursts = 3
    var quill: String?

    var subscribers: Int { sockets * subscriptionsPerSocket }

    static let usage = """
        usage: quill-bench fanout [--sockets N] [--per-socket N] [--mutations N] [--warmup N]
                                  [--events N] [--bursts N] [--quill PATH]
          Starts 'quill dev' on the conference planner's model (Examples/ConferencePlanner,
          seeded, SQLite in a temporary directory) and measures two things:
          fan-out: N sockets (graphql-transport-ws) with M subscriptions each to Conference
          updates; mutations sent one at a time, each timed from its send (and from its
          response) to the last of the N × M deliveries: p50 and p99;
          delivery rate: events per second to one subscriber over one socket (one mutation
          creating E attendees, each an event), against the floor: the same frames sent by a
          bare WebSocket server on QuillHTTP ('quill-bench websocket-floor-server').
          --sockets N       WebSocket connections (default 100)
          --per-socket N    subscriptions per connection (default 10)
          --mutations N     measured mutations (default 200)
          --warmup N        unmeasured mutations first, once every subscription is live (default 10)
          --events N        events per burst of the delivery rate (default 5000, at most 9000:
                            a subscriber's backend buffer holds 10 000)
          --bursts N        bursts per server; the median rate is reported (default 3)
          --quill PATH      the quill executable (default: beside quill-bench; build it with
                            'swift build -c release --product quill')
        """

    /// Parses the arguments after `fanout`; returns `nil` on an unknown, incomplete or bad option.
    init?(_ arguments: [String]) {
        var remaining = arguments[...]
        func count(atLeast minimum: Int, atMost maximum: Int = .max) -> Int? {
            remaining.popFirst().flatMap { Int($0) }.flatMap { (minimum...maximum).contains($0) ? $0 : nil }
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--sockets":
                guard let value = count(atLeast: 1) else { return nil }
                sockets = value
            case "--per-socket":
                guard let value = count(atLeast: 1) else { return nil }
                subscriptionsPerSocket = value
            case "--mutations":
                guard let value = count(atLeast: 1) else { return nil }
                mutations = value
            case "--warmup":
                guard let value = count(atLeast: 0) else { return nil }
                warmUpMutations = value
            case "--events":
                guard let value = count(atLeast: 2, atMost: 9000) else { return nil }
                events = value
            case "--bursts":
                guard let value = count(atLeast: 1) else { return nil }
                bursts = value
            case "--quill":
                guard let value = remaining.popFirst() else { return nil }
                quill = value
            default: return nil
            }
        }
    }
}
