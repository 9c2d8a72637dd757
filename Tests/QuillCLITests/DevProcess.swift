import Foundation
import GraphQL
import QuillHTTP1
import QuillHTTPClient
import QuillTestSupport
import Testing

/// A `quill dev` (or `quill start`) started by a test on a free port: waits for its
/// printed endpoint, sends GraphQL requests over HTTP; stopped by the test, or killed when
/// dropped.
final class DevProcess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let process: ChildProcess
    /// The port of the endpoint URL printed (`http://127.0.0.1:PORT/graphql`).
    let port: Int

    private static let endpoint = #"GraphQL endpoint: http://127\.0\.0\.1:(\d+)/graphql\n"#

    /// Starts the built `quill dev ARGUMENTS --port 0` in `directory` (with `environment`
    /// added to this process's) and waits for the endpoint URL. A WebSocket may wait
    /// `initTimeout` seconds before its `connection_init`: the default is generous, as a
    /// test's client may be slow to send it on a loaded machine.
    init(
        _ arguments: [String], command: String = "dev", in directory: URL, environment: [String: String] = [:],
        initTimeout: Int = Int(failureGuard)
    ) async throws {
        process = try ChildProcess(
            try QuillProcess.path(), [command] + arguments + ["--port", "0", "--ws-init-timeout", String(initTimeout)],
            environment: environment, directory: directory.path)
        await process.waitForOutput { !regexMatches(Self.endpoint, in: $0).isEmpty }
        guard let match = regexMatches(Self.endpoint, in: process.output).first, let port = Int(match[1]) else {
            process.signal(SIGKILL)
            throw Failure(description: "quill \(command) printed no endpoint; stderr: \(process.errors)")
        }
        self.port = port
    }

    var output: String { process.output }
    /// The output once it holds `count` lines (`failureGuard` at most).
    func output(lines count: Int) async -> String { await process.output(lines: count) }
    var errors: String { process.errors }

    /// Waits for standard output to contain `text` (`failureGuard` at most).
    func waitFor(output text: String) async -> Bool {
        await process.waitForOutput { $0.contains(text) }
    }

    /// Waits for standard error to contain `text` (`failureGuard` at most).
    func waitFor(errors text: String) async -> Bool {
        await process.waitForErrors { $0.contains(text) }
    }

    /// POSTs a GraphQL request to the endpoint and returns the response's status and JSON.
    func reply(_ query: String, operationName: String? = nil, variables: [String: String] = [:], headers: HTTPHeaders = [:]) async throws
        -> (status: HTTPStatus, json: JSONValue)
    {
        var request: [(String, JSONValue)] = [("query", .string(query))]
        if let operationName { request.append(("operationName", .string(operationName))) }
        if !variables.isEmpty {
            request.append(("variables", .object(JSONObject(variables.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }))))
        }
        let reply = try await Self.post(JSONValue.object(JSONObject(request)).serialized(), port: port, headers: headers)
        return (reply.status, try JSONReader().read(reply.text))
    }

    /// POSTs `body` (a GraphQL request) to `quill dev`'s endpoint on `port`, over a new connection.
    static func post(_ body: [UInt8], port: Int, headers: HTTPHeaders = [:]) async throws -> HTTPClientResponse {
        let connection = try await HTTPClientConnection.connect(port: port)
        var all: HTTPHeaders = ["Accept": "application/graphql-response+json", "Connection": "close"]
        for field in headers { all.append(name: field.name, value: field.value) }
        return try await connection.request(.post("/graphql", body: body, headers: all))
    }

    /// GETs `target` over a new connection.
    func get(_ target: String, headers: HTTPHeaders = [:]) async throws -> HTTPClientResponse {
        let connection = try await HTTPClientConnection.connect(port: port)
        var all: HTTPHeaders = ["Connection": "close"]
        for field in headers { all.append(name: field.name, value: field.value) }
        return try await connection.request(HTTPClientRequest(method: .get, target: target, headers: all))
    }

    /// POSTs a GraphQL request to the endpoint and returns the whole response, which must have status 200.
    func response(_ query: String, operationName: String? = nil, variables: [String: String] = [:], headers: HTTPHeaders = [:]) async throws
        -> JSONValue
    {
        let reply = try await reply(query, operationName: operationName, variables: variables, headers: headers)
        guard reply.status == 200 else { throw Failure(description: "status \(reply.status): \(reply.json)") }
        return reply.json
    }

    /// The `data` of a response that must have no errors.
    func data(_ query: String, operationName: String? = nil, variables: [String: String] = [:], headers: HTTPHeaders = [:]) async throws -> JSONValue
    {
        let response = try await response(query, operationName: operationName, variables: variables, headers: headers)
        guard response["errors"] == nil, let data = response["data"] else {
            throw Failure(description: "errors: \(String(decoding: response.serialized(), as: UTF8.self))")
        }
        return data
    }

    /// Sends `signal` and waits (up to `failureGuard`, then kills); the exit status, nil if a signal
    /// ended the process.
    @discardableResult
    func stop(with signal: Int32 = SIGTERM) async -> Int32? {
        guard case .exited(let code) = await process.stop(signal) else { return nil }
        return code
    }

    /// Kills the process if it still runs (for a `defer`).
    func kill() { process.signal(SIGKILL) }

    deinit { kill() }
}

/// A new directory holding a copy of an example's model (`schema.graphql`), removed afterwards.
func withExampleModel<T>(_ example: String, _ body: (URL) async throws -> T) async throws -> T {
    try await withTemporaryDirectory { directory in
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Examples/\(example)/schema.graphql"), to: directory.appendingPathComponent("schema.graphql"))
        return try await body(directory)
    }
}

/// The text of a file of an example.
func exampleText(_ path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent("Examples/\(path)"), encoding: .utf8)
}
