import Foundation

/// The client side of graphql-transport-ws and the legacy graphql-ws as a pure state
/// machine: each input (a subscription asked for or dropped, the socket opened, a server
/// message, the socket lost, a timer) returns the actions to perform. `WebSocketTransportSession`
/// runs it on a socket; the tests drive it as a value.
///
/// One connection carries every operation. It opens when the first operation is asked
/// for; operations asked for before `connection_ack` are sent once it arrives. When the
/// connection is lost for a reason a new one may cure (see `WebSocketTransportError.isRetryable`),
/// it reconnects after a growing delay and sends every live operation again; otherwise,
/// or after the allowed reconnects, every operation ends with the error.
struct WebSocketTransportStateMachine {
    enum Phase: Equatable {
        /// No connection, none wanted.
        case idle
        /// A socket is being opened.
        case connecting
        /// `connection_init` sent, `connection_ack` awaited.
        case awaitingAck
        /// Acknowledged: operations are sent as they come.
        case ready
        /// The connection was lost; a reconnect is scheduled.
        case waitingToReconnect
        /// Paused by the owner: operations kept, no socket until `resume`.
        case paused
        /// `terminate()`d: nothing more happens.
        case terminated
    }

    enum Timer: Hashable, Sendable {
        case acknowledgement
        /// graphql-transport-ws: the next ping is due; legacy: the `ka` deadline.
        case keepAlive
        /// graphql-transport-ws: the ping's pong is overdue.
        case pong
        case reconnect
    }

    enum Action: Equatable {
        /// Open a socket, then call `opened(connectionParams:)` or `lost(_:)`.
        case connect
        case send(String)
        /// Close the socket (the machine already counts it lost).
        case close(code: Int, reason: String)
        case startTimer(Timer, TimeInterval)
        case cancelTimer(Timer)
        /// Start the `.reconnect` timer with the policy's delay before reconnect `attempt`.
        case scheduleReconnect(attempt: Int)
        /// A result (or, after an `error` message, the errors) of operation `id`.
        case deliver(id: String, JSONObject)
        /// Operation `id` ended: completed (nil) or with the connection's error.
        case finish(id: String, WebSocketTransportError?)
        case report(WebSocketTransportEvent)
    }

    struct Configuration: Sendable {
        var url: URL
        var subprotocol: WebSocketSubprotocol
        var acknowledgementTimeout: TimeInterval
        var keepAlive: WebSocketTransport.KeepAlive?
        /// Reconnects in a row before giving up (0: none).
        var maxReconnects: Int
    }

    private let configuration: Configuration
    private let codec: WebSocketProtocolCodec
    private(set) var phase = Phase.idle
    /// The live operations' payloads, and their ids in the order they were asked for.
    private var payloads: [String: JSONObject] = [:]
    private var order: [String] = []
    /// Connections lost since the last acknowledged one.
    private var failures = 0
    private var wasEverAcknowledged = false
    /// The legacy protocol's `connection_error` before `connection_ack`, until the close
    /// that follows it decides what it was (see `lost(_:)`).
    private var refusal: String?

    init(configuration: Configuration) {
        self.configuration = configuration
        codec = WebSocketProtocolCodec(subprotocol: configuration.subprotocol)
    }

    /// The ids of the live operations, in the order they were asked for.
    var operationIDs: [String] { order }

    /// An operation to run (a subscription, or a query or mutation over the socket).
    mutating func subscribe(id: String, payload: JSONObject) -> [Action] {
        guard phase != .terminated else {
            return [.finish(id: id, WebSocketTransportError(url: configuration.url, reason: .transportClosed, attempts: 0))]
        }
        if payloads.updateValue(payload, forKey: id) == nil { order.append(id) }
        switch phase {
        case .idle:
            phase = .connecting
            return [.connect]
        case .ready:
            return [.send(codec.subscribe(id: id, payload: payload))]
        case .connecting, .awaitingAck, .waitingToReconnect, .paused, .terminated:
            return []
        }
    }

    /// The consumer no longer wants operation `id`: the server is told (`complete`/`stop`).
    mutating func unsubscribe(id: String) -> [Action] {
        guard payloads.removeValue(forKey: id) != nil else { return [] }
        order.removeAll { $0 == id }
        switch phase {
        case .ready:
            return [.send(codec.stop(id: id))]
        case .waitingToReconnect where payloads.isEmpty:
            phase = .idle
            failures = 0
            return [.cancelTimer(.reconnect)]
        default:
            return []
        }
    }

    /// The socket is open: `connection_init` with the payload.
    mutating func opened(connectionParams: JSONObject?) -> [Action] {
        guard phase == .connecting else { return [] }
        phase = .awaitingAck
        refusal = nil
        return [.send(codec.connectionInit(connectionParams)), .startTimer(.acknowledgement, configuration.acknowledgementTimeout)]
    }

    /// A text message from the server.
    mutating func received(_ text: String) -> [Action] {
        guard phase == .awaitingAck || phase == .ready else { return [] }
        let message: WebSocketServerMessage
        switch codec.parse(text) {
        case .success(let parsed): message = parsed
        case .failure(let invalid): return fail(.invalidMessage(invalid), closing: (4004, "Bad response"))
        }
        if phase == .awaitingAck {
            switch message {
            case .connectionAck: return acknowledged()
            case .connectionError(let text):
                // The server closes the connection next; its close code tells a refusal from a wait that ran out.
                // The acknowledgement wait starts again, so that a close already received is read before it
                // ends (a process that was held up finds both due at once).
                refusal = text
                return [.startTimer(.acknowledgement, configuration.acknowledgementTimeout)]
            case .keepAlive, .pong: return []
            case .ping(let payload): return [.send(codec.pong(payload))]
            case .next, .error, .complete:
                return fail(
                    .invalidMessage(.init(reason: "an operation's message before connection_ack", message: String(text.prefix(200)))),
                    closing: (4004, "Bad response"))
            }
        }
        switch message {
        case .connectionAck:
            return fail(.invalidMessage(.init(reason: "a second connection_ack", message: String(text.prefix(200)))), closing: (4004, "Bad response"))
        case .connectionError(let text):
            return fail(.connectionError(message: text), closing: (1000, ""))
        case .keepAlive:
            guard let keepAlive = configuration.keepAlive, configuration.subprotocol == .graphQLWS else { return [] }
            return [.startTimer(.keepAlive, keepAlive.interval + keepAlive.timeout)]
        case .ping(let payload):
            return [.send(codec.pong(payload))]
        case .pong:
            return [.cancelTimer(.pong)]
        case .next(let id, let payload):
            return payloads[id] == nil ? [] : [.deliver(id: id, payload)]
        case .error(let id, let response):
            guard remove(id) else { return [] }
            return [.deliver(id: id, response), .finish(id: id, nil)]
        case .complete(let id):
            return remove(id) ? [.finish(id: id, nil)] : []
        }
    }

    /// The socket could not be opened, was closed by the server, or broke. After a
    /// `connection_error`, only a close with 4408 (the server's wait for `connection_init`
    /// ran out: a slow start that a new connection may cure) reconnects; any other ends
    /// the operations with the server's refusal.
    mutating func lost(_ reason: WebSocketTransportError.Reason) -> [Action] {
        guard phase == .connecting || phase == .awaitingAck || phase == .ready else { return [] }
        if phase == .awaitingAck, let refusal {
            self.refusal = nil
            if case .closed(4408, _) = reason { return fail(reason, closing: nil) }
            return fail(.connectionError(message: refusal), closing: nil)
        }
        return fail(reason, closing: nil)
    }

    mutating func timerElapsed(_ timer: Timer) -> [Action] {
        switch (timer, phase) {
        case (.acknowledgement, .awaitingAck):
            if let refusal { return fail(.connectionError(message: refusal), closing: (1000, "")) }
            return fail(.acknowledgementTimeout(configuration.acknowledgementTimeout), closing: (4504, "Connection acknowledgement timeout"))
        case (.keepAlive, .ready):
            guard let keepAlive = configuration.keepAlive else { return [] }
            if configuration.subprotocol == .graphQLWS {
                return fail(.keepAliveTimeout(keepAlive.interval + keepAlive.timeout), closing: (1000, "Keep-alive timeout"))
            }
            return [.send(codec.ping()), .startTimer(.pong, keepAlive.timeout), .startTimer(.keepAlive, keepAlive.interval)]
        case (.pong, .ready):
            guard let keepAlive = configuration.keepAlive else { return [] }
            return fail(.keepAliveTimeout(keepAlive.timeout), closing: (1000, "Keep-alive timeout"))
        case (.reconnect, .waitingToReconnect):
            phase = .connecting
            return [.connect]
        default:
            return []
        }
    }

    /// The owner pauses the connection: the socket is closed and nothing reconnects until
    /// `resume`; the operations stay, to be sent again then.
    mutating func pause() -> [Action] {
        guard phase != .terminated, phase != .paused else { return [] }
        let actions = closeForNow()
        phase = .paused
        return actions
    }

    /// The owner resumes a paused connection: it opens again if an operation is live.
    mutating func resume() -> [Action] {
        guard phase == .paused else { return [] }
        failures = 0
        if payloads.isEmpty {
            phase = .idle
            return []
        }
        phase = .connecting
        return [.connect]
    }

    /// The owner changed what a connection opens with: an open or opening one is closed
    /// and opened again at once, its operations sent again.
    mutating func reconnect() -> [Action] {
        guard phase == .connecting || phase == .awaitingAck || phase == .ready else { return [] }
        let actions = closeForNow()
        phase = .connecting
        failures = 0
        return actions + [.connect]
    }

    /// The owner closes the transport: the server is told goodbye, and every operation ends.
    mutating func terminate() -> [Action] {
        guard phase != .terminated else { return [] }
        var actions = cancelConnectionTimers() + [.cancelTimer(.reconnect)]
        if phase == .awaitingAck || phase == .ready {
            if let goodbye = codec.connectionTerminate { actions.append(.send(goodbye)) }
            actions.append(.close(code: 1000, reason: ""))
        } else if phase == .connecting {
            actions.append(.close(code: 1000, reason: ""))
        }
        phase = .terminated
        return actions + finishAll(WebSocketTransportError(url: configuration.url, reason: .transportClosed, attempts: failures))
    }

    private mutating func acknowledged() -> [Action] {
        phase = .ready
        failures = 0
        var actions: [Action] = [.cancelTimer(.acknowledgement), .report(wasEverAcknowledged ? .reconnected : .connected)]
        wasEverAcknowledged = true
        for id in order {
            actions.append(.send(codec.subscribe(id: id, payload: payloads[id]!)))
        }
        if let keepAlive = configuration.keepAlive {
            let wait = configuration.subprotocol == .graphQLWS ? keepAlive.interval + keepAlive.timeout : keepAlive.interval
            actions.append(.startTimer(.keepAlive, wait))
        }
        return actions
    }

    /// The connection is over: reconnect if that may help and is allowed, else end every operation.
    private mutating func fail(_ reason: WebSocketTransportError.Reason, closing: (code: Int, reason: String)?) -> [Action] {
        var actions = cancelConnectionTimers()
        if let closing { actions.append(.close(code: closing.code, reason: closing.reason)) }
        failures += 1
        let error = WebSocketTransportError(url: configuration.url, reason: reason, attempts: failures)
        actions.append(.report(.disconnected(error)))
        if payloads.isEmpty {
            phase = .idle
            failures = 0
            return actions
        }
        if error.isRetryable && failures <= configuration.maxReconnects {
            phase = .waitingToReconnect
            return actions + [.scheduleReconnect(attempt: failures)]
        }
        phase = .idle
        failures = 0
        return actions + finishAll(error)
    }

    /// Closes the socket (open or opening), stopping its timers and any reconnect.
    private func closeForNow() -> [Action] {
        var actions = cancelConnectionTimers() + [.cancelTimer(.reconnect)]
        if phase == .connecting || phase == .awaitingAck || phase == .ready { actions.append(.close(code: 1000, reason: "")) }
        return actions
    }

    private func cancelConnectionTimers() -> [Action] {
        [.cancelTimer(.acknowledgement), .cancelTimer(.keepAlive), .cancelTimer(.pong)]
    }

    private mutating func remove(_ id: String) -> Bool {
        guard payloads.removeValue(forKey: id) != nil else { return false }
        order.removeAll { $0 == id }
        return true
    }

    private mutating func finishAll(_ error: WebSocketTransportError) -> [Action] {
        let ids = order
        payloads = [:]
        order = []
        return ids.map { .finish(id: $0, error) }
    }
}
