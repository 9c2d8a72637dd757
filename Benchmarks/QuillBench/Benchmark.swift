/// One timed task: Quill runs `run` in this process, the peer runs `peer` in the node script.
struct Benchmark {
    /// Starts with the phase, then the input: "parse schema.graphql".
    let name: String
    /// Reads the inputs and returns the iteration to time, which returns a number derived
    /// from its result so that the work cannot be optimized away. Called only when the
    /// benchmark is selected.
    let setUp: () throws -> () throws -> Int
    /// What the node script times for comparison; `nil` when no peer does this work.
    let peer: PeerTask?
}

/// A task the node script knows by `id` (see Benchmarks/peer/graphql-js.mjs), with its arguments.
struct PeerTask: Sendable {
    let id: String
    let args: [String: String]
}

/// A set-up that found its inputs unfit for the benchmark.
struct SetUpFailure: Error, CustomStringConvertible {
    let description: String
}
