import Foundation
import QuillHTTPClient
import QuillWebSocket

/// One WebSocket to Chromium's DevTools endpoint: commands (to the browser, or to a page's
/// session) answered by id, and the events each page's session reports.
actor DevToolsConnection {
    /// An event of a page's session: its method and its parameters as JSON.
    struct Event: Sendable {
        var method: String
        var params: Data
    }

    private let socket: WebSocketClient
    private var nextID = 0
    private var pending: [Int: CheckedContinuation<Data, any Error>] = [:]
    private var sessions: [String: @Sendable (Event) -> Void] = [:]
    /// Commands whose task was cancelled before they were sent.
    private var cancelled: Set<Int> = []
    private var failure: BrowserFailure?

    private init(socket: WebSocketClient) {
        self.socket = socket
    }

    /// Connects to the browser's endpoint (`ws://127.0.0.1:PORT/devtools/browser/…`) and
    /// starts reading.
    static func connect(to url: String) async throws -> DevToolsConnection {
        guard let match = regexMatches(#"^ws://([^/:]+):(\d+)(/.*)$"#, in: url).first, let port = Int(match[2]) else {
            throw BrowserFailure("not a DevTools endpoint: \(url)")
        }
        // Screenshots come back as one base64 message.
        let limits = WebSocketFrameDecoder.Limits(maxFrameSize: 256 << 20, maxMessageSize: 256 << 20)
        let socket = try await WebSocketClient.connect(
            host: match[1], port: port, target: match[3], connection: .init(timeout: failureGuard),
            configuration: .init(limits: limits))
        let connection = DevToolsConnection(socket: socket)
        Task { await connection.read() }
        return connection
    }

    /// Sends `method` (to the page of `session`, or to the browser) and returns its result as
    /// JSON; a cancelled task stops waiting for it (`CancellationError`).
    func send(_ method: String, _ params: [String: any Sendable] = [:], session: String? = nil) async throws -> Data {
        if let failure { throw failure }
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        let text = String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self)
        let socket = socket
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if cancelled.remove(id) != nil { return continuation.resume(throwing: CancellationError()) }
                pending[id] = continuation
                Task {
                    do { try await socket.send(text: text) } catch { self.fail(BrowserFailure("sending \(method): \(error)")) }
                }
            }
        } onCancel: {
            Task { await self.cancel(id) }
        }
    }

    private func cancel(_ id: Int) {
        if let continuation = pending.removeValue(forKey: id) {
            continuation.resume(throwing: CancellationError())
        } else {
            cancelled.insert(id)
        }
    }

    /// Delivers the events of `session` to `handler`, from now on.
    func listen(to session: String, _ handler: @escaping @Sendable (Event) -> Void) {
        sessions[session] = handler
    }

    func close() async {
        try? await socket.close()
    }

    private func read() async {
        do {
            while let message = try await socket.receive() {
                guard case .text(let text) = message else { continue }
                try dispatch(Data(text.utf8))
            }
            fail(BrowserFailure("the browser closed its DevTools connection"))
        } catch {
            fail(BrowserFailure("the DevTools connection failed: \(error)"))
        }
    }

    private func dispatch(_ data: Data) throws {
        guard let message = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
        if let id = message["id"] as? Int, let continuation = pending.removeValue(forKey: id) {
            if let error = message["error"] as? [String: Any] {
                continuation.resume(throwing: BrowserFailure("\(error["message"] ?? error)"))
            } else {
                continuation.resume(returning: try JSONSerialization.data(withJSONObject: message["result"] ?? [:]))
            }
        } else if let method = message["method"] as? String, let session = message["sessionId"] as? String,
            let handler = sessions[session]
        {
            handler(Event(method: method, params: try JSONSerialization.data(withJSONObject: message["params"] ?? [:])))
        }
    }

    private func fail(_ error: BrowserFailure) {
        if failure == nil { failure = error }
        let waiting = pending
        pending = [:]
        for continuation in waiting.values { continuation.resume(throwing: error) }
    }
}

/// What went wrong driving the browser.
public struct BrowserFailure: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
