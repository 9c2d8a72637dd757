/// An incremental HTTP/1.1 response parser (RFC 9112), for a client: bytes in,
/// `HTTPResponseEvent`s out.
///
/// A pure state machine with no I/O, like `HTTPRequestParser`, whose line, field and body
/// reading (the chunked coding included) it shares. Feed bytes as they arrive, in chunks
/// of any size; any split gives the same events, apart from how bodies are cut. `feed`
/// stops at the end of each response and says how far it read, so that what follows
/// stays the caller's (the next response, or another protocol's bytes). Say which request
/// each response answers with `expectResponse(to:)` (a HEAD request's response has no
/// body), and call `finish` when the server closes the connection, which ends a body
/// delimited by the close.
///
/// Choices, as strict as the request parser's: lines must end in CRLF; `Transfer-Encoding`
/// with `Content-Length`, codings other than `chunked`, and `Transfer-Encoding` in an
/// HTTP/1.0 response fail. After `101 Switching Protocols` the parser reads no more: the
/// bytes after that head belong to the new protocol.
public struct HTTPResponseParser: Sendable {
    public let limits: HTTPParserLimits

    private enum State: Sendable {
        case statusLine
        case headers(StatusLine)
        /// `body` reads the body.
        case body
        case switchedProtocols
        /// The last response closes the connection: nothing more is read.
        case closing
        case failed
    }

    private struct StatusLine: Sendable {
        var version: HTTPVersion
        var status: HTTPStatus
        var reason: String
    }

    private var state = State.statusLine
    private var lines = LineReader()
    private var section = FieldSection()
    private var framing = MessageFraming()
    private var body: HTTPBodyDecoder
    /// The methods of the requests whose responses have not been read, oldest first.
    private var methods: [HTTPMethod] = []
    private var nextMethod = 0
    /// Whether the current response's connection can carry another.
    private var keepAlive = true
    /// A response (or an interim one) just ended: `feed` returns.
    private var messageEnded = false

    public init(limits: HTTPParserLimits = .init()) {
        self.limits = limits
        body = HTTPBodyDecoder(.length(0), limits: limits)
    }

    /// Says that a request with `method` was sent: its response comes after those of the
    /// requests announced before. A response no request was announced for is read as a GET's.
    public mutating func expectResponse(to method: HTTPMethod) {
        methods.append(method)
    }

    /// Whether no response is partly parsed: a close now cuts nothing short.
    public var isAtMessageBoundary: Bool {
        if case .statusLine = state { return !lines.hasPartialLine }
        return false
    }

    /// Whether the server answered `101 Switching Protocols`: the parser reads no more.
    public var hasSwitchedProtocols: Bool {
        if case .switchedProtocols = state { return true }
        return false
    }

    /// Parses `bytes` up to the end of a response, appending the events to `events`;
    /// returns how many bytes it read: all of them, or those up to a response's end (call
    /// again with the rest). Once the server switched protocols, or a response closed the
    /// connection, it reads none (respectively all, ignoring them).
    ///
    /// `.body` events are slices of `bytes` (sharing its storage), never copies.
    public mutating func feed(_ bytes: ArraySlice<UInt8>, into events: inout [HTTPResponseEvent]) -> Int {
        var index = bytes.startIndex
        messageEnded = false
        while index < bytes.endIndex && !messageEnded {
            switch state {
            case .failed, .closing:
                return bytes.count
            case .switchedProtocols:
                return index - bytes.startIndex
            case .statusLine, .headers:
                guard let line = lines.nextLine(in: bytes, at: &index) else {
                    if let error = partialLineError() { fail(error, &events) }
                    break
                }
                completeLine(line, &events)
            case .body:
                readBody(bytes, &index, &events)
            }
        }
        return index - bytes.startIndex
    }

    /// Parses `bytes`, response after response, and returns the events they complete.
    public mutating func feed(_ bytes: [UInt8]) -> [HTTPResponseEvent] {
        var events: [HTTPResponseEvent] = []
        var start = 0
        while start < bytes.count {
            let read = feed(bytes[start...], into: &events)
            if read == 0 { break }
            start += read
        }
        return events
    }

    /// The server closed the connection: ends a body that the close delimits, or reports
    /// `.incompleteMessage` for a response cut short. A close between responses adds nothing.
    public mutating func finish(into events: inout [HTTPResponseEvent]) {
        switch state {
        case .statusLine where !lines.hasPartialLine, .failed, .closing, .switchedProtocols:
            return
        case .statusLine, .headers:
            fail(.incompleteMessage, &events)
        case .body:
            switch body.finish() {
            case .end:
                events.append(.end)
                state = .closing
            case .failure(let error):
                fail(error, &events)
            default:
                break
            }
        }
    }

    private func partialLineError() -> HTTPParserError? {
        switch state {
        case .statusLine: lines.partialLength > limits.maxRequestLineLength ? .statusLineTooLong : nil
        case .headers: section.exceeds(partialLength: lines.partialLength, limits) ? .headersTooLarge : nil
        default: nil
        }
    }

    /// Handles one line of the head, given without its LF.
    private mutating func completeLine(_ line: ArraySlice<UInt8>, _ events: inout [HTTPResponseEvent]) {
        let (content, endsInCR) = lineContent(line)
        switch state {
        case .statusLine:
            if content.count > limits.maxRequestLineLength { return fail(.statusLineTooLong, &events) }
            guard endsInCR else { return fail(.invalidLineEnding, &events) }
            switch HTTPMessageSyntax.parseStatusLine(content) {
            case .success(let line): state = .headers(StatusLine(version: line.version, status: line.status, reason: line.reason))
            case .failure(let error): fail(error, &events)
            }
        case .headers(let statusLine):
            switch section.read(content, endsInCR: endsInCR, limits) {
            case .success(.field(let name, let value)): framing.add(name: name, value: value)
            case .success(.end): startBody(statusLine, &events)
            case .failure(let error): fail(error, &events)
            }
        default:
            preconditionFailure("not a line state")
        }
    }

    /// Decides the framing of the response whose header section just ended.
    private mutating func startBody(_ statusLine: StatusLine, _ events: inout [HTTPResponseEvent]) {
        let status = statusLine.status
        let isInterim = status.isInterim
        let method = nextMethod < methods.count ? methods[nextMethod] : .get
        let framing: MessageFraming.Body
        switch self.framing.responseBody(status: status, requestMethod: method, version: statusLine.version) {
        case .success(let value): framing = value
        case .failure(let error): return fail(error, &events)
        }
        if case .length(let length) = framing, length > limits.maxBodyBytes {
            return fail(.bodyTooLarge, &events)
        }
        // An interim response says nothing about the connection; the final one does.
        keepAlive = isInterim || framing != .untilClose && self.framing.keepAlive(version: statusLine.version)
        events.append(
            .head(
                HTTPResponseHead(
                    version: statusLine.version, status: status, reason: statusLine.reason, headers: section.take(),
                    keepAlive: keepAlive && status != .switchingProtocols)))
        if !isInterim { nextMethod += 1 }
        if nextMethod > 64 {
            methods.removeFirst(nextMethod)
            nextMethod = 0
        }
        if status == .switchingProtocols {
            events.append(.end)
            state = .switchedProtocols
            messageEnded = true
            return
        }
        if framing == .length(0) { return endMessage(&events) }
        body = HTTPBodyDecoder(framing, limits: limits)
        state = .body
    }

    /// Reads body bytes at `index` until the bytes or the body end.
    private mutating func readBody(_ bytes: ArraySlice<UInt8>, _ index: inout Int, _ events: inout [HTTPResponseEvent]) {
        while true {
            switch body.next(bytes, &index) {
            case .data(let data): events.append(.body(data))
            case .trailers(let fields): events.append(.trailers(fields))
            case .end: return endMessage(&events)
            case .failure(let error): return fail(error, &events)
            case .needsInput: return
            }
        }
    }

    private mutating func endMessage(_ events: inout [HTTPResponseEvent]) {
        events.append(.end)
        messageEnded = true
        state = keepAlive ? .statusLine : .closing
        framing = MessageFraming()
    }

    private mutating func fail(_ error: HTTPParserError, _ events: inout [HTTPResponseEvent]) {
        events.append(.error(error))
        state = .failed
        lines.reset()
    }
}
