/// Reads a message body in its framing (RFC 9112, sections 6 and 7.1): a length, the
/// chunked coding and its trailer section, or everything until the connection closes.
/// Both parsers, of requests and of responses, read bodies with it.
struct HTTPBodyDecoder: Sendable {
    /// What `next` read.
    enum Step: Sendable {
        /// Body bytes: a slice of the bytes given, not a copy.
        case data(ArraySlice<UInt8>)
        /// A chunked body's trailer section, when it had fields.
        case trailers(HTTPHeaders)
        /// The body is complete; the decoder is spent.
        case end
        case failure(HTTPParserError)
        /// Every byte given is read; more are needed.
        case needsInput
    }

    private enum State: Sendable {
        case length(remaining: Int)
        case untilClose
        case chunkSize
        case chunkData(remaining: Int)
        case chunkDataCR
        case chunkDataLF
        case trailers
        /// The body is complete; `next` says `.end` once.
        case complete
        case spent
    }

    private let limits: HTTPParserLimits
    private var state: State
    private var lines = LineReader()
    private var trailers = FieldSection()
    /// Body bytes so far, for the limit (chunked and close-delimited bodies).
    private var bodyBytes = 0

    /// A decoder for a body of `framing`; a length is checked against the limit beforehand.
    init(_ framing: MessageFraming.Body, limits: HTTPParserLimits) {
        self.limits = limits
        switch framing {
        case .length(0): state = .complete
        case .length(let length): state = .length(remaining: length)
        case .chunked: state = .chunkSize
        case .untilClose: state = .untilClose
        }
    }

    /// Reads from `bytes` at `index` up to the next step, moving `index` past what it read.
    mutating func next(_ bytes: ArraySlice<UInt8>, _ index: inout Int) -> Step {
        while true {
            switch state {
            case .complete:
                state = .spent
                return .end
            case .spent:
                return .needsInput
            case .length(let remaining):
                guard index < bytes.endIndex else { return .needsInput }
                let count = min(remaining, bytes.endIndex - index)
                defer { index += count }
                state = count == remaining ? .complete : .length(remaining: remaining - count)
                return .data(bytes[index..<index + count])
            case .untilClose:
                guard index < bytes.endIndex else { return .needsInput }
                bodyBytes += bytes.endIndex - index
                if bodyBytes > limits.maxBodyBytes { return fail(.bodyTooLarge) }
                defer { index = bytes.endIndex }
                return .data(bytes[index...])
            case .chunkData(let remaining):
                guard index < bytes.endIndex else { return .needsInput }
                let count = min(remaining, bytes.endIndex - index)
                defer { index += count }
                state = count == remaining ? .chunkDataCR : .chunkData(remaining: remaining - count)
                return .data(bytes[index..<index + count])
            case .chunkDataCR, .chunkDataLF:
                guard index < bytes.endIndex else { return .needsInput }
                let isCR: Bool
                if case .chunkDataCR = state { isCR = true } else { isCR = false }
                guard bytes[index] == (isCR ? HTTPSyntax.cr : HTTPSyntax.lf) else { return fail(.malformedChunk) }
                index += 1
                state = isCR ? .chunkDataLF : .chunkSize
            case .chunkSize:
                guard let line = lines.nextLine(in: bytes, at: &index) else {
                    return lines.partialLength > limits.maxChunkLineLength ? fail(.invalidChunkSize) : .needsInput
                }
                let (content, endsInCR) = lineContent(line)
                if content.count > limits.maxChunkLineLength { return fail(.invalidChunkSize) }
                guard endsInCR else { return fail(.invalidLineEnding) }
                guard let size = ChunkSizeLine.parse(content) else { return fail(.invalidChunkSize) }
                if size == 0 {
                    state = .trailers
                } else if size > limits.maxBodyBytes - bodyBytes {
                    return fail(.bodyTooLarge)
                } else {
                    bodyBytes += size
                    state = .chunkData(remaining: size)
                }
            case .trailers:
                guard let line = lines.nextLine(in: bytes, at: &index) else {
                    return trailers.exceeds(partialLength: lines.partialLength, limits) ? fail(.headersTooLarge) : .needsInput
                }
                let (content, endsInCR) = lineContent(line)
                switch trailers.read(content, endsInCR: endsInCR, limits) {
                case .failure(let error):
                    return fail(error)
                case .success(.field):
                    continue
                case .success(.end):
                    state = .complete
                    if !trailers.fields.isEmpty { return .trailers(trailers.take()) }
                }
            }
        }
    }

    /// The connection closed: the end of a body read until the close (or already complete),
    /// else `.incompleteMessage`.
    mutating func finish() -> Step {
        switch state {
        case .untilClose, .complete:
            state = .spent
            return .end
        case .spent:
            return .needsInput
        default:
            return fail(.incompleteMessage)
        }
    }

    private mutating func fail(_ error: HTTPParserError) -> Step {
        state = .spent
        lines.reset()
        return .failure(error)
    }
}
