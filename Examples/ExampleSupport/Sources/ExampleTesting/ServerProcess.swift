import Foundation

/// A GraphQL server a test starts (`quill dev`, `launches-server`) on a free port: it runs
/// until `stop()`, and its endpoint is the one it prints (`GraphQL endpoint: URL`).
public final class ServerProcess: Sendable {
    public let program: Program
    public let endpoint: URL

    /// Starts `executable` with `arguments` (which ask for port 0) and waits for its endpoint.
    public init(_ executable: URL, _ arguments: [String], in directory: URL) async throws {
        program = try Program(executable, arguments, in: directory)
        let printed = try await program.waitForOutput("its endpoint") { $0.contains("GraphQL endpoint: ") && $0.hasSuffix("\n") }
        guard let line = printed.split(separator: "\n").first(where: { $0.hasPrefix("GraphQL endpoint: ") }),
            let endpoint = URL(string: String(line.dropFirst("GraphQL endpoint: ".count)))
        else {
            _ = try? await program.stop()
            throw TestFailure("\(program.command) printed no endpoint: \(printed)")
        }
        self.endpoint = endpoint
    }

    /// `quill dev` on the data model `schema` with its `seed`, on a fresh SQLite database in `directory`.
    public static func quillDev(schema: URL, seed: URL, in directory: URL) async throws -> ServerProcess {
        try await ServerProcess(
            try BuiltProducts.quill(),
            ["dev", "--schema", schema.path, "--seed", seed.path, "--database", directory.appending(path: "data.sqlite").path, "--port", "0"],
            in: directory)
    }

    /// Stops the server and waits for it to end.
    public func stop() async throws {
        try await program.stop()
    }
}
