import Foundation

/// `quill-bench fanout`: the fan-out latency of `quill dev`'s subscriptions, then the
/// delivery rate to one subscriber against the floor; each part on a fresh `quill dev`.
struct FanoutBenchmark {
    let options: FanoutOptions
    let quill: String

    init(options: FanoutOptions) {
        self.options = options
        quill = options.quill ?? HTTPBenchmark.besideThisExecutable("quill")
    }

    func run() async throws -> FanoutReport {
        guard FileManager.default.isExecutableFile(atPath: quill) else {
            throw ServerProcess.Failure(
                description: "no executable at \(quill); build it with 'swift build -c release --product quill'")
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("quill-bench-\(ProcessInfo.processInfo.processIdentifier)-fanout")
        defer { try? FileManager.default.removeItem(at: directory) }
        let loadAtStart = HTTPBenchmark.loadAverage()
        log("load average at the start: \(loadAtStart)")

        log("fan-out: \(options.sockets) sockets × \(options.subscriptionsPerSocket) subscriptions, \(options.mutations) mutations")
        let server = try await DevServer(quill: quill, directory: directory.appendingPathComponent("fanout"))
        let fanout = try await FanoutLatency(options: options, server: server).run()
        await server.stop()

        let rate = try await DeliveryRate(options: options).run(quill: quill, directory: directory.appendingPathComponent("rate"))
        let loadAtEnd = HTTPBenchmark.loadAverage()
        log("load average at the end: \(loadAtEnd)")
        return FanoutReport(
            options: options, fanout: fanout, quillRate: rate.quill, floorRate: rate.floor, frameBytes: rate.frame.utf8.count,
            load: "\(loadAtStart) at the start, \(loadAtEnd) at the end")
    }
}

/// `quill-bench fanout ARGUMENTS`: runs the benchmark and prints its report; the exit status.
func runFanoutBenchmark(_ arguments: [String]) async -> Int32 {
    guard let options = FanoutOptions(arguments) else {
        log(FanoutOptions.usage)
        return 2
    }
    ChildProcesses.killOnInterrupt()
    do {
        print(try await FanoutBenchmark(options: options).run().table)
        return 0
    } catch {
        log("quill-bench fanout: \(error)")
        return 1
    }
}
