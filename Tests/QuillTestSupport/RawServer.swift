import QuillHTTP
import QuillHTTPClient

/// A loopback listener whose accepted connections a test drives byte by byte, to play a
/// server (a well-behaved or a hostile one) to the client.
public final class RawServer: Sendable {
    public let port: Int
    private let socket: ClientSocket

    public init() throws {
        let fd = try Listener.open(host: "127.0.0.1", port: 0, backlog: 16)
        port = SocketAddress.boundPort(fd)
        socket = ClientSocket(adopting: fd, timeout: failureGuard)
    }

    /// The next connection, as raw bytes in and out (its `read` and `write`).
    public func accept() async throws -> HTTPClientConnection {
        while true {
            switch Socket.accept(socket.fd) {
            case .connection(let fd, _):
                return HTTPClientConnection(adopting: ClientSocket(adopting: fd, timeout: failureGuard))
            case .none, .outOfDescriptors:
                try await SocketReactor.shared.wait(for: socket.fd, .readable, timeout: failureGuard)
            }
        }
    }

    public func close() { socket.close() }
}
