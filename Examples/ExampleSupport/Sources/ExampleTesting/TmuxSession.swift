import Foundation

/// A program run in a pseudo-terminal by tmux, as a person runs it: keys sent with
/// `send-keys`, the screen read with `capture-pane`. Each session has a tmux server of its
/// own (its own socket), which `close()` ends.
public final class TmuxSession: Sendable {
    private let socket: String
    private let tmux: URL
    private let directory: URL

    /// Starts `command` (its words) in `directory`, on a screen of `columns` × `rows`. A
    /// shell runs it and then prints its exit status (tmux's own record of it may come late,
    /// or not at all), and the pane stays, so that the status can be read off the screen.
    public init(_ command: [String], in directory: URL, columns: Int = 100, rows: Int = 30) async throws {
        socket = "quill-example-\(UUID().uuidString)"
        tmux = try Self.findTmux()
        self.directory = directory
        let shell = ["/bin/sh", "-c", #""$@"; echo "exit status $?"; sleep 3600"#, "sh"]
        // -u: UTF-8 whatever the locale. The tmux server this starts keeps the output it
        // inherits: not captured, or it would never end.
        try await tmux(
            ["-u", "-f", "/dev/null", "new-session", "-d", "-s", "app", "-x", "\(columns)", "-y", "\(rows)", "-c", directory.path]
                + [Self.shellQuoted(shell + command)],
            capturingOutput: false)
    }

    /// Presses keys, in tmux's names: `"a"`, `"Down"`, `"Enter"`, `"C-c"`.
    public func press(_ keys: String...) async throws {
        try await tmux(["send-keys", "-t", "app"] + keys)
    }

    /// The screen now, one line per row.
    public func screen() async throws -> String {
        try await tmux(["capture-pane", "-p", "-t", "app"]).output
    }

    /// The screen once `condition` holds for it; it is read again every 50 ms (tmux tells
    /// no one when a pane changes).
    @discardableResult
    public func waitForScreen(_ what: String, until condition: @escaping @Sendable (String) -> Bool) async throws -> String {
        let session = self
        do {
            return try await withFailureGuard("the screen did not show \(what)") {
                while true {
                    let screen = try await session.screen()
                    if condition(screen) { return screen }
                    try await Task.sleep(for: .milliseconds(50))
                }
            }
        } catch let failure as TestFailure {
            throw TestFailure("\(failure); the screen:\n\((try? await screen()) ?? "")")
        }
    }

    /// The screen once it shows `text`.
    @discardableResult
    public func waitForScreen(showing text: String) async throws -> String {
        try await waitForScreen(text) { $0.contains(text) }
    }

    /// Resizes the window, as a person resizing the terminal does (the program gets SIGWINCH).
    public func resize(columns: Int, rows: Int) async throws {
        try await tmux(["resize-window", "-t", "app", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The program's exit status, once it ended (128 + the signal that killed it).
    public func exitStatus() async throws -> Int32 {
        let screen = try await waitForScreen("the program's exit status") { $0.contains("exit status ") }
        guard let status = screen.firstMatch(of: /exit status (\d+)/).flatMap({ Int32($0.1) }) else {
            throw TestFailure("no exit status on the screen:\n\(screen)")
        }
        return status
    }

    /// Runs `body` on a session of `command`, then ends the session's tmux server and
    /// whatever still runs in it, whether `body` threw or not.
    public static func run<T: Sendable>(
        _ command: [String], in directory: URL, columns: Int = 100, rows: Int = 30, _ body: (TmuxSession) async throws -> T
    ) async throws -> T {
        let session = try await TmuxSession(command, in: directory, columns: columns, rows: rows)
        do {
            let result = try await body(session)
            await session.close()
            return result
        } catch {
            await session.close()
            throw error
        }
    }

    /// Ends the session's tmux server and whatever still runs in it.
    public func close() async {
        _ = try? await tmux(["kill-server"])
    }

    @discardableResult
    private func tmux(_ arguments: [String], capturingOutput: Bool = true) async throws -> Program.Result {
        let result = try await Program.run(tmux, ["-L", socket] + arguments, in: directory, capturingOutput: capturingOutput)
        guard result.status == 0 else { throw TestFailure("tmux \(arguments.joined(separator: " ")) failed: \(result)") }
        return result
    }

    private static func findTmux() throws -> URL {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        guard
            let found = path.map({ URL(filePath: String($0)).appending(path: "tmux") }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0.path)
            })
        else {
            throw TestFailure("no tmux on PATH (Debian: apt-get install tmux; scripts/install-deps installs it)")
        }
        return found
    }

    /// The words as one shell command line.
    private static func shellQuoted(_ words: [String]) -> String {
        words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
    }
}
