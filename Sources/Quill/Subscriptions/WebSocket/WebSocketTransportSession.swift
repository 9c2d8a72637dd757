import Foundation
import QuillSync

/// Runs a `WebSocketTransportStateMachine` on sockets: opens them, feeds the machine the
/// server's messages, the losses and the timers, and performs its actions (sends go out
/// in order through one writer task per socket; results go to each operation's stream).
actor WebSocketTransportSession {
    typealias Continuation = AsyncThrowingStream<JSONObject, any Error>.Continuation
    private typealias Timer = WebSocketTransportStateMachine.Timer

    /// An open socket: its writer's queue and its reader.
    private struct Connection {
        let socket: any TransportWebSocket
        let outbox: AsyncStream<Outgoing>.Continuation
        let reader: Task<Void, Never>
    }

    private enum Outgoing {
        case text(String)
        case close(code: Int, reason: String)
    }

    private var machine: WebSocketTransportStateMachine
    private var configuration: WebSocketTransport.Configuration
    private let url: URL
    private var connection: Connection?
    /// Counts the sockets asked for; events of an earlier one are ignored.
    private var generation = 0
    private var opening: Task<Void, Never>?
    private var timers: [Timer: (token: Int, task: Task<Void, Never>)] = [:]
    private var timerTokens = 0
    private var streams: [String: Continuation] = [:]

    init(url: URL, configuration: WebSocketTransport.Configuration) {
        self.url = url
        self.configuration = configuration
        machine = WebSocketTransportStateMachine(
            configuration: .init(
                url: url, subprotocol: configuration.subprotocol, acknowledgementTimeout: configuration.acknowledgementTimeout,
                keepAlive: configuration.keepAlive, maxReconnects: configuration.reconnection.maxAttempts))
    }

    func subscribe(id: String, payload: JSONObject, continuation: Continuation) {
        streams[id] = continuation
        perform(machine.subscribe(id: id, payload: payload))
    }

    func unsubscribe(id: String) {
        streams[id] = nil
        perform(machine.unsubscribe(id: id))
    }

    func terminate() {
        perform(machine.terminate())
        opening?.cancel()
        for timer in timers.values { timer.task.cancel() }
        timers = [:]
    }

    /// What the transport's owner asks of the connection, in the order asked.
    enum Command: Sendable {
        /// Sets (a value) or removes (nil) fields of the opening handshake's request.
        case headers([String: String?])
        case reconnect
        case pause
        case resume
    }

    func apply(_ command: Command) {
        switch command {
        case .headers(let values):
            for (name, value) in values { configuration.headers[name] = value }
        case .reconnect: perform(machine.reconnect())
        case .pause: perform(machine.pause())
        case .resume: perform(machine.resume())
        }
    }

    private func perform(_ actions: [WebSocketTransportStateMachine.Action]) {
        for action in actions {
            switch action {
            case .connect: connect()
            case .send(let text): connection?.outbox.yield(.text(text))
            case .close(let code, let reason): closeConnection(code: code, reason: reason)
            case .startTimer(let timer, let duration): start(timer, after: duration)
            case .cancelTimer(let timer): timers.removeValue(forKey: timer)?.task.cancel()
            case .scheduleReconnect(let attempt): start(.reconnect, after: configuration.reconnection.delay(before: attempt))
            case .deliver(let id, let payload): streams[id]?.yield(payload)
            case .finish(let id, let error): streams.removeValue(forKey: id)?.finish(throwing: error)
            case .report(let event): configuration.onEvent?(event)
            }
        }
    }

    // MARK: Sockets

    private func connect() {
        generation += 1
        let generation = generation
        let options = TransportWebSocketOptions(
            url: url, subprotocol: configuration.subprotocol, headers: configuration.headers,
            maxMessageSize: configuration.maxMessageSize, connectTimeout: configuration.connectTimeout,
            trustedCAFile: configuration.trustedCAFile)
        let connectionParams = configuration.connectionParams
        let kind = configuration.socket
        opening = Task {
            let socket: any TransportWebSocket
            do throws(TransportWebSocketFailure) {
                socket = try await kind.open(options)
            } catch {
                return self.lost(error.reason, generation)
            }
            let params: JSONObject?
            do {
                params = try await connectionParams()
            } catch {
                await socket.close(code: 1000, reason: "")
                return self.lost(.refused("connectionParams failed: \(error)"), generation)
            }
            await self.opened(socket, connectionParams: params, generation)
        }
    }

    private func opened(_ socket: any TransportWebSocket, connectionParams: JSONObject?, _ generation: Int) async {
        guard generation == self.generation, machine.phase == .connecting else {
            return await socket.close(code: 1000, reason: "")
        }
        let (outgoing, outbox) = AsyncStream.makeStream(of: Outgoing.self)
        let reader = Task {
            while !Task.isCancelled {
                switch await socket.receive() {
                case .text(let text): self.received(text, generation)
                case .closed(let code, let reason): return self.lost(.closed(code: code, reason: reason), generation)
                case .failed(let reason): return self.lost(reason, generation)
                }
            }
        }
        Task {
            for await item in outgoing {
                switch item {
                case .text(let text):
                    do throws(TransportWebSocketFailure) {
                        try await socket.send(text)
                    } catch {
                        return self.lost(error.reason, generation)
                    }
                case .close(let code, let reason):
                    await socket.close(code: code, reason: reason)
                    reader.cancel()
                    return
                }
            }
        }
        connection = Connection(socket: socket, outbox: outbox, reader: reader)
        perform(machine.opened(connectionParams: connectionParams))
    }

    private func received(_ text: String, _ generation: Int) {
        guard generation == self.generation, connection != nil else { return }
        perform(machine.received(text))
    }

    private func lost(_ reason: WebSocketTransportError.Reason, _ generation: Int) {
        guard generation == self.generation else { return }
        if let connection {
            connection.outbox.finish()
            connection.reader.cancel()
            self.connection = nil
        }
        perform(machine.lost(reason))
    }

    /// Sends the close frame after what is queued, and forgets the socket.
    private func closeConnection(code: Int, reason: String) {
        generation += 1
        opening?.cancel()
        guard let connection else { return }
        connection.outbox.yield(.close(code: code, reason: reason))
        connection.outbox.finish()
        self.connection = nil
    }

    // MARK: Timers

    private func start(_ timer: Timer, after seconds: TimeInterval) {
        timers[timer]?.task.cancel()
        timerTokens += 1
        let token = timerTokens
        timers[timer] = (
            token,
            Task {
                guard (try? await Task.sleep(seconds: seconds)) != nil else { return }
                self.fire(timer, token)
            }
        )
    }

    private func fire(_ timer: Timer, _ token: Int) {
        guard timers[timer]?.token == token else { return }
        timers[timer] = nil
        perform(machine.timerElapsed(timer))
    }
}
