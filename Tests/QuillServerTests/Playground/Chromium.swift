import Foundation
import QuillTestSupport

/// Debian's headless Chromium, run once per page load with a fresh profile (so no
/// localStorage leaks between runs) and a hard time limit.
enum Chromium {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Loads `url` and returns the DOM once the page has run for `budget` of virtual time
    /// (Chromium waits for pending network requests within it).
    static func dumpDOM(_ url: String, budget: Double = 5) async throws -> String {
        try await run(["--dump-dom", url], budget: budget)
    }

    /// Loads `url` in a `size` window and saves what it shows as a PNG at `path`.
    static func screenshot(_ url: String, to path: URL, size: String = "1280,800", budget: Double = 5) async throws {
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: path)
        _ = try await run(["--screenshot=\(path.path)", "--window-size=\(size)", url], budget: budget)
        guard FileManager.default.fileExists(atPath: path.path) else {
            throw Failure(description: "Chromium wrote no screenshot at \(path.path)")
        }
    }

    /// Runs Chromium headless with `arguments`; returns its standard output. Stops it after
    /// `timeout`.
    private static func run(_ arguments: [String], budget: Double, timeout: Double = 60) async throws -> String {
        let executable = try Browser.executable()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("quill-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let arguments =
            [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--user-data-dir=\(scratch.appendingPathComponent("profile").path)",
                "--virtual-time-budget=\(Int(budget * 1000))",
            ] + arguments
        let result = try await ChildProcess.run(executable.path, arguments, timeout: timeout)
        guard result.status == 0 else {
            throw Failure(description: "Chromium exited with \(result.termination): \(result.errorsText.suffix(2000))")
        }
        return result.outputText
    }
}
