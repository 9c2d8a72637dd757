import Foundation
import GraphQL
import QuillHTTPClient
import QuillTestSupport

/// One side's delivery rate to one subscriber: the median burst's, and CPU per event over all bursts.
struct RateMeasurement {
    var eventsPerSecond: Double
    /// The server's CPU time from each burst's first delivery to its last, per event
    /// (/proc's clock ticks: 10 ms each).
    var serverCPUMicrosecondsPerEvent: Double?
    /// quill-bench's, over the same spans.
    var clientCPUMicrosecondsPerEvent: Double
    /// quill-bench's CPU time over those spans' wall time: near 1, the client limits.
    var clientBusy: Double
}

/// What one subscriber received: each delivery's arrival, the first delivery's text, and
/// CPU times (server, client) sampled at the deliveries `marks` names.
struct Arrivals: Sendable {
    var times: [UInt64] = []
    var firstText: String?
    var failures: [String] = []
    var marks: Set<Int> = []
    var cpu: [Int: (server: Double?, client: UInt64)] = [:]

    /// The reader's callbacks for a server with process id `pid`.
    static func recorder(_ arrivals: Observed<Arrivals>, serverPID pid: pid_t) -> (
        onNext: FrameReader.OnNext, onFailure: FrameReader.OnFailure
    ) {
        (
            { texts, arrival in
                arrivals.update { state in
                    if state.firstText == nil { state.firstText = texts.first }
                    for _ in texts {
                        state.times.append(arrival)
                        if state.marks.contains(state.times.count) {
                            state.cpu[state.times.count] = (ServerProcess.cpuMicroseconds(pid: pid), BenchClock.cpu.now())
                        }
                    }
                }
            },
            { failure in arrivals.update { $0.failures.append(failure) } }
        )
    }
}

/// Events per second to one subscriber over one socket: `quill dev`'s graphql-transport-ws
/// (one mutation creating `events` attendees, each an Attendee CREATED event, all published
/// at its commit) against the floor (the same frames from `WebSocketFloorServer`).
struct DeliveryRate {
    static let subscription = "subscription { Attendee(filter: {mutation_in: [CREATED]}) { mutation node { id name } } }"
    static let create = """
        mutation Burst($attendees: [ConferenceattendeesAttendee!]) {
          createConference(name: "burst", city: "Berlin", year: "2026", attendees: $attendees) { id }
        }
        """

    let options: FanoutOptions

    /// Measures `quill dev` (started on a database in `directory`) and then the floor; the
    /// two measurements and the frame the floor sent.
    func run(quill: String, directory: URL) async throws -> (quill: RateMeasurement, floor: RateMeasurement, frame: String) {
        log("delivery rate: quill dev, \(options.events) events per burst")
        let server = try await DevServer(quill: quill, directory: directory)
        let arrivals = Observed(Arrivals())
        let recorder = Arrivals.recorder(arrivals, serverPID: server.process.process.pid)
        let reader = try FrameReader([
            FrameReader.Socket(
                connection: try await SubscriptionSocket.open(port: server.port, query: Self.subscription, count: 1),
                onNext: recorder.onNext, onFailure: recorder.onFailure)
        ])
        func burst(_ count: Int) async throws {
            let attendees = (0..<count).map { JSONValue.object(JSONObject([("name", .string("a\($0)"))])) }
            try await server.post(Self.create, variables: JSONObject([("attendees", .array(attendees))]))
        }
        var live = false
        for _ in 0..<20 where !live {
            try await burst(1)
            live = await arrivals.wait(timeout: 3) { !$0.times.isEmpty || !$0.failures.isEmpty }
        }
        guard live else { throw ServerProcess.Failure(description: "the subscription did not start within 20 mutations") }
        let quillRate = try await measure(arrivals) { try await burst(options.events) }
        reader.stop()
        await server.stop()
        guard let frame = arrivals.value.firstText else { throw ServerProcess.Failure(description: "no frame delivered") }

        log("delivery rate: the floor, \(options.events) frames per burst")
        let floor = try await ServerProcess(
            name: "websocket-floor-server", executable: HTTPBenchmark.besideThisExecutable("quill-bench"),
            arguments: ["websocket-floor-server"])
        guard let port = URL(string: floor.url)?.port else { throw ServerProcess.Failure(description: "no port in \(floor.url)") }
        let floorArrivals = Observed(Arrivals())
        let floorRecorder = Arrivals.recorder(floorArrivals, serverPID: floor.process.pid)
        let connection = try await SubscriptionSocket.open(port: port)
        let floorReader = try FrameReader([
            FrameReader.Socket(connection: connection, onNext: floorRecorder.onNext, onFailure: floorRecorder.onFailure)
        ])
        let floorRate = try await measure(floorArrivals) { [events = options.events] in
            try await SubscriptionSocket.send("\(events)\n\(frame)", on: connection)
        }
        floorReader.stop()
        await floor.stop()
        return (quillRate, floorRate, frame)
    }

    /// One unmeasured burst, then `options.bursts` measured ones, each started by `start`.
    private func measure(_ arrivals: Observed<Arrivals>, start: () async throws -> Void) async throws -> RateMeasurement {
        var rates: [Double] = []
        var serverCPU: Double? = 0
        var clientCPU: UInt64 = 0
        var wall: UInt64 = 0
        let count = options.events
        for burst in 0...options.bursts {
            let base = arrivals.value.times.count
            arrivals.update { $0.marks = [base + 1, base + count] }
            try await start()
            let done = await arrivals.wait(timeout: 120) { $0.times.count >= base + count || !$0.failures.isEmpty }
            let state = arrivals.value
            if let failure = state.failures.first { throw ServerProcess.Failure(description: "the subscriber failed: \(failure)") }
            guard done, let first = state.cpu[base + 1], let last = state.cpu[base + count] else {
                throw ServerProcess.Failure(description: "\(state.times.count - base) of \(count) events came within 120 s")
            }
            let span = state.times[base + count - 1] - state.times[base]
            let rate = Double(count - 1) / (Double(span) / 1e9)
            log("  burst \(burst)\(burst == 0 ? " (warm-up)" : ""): \(Int(rate)) events/s")
            guard burst > 0 else { continue }
            rates.append(rate)
            serverCPU = serverCPU.flatMap { total in last.server.flatMap { end in first.server.map { total + end - $0 } } }
            clientCPU += last.client - first.client
            wall += span
        }
        let events = Double(options.bursts * (count - 1))
        return RateMeasurement(
            eventsPerSecond: rates.sorted()[rates.count / 2], serverCPUMicrosecondsPerEvent: serverCPU.map { $0 / events },
            clientCPUMicrosecondsPerEvent: Double(clientCPU) / 1000 / events, clientBusy: Double(clientCPU) / Double(wall))
    }
}
