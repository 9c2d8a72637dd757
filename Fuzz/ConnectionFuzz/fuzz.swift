@testable import QuillHTTP

/// Small limits, so that inputs of a few hundred bytes reach every limit.
let fuzzLimits = HTTPParserLimits(
    maxRequestLineLength: 96, maxHeaderBytes: 256, maxHeaderCount: 8, maxBodyBytes: 512, maxChunkLineLength: 64)

/// Checks one input: the first byte seeds where the stream is cut, the second how
/// the responder model answers; the rest is what a client sends on one connection.
///
/// Checks: no crash; the requests delivered are the same fed whole, byte by byte or cut
/// (with every answer deferred), and with the mixed responder they are a prefix of those;
/// the output is well-formed responses in request order with the bodies given; nothing is
/// written or acted on after `.close`, and no response follows one with `Connection: close`.
func fuzzConnection(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard size > 1, let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 2, count: size - 2))
    var cutRandom = SplitMix(seed: UInt64(data[0]))
    var cuts: [Int] = []
    for _ in 0..<Int(data[0] % 8) { cuts.append(cutRandom.next(bytes.count + 1)) }
    cuts.sort()

    let whole = deliveries(bytes, random: nil, cuts: [])
    let byByte = deliveries(bytes, random: nil, cuts: Array(1..<max(1, bytes.count)))
    guard byByte == whole else { fatalError("byte-by-byte delivers differently:\n\(byByte)\n--- whole:\n\(whole)") }
    let split = deliveries(bytes, random: nil, cuts: cuts)
    guard split == whole else { fatalError("cut at \(cuts) delivers differently:\n\(split)\n--- whole:\n\(whole)") }
    let mixed = deliveries(bytes, random: SplitMix(seed: UInt64(data[1]) << 8 | UInt64(data[0])), cuts: cuts)
    guard mixed.count <= whole.count, Array(whole.prefix(mixed.count)) == mixed else {
        fatalError("mixed responder delivered what a plain feed does not:\n\(mixed)\n--- whole:\n\(whole)")
    }
    return 0
}

/// The requests a `ConnectionRun` delivers from `bytes` cut at `cuts`, its output checked.
func deliveries(_ bytes: [UInt8], random: SplitMix?, cuts: [Int]) -> [Delivered] {
    var run = ConnectionRun(random: random)
    return run.run(bytes, cuts: cuts)
}

/// A small deterministic generator (SplitMix64).
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
    }
}

/// A request as delivered, for comparing runs.
struct Delivered: Equatable, CustomStringConvertible {
    var head: HTTPRequestHead
    var body: [UInt8]

    var description: String { "\(head.method) \(head.target) \(head.version) \(head.headers.map { "\($0.name)=\($0.value)" }) \(body)" }
}

/// What the model answered to one request, to check the output against.
struct Answer {
    var status: Int
    var body: [UInt8]
    var isHead: Bool
    var http10: Bool
}

/// One connection driven by a responder model. With no generator every answer is deferred
/// until the input is fed (or 32 are owed); with one, each request is answered now or
/// later, in any order, with bytes or a stream, sometimes asking to close, and the
/// connection may be drained between reads, or timed out at the end mid-request.
struct ConnectionRun {
    var random: SplitMix?
    var machine = HTTPConnectionStateMachine(limits: fuzzLimits, date: "Mon, 30 Nov 2026 05:00:00 GMT")
    var out: [UInt8] = []
    var delivered: [Delivered] = []
    var answers: [Int: Answer] = [:]
    var pending: [Int] = []
    /// Chunks of stream responses given and not yet started, by request id.
    var streams: [Int: [[UInt8]]] = [:]
    /// The chunks of the stream being written, when the model finishes it later.
    var activeStream: [[UInt8]]?
    var closed = false
    var queue: [HTTPConnectionStateMachine.Action] = []
    var performing = false

    init(random: SplitMix?) {
        self.random = random
    }

    /// Feeds `bytes` cut at `cuts`, answers everything owed, checks the output; returns the deliveries.
    mutating func run(_ bytes: [UInt8], cuts: [Int]) -> [Delivered] {
        var start = 0
        for cut in cuts + [bytes.count] {
            while !closed && !machine.wantsInput && (!pending.isEmpty || activeStream != nil) { answerAll() }
            step { machine, out, actions in machine.receive(bytes[start..<cut], into: &out, actions: &actions) }
            start = cut
            if random != nil {
                answerSome()
                if roll(16) == 0 { step { machine, _, actions in machine.drain(actions: &actions) } }
            }
        }
        while !closed && (!pending.isEmpty || activeStream != nil) { answerAll() }
        if random != nil {
            switch roll(4) {
            case 0: step { machine, _, actions in machine.drain(actions: &actions) }
            case 1 where machine.isReadingRequest:
                // The server times out only a request that is still arriving.
                step { machine, out, actions in machine.timeOut(into: &out, actions: &actions) }
            default: break
            }
        }
        checkOutput()
        return delivered
    }

    private mutating func roll(_ bound: Int) -> Int {
        random!.next(bound)
    }

    /// Calls the machine, queues its actions, and checks nothing happens after `.close`.
    /// Like `ServerConnection.perform`, actions are handled in order, those that handling
    /// adds (an immediate answer's) after the rest of the batch.
    private mutating func step(_ call: (inout HTTPConnectionStateMachine, inout [UInt8], inout [HTTPConnectionStateMachine.Action]) -> Void) {
        let wasClosed = closed
        let written = out.count
        let queued = queue.count
        call(&machine, &out, &queue)
        if wasClosed && out.count != written { fatalError("wrote \(out[written...].count) bytes after .close") }
        if wasClosed && queue.count != queued { fatalError("acted after .close: \(queue[queued...])") }
        guard !performing else { return }
        performing = true
        var index = 0
        while index < queue.count {
            index += 1
            handle(queue[index - 1])
        }
        queue.removeAll()
        performing = false
    }

    /// Handles one action as `ServerConnection.perform` does: a request delivered in a batch
    /// where an earlier answer closed the connection is not given to the responder.
    private mutating func handle(_ action: HTTPConnectionStateMachine.Action) {
        switch action {
        case .deliver(let request, let id, _):
            guard id == delivered.count else { fatalError("delivered id \(id), expected \(delivered.count)") }
            delivered.append(Delivered(head: request.head, body: request.body))
            // Not awaited only when closed or upgraded: then `checkOutput` finds it unanswered.
            guard machine.awaitsAnswer(to: id) else { return }
            pending.append(id)
            if random != nil && roll(2) == 0 { answer(id) }
        case .bodyChunk, .bodyEnd, .bodyFailed:
            fatalError("a body streamed though none was asked for")
        case .startStream:
            if closed { fatalError("a stream started after .close") }
            guard let id = streams.keys.min(), let chunks = streams.removeValue(forKey: id) else {
                fatalError("a stream started that was not given")
            }
            if random != nil && roll(2) == 0 {
                activeStream = chunks
            } else {
                finishStream(chunks)
            }
        case .upgrade:
            fatalError("upgraded without being asked to")
        case .close:
            if closed { fatalError("closed twice") }
            closed = true
        }
    }

    /// Answers request `id` with a response chosen by the model.
    private mutating func answer(_ id: Int) {
        pending.removeAll { $0 == id }
        let request = delivered[id]
        let isHead = request.head.method == .head
        var headers: HTTPHeaders = ["X-Id": "\(id)"]
        var status = 200
        var body = Array("answer \(id)".utf8)
        var stream: [[UInt8]]?
        if let random {
            var random = random
            status = [200, 200, 201, 204, 304, 404, 500][random.next(7)]
            if random.next(8) == 0 { headers.append(name: "Connection", value: "close") }
            if random.next(8) == 0 { headers.append(name: "Content-Length", value: "9999") }
            if status == 200 && !isHead && random.next(3) == 0 {
                stream = (0..<random.next(4)).map { Array("chunk \(id).\($0);".utf8) }
                body = stream!.flatMap { $0 }
            }
            self.random = random
        }
        answers[id] = Answer(status: status, body: body, isHead: isHead, http10: request.head.version == .http1_0)
        if let stream { streams[id] = stream }
        let response = HTTPResponse(status: HTTPStatus(status), headers: headers, body: stream == nil ? .bytes(body) : .stream { _ in })
        step { machine, out, actions in machine.respond(response, to: id, into: &out, actions: &actions) }
    }

    private mutating func finishStream(_ chunks: [[UInt8]]) {
        activeStream = nil
        for chunk in chunks { step { machine, out, _ in machine.streamChunk(chunk, into: &out) } }
        step { machine, out, actions in machine.streamEnded(into: &out, actions: &actions) }
    }

    /// Answers some owed requests in a random order, and maybe ends the active stream.
    private mutating func answerSome() {
        for _ in 0..<pending.count where !pending.isEmpty && roll(2) == 0 {
            answer(pending[roll(pending.count)])
        }
        if let chunks = activeStream, roll(2) == 0 { finishStream(chunks) }
    }

    /// Answers every owed request (in a random order with a generator) and ends the active stream.
    private mutating func answerAll() {
        while !pending.isEmpty {
            answer(pending[random == nil ? 0 : roll(pending.count)])
        }
        if let chunks = activeStream { finishStream(chunks) }
    }

    /// Reads `out` back as responses: in request order, with the bodies given, framed as
    /// declared, and nothing after one that closes.
    private func checkOutput() {
        var reader = ResponseReader(bytes: out)
        var nextID = 0
        while !reader.atEnd {
            let (status, headers) = reader.head()
            if status == 100 { continue }
            let closes = headers.containsToken("close", in: "Connection")
            guard let idText = headers["X-Id"] else {
                // The server's own answer to a bad or timed-out request: the last thing written.
                guard status >= 400, closes else { fatalError("response \(status) without an id: \(String(decoding: out, as: UTF8.self))") }
                _ = reader.body(headers, isHead: false, status: status)
                guard reader.atEnd else { fatalError("bytes after the server's closing \(status)") }
                break
            }
            guard Int(idText) == nextID, let answer = answers[nextID] else {
                fatalError("response for \(idText) where \(nextID) was due: \(String(decoding: out, as: UTF8.self))")
            }
            nextID += 1
            guard status == answer.status else { fatalError("status \(status), answered \(answer.status)") }
            guard headers.values(for: "Content-Length").count <= 1 else { fatalError("two Content-Length fields") }
            let body = reader.body(headers, isHead: answer.isHead, status: status)
            let expected = answer.isHead || HTTPStatus(status).forbidsBody ? [] : answer.body
            guard body == expected else { fatalError("body \(body), answered \(expected)") }
            if closes || (answer.http10 && !headers.containsToken("keep-alive", in: "Connection")) {
                guard reader.atEnd else { fatalError("bytes after a closing response: \(String(decoding: out, as: UTF8.self))") }
                guard closed else { fatalError("a closing response was written but the connection stays open") }
            }
        }
        if !closed && nextID != delivered.count {
            fatalError("open and idle, but wrote \(nextID) of \(delivered.count) responses")
        }
    }
}

/// Reads the responses the state machine wrote; any malformation is a fatal error.
struct ResponseReader {
    let bytes: [UInt8]
    var position = 0

    var atEnd: Bool { position == bytes.count }

    mutating func line() -> String {
        guard let end = (position..<max(position, bytes.count - 1)).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 }) else {
            fatalError("unterminated line at \(position): \(String(decoding: bytes, as: UTF8.self))")
        }
        defer { position = end + 2 }
        return String(decoding: bytes[position..<end], as: UTF8.self)
    }

    mutating func head() -> (Int, HTTPHeaders) {
        let statusLine = line()
        guard statusLine.hasPrefix("HTTP/1.1 "), let status = Int(statusLine.dropFirst(9).prefix(3)) else {
            fatalError("bad status line \(statusLine)")
        }
        var headers: HTTPHeaders = [:]
        while true {
            let field = line()
            if field.isEmpty { return (status, headers) }
            guard let colon = field.firstIndex(of: ":") else { fatalError("bad field \(field)") }
            headers.append(name: String(field[..<colon]), value: String(field[field.index(colon, offsetBy: 2)...]))
        }
    }

    mutating func body(_ headers: HTTPHeaders, isHead: Bool, status: Int) -> [UInt8] {
        if isHead || HTTPStatus(status).forbidsBody { return [] }
        if headers.containsToken("chunked", in: "Transfer-Encoding") {
            var body: [UInt8] = []
            while true {
                guard let size = Int(line(), radix: 16), position + size + 2 <= bytes.count else { fatalError("bad chunk") }
                if size == 0 {
                    guard line().isEmpty else { fatalError("trailers after the last chunk") }
                    return body
                }
                body += bytes[position..<position + size]
                position += size
                guard line().isEmpty else { fatalError("chunk longer than its size") }
            }
        }
        let length = headers["Content-Length"].map { Int($0)! } ?? bytes.count - position
        guard position + length <= bytes.count else { fatalError("body shorter than its Content-Length") }
        defer { position += length }
        return Array(bytes[position..<position + length])
    }
}
