/// One accepted socket on its event loop, the thin shell around
/// `HTTPConnectionStateMachine`: it reads into the machine, runs the responder, writes
/// what the machine produces, and runs deferred replies and streamed bodies in tasks that
/// hand their results back through `EventLoop.execute`. Used only on its loop's thread.
final class ServerConnection {
    let fd: Int32
    let id: Int
    let remoteAddress: String
    unowned let loop: EventLoop
    private(set) var isOpen = true
    var machine: HTTPConnectionStateMachine
    var actions: [HTTPConnectionStateMachine.Action] = []
    var output: [UInt8] = []
    private var outputStart = 0
    var closeWhenFlushed = false
    private var watchingRead = true
    private var watchingWrite = false
    /// When (loop time) bytes last arrived or the output last drained.
    var lastActivity: UInt64
    /// Since when (loop time) output has been waiting for a peer that does not read.
    private var stalledSince: UInt64?
    private var requestStarted: UInt64?
    private var streamTask: Task<Void, Never>?
    /// Whether draining cancels the stream being sent (see `HTTPResponse.endsAtShutdown`).
    private var streamEndsAtShutdown = false
    /// Producers (streamed bodies, WebSocket sends) waiting for the output to drain.
    private var writeWaiters: [CheckedContinuation<Void, any Error>] = []
    var webSocket: WebSocketState?
    /// The body of the request being streamed to its responder.
    private var bodyStream: HTTPRequestBody?
    /// Since when (loop time) the connection has sent everything and shut down its write
    /// side, reading and dropping what the peer still sends so that closing does not reset
    /// the connection and destroy the last response before the peer reads it.
    private var lingeringSince: UInt64?
    /// The longest a connection lingers before it is closed anyway.
    private static let lingerTimeout: UInt64 = 2_000_000_000

    init(fd: Int32, id: Int, remoteAddress: String, loop: EventLoop) {
        self.fd = fd
        self.id = id
        self.remoteAddress = remoteAddress
        self.loop = loop
        lastActivity = loop.now
        machine = HTTPConnectionStateMachine(
            limits: loop.context.configuration.limits, date: loop.date.value, remoteAddress: remoteAddress)
    }

    private var pendingOutput: Int { output.count - outputStart }

    func readable() {
        let result = loop.readBuffer.withUnsafeMutableBytes { Socket.read(fd, into: $0) }
        switch result {
        case .wouldBlock:
            return
        case .closed:
            peerClosed()
        case .done(let count):
            if lingeringSince != nil { return }
            lastActivity = loop.now
            if webSocket != nil {
                webSocket?.lastReceived = loop.now
                receiveWebSocket(loop.readBuffer[..<count])
            } else {
                machine.date = loop.date.value
                let responder = loop.context.responder
                machine.receive(loop.readBuffer[..<count], into: &output, actions: &actions) { responder.streamsBody(of: $0) }
                if let error = machine.parserError {
                    machine.parserError = nil
                    loop.context.logger.log(.info, "\(remoteAddress): bad request (\(error)); answered \(error.status)")
                }
                perform()
                requestStarted = machine.isReadingRequest ? (requestStarted ?? loop.now) : nil
            }
            flush()
        }
    }

    func writable() { flush() }

    /// The peer sent EOF: close, unless responses it may still read are owed.
    private func peerClosed() {
        if lingeringSince != nil || webSocket != nil || machine.isIdle || streamTask != nil {
            loop.close(self)
        } else {
            loop.context.logger.log(.debug, "\(remoteAddress): closed its side; finishing the responses owed")
            machine.drain(actions: &actions)
            perform()
            flush()
        }
    }

    /// Carries out what the machine asked for, including what that adds.
    func perform() {
        var index = 0
        while index < actions.count {
            let action = actions[index]
            index += 1
            switch action {
            case .deliver(var request, let id, let streamsBody):
                // Not if an answer earlier in this batch closed or upgraded the connection:
                // the request would never be answered, so it must not run (RFC 9112, 9.6).
                guard machine.awaitsAnswer(to: id) else { break }
                if streamsBody {
                    let (loop, fd, connectionID) = (loop, fd, self.id)
                    let body = HTTPRequestBody { loop.execute { $0.connection(fd: fd, id: connectionID)?.flush() } }
                    bodyStream = body
                    request.bodyStream = body
                }
                deliver(request, id: id)
            case .bodyChunk(let bytes): bodyStream?.append(bytes)
            case .bodyEnd:
                bodyStream?.finish()
                bodyStream = nil
            case .bodyFailed(let status):
                bodyStream?.fail(HTTPRequestBodyError(status: status))
                bodyStream = nil
            case .startStream(let producer, let endsAtShutdown):
                streamEndsAtShutdown = endsAtShutdown
                startStream(producer)
            case .upgrade(let session): startWebSocket(session)
            case .close: closeWhenFlushed = true
            }
        }
        actions.removeAll(keepingCapacity: true)
    }

    private func deliver(_ request: HTTPRequest, id requestID: Int) {
        switch loop.context.responder.respond(to: request) {
        case .response(let response):
            machine.respond(response, to: requestID, into: &output, actions: &actions)
        case .deferred(let makeResponse):
            let (loop, fd, id) = (loop, fd, id)
            Task {
                let response = await makeResponse()
                loop.execute { $0.connection(fd: fd, id: id)?.respond(response, to: requestID) }
            }
        case .webSocket(let session):
            machine.upgrade(session, for: requestID, into: &output, actions: &actions)
        }
    }

    /// A deferred reply arrived.
    private func respond(_ response: HTTPResponse, to requestID: Int) {
        machine.date = loop.date.value
        machine.respond(response, to: requestID, into: &output, actions: &actions)
        perform()
        flush()
    }

    /// Writes what it can of the output, then closes if asked to and done.
    func flush() {
        guard isOpen, lingeringSince == nil else { return }
        write: while outputStart < output.count {
            let result = output.withUnsafeBytes { Socket.write(fd, UnsafeRawBufferPointer(rebasing: $0[outputStart...])) }
            switch result {
            case .done(let count):
                outputStart += count
                stalledSince = nil
            case .wouldBlock:
                if stalledSince == nil { stalledSince = loop.now }
                break write
            case .closed: return loop.close(self)
            }
        }
        if outputStart == output.count {
            if outputStart > 0 { lastActivity = loop.now }
            output.removeAll(keepingCapacity: output.capacity <= 1 << 20)
            outputStart = 0
            if closeWhenFlushed { return linger() }
        } else if outputStart > 1 << 16, outputStart > output.count / 2 {
            output.removeFirst(outputStart)
            outputStart = 0
        }
        if !writeWaiters.isEmpty, pendingOutput <= loop.context.configuration.outputBufferLimit {
            let waiters = writeWaiters
            writeWaiters = []
            for waiter in waiters { waiter.resume() }
        }
        // A client that sends requests but does not read the answers is not read from
        // until it does, so its unsent responses stay bounded.
        let outputFits = pendingOutput <= loop.context.configuration.outputBufferLimit
        let read: Bool
        if let webSocket {
            // A session that falls behind stops the reading until it catches up.
            read = outputFits && !webSocket.inbox.isFull
        } else {
            // A responder that falls behind on a streamed body stops the reading too.
            read = outputFits && machine.wantsInput && !closeWhenFlushed && !(bodyStream?.isFull ?? false)
        }
        let write = pendingOutput > 0
        if read != watchingRead || write != watchingWrite {
            watchingRead = read
            watchingWrite = write
            loop.setInterest(fd, read: read, write: write)
        }
    }

    /// Everything is sent: shut down the write side and wait for the peer's EOF.
    private func linger() {
        lingeringSince = loop.now
        Socket.shutdownWrite(fd)
        watchingRead = true
        watchingWrite = false
        loop.setInterest(fd, read: true, write: false)
    }

    /// Resumes `waiter` once the output is below the limit, or fails it if the connection is gone.
    func resumeWhenWritable(_ waiter: CheckedContinuation<Void, any Error>) {
        if !isOpen {
            waiter.resume(throwing: CancellationError())
        } else if pendingOutput <= loop.context.configuration.outputBufferLimit {
            waiter.resume()
        } else {
            writeWaiters.append(waiter)
        }
    }

    private func startStream(_ producer: @escaping @Sendable (HTTPBodyWriter) async -> Void) {
        let (loop, fd, id) = (loop, fd, id)
        let writer = HTTPBodyWriter { bytes in
            try Task.checkCancellation()
            try await withCheckedThrowingContinuation { (waiter: CheckedContinuation<Void, any Error>) in
                let queued = loop.execute { loop in
                    guard let connection = loop.connection(fd: fd, id: id) else {
                        return waiter.resume(throwing: CancellationError())
                    }
                    connection.streamChunk(bytes, waiter)
                }
                if !queued { waiter.resume(throwing: CancellationError()) }
            }
        }
        streamTask = Task {
            await producer(writer)
            loop.execute { $0.connection(fd: fd, id: id)?.streamFinished() }
        }
    }

    private func streamChunk(_ bytes: [UInt8], _ waiter: CheckedContinuation<Void, any Error>) {
        machine.streamChunk(bytes, into: &output)
        flush()
        resumeWhenWritable(waiter)
    }

    private func streamFinished() {
        streamTask = nil
        machine.date = loop.date.value
        machine.streamEnded(into: &output, actions: &actions)
        perform()
        flush()
    }

    /// Graceful shutdown: finish the responses owed (or say goodbye on a WebSocket), then close.
    func drain() {
        if lingeringSince != nil { return }
        if webSocket != nil {
            closeWebSocket(.goingAway, reason: "server shutting down")
        } else {
            // A subscription's stream ends now; the body is terminated when its task returns.
            if streamEndsAtShutdown { streamTask?.cancel() }
            machine.drain(actions: &actions)
            perform()
            flush()
        }
    }

    /// Applies the read timeout (a request that takes too long to arrive gets 408), the
    /// keep-alive idle timeout, and the same idle timeout to a peer that stops reading.
    func checkTimeouts() {
        let configuration = loop.context.configuration
        let now = loop.now
        if let since = lingeringSince {
            if now &- since > Self.lingerTimeout { loop.close(self) }
            return
        }
        if let since = stalledSince, now &- since > configuration.idleTimeoutNanoseconds {
            loop.context.logger.log(.info, "\(remoteAddress): not reading what is sent to it; closing")
            return loop.close(self)
        }
        if webSocket != nil {
            if webSocketCloseTimedOut(now: now) { return loop.close(self) }
            checkWebSocketPeer(now: now, interval: configuration.webSocketPingIntervalNanoseconds)
            return
        }
        if let started = requestStarted, now &- started > configuration.readTimeoutNanoseconds {
            loop.context.logger.log(.info, "\(remoteAddress): request not received within the read timeout; closing")
            requestStarted = nil
            machine.date = loop.date.value
            machine.timeOut(into: &output, actions: &actions)
            perform()
            flush()
        } else if machine.isIdle, pendingOutput == 0, now &- lastActivity > configuration.idleTimeoutNanoseconds {
            loop.context.logger.log(.debug, "\(remoteAddress): idle; closing")
            loop.close(self)
        } else if machine.isStreamingBody, now &- lastActivity > configuration.idleTimeoutNanoseconds {
            loop.context.logger.log(.info, "\(remoteAddress): a streamed body stopped arriving; closing")
            loop.close(self)
        }
    }

    /// Called by the loop as it closes the socket: stops producers and sessions.
    func closed() {
        isOpen = false
        streamTask?.cancel()
        bodyStream?.fail(HTTPRequestBodyError(status: .badRequest))
        bodyStream = nil
        let waiters = writeWaiters
        writeWaiters = []
        for waiter in waiters { waiter.resume(throwing: CancellationError()) }
        webSocketClosed()
    }
}
