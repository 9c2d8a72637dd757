/// A connection's WebSocket after the upgrade: the protocol state, the session's
/// message stream and its task.
struct WebSocketState {
    var connection: WebSocketConnection
    let inbox: WebSocketInbox
    var task: Task<Void, Never>?
    /// When this end sent its close frame (loop time), to give up waiting for the peer's.
    var closeSentAt: UInt64?
    /// When the peer last sent anything (loop time), and when it was pinged since.
    var lastReceived: UInt64
    var pingSentAt: UInt64?
}

extension ServerConnection {
    /// How long to wait for the peer's close frame after sending ours.
    private static let closeHandshakeTimeout: UInt64 = 5_000_000_000

    /// Switches to WebSocket (the 101 is already in the output) and starts the session.
    func startWebSocket(_ session: WebSocketSession) {
        let (loop, fd, id) = (loop, fd, id)
        let inbox = WebSocketInbox { loop.execute { $0.connection(fd: fd, id: id)?.flush() } }
        webSocket = WebSocketState(
            connection: WebSocketConnection(role: .server, limits: session.limits), inbox: inbox, lastReceived: loop.now)
        let channel = WebSocketChannel(
            messages: inbox.messages,
            send: { text in
                try? await withCheckedThrowingContinuation { (waiter: CheckedContinuation<Void, any Error>) in
                    let queued = loop.execute { loop in
                        guard let connection = loop.connection(fd: fd, id: id) else {
                            return waiter.resume(throwing: CancellationError())
                        }
                        connection.sendWebSocket(text: text, waiter)
                    }
                    if !queued { waiter.resume(throwing: CancellationError()) }
                }
            },
            close: { code, reason in
                loop.execute { $0.connection(fd: fd, id: id)?.closeWebSocket(code, reason: reason) }
            })
        webSocket?.task = Task {
            await session.run(channel)
            loop.execute { $0.connection(fd: fd, id: id)?.closeWebSocket(.normalClosure, reason: "") }
        }
    }

    func receiveWebSocket(_ bytes: ArraySlice<UInt8>) {
        guard let actions = webSocket?.connection.receive(bytes) else { return }
        for action in actions {
            switch action {
            case .text(let text): webSocket?.inbox.yield(.text(text))
            case .binary(let bytes): webSocket?.inbox.yield(.binary(bytes))
            case .pong: break
            case .write(let bytes): output.append(contentsOf: bytes)
            case .closed:
                webSocket?.inbox.finish()
                closeWhenFlushed = true
            }
        }
    }

    private func sendWebSocket(text: String, _ waiter: CheckedContinuation<Void, any Error>) {
        if let frame = webSocket?.connection.send(text: text) {
            output.append(contentsOf: frame)
            flush()
        }
        resumeWhenWritable(waiter)
    }

    /// Starts the close handshake (nothing if it has started).
    func closeWebSocket(_ code: WebSocketCloseCode, reason: String) {
        guard webSocket != nil else { return }
        if let frame = webSocket?.connection.close(code: code, reason: reason) {
            output.append(contentsOf: frame)
            webSocket?.closeSentAt = loop.now
            flush()
        } else if webSocket?.connection.state == .closed {
            closeWhenFlushed = true
            flush()
        }
    }

    /// Pings a peer that has sent nothing for `interval` (0: never), and closes the
    /// connection of one that sends nothing for another `interval` after the ping.
    func checkWebSocketPeer(now: UInt64, interval: UInt64) {
        guard let state = webSocket, state.closeSentAt == nil else { return }
        switch WebSocketLiveness.action(
            now: now, lastReceived: state.lastReceived, pingSentAt: state.pingSentAt, interval: interval,
            reading: !state.inbox.isFull)
        {
        case .none:
            return
        case .restart:
            webSocket?.lastReceived = now
        case .ping:
            guard let frame = webSocket?.connection.ping() else { return }
            output.append(contentsOf: frame)
            webSocket?.pingSentAt = now
            flush()
        case .close:
            loop.context.logger.log(.info, "\(remoteAddress): WebSocket peer did not answer a ping; closing")
            loop.close(self)
        }
    }

    func webSocketCloseTimedOut(now: UInt64) -> Bool {
        guard let sent = webSocket?.closeSentAt else { return false }
        return now &- sent > Self.closeHandshakeTimeout
    }

    /// The transport is gone: end the message stream and cancel the session.
    func webSocketClosed() {
        webSocket?.inbox.finish()
        webSocket?.task?.cancel()
    }
}

/// When to ping a WebSocket peer and when to give up on it: the pure decision behind
/// `ServerConnection.checkWebSocketPeer`, on loop times in nanoseconds.
enum WebSocketLiveness {
    enum Action: Equatable {
        /// `restart`: count the peer's silence from now.
        case none, ping, close, restart
    }

    /// A peer that has sent nothing for `interval` since its last bytes is pinged; one
    /// that has sent nothing for `interval` since an unanswered ping is closed. An
    /// `interval` of 0 turns both off. While this end does not read (its session falls
    /// behind), what the peer sent waits unread in the socket, so its silence cannot be
    /// told: it counts again from when reading does (a busy session must not get a live
    /// peer closed).
    static func action(now: UInt64, lastReceived: UInt64, pingSentAt: UInt64?, interval: UInt64, reading: Bool = true)
        -> Action
    {
        guard interval > 0 else { return .none }
        guard reading else { return .restart }
        if let pinged = pingSentAt, pinged > lastReceived {
            return now &- pinged > interval ? .close : .none
        }
        return now &- lastReceived > interval ? .ping : .none
    }
}
