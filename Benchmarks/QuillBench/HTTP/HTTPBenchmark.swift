import Foundation

/// What one server did under one scenario's load.
struct ServerMeasurement {
    let wrk: WrkResult
    let peakResidentKilobytes: Int?
    /// The server's CPU time (all threads) during the measured run, per request answered:
    /// steadier than requests/s when other processes load the machine.
    let cpuMicrosecondsPerRequest: Double?
}

/// Which servers `HTTPBenchmark` loads.
enum HTTPSuite {
    /// `quill-bench http`: `quill serve` over root values, and graphql-js's default resolvers.
    case serve
    /// `quill-bench launches`: the Launches example's `launches-server`, and the same schema
    /// and resolvers on graphql-js (Benchmarks/peer/launches.cjs).
    case launches
}

/// `quill-bench http` and `quill-bench launches`: each scenario against the Quill server
/// and the graphql-js peer, each server a fresh child process, loaded by wrk after an
/// unmeasured warm-up.
struct HTTPBenchmark {
    let options: HTTPOptions
    let suite: HTTPSuite
    /// The Quill side's executable: `quill`, or `launches-server`.
    let quill: String
    let wrk: Wrk

    init(options: HTTPOptions, suite: HTTPSuite = .serve) {
        self.options = options
        self.suite = suite
        switch suite {
        case .serve: quill = options.quill ?? HTTPBenchmark.besideThisExecutable("quill")
        case .launches: quill = options.quill ?? RepositoryPaths.launchesServer
        }
        wrk = Wrk(threads: options.threads, connections: options.connections, timeoutSeconds: options.timeoutSeconds)
    }

    /// Runs the selected scenarios; returns the rows and whether every run succeeded.
    func run() async throws -> (rows: [HTTPRow], succeeded: Bool) {
        guard FileManager.default.isExecutableFile(atPath: quill) else {
            let build =
                suite == .serve
                ? "swift build -c release --product quill" : "swift build -c release --package-path Examples/Launches --product launches-server"
            throw ServerProcess.Failure(description: "no executable at \(quill); build it with '\(build)'")
        }
        switch suite {
        case .serve:
            let roots = try HTTPRoots.write()
            defer { roots.remove() }
            return await run(try HTTPScenario.all(roots: roots))
        case .launches:
            defer { HTTPScenario.removeLaunchesDatabases() }
            return await run(try HTTPScenario.launches())
        }
    }

    /// Runs the scenarios the filter selects.
    private func run(_ all: [HTTPScenario]) async -> (rows: [HTTPRow], succeeded: Bool) {
        let scenarios = all.filter { scenario in options.filter.map { scenario.name.contains($0) } ?? true }
        var rows: [HTTPRow] = []
        var succeeded = !scenarios.isEmpty
        log("load average at the start: \(HTTPBenchmark.loadAverage())")
        defer { log("load average at the end: \(HTTPBenchmark.loadAverage())") }
        for scenario in scenarios {
            var runs: [String: [ServerMeasurement]] = [:]
            var bodies: [String: [UInt8]] = [:]
            // Rounds alternate the sides, so that a change in the machine's load hits both.
            for round in 1...options.rounds {
                for side in sides(for: scenario) {
                    log("\(side.name): \(scenario.name)\(options.rounds > 1 ? ", round \(round)" : "")")
                    do {
                        let (measurement, body) = try await measure(body: scenario.body, on: side)
                        bodies[side.name] = body
                        runs[side.name, default: []].append(measurement)
                    } catch {
                        log("quill-bench: \(side.name): \(scenario.name): \(error)")
                        if !side.isPeer { succeeded = false }
                    }
                }
            }
            let row = HTTPRow(name: scenario.name, quill: runs["quill"].map(median), peer: runs[Peer.name].map(median))
            if let quillBody = bodies["quill"], let peerBody = bodies[Peer.name] {
                log(
                    quillBody == peerBody
                        ? "  responses byte-identical (\(quillBody.count) bytes)"
                        : "  responses differ: quill \(quillBody.count) bytes, \(Peer.name) \(peerBody.count) bytes")
            }
            rows.append(row)
        }
        return (rows, succeeded)
    }

    /// The run with the median requests/s (the lower middle one of an even count).
    func median(_ runs: [ServerMeasurement]) -> ServerMeasurement {
        runs.sorted { $0.wrk.requestsPerSecond < $1.wrk.requestsPerSecond }[(runs.count - 1) / 2]
    }

    /// How to start one server: a name for logs and a command line; with `processes` > 1,
    /// that many, the others started with `--port PORT` of the first (sharing its port).
    struct Side {
        let name: String
        let isPeer: Bool
        let executable: String
        let arguments: [String]
        var environment: [String: String] = [:]
        var processes = 1
    }

    private func sides(for scenario: HTTPScenario) -> [Side] {
        let schema = RepositoryPaths.corpus + "/schema.graphql"
        switch scenario.server {
        case .staticResponse:
            return [
                Side(
                    name: "quill", isPeer: false, executable: HTTPBenchmark.besideThisExecutable("quill-bench"),
                    arguments: ["static-server", "--body", HTTPScenario.typenameResponse])
            ]
        case .launches:
            let quillSide = Side(
                name: "quill", isPeer: false, executable: quill,
                arguments: ["--host", "127.0.0.1", "--port", "0", "--database", HTTPScenario.launchesDatabase(), "--log-level", "error"])
            guard options.runPeer else { return [quillSide] }
            return [
                quillSide,
                Self.peer(
                    "launches.cjs",
                    [
                        "--schema", RepositoryPaths.launches + "/Sources/LaunchesServer/schema.graphql",
                        "--data", RepositoryPaths.launches + "/Sources/LaunchesServer/launches.json",
                    ]),
            ]
        case .graphQL(let root):
            let quillSide = Side(
                name: "quill", isPeer: false, executable: quill,
                arguments: [
                    "serve", "--schema", schema, "--root", root, "--host", "127.0.0.1", "--port", "0",
                    "--log-level", "error",
                ])
            guard options.runPeer else { return [quillSide] }
            return [quillSide, Self.peer("graphql-http.cjs", ["--schema", schema, "--root", root])]
        }
    }

    /// A graphql-js server of Benchmarks/peer with `arguments`, on a free loopback port.
    private static func peer(_ script: String, _ arguments: [String]) -> Side {
        let nodePath = ["/usr/share/nodejs", ProcessInfo.processInfo.environment["NODE_PATH"]]
            .compactMap { $0 }.joined(separator: ":")
        return Side(
            name: Peer.name, isPeer: true, executable: "/usr/bin/env",
            arguments: ["node", RepositoryPaths.root + "/Benchmarks/peer/" + script] + arguments + ["--host", "127.0.0.1", "--port", "0"],
            environment: ["NODE_PATH": nodePath])
    }

    /// Starts the server, checks its response to `body`, warms it up, waits until it is idle,
    /// measures it, and stops it; the measurement and the checked response's body.
    func measure(body: String, on side: Side) async throws -> (ServerMeasurement, [UInt8]) {
        let server = try await ServerProcess(
            name: side.name, executable: side.executable, arguments: side.arguments, environment: side.environment)
        var servers = [server]
        if side.processes > 1 {
            guard let port = URL(string: server.url)?.port else { throw ServerProcess.Failure(description: "\(server.url) names no port") }
            for _ in 1..<side.processes {
                servers.append(
                    try await ServerProcess(
                        name: side.name, executable: side.executable, arguments: side.arguments + ["--port", String(port)],
                        environment: side.environment))
            }
        }
        let probe = try await HTTPProbe.post(server.url, body: body)
        guard probe.status == 200 else {
            throw ServerProcess.Failure(
                description: "status \(probe.status): \(String(decoding: probe.body.prefix(300), as: UTF8.self))")
        }
        log("  \(server.url) answers 200 with \(probe.body.count) bytes")
        if options.warmUpSeconds > 0 {
            _ = try await wrk.run(url: server.url, body: body, seconds: options.warmUpSeconds)
            // A server may still be answering requests of connections wrk has closed (node
            // computes each one to the end); the next request is answered once they are done.
            _ = try await HTTPProbe.post(server.url, body: body)
        }
        // Every process's CPU time and peak resident set, summed.
        func cpuMicroseconds() -> Double? {
            servers.reduce(Double?(0)) { sum, server in sum.flatMap { sum in server.cpuMicroseconds().map { sum + $0 } } }
        }
        let cpuBefore = cpuMicroseconds()
        let result = try await wrk.run(url: server.url, body: body, seconds: options.seconds)
        let cpu = cpuBefore.flatMap { before in cpuMicroseconds().map { $0 - before } }
        let resident = servers.reduce(Int?(0)) { sum, server in sum.flatMap { sum in server.peakResidentKilobytes().map { sum + $0 } } }
        let measurement = ServerMeasurement(
            wrk: result, peakResidentKilobytes: resident,
            cpuMicrosecondsPerRequest: cpu.flatMap { result.requests > 0 ? $0 / Double(result.requests) : nil })
        for server in servers {
            if let status = await server.stop(), status != 0 {
                log("  \(side.name) exited with status \(status) on SIGTERM: \(server.standardError())")
            }
        }
        return (measurement, probe.body)
    }

    /// The 1-, 5- and 15-minute load averages, from /proc/loadavg.
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// A product built beside quill-bench (SwiftPM puts a build's products in one directory).
    static func besideThisExecutable(_ name: String) -> String {
        let this =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: this).deletingLastPathComponent().appendingPathComponent(name).path
    }
}

/// `quill-bench http ARGUMENTS`: runs the HTTP benchmark and prints its report; the exit status.
func runHTTPBenchmark(_ arguments: [String], suite: HTTPSuite = .serve) async -> Int32 {
    guard let options = HTTPOptions(arguments) else {
        log(suite == .serve ? HTTPOptions.usage : HTTPOptions.launchesUsage)
        return 2
    }
    ChildProcesses.killOnInterrupt()
    do {
        let (rows, succeeded) = try await HTTPBenchmark(options: options, suite: suite).run()
        print(options.json ? HTTPReport.jsonLines(rows, suite: suite) : HTTPReport.table(rows, suite: suite))
        return succeeded ? 0 : 1
    } catch {
        log("quill-bench \(suite == .serve ? "http" : "launches"): \(error)")
        return 1
    }
}
