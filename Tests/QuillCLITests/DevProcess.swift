import Foundation
import GraphQL
import Testing
@testable import QuillCLI

/// A `quill dev` started by a test on a free port: waits for its printed endpoint, sends
/// GraphQL requests over HTTP, and is always stopped.
final class DevProcess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let process = Process()
    let directory: URL
    /// The port of the endpoint URL printed (`http://127.0.0.1:PORT/graphql`).
    private(set) var port = 0

    /// Starts the built `quill dev ARGUMENTS --port 0` in `directory` (its streams go to
    /// files there) and waits up to 30 s for the endpoint URL.
    init(_ arguments: [String], in directory: URL) throws {
        self.directory = directory
        let executable = try #require(QuillProcess.executable, "no built quill executable; run 'swift build' first")
        try Data().write(to: directory.appending(path: "stdout"))
        try Data().write(to: directory.appending(path: "stderr"))
        process.executableURL = executable
        process.arguments = ["dev"] + arguments + ["--port", "0"]
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: directory.appending(path: "stdout"))
        process.standardError = try FileHandle(forWritingTo: directory.appending(path: "stderr"))
        try process.run()
        guard let match = waitFor(output: /GraphQL endpoint: http:\/\/127\.0\.0\.1:(\d+)\/graphql\n/), let port = Int(match.1) else {
            let errors = self.errors
            stop()
            throw Failure(description: "quill dev printed no endpoint; stderr: \(errors)")
        }
        self.port = port
    }

    var output: String { (try? String(contentsOf: directory.appending(path: "stdout"), encoding: .utf8)) ?? "" }
    var errors: String { (try? String(contentsOf: directory.appending(path: "stderr"), encoding: .utf8)) ?? "" }

    /// Waits up to `seconds` for standard output to match `pattern`.
    func waitFor<Output>(output pattern: Regex<Output>, seconds: Int = 30) -> Regex<Output>.Match? {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline && process.isRunning {
            if let match = output.firstMatch(of: pattern) { return match }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return output.firstMatch(of: pattern)
    }

    /// Waits up to `seconds` for standard error to contain `text`.
    func waitFor(errors text: String, seconds: Int = 30) -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline && !errors.contains(text) { Thread.sleep(forTimeInterval: 0.05) }
        return errors.contains(text)
    }

    /// POSTs a GraphQL request to the endpoint and returns the response's status and JSON.
    func reply(_ query: String, operationName: String? = nil, variables: [String: String] = [:]) throws -> (status: Int, json: JSONValue) {
        var request: [(String, JSONValue)] = [("query", .string(query))]
        if let operationName { request.append(("operationName", .string(operationName))) }
        if !variables.isEmpty {
            request.append(("variables", .object(JSONObject(variables.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))))
        }
        let reply = try DevHTTPClient.post(
            host: "127.0.0.1", port: port, path: "/graphql", body: JSONValue.object(JSONObject(request)).serialized(),
            headers: [("Accept", "application/graphql-response+json")])
        return (reply.status, try JSONReader().read(String(decoding: reply.body, as: UTF8.self)))
    }

    /// POSTs a GraphQL request to the endpoint and returns the whole response, which must have status 200.
    func response(_ query: String, operationName: String? = nil, variables: [String: String] = [:]) throws -> JSONValue {
        let reply = try reply(query, operationName: operationName, variables: variables)
        guard reply.status == 200 else { throw Failure(description: "status \(reply.status): \(reply.json)") }
        return reply.json
    }

    /// The `data` of a response that must have no errors.
    func data(_ query: String, operationName: String? = nil, variables: [String: String] = [:]) throws -> JSONValue {
        let response = try response(query, operationName: operationName, variables: variables)
        guard response["errors"] == nil, let data = response["data"] else {
            throw Failure(description: "errors: \(String(decoding: response.serialized(), as: UTF8.self))")
        }
        return data
    }

    /// Sends `signal`, waits up to 15 s for the exit, then kills; the exit status, nil if a
    /// signal ended the process.
    @discardableResult
    func stop(with signal: Int32 = SIGTERM) -> Int32? {
        if process.isRunning {
            kill(process.processIdentifier, signal)
            let deadline = ContinuousClock.now + .seconds(15)
            while process.isRunning && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.02) }
        }
        guard process.isRunning else {
            process.waitUntilExit()
            return process.terminationReason == .exit ? process.terminationStatus : nil
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return nil
    }

    deinit { stop() }
}

/// A new directory holding a copy of an example's model (`schema.graphql`), removed afterwards.
func withExampleModel<T>(_ example: String, _ body: (URL) throws -> T) throws -> T {
    try withTemporaryDirectory { directory in
        try FileManager.default.copyItem(
            at: packageRoot.appending(path: "Examples/\(example)/schema.graphql"), to: directory.appending(path: "schema.graphql"))
        return try body(directory)
    }
}

/// The text of a file of an example.
func exampleText(_ path: String) throws -> String {
    try String(contentsOf: packageRoot.appending(path: "Examples/\(path)"), encoding: .utf8)
}
