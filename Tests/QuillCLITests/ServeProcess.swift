import Foundation
import QuillHTTP1
import QuillHTTPClient
import QuillTestSupport
import Testing

/// A `quill serve` started by a test: waits for its printed URLs; stopped by the test, or
/// killed when dropped.
final class ServeProcess {
    let process: ChildProcess
    /// The port of the endpoint URL printed (`http://HOST:PORT/graphql`).
    let port: Int

    /// Starts the built `quill serve ARGUMENTS` in `directory` and waits for a URL.
    init(_ arguments: [String], in directory: URL) async throws {
        process = try ChildProcess(try QuillProcess.path(), ["serve"] + arguments, directory: directory.path)
        await process.waitForOutput { !regexMatches(Self.url, in: $0).isEmpty }
        guard let url = regexMatches(Self.url, in: process.output).first, let port = Int(url[2]) else {
            process.signal(SIGKILL)
            throw ChildProcess.Failure(description: "quill serve printed no URL; stderr: \(process.errors)")
        }
        self.port = port
    }

    private static let url = #"http://(\S+):(\d+)/graphql\n"#

    var output: String { process.output }
    /// The output once it holds `count` lines (`failureGuard` at most).
    func output(lines count: Int) async -> String { await process.output(lines: count) }
    var errors: String { process.errors }

    /// Sends `signal` and waits (up to 10 s, then kills); the exit status, nil if a signal
    /// ended the process.
    @discardableResult
    func stop(with signal: Int32 = SIGTERM) async -> Int32? {
        guard case .exited(let code) = await process.stop(signal) else { return nil }
        return code
    }

    /// Kills the process if it still runs (for a `defer`).
    func kill() { process.signal(SIGKILL) }

    deinit { kill() }

    /// One request over a new IPv4 loopback connection (`Connection: close`).
    func request(_ method: HTTPMethod, _ path: String, headers: HTTPHeaders = [:], body: String? = nil) async throws
        -> HTTPClientResponse
    {
        let connection = try await HTTPClientConnection.connect(port: port)
        var headers = headers
        headers.append(name: "Connection", value: "close")
        let bodyBytes = body.map { Array($0.utf8) } ?? (method == .post ? [] : nil)
        return try await connection.request(HTTPClientRequest(method: method, target: path, headers: headers, body: bodyBytes))
    }
}
