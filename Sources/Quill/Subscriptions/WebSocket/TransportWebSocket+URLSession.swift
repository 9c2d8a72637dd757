#if canImport(Darwin)
import Foundation

/// On Apple platforms the transport's socket is `URLSessionWebSocketTask` (TLS, proxies and
/// the system's trust come with it).
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
        var components = URLComponents(url: options.url, resolvingAgainstBaseURL: false)
        switch components?.scheme?.lowercased() {
        case "ws", "wss": break
        case "http": components?.scheme = "ws"
        case "https": components?.scheme = "wss"
        default: throw TransportWebSocketFailure(reason: .refused("\(options.url.absoluteString) is not a ws:// or wss:// URL"))
        }
        guard let url = components?.url else {
            throw TransportWebSocketFailure(reason: .refused("\(options.url.absoluteString) is not a ws:// or wss:// URL"))
        }
        var request = URLRequest(url: url)
        request.timeoutInterval = options.connectTimeout
        for (name, value) in options.headers { request.setValue(value, forHTTPHeaderField: name) }
        // URLSession offers the subprotocols the request names in this field.
        request.setValue(options.subprotocol.name, forHTTPHeaderField: "Sec-WebSocket-Protocol")
        let session = URLSession(configuration: .ephemeral)
        let task = session.webSocketTask(with: request)
        task.maximumMessageSize = options.maxMessageSize
        task.resume()
        return URLSessionTransportWebSocket(session: session, task: task)
    }

    func send(_ text: String) async throws {
        try await task.send(.string(text))
    }

    func receive() async -> TransportWebSocketEvent {
        do {
            switch try await task.receive() {
            case .string(let text): return .text(text)
            case .data(let data): return .text(String(decoding: data, as: UTF8.self))
            @unknown default: return .failed(.refused("a WebSocket message of an unknown kind"))
            }
        } catch {
            let code = task.closeCode.rawValue
            if code != URLSessionWebSocketTask.CloseCode.invalid.rawValue {
                return .closed(code: code, reason: task.closeReason.map { String(decoding: $0, as: UTF8.self) } ?? "")
            }
            if let response = task.response as? HTTPURLResponse, response.statusCode != 101 {
                return .failed(.refused("the server refused the WebSocket with HTTP \(response.statusCode)"))
            }
            return .failed(.connectionFailed("the connection was lost: \(error.localizedDescription)"))
        }
    }

    func close(code: Int, reason: String) async {
        let closeCode = URLSessionWebSocketTask.CloseCode(rawValue: code) ?? .normalClosure
        task.cancel(with: closeCode, reason: Data(reason.utf8))
    }
}

/// The platform's socket for the transport.
func openTransportWebSocket(_ options: TransportWebSocketOptions) async throws(TransportWebSocketFailure) -> any TransportWebSocket {
    try await URLSessionTransportWebSocket.connect(options)
}
#endif
