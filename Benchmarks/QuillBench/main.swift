import Foundation

/// Writes a line to stderr (progress and errors; stdout holds only the report).
func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

switch CommandLine.arguments.dropFirst().first {
case "http": exit(await runHTTPBenchmark(Array(CommandLine.arguments.dropFirst(2))))
case "launches": exit(await runHTTPBenchmark(Array(CommandLine.arguments.dropFirst(2)), suite: .launches))
case "static-server": exit(runStaticServer(Array(CommandLine.arguments.dropFirst(2))))
case "backend": exit(await runBackendBenchmark(Array(CommandLine.arguments.dropFirst(2))))
case "backend-server": exit(runBackendServer(Array(CommandLine.arguments.dropFirst(2))))
case "floor-server": exit(runFloorServer(Array(CommandLine.arguments.dropFirst(2))))
case "client": exit(runClientBenchmark(Array(CommandLine.arguments.dropFirst(2))))
case "fanout": exit(await runFanoutBenchmark(Array(CommandLine.arguments.dropFirst(2))))
case "websocket-floor-server": exit(runWebSocketFloorServer(Array(CommandLine.arguments.dropFirst(2))))
case "codegen": exit(runCodegenBenchmark(Array(CommandLine.arguments.dropFirst(2))))
default: break
}

guard let options = Options(Array(CommandLine.arguments.dropFirst())) else {
    log(Options.usage)
    exit(2)
}
if options.rounds > 1 {
    exit(await runRounds(options))
}
var methodology = options.quick ? Methodology.quick : .standard
methodology.clock = options.clock

var benchmarks: [Benchmark]
do {
    benchmarks = try parseBenchmarks() + typeSystemBenchmarks() + executionBenchmarks()
} catch {
    log("quill-bench: cannot read the corpus in \(RepositoryPaths.corpus): \(error)")
    exit(1)
}
if let filter = options.filter {
    benchmarks = benchmarks.filter { $0.name.contains(filter) }
}
guard !benchmarks.isEmpty else {
    log("quill-bench: no benchmark matches \(options.filter ?? "")")
    exit(1)
}

var failed = false
var quill: [String: Double] = [:]
for benchmark in benchmarks {
    log("quill: \(benchmark.name)")
    do {
        let run = try benchmark.setUp()
        let result = try run()  // fail fast, outside the timing
        let timing = try methodology.measure(run)
        quill[benchmark.name] = timing.medianMicroseconds
        log("  \(timing.iterationsPerSample) iterations per sample; one iteration returns \(result)")
    } catch {
        log("quill-bench: \(benchmark.name): \(error)")
        failed = true
    }
}

log("quill: peak resident set \(peakResidentKilobytes().map(String.init) ?? "unknown") kB")

var peer: [String: Double] = [:]
if options.runPeer {
    log("\(Peer.name): \(benchmarks.count) benchmarks in one node process")
    do {
        for (name, result) in try await Peer.measure(benchmarks, methodology: methodology) {
            switch result {
            case .success(let microseconds): peer[name] = microseconds
            case .failure(let failure): log("quill-bench: \(Peer.name): \(name): \(failure)")
            }
        }
    } catch {
        log("quill-bench: \(Peer.name): \(error)")
    }
}

let rows = benchmarks.map { Row(name: $0.name, quillMicroseconds: quill[$0.name], peerMicroseconds: peer[$0.name]) }
print(options.json ? Report.jsonLines(rows) : Report.table(rows))
exit(failed ? 1 : 0)
