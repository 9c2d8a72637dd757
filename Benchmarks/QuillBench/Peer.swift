import Foundation
import QuillTestSupport

/// graphql-js, timed by Benchmarks/peer/graphql-js.mjs in one node process per run.
///
/// The script reads the methodology and the tasks as JSON on stdin and prints one
/// JSON line per task: `{"name": …, "us": median, "result": what one iteration returns}`
/// or `{"name": …, "error": message}`.
enum Peer {
    static let name = "graphql-js"

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Times every benchmark that has a peer task; returns the median microseconds (or an error) by name.
    static func measure(_ benchmarks: [Benchmark], methodology: Methodology) async throws -> [String: Result<Double, Failure>] {
        let tasks: [[String: Any]] = benchmarks.compactMap { benchmark in
            benchmark.peer.map { ["name": benchmark.name, "task": $0.id, "args": $0.args] }
        }
        guard !tasks.isEmpty else { return [:] }
        let request: [String: Any] = [
            "warmup_ms": methodology.warmUp * 1e3,
            "target_ms": methodology.sampleTarget * 1e3,
            "samples": methodology.samples,
            "clock": methodology.clock.rawValue,
            "benchmarks": tasks,
        ]
        let output = try await run(input: JSONSerialization.data(withJSONObject: request))
        var results: [String: Result<Double, Failure>] = [:]
        for line in output.split(separator: "\n") where !line.isEmpty {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let name = object["name"] as? String
            else { throw Failure(description: "unexpected output from node: \(line)") }
            if let microseconds = object["us"] as? Double {
                results[name] = .success(microseconds)
                log("\(Self.name): \(name): one iteration returns \(object["result"] ?? "nothing")")
            } else {
                results[name] = .failure(Failure(description: object["error"] as? String ?? "no time reported"))
            }
        }
        return results
    }

    /// Runs the node script with `input` on stdin and returns its stdout; stderr passes through.
    private static func run(input: Data) async throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["NODE_PATH"] = ["/usr/share/nodejs", environment["NODE_PATH"]]
            .compactMap { $0 }.joined(separator: ":")
        let result = try await ChildProcess.run(
            "/usr/bin/env", ["node", "--expose-gc", RepositoryPaths.peerScript], environment: environment,
            input: Array(input), inheritErrors: true, timeout: 3600)
        guard result.termination == .exited(0) else {
            throw Failure(description: "node ended with \(result.termination)")
        }
        return result.outputText
    }
}
