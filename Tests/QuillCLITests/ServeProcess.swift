import Foundation
import Testing

/// A `quill serve` started by a test: waits for its printed URLs, and is always stopped.
final class ServeProcess {
    let process = Process()
    let directory: URL
    /// The port of the endpoint URL printed (`http://HOST:PORT/graphql`).
    private(set) var port: UInt16 = 0

    /// Starts the built `quill serve ARGUMENTS` in `directory` and waits up to 20 s for a URL.
    init(_ arguments: [String], in directory: URL) throws {
        self.directory = directory
        let executable = try #require(QuillProcess.executable, "no built quill executable; run 'swift build' first")
        try Data().write(to: directory.appending(path: "stdout"))
        try Data().write(to: directory.appending(path: "stderr"))
        process.executableURL = executable
        process.arguments = ["serve"] + arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: directory.appending(path: "stdout"))
        process.standardError = try FileHandle(forWritingTo: directory.appending(path: "stderr"))
        try process.run()
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline && process.isRunning {
            if let url = output.firstMatch(of: /http:\/\/(\S+):(\d+)\/graphql\n/), let port = UInt16(url.2) {
                self.port = port
                return
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let errors = self.errors
        stop()
        throw ServeHTTPClient.Failure(description: "quill serve printed no URL; stderr: \(errors)")
    }

    var output: String { (try? String(contentsOf: directory.appending(path: "stdout"), encoding: .utf8)) ?? "" }
    var errors: String { (try? String(contentsOf: directory.appending(path: "stderr"), encoding: .utf8)) ?? "" }

    /// Sends `signal`, waits up to 10 s for the exit, then kills; the exit status, nil if a
    /// signal ended the process.
    @discardableResult
    func stop(with signal: Int32 = SIGTERM) -> Int32? {
        if process.isRunning {
            kill(process.processIdentifier, signal)
            let deadline = ContinuousClock.now + .seconds(10)
            while process.isRunning && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.02) }
        }
        guard process.isRunning else { return process.terminationReason == .exit ? process.terminationStatus : nil }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return nil
    }

    deinit { stop() }
}
