import QuillHTTP
import Synchronization

/// A responder made of a closure, for tests.
struct ClosureResponder: HTTPResponder {
    let handler: @Sendable (HTTPRequest) -> HTTPReply

    init(_ handler: @escaping @Sendable (HTTPRequest) -> HTTPReply) {
        self.handler = handler
    }

    func respond(to request: HTTPRequest) -> HTTPReply { handler(request) }
}

/// The static responder the HTTP floor is measured with: `hello` for every request.
struct HelloResponder: HTTPResponder {
    func respond(to request: HTTPRequest) -> HTTPReply {
        .response(HTTPResponse(status: 200, headers: ["Content-Type": "text/plain"], body: Array("hello".utf8)))
    }
}

/// Echoes the method, target and body: `GET /a` or `POST /b <body>`.
let echoResponder = ClosureResponder { request in
    let body = request.body.isEmpty ? "" : " " + String(decoding: request.body, as: UTF8.self)
    return .response(HTTPResponse(status: 200, body: Array("\(request.method) \(request.head.target)\(body)".utf8)))
}

/// Starts a server (see `testConfiguration`), runs `body` with it and always shuts it down.
func withServer(
    _ configuration: HTTPServer.Configuration, responder: some HTTPResponder,
    _ body: (HTTPServer) async throws -> Void
) async throws {
    let server = HTTPServer(configuration: configuration, responder: responder)
    try server.start()
    do {
        try await body(server)
    } catch {
        await server.shutdown()
        throw error
    }
    await server.shutdown()
}

/// A configuration for tests: loopback, ephemeral port, quick grace period.
func testConfiguration(
    loops: Int = 2, limits: HTTPParserLimits = .init(), maxConnections: Int = 10_000,
    idleTimeout: Duration = .seconds(30), readTimeout: Duration = .seconds(30),
    gracePeriod: Duration = .seconds(2), host: String = "127.0.0.1"
) -> HTTPServer.Configuration {
    HTTPServer.Configuration(
        host: host, port: 0, loopCount: loops, limits: limits, maxConnections: maxConnections,
        idleTimeout: idleTimeout, readTimeout: readTimeout, shutdownGracePeriod: gracePeriod)
}

/// A flag one task sets and others wait for.
final class Flag: Sendable {
    private struct State {
        var isSet = false
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextWaiter = 0
    }

    private let state = Mutex(State())

    func set() {
        let waiters = state.withLock { state in
            state.isSet = true
            defer { state.waiters = [:] }
            return state.waiters.values
        }
        for waiter in waiters { waiter.resume() }
    }

    var isSet: Bool { state.withLock { $0.isSet } }

    /// Returns once the flag is set, or when the task is cancelled.
    func wait() async {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                let now = state.withLock { state in
                    if state.isSet || Task.isCancelled { return true }
                    state.waiters[id] = waiter
                    return false
                }
                if now { waiter.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }

    /// Waits for the flag, giving up after `timeout` (a guard against a hang, not a
    /// measure of speed); returns whether it was set.
    func wait(timeout: Duration = .seconds(60)) async throws -> Bool {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.wait() }
            group.addTask { try? await Task.sleep(for: timeout) }
            await group.next()
            group.cancelAll()
        }
        return isSet
    }
}

/// Log lines a test can read.
final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])
    var all: [String] { lines.withLock { $0 } }
    var logger: Logger { Logger(level: .debug) { level, line in self.lines.withLock { $0.append("\(level): \(line)") } } }

    /// Waits up to `timeout` for a line containing `text`; returns whether one came.
    func wait(for text: String, timeout: Duration = .seconds(10)) async throws -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !all.contains(where: { $0.contains(text) }), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        return all.contains { $0.contains(text) }
    }
}

/// Polls `condition` until it holds or `timeout` passes; returns whether it held.
func eventually(timeout: Duration = .seconds(10), _ condition: () -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
    return condition()
}
