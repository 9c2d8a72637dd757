import QuillHTTP
import QuillHTTPClient
import QuillSync
import QuillTestSupport

/// The client's reading side, on one thread: one selector (QuillHTTP's epoll) over every
/// socket, each read straight into its socket's frame decoder, with no task or actor hop
/// per read, so that reading costs the client less than sending costs the server. The
/// `next` messages of one read go to the socket's `onNext` with their arrival time
/// (monotonic nanoseconds); anything else (an `error`, a `complete`, a closed connection)
/// to its `onFailure`. Pings are answered.
final class FrameReader: @unchecked Sendable {
    // Safe to share: `selector` and `sockets` are used only on the reader's thread once it
    // started (and by `stop` after it ended); `stopping` is behind a lock.

    typealias OnNext = @Sendable (_ texts: [String], _ arrival: UInt64) -> Void
    typealias OnFailure = @Sendable (String) -> Void

    /// One connection whose opening handshake (and, for graphql-transport-ws, its
    /// `connection_init` and subscriptions) is done, with nothing left unread.
    struct Socket {
        var connection: HTTPClientConnection
        var onNext: OnNext
        var onFailure: OnFailure
    }

    private struct Entry {
        var socket: Socket
        var decoder = WebSocketFrameDecoder(role: .client)
    }

    private let selector: Selector
    private var sockets: [Int32: Entry] = [:]
    private let stopping = Locked(false)
    private var thread: LoopThread?

    /// Starts reading `sockets` on a thread of its own.
    init(_ sockets: [Socket]) throws {
        selector = try Selector()
        for socket in sockets {
            let fd = socket.connection.socket.fd
            self.sockets[fd] = Entry(socket: socket)
            selector.add(fd)
        }
        thread = LoopThread { [self] in run() }
    }

    /// Stops reading and closes the connections.
    func stop() {
        stopping.withLock { $0 = true }
        thread?.join()
        thread = nil
        for entry in sockets.values { entry.socket.connection.close() }
        sockets = [:]
    }

    private func run() {
        var events: [Selector.Event] = []
        var buffer = [UInt8](repeating: 0, count: 256 * 1024)
        while !stopping.value {
            selector.wait(timeoutMilliseconds: 50, into: &events)
            for event in events where event.readable || event.hangup {
                readAll(event.fd, &buffer)
            }
        }
    }

    /// Reads what `fd` has until it would block, handing over each read's messages.
    private func readAll(_ fd: Int32, _ buffer: inout [UInt8]) {
        guard var entry = sockets[fd] else { return }
        defer { sockets[fd] = entry }
        while true {
            let result = buffer.withUnsafeMutableBytes { QuillHTTP.Socket.read(fd, into: $0) }
            guard case .done(let count) = result else {
                if case .closed = result { fail(fd, &entry, "the connection closed") }
                return
            }
            let arrival = BenchClock.wall.now()
            var texts: [String] = []
            for frame in entry.decoder.feed(buffer[..<count]) {
                switch frame {
                case .text(let text) where FrameText.isNext(text): texts.append(text)
                case .ping(let payload):
                    let pong = WebSocketFrameEncoder.pong(payload, maskKey: WebSocketPeer.maskKey)
                    _ = pong.withUnsafeBytes { QuillHTTP.Socket.write(fd, $0) }
                default: entry.socket.onFailure("unexpected frame: \(frame)")
                }
            }
            if !texts.isEmpty { entry.socket.onNext(texts, arrival) }
            if count < buffer.count { return }
        }
    }

    private func fail(_ fd: Int32, _ entry: inout Entry, _ failure: String) {
        selector.remove(fd)
        entry.socket.onFailure(failure)
    }
}
