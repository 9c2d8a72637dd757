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
///   `100 Continue` gets 413 instead.
public struct HTTPRequestParser: Sendable {
    public let limits: HTTPParserLimits

    private enum State: Sendable {
        case requestLine
        case headers(RequestLine)
        case body(remaining: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkDataCR
        case chunkDataLF
        case trailers
        case failed
    }

    struct RequestLine: Sendable {
        var method: HTTPMethod
        var target: String
        var targetForm: HTTPRequestTargetForm
        var version: HTTPVersion
    }

    private var state = State.requestLine
    /// The start of a line whose LF has not arrived yet.
    private var pendingLine: [UInt8] = []
    /// Bytes of the current header or trailer section in completed lines.
    private var sectionBytes = 0
    private var fields = HTTPHeaders()
    private var framing = MessageFraming()
    private var bodyBytes = 0

    public init(limits: HTTPParserLimits = .init()) {
        self.limits = limits
    }

    /// Whether no message is partly parsed: closing the connection now loses nothing.
    public var isAtMessageBoundary: Bool {
        if case .requestLine = state { return pendingLine.isEmpty }
        return false
    }

    /// Parses `bytes` and returns the events they complete.
    public mutating func feed(_ bytes: [UInt8]) -> [HTTPParserEvent] {
        var events: [HTTPParserEvent] = []
        feed(bytes[...], into: &events)
        return events
    }

    /// Parses `bytes`, appending the events they complete to `events`.
    ///
    /// `.body` events are slices of `bytes` (sharing its storage), never copies.
    public mutating func feed(_ bytes: ArraySlice<UInt8>, into events: inout [HTTPParserEvent]) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch state {
            case .failed:
                return
            case .requestLine, .headers, .chunkSize, .trailers:
                guard let lf = bytes[index...].firstIndex(of: HTTPSyntax.lf) else {
                    pendingLine.append(contentsOf: bytes[index...])
                    index = bytes.endIndex
                    if let error = pendingLineError() { fail(error, &events) }
                    continue
                }
                if pendingLine.isEmpty {
                    completeLine(bytes[index..<lf], &events)
                } else {
                    pendingLine.append(contentsOf: bytes[index..<lf])
                    completeLine(pendingLine[...], &events)
                    pendingLine.removeAll(keepingCapacity: true)
                }
                index = lf + 1
            case .body(let remaining):
                let count = min(remaining, bytes.endIndex - index)
                events.append(.body(bytes[index..<index + count]))
                index += count
                if count == remaining {
                    endMessage(&events)
                } else {
                    state = .body(remaining: remaining - count)
                }
            case .chunkData(let remaining):
                let count = min(remaining, bytes.endIndex - index)
                events.append(.body(bytes[index..<index + count]))
                index += count
                state = count == remaining ? .chunkDataCR : .chunkData(remaining: remaining - count)
            case .chunkDataCR:
                guard bytes[index] == HTTPSyntax.cr else { return fail(.malformedChunk, &events) }
                state = .chunkDataLF
                index += 1
            case .chunkDataLF:
                guard bytes[index] == HTTPSyntax.lf else { return fail(.malformedChunk, &events) }
                state = .chunkSize
                index += 1
            }
        }
    }

    /// Whether the line buffered so far already breaks its length limit.
    private func pendingLineError() -> HTTPParserError? {
        // The line's content holds every buffered byte but a final CR; an LF (and CR) follow.
        let endsInCR = pendingLine.last == HTTPSyntax.cr
        let length = endsInCR ? pendingLine.count - 1 : pendingLine.count
        switch state {
        case .requestLine: return length > limits.maxRequestLineLength ? .requestLineTooLong : nil
        case .headers, .trailers: return sectionBytes + length + 2 > limits.maxHeaderBytes ? .headersTooLarge : nil
        case .chunkSize: return length > limits.maxChunkLineLength ? .invalidChunkSize : nil
        default: return nil
        }
    }

    /// Handles one line, given without its LF.
    private mutating func completeLine(_ line: ArraySlice<UInt8>, _ events: inout [HTTPParserEvent]) {
        let endsInCR = line.last == HTTPSyntax.cr
        let content = endsInCR ? line.dropLast() : line
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
            guard let content = fieldLine(content, endsInCR, &events) else { return }
            if content.isEmpty {
                startBody(requestLine, &events)
            }
        case .trailers:
            guard let content = fieldLine(content, endsInCR, &events) else { return }
            if content.isEmpty {
                if !fields.isEmpty { events.append(.trailers(fields)) }
                endMessage(&events)
            }
        case .chunkSize:
            if content.count > limits.maxChunkLineLength { return fail(.invalidChunkSize, &events) }
            guard endsInCR else { return fail(.invalidLineEnding, &events) }
            guard let size = ChunkSizeLine.parse(content) else {
                return fail(.invalidChunkSize, &events)
            }
            if size == 0 {
                sectionBytes = 0
                state = .trailers
            } else if size > limits.maxBodyBytes - bodyBytes {
                fail(.bodyTooLarge, &events)
            } else {
                bodyBytes += size
                state = .chunkData(remaining: size)
            }
        default:
            preconditionFailure("not a line state")
        }
    }

    /// Checks a header or trailer line and adds its field; returns its content unless it failed.
    private mutating func fieldLine(
        _ content: ArraySlice<UInt8>, _ endsInCR: Bool,
        _ events: inout [HTTPParserEvent]
    ) -> ArraySlice<UInt8>? {
        // Counted as if it ended in CRLF, as `pendingLineError` must assume.
        sectionBytes += content.count + 2
        if sectionBytes > limits.maxHeaderBytes {
            fail(.headersTooLarge, &events)
            return nil
        }
        guard endsInCR else {
            fail(.invalidLineEnding, &events)
            return nil
        }
        if content.isEmpty { return content }
        if fields.count == limits.maxHeaderCount {
            fail(.headersTooLarge, &events)
            return nil
        }
        switch HTTPMessageSyntax.parseFieldLine(content) {
        case .success(let field):
            if case .headers = state { framing.add(name: field.name, value: field.value) }
            fields.append(
                name: String(decoding: field.name, as: UTF8.self), value: String(decoding: field.value, as: UTF8.self))
            return content
        case .failure(let error):
            fail(error, &events)
            return nil
        }
    }

    /// Decides the framing of the message whose header section just ended.
    private mutating func startBody(_ requestLine: RequestLine, _ events: inout [HTTPParserEvent]) {
        let body: MessageFraming.Body
        switch framing.body(version: requestLine.version) {
        case .success(let value): body = value
        case .failure(let error): return fail(error, &events)
        }
        if case .length(let length) = body, length > limits.maxBodyBytes {
            return fail(.bodyTooLarge, &events)
        }
        let head = HTTPRequestHead(
            method: requestLine.method, target: requestLine.target,
            targetForm: requestLine.targetForm, version: requestLine.version, headers: fields,
            keepAlive: framing.keepAlive(version: requestLine.version))
        events.append(.head(head))
        if framing.expectsContinue(body, version: requestLine.version) { events.append(.continueExpected) }
        fields = HTTPHeaders()
        switch body {
        case .length(0): endMessage(&events)
        case .length(let length): state = .body(remaining: length)
        case .chunked: state = .chunkSize
        }
    }

    private mutating func endMessage(_ events: inout [HTTPParserEvent]) {
        events.append(.end)
        state = .requestLine
        sectionBytes = 0
        bodyBytes = 0
        fields = HTTPHeaders()
        framing = MessageFraming()
    }

    private mutating func fail(_ error: HTTPParserError, _ events: inout [HTTPParserEvent]) {
        events.append(.error(error))
        state = .failed
        pendingLine = []
    }
}
