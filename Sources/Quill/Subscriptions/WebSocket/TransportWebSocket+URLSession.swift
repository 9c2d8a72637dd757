import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transport's socket as `URLSessionWebSocketTask`: the one on Apple platforms (TLS,
/// proxies and the system's trust come with it). It compiles on Linux too, where
/// FoundationNetworking's task fails at its first message: Swift's Linux toolchains build
/// it without libcurl's WebSockets (`URLError.unsupportedURL`, "WebSockets not supported by
/// libcurl"), so Linux opens QuillHTTPClient's socket instead (`TransportWebSocketKind`).
final class URLSessionTransportWebSocket: TransportWebSocket {
    private let session: URLSession
    private let task: URLSessionWebSocketTask

    private init(session: URLSession, task: URLSessionWebSocketTask) {
        self.session = session
        self.task = task
    }

    deinit {
        session.invalidateAndCancel()
    }

    static func connect(_ options: TransportWebSocketOptions) async throws(TransportWebSocketFailure) -> any TransportWebSocket {
        let session = URLSession(configuration: .ephemeral)
        let task = session.webSocketTask(with: try request(options))
        task.maximumMessageSize = options.maxMessageSize
        task.resume()
        return URLSessionTransportWebSocket(session: session, task: task)
    }

    /// The opening handshake's request: a `ws://` or `wss://` URL (`http://` and `https://`
    /// taken as those), the headers, and the subprotocol offered.
    static func request(_ options: TransportWebSocketOptions) throws(TransportWebSocketFailure) -> URLRequest {
        var components = URLComponents(url: options.url, resolvingAgainstBaseURL: false)
        switch components?.scheme?.lowercased() {
        case "ws", "wss": break
        case "http": components?.scheme = "ws"
        case "https": components?.scheme = "wss"
        default: components = nil
        }
        guard let url = components?.url else {
            throw TransportWebSocketFailure(reason: .refused("\(options.url.absoluteString) is not a ws:// or wss:// URL"))
        }
        var request = URLRequest(url: url)
        request.timeoutInterval = options.connectTimeout
        for (name, value) in options.headers { request.setValue(value, forHTTPHeaderField: name) }
        // URLSession offers the subprotocols the request names in this field.
        request.setValue(options.subprotocol.name, forHTTPHeaderField: "Sec-WebSocket-Protocol")
        return request
    }

    func send(_ text: String) async throws(TransportWebSocketFailure) {
        do {
            try await task.send(.string(text))
        } catch {
            // A refusal is one however it shows; anything else (a close the reader sees) is a lost connection.
            let event = Self.event(
                after: error, closeCode: task.closeCode.rawValue, closeReason: task.closeReason,
                status: (task.response as? HTTPURLResponse)?.statusCode)
            if case .failed(.refused(let message)) = event { throw TransportWebSocketFailure(reason: .refused(message)) }
            throw TransportWebSocketFailure(reason: .connectionFailed("sending failed: \(error.localizedDescription)"))
        }
    }

    func receive() async -> TransportWebSocketEvent {
        do {
            switch try await task.receive() {
            case .string(let text): return .text(text)
            case .data(let data): return .text(String(decoding: data, as: UTF8.self))
            @unknown default: return .failed(.refused("a WebSocket message of an unknown kind"))
            }
        } catch {
            return Self.event(
                after: error, closeCode: task.closeCode.rawValue, closeReason: task.closeReason,
                status: (task.response as? HTTPURLResponse)?.statusCode)
        }
    }

    /// What a failed `receive` means: the server's close frame when one came, a refused
    /// opening handshake, a URL this URLSession cannot open (no reconnect will cure those),
    /// or a lost connection.
    static func event(after error: any Error, closeCode: Int, closeReason: Data?, status: Int?) -> TransportWebSocketEvent {
        if closeCode != URLSessionWebSocketTask.CloseCode.invalid.rawValue {
            return .closed(code: closeCode, reason: closeReason.map { String(decoding: $0, as: UTF8.self) } ?? "")
        }
        if let status, status != 101 {
            return .failed(.refused("the server refused the WebSocket with HTTP \(status)"))
        }
        if (error as? URLError)?.code == .unsupportedURL {
            return .failed(.refused("URLSession cannot open the WebSocket: \(error.localizedDescription)"))
        }
        return .failed(.connectionFailed("the connection was lost: \(error.localizedDescription)"))
    }

    func close(code: Int, reason: String) async {
        let closeCode = URLSessionWebSocketTask.CloseCode(rawValue: code) ?? .normalClosure
        task.cancel(with: closeCode, reason: Data(reason.utf8))
    }
}
