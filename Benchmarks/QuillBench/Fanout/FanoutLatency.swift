import GraphQL
import QuillTestSupport

/// What each measured mutation of the fan-out took, in nanoseconds.
struct FanoutSample {
    /// From the request's send to its response's arrival (after the commit).
    var response: UInt64
    /// From the request's send to the arrival of the last delivery.
    var lastDelivery: UInt64
    /// From the response's arrival to the last delivery (negative if every delivery came first).
    var afterResponse: Int64
}

/// The fan-out's result: one sample per measured mutation, and CPU time per mutation.
struct FanoutMeasurement {
    var samples: [FanoutSample]
    var serverCPUMicrosecondsPerMutation: Double?
    var clientCPUMicrosecondsPerMutation: Double
}

/// One mutation to every subscriber: `sockets` × `per socket` subscriptions to
/// Conference updates, then one conference renamed at a time, `r<round>`; every delivery
/// is counted by the round its node's name gives.
struct FanoutLatency {
    static let subscription = "subscription { Conference(filter: {mutation_in: [UPDATED]}) { mutation node { id name } } }"
    static let rename = "mutation Rename($id: ID!, $name: String) { updateConference(id: $id, name: $name) { id } }"

    /// Deliveries per round and the arrival of each round's last; what went wrong.
    struct Tally: Sendable {
        var counts: [Int: Int] = [:]
        var last: [Int: UInt64] = [:]
        var failures: [String] = []
    }

    let options: FanoutOptions
    let server: DevServer

    func run() async throws -> FanoutMeasurement {
        let conferences = try await server.post("{ allConferences(first: 1) { id } }")
        guard let id = conferences["allConferences"]?.arrayValue?.first?["id"]?.stringValue else {
            throw ServerProcess.Failure(description: "the seeded database has no conference")
        }
        let tally = Observed(Tally())
        let onNext: FrameReader.OnNext = { texts, arrival in
            let rounds = texts.map { FrameText.number(after: #""name":"r"#, in: $0) ?? -1 }
            tally.update { tally in
                for round in rounds {
                    tally.counts[round, default: 0] += 1
                    tally.last[round] = arrival
                }
            }
        }
        let onFailure: FrameReader.OnFailure = { failure in tally.update { $0.failures.append(failure) } }
        var sockets: [FrameReader.Socket] = []
        for _ in 0..<options.sockets {
            let connection = try await SubscriptionSocket.open(
                port: server.port, query: Self.subscription, count: options.subscriptionsPerSocket)
            sockets.append(FrameReader.Socket(connection: connection, onNext: onNext, onFailure: onFailure))
        }
        log("  \(options.sockets) sockets open, \(options.subscribers) subscriptions sent")
        let reader = try FrameReader(sockets)
        defer { reader.stop() }
        return try await measure(renaming: id, tally)
    }

    /// Waits until every subscription is live, warms up, then measures.
    private func measure(renaming id: String, _ tally: Observed<Tally>) async throws -> FanoutMeasurement {
        // Subscribing has no acknowledgement: a mutation delivered to all says they are live.
        var round = 0
        func send() async throws -> (sent: UInt64, answered: UInt64) {
            let sent = BenchClock.wall.now()
            try await server.post(Self.rename, variables: JSONObject([("id", .string(id)), ("name", .string("r\(round)"))]))
            return (sent, BenchClock.wall.now())
        }
        func delivered(timeout: Double) async throws -> Bool {
            let subscribers = options.subscribers
            let waited = round
            let done = await tally.wait(timeout: timeout) { $0.counts[waited, default: 0] >= subscribers || !$0.failures.isEmpty }
            if let failure = tally.value.failures.first { throw ServerProcess.Failure(description: "a subscription failed: \(failure)") }
            return done
        }
        while true {
            _ = try await send()
            if try await delivered(timeout: 3) { break }
            round += 1
            guard round < 20 else { throw ServerProcess.Failure(description: "the subscriptions did not all start within 20 mutations") }
        }
        let live = round
        log("  all subscribed at mutation \(round + 1); \(options.warmUpMutations) warm-up mutations")
        for _ in 0..<options.warmUpMutations {
            round += 1
            _ = try await send()
            guard try await delivered(timeout: 60) else { throw timedOut(tally) }
        }

        let serverCPUBefore = server.process.cpuMicroseconds()
        let clientCPUBefore = BenchClock.cpu.now()
        var samples: [FanoutSample] = []
        for _ in 0..<options.mutations {
            round += 1
            let (sent, answered) = try await send()
            guard try await delivered(timeout: 60), let last = tally.value.last[round] else { throw timedOut(tally) }
            samples.append(
                FanoutSample(
                    response: answered - sent, lastDelivery: last - sent, afterResponse: Int64(bitPattern: last &- answered)))
        }
        let clientCPU = Double(BenchClock.cpu.now() - clientCPUBefore) / 1000
        let serverCPU = serverCPUBefore.flatMap { before in server.process.cpuMicroseconds().map { $0 - before } }

        let counts = tally.value.counts
        if let wrong = (live...round).first(where: { counts[$0] != options.subscribers }) {
            throw ServerProcess.Failure(
                description: "mutation \(wrong + 1) was delivered \(counts[wrong] ?? 0) times, not \(options.subscribers)")
        }
        let mutations = Double(options.mutations)
        return FanoutMeasurement(
            samples: samples, serverCPUMicrosecondsPerMutation: serverCPU.map { $0 / mutations },
            clientCPUMicrosecondsPerMutation: clientCPU / mutations)
    }

    private func timedOut(_ tally: Observed<Tally>) -> ServerProcess.Failure {
        let counts = tally.value.counts.sorted { $0.key < $1.key }.suffix(3).map { "r\($0.key): \($0.value)" }
        return ServerProcess.Failure(description: "deliveries did not all come within 60 s (\(counts.joined(separator: ", ")))")
    }
}
