import Foundation
import GraphQL
import QuillTestSupport

/// `--rounds N`: runs the benchmarks N times, each time in a new process of this
/// executable (`--json`), and prints each benchmark's medians. On the build machine
/// one process in three or so runs small documents ~20% slower throughout (the cause
/// is outside the process; see BENCHMARKS.md), so rounds in one process would measure
/// one draw of that.
func runRounds(_ options: Options) async -> Int32 {
    var rounds: [[Row]] = []
    for round in 1...options.rounds {
        log("round \(round) of \(options.rounds)")
        let result: ChildProcess.Result
        do {
            result = try await ChildProcess.run(
                CommandLine.arguments[0], options.roundArguments.filter { $0 != "--json" } + ["--json"], inheritErrors: true,
                timeout: 3600)
        } catch {
            log("quill-bench: cannot run a round: \(error)")
            return 1
        }
        guard result.termination == .exited(0), let rows = rows(fromJSONLines: Data(result.output)) else {
            log("quill-bench: round \(round) failed (\(result.termination))")
            return 1
        }
        rounds.append(rows)
    }
    let rows = rounds[0].indices.map { index in Row(medianOf: rounds.map { $0[index] }) }
    print(options.json ? Report.jsonLines(rows) : Report.table(rows))
    return 0
}

/// The rows of `Report.jsonLines`.
private func rows(fromJSONLines data: Data) -> [Row]? {
    var rows: [Row] = []
    for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
        guard let object = try? JSONReader().read(Array(line)), let name = object["name"]?.stringValue else { return nil }
        rows.append(Row(name: name, quillMicroseconds: number(object["quill_us"]), peerMicroseconds: number(object["peer_us"])))
    }
    return rows
}

private func number(_ value: JSONValue?) -> Double? {
    switch value {
    case .double(let double): double
    case .int(let int): Double(int)
    default: nil
    }
}
