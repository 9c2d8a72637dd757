/// An incremental HTTP/1.1 request parser (RFC 9112): bytes in, `HTTPParserEvent`s out.
///
/// A pure state machine with no I/O. Feed bytes as they arrive, in chunks of any size;
/// any split of a stream yields the same events, apart from how the body is cut into
/// `.body` slices. Pipelined requests are parsed one after another.
///
/// Choices where RFC 9112 leaves room:
/// - Lines must end in CRLF; a bare LF is an error, as is a bare CR (a byte no element
///   allows). Accepting a bare LF (section 2.2's MAY) lets a server and a proxy disagree
///   on where a message ends, which is how requests get smuggled.
/// - Empty lines before a request line are skipped (section 2.2's SHOULD).
/// - The request line is split on single spaces only; no other whitespace is accepted.
/// - Obsolete line folding, and whitespace before the first field line, are rejected.
/// - The only transfer coding is `chunked`, once and last; `Transfer-Encoding` with
///   `Content-Length`, or in an HTTP/1.0 request, is rejected rather than repaired.
/// - Equal `Content-Length` values (`5, 5` or repeated fields) are accepted as one.
/// - A `Content-Length` above the body limit fails before `.head`, so a client awaiting
///   `100 Continue` gets 413 instead. The limit is `maxStreamedBodyBytes` for a request
///   whose body the caller streams (`streamsBody`), else `maxBodyBytes`.
public struct HTTPRequestParser: Sendable {
    public let limits: HTTPParserLimits

    private enum State: Sendable {
        case requestLine
        case headers(RequestLine)
        /// `body` reads the body.
        case body
        case failed
    }

    struct RequestLine: Sendable {
        var method: HTTPMethod
        var target: String
        var targetForm: HTTPRequestTargetForm
        var version: HTTPVersion
    }

    private var state = State.requestLine
    private var lines = LineReader()
    private var section = FieldSection()
    private var framing = MessageFraming()
    private var body: HTTPBodyDecoder

    public init(limits: HTTPParserLimits = .init()) {
        self.limits = limits
        body = HTTPBodyDecoder(.length(0), limits: limits)
    }

    /// Whether no message is partly parsed: closing the connection now loses nothing.
    public var isAtMessageBoundary: Bool {
        if case .requestLine = state { return !lines.hasPartialLine }
        return false
    }

    /// Parses `bytes` and returns the events they complete.
    public mutating func feed(_ bytes: [UInt8]) -> [HTTPParserEvent] {
        var events: [HTTPParserEvent] = []
        feed(bytes[...], into: &events)
        return events
    }

    /// Parses `bytes`, appending the events they complete to `events`. `streamsBody`:
    /// whether the caller streams the body of a request with this head (its limit is
    /// `maxStreamedBodyBytes`).
    ///
    /// `.body` events are slices of `bytes` (sharing its storage), never copies.
    public mutating func feed(
        _ bytes: ArraySlice<UInt8>, into events: inout [HTTPParserEvent], streamsBody: (HTTPRequestHead) -> Bool = { _ in false }
    ) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch state {
            case .failed:
                return
            case .requestLine, .headers:
                guard let line = lines.nextLine(in: bytes, at: &index) else {
                    if let error = partialLineError() { fail(error, &events) }
                    return
                }
                completeLine(line, &events, streamsBody)
            case .body:
                readBody(bytes, &index, &events)
            }
        }
    }

    /// Whether the line buffered so far already breaks its length limit.
    private func partialLineError() -> HTTPParserError? {
        switch state {
        case .requestLine: lines.partialLength > limits.maxRequestLineLength ? .requestLineTooLong : nil
        case .headers: section.exceeds(partialLength: lines.partialLength, limits) ? .headersTooLarge : nil
        default: nil
        }
    }

    /// Handles one line of the head, given without its LF.
    private mutating func completeLine(
        _ line: ArraySlice<UInt8>, _ events: inout [HTTPParserEvent], _ streamsBody: (HTTPRequestHead) -> Bool
    ) {
        let (content, endsInCR) = lineContent(line)
        switch state {
        case .requestLine:
            if content.count > limits.maxRequestLineLength { return fail(.requestLineTooLong, &events) }
            guard endsInCR else { return fail(.invalidLineEnding, &events) }
            if content.isEmpty { return }
            switch HTTPMessageSyntax.parseRequestLine(content) {
            case .success(let requestLine): state = .headers(requestLine)
            case .failure(let error): fail(error, &events)
            }
        case .headers(let requestLine):
            switch section.read(content, endsInCR: endsInCR, limits) {
            case .success(.field(let name, let value)): framing.add(name: name, value: value)
            case .success(.end): startBody(requestLine, &events, streamsBody)
            case .failure(let error): fail(error, &events)
            }
        default:
            preconditionFailure("not a line state")
        }
    }

    /// Decides the framing of the message whose header section just ended.
    private mutating func startBody(
        _ requestLine: RequestLine, _ events: inout [HTTPParserEvent], _ streamsBody: (HTTPRequestHead) -> Bool
    ) {
        let framing: MessageFraming.Body
        switch self.framing.requestBody(version: requestLine.version) {
        case .success(let value): framing = value
        case .failure(let error): return fail(error, &events)
        }
        let head = HTTPRequestHead(
            method: requestLine.method, target: requestLine.target,
            targetForm: requestLine.targetForm, version: requestLine.version, headers: section.take(),
            keepAlive: self.framing.keepAlive(version: requestLine.version))
        var bodyLimits = limits
        if streamsBody(head) { bodyLimits.maxBodyBytes = limits.maxStreamedBodyBytes }
        if case .length(let length) = framing, length > bodyLimits.maxBodyBytes {
            return fail(.bodyTooLarge, &events)
        }
        events.append(.head(head))
        if self.framing.expectsContinue(framing, version: requestLine.version) { events.append(.continueExpected) }
        if framing == .length(0) { return endMessage(&events) }
        body = HTTPBodyDecoder(framing, limits: bodyLimits)
        state = .body
    }

    /// Reads body bytes at `index` until the bytes or the body end.
    private mutating func readBody(_ bytes: ArraySlice<UInt8>, _ index: inout Int, _ events: inout [HTTPParserEvent]) {
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

    private mutating func endMessage(_ events: inout [HTTPParserEvent]) {
        events.append(.end)
        state = .requestLine
        framing = MessageFraming()
    }

    private mutating func fail(_ error: HTTPParserError, _ events: inout [HTTPParserEvent]) {
        events.append(.error(error))
        state = .failed
        lines.reset()
    }
}
