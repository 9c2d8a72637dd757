/// The HTTP/1.1 side of one server connection as a pure state machine: bytes in, response
/// bytes and actions out, no I/O.
///
/// It drives `HTTPRequestParser`, hands each whole request out (`.deliver`), and writes the
/// responses it is given in request order: a response given early (to a later pipelined
/// request) waits until every earlier one is written. It answers `Expect: 100-continue`,
/// parser errors (status and `Connection: close`), `Connection: close` and HTTP/1.0.
/// Bytes to send are appended to the caller's buffer, so one buffer collects a whole batch.
struct HTTPConnectionStateMachine {
    enum Action {
        /// Answer `request` with `respond(_:to:into:)` (now or later), or `upgrade`.
        /// `streamsBody`: the request's body is still to come, as `bodyChunk`s then
        /// `bodyEnd` (or `bodyFailed`).
        case deliver(HTTPRequest, id: Int, streamsBody: Bool)
        /// The next bytes of the body being streamed.
        case bodyChunk([UInt8])
        /// The body being streamed ended.
        case bodyEnd
        /// The body being streamed will not arrive whole: the error (status) that ended it.
        case bodyFailed(HTTPStatus)
        /// Run `producer` and feed its chunks to `streamChunk`, then call `streamEnded`;
        /// cancel it when draining if it `endsAtShutdown` (see `HTTPResponse`).
        case startStream(@Sendable (HTTPBodyWriter) async -> Void, endsAtShutdown: Bool)
        /// The 101 response is written: the connection now speaks WebSocket.
        case upgrade(WebSocketSession)
        /// Close the connection once the bytes written so far are sent.
        case close
    }

    private enum SlotState {
        case waiting
        case ready(HTTPResponse)
        case upgrade(WebSocketSession)
        case streaming
    }

    /// One request that has been delivered (or failed) and awaits its response being written.
    private struct Slot {
        var state: SlotState
        var isHead: Bool
        var version: HTTPVersion
        var closeAfter: Bool
    }

    /// Most delivered but unanswered requests before `wantsInput` turns false.
    static let maxPendingRequests = 32

    private var parser: HTTPRequestParser
    private var events: [HTTPParserEvent] = []
    private var slots: [Slot] = []
    /// The id of `slots[0]`; ids are consecutive.
    private var firstID = 0
    private var current: HTTPRequest?
    /// A request whose body is being streamed to its responder (delivered at its head).
    private var streaming: (id: Int, closeAfter: Bool)?
    private var continueWanted = false
    /// No more requests are read: one asked to close, failed, or upgraded, or we are draining.
    private var inputClosed = false
    private var draining = false
    private var closed = false
    /// The `Date` header value, kept current by the caller.
    var date: String
    let remoteAddress: String
    /// The parser's error, for the caller to log; it clears it.
    var parserError: HTTPParserError?

    init(limits: HTTPParserLimits, date: String, remoteAddress: String = "") {
        parser = HTTPRequestParser(limits: limits)
        self.date = date
        self.remoteAddress = remoteAddress
    }

    /// Whether nothing is in progress: no partial request, no response owed, none streaming.
    var isIdle: Bool { slots.isEmpty && current == nil && parser.isAtMessageBoundary }

    /// Whether a request has started arriving but is not complete (for the read timeout);
    /// not while a body is streamed to its responder, which may take as long as it arrives.
    var isReadingRequest: Bool { !inputClosed && streaming == nil && (current != nil || !parser.isAtMessageBoundary) }

    /// Whether a request's body is being streamed to its responder.
    var isStreamingBody: Bool { streaming != nil }

    /// Whether reading more bytes makes sense now (false while many responses are owed).
    var wantsInput: Bool { !inputClosed && slots.count < Self.maxPendingRequests }

    /// Whether request `id` still awaits its answer: false once the connection closed or upgraded.
    func awaitsAnswer(to id: Int) -> Bool {
        let index = id - firstID
        guard slots.indices.contains(index), case .waiting = slots[index].state else { return false }
        return true
    }

    /// Parses `bytes`; appends interim responses and error responses to `out`.
    /// `streamsBody`: whether the body of a request with this head is streamed to its
    /// responder (`deliver` at the head, then `bodyChunk`s) rather than delivered whole.
    mutating func receive(
        _ bytes: ArraySlice<UInt8>, into out: inout [UInt8], actions: inout [Action],
        streamsBody: (HTTPRequestHead) -> Bool = { _ in false }
    ) {
        guard !inputClosed else { return }
        parser.feed(bytes, into: &events, streamsBody: streamsBody)
        // `.body` events share the caller's (reused) buffer: drop them before returning.
        defer { events.removeAll(keepingCapacity: true) }
        for event in events {
            if inputClosed { break }
            switch event {
            case .head(let head):
                let request = HTTPRequest(head: head, remoteAddress: remoteAddress)
                guard streamsBody(head) else {
                    current = request
                    break
                }
                let id = firstID + slots.count
                slots.append(Slot(state: .waiting, isHead: request.method == .head, version: head.version, closeAfter: !head.keepAlive))
                streaming = (id, !head.keepAlive)
                actions.append(.deliver(request, id: id, streamsBody: true))
            case .continueExpected:
                continueWanted = true
            case .body(let slice):
                if streaming != nil {
                    actions.append(.bodyChunk(Array(slice)))
                } else {
                    current?.body.append(contentsOf: slice)
                }
            case .trailers:
                break
            case .end:
                if let (_, closeAfter) = streaming {
                    streaming = nil
                    continueWanted = false
                    if closeAfter { inputClosed = true }
                    actions.append(.bodyEnd)
                    break
                }
                guard let request = current else { break }
                current = nil
                continueWanted = false
                let closeAfter = !request.head.keepAlive
                slots.append(Slot(state: .waiting, isHead: request.method == .head, version: request.head.version, closeAfter: closeAfter))
                if closeAfter { inputClosed = true }
                actions.append(.deliver(request, id: firstID + slots.count - 1, streamsBody: false))
            case .error(let error):
                parserError = error
                current = nil
                continueWanted = false
                inputClosed = true
                let response = HTTPResponse(
                    status: error.status, headers: ["Content-Type": "text/plain"], body: Array("\(error.status.reasonPhrase)\n".utf8))
                if let (id, _) = streaming {
                    // The streamed request is answered with the error, whatever its responder says.
                    streaming = nil
                    actions.append(.bodyFailed(error.status))
                    setSlot(id, .ready(response))
                    slots[id - firstID].closeAfter = true
                } else {
                    slots.append(Slot(state: .ready(response), isHead: false, version: .http1_1, closeAfter: true))
                }
            }
        }
        flush(into: &out, actions: &actions)
    }

    /// Gives the response to request `id`; it is written once every earlier one is. A
    /// request whose body is still streaming is answered, and its connection closed after:
    /// the rest of the body is not read.
    mutating func respond(_ response: HTTPResponse, to id: Int, into out: inout [UInt8], actions: inout [Action]) {
        if let (streamingID, _) = streaming, streamingID == id, awaitsAnswer(to: id) {
            streaming = nil
            continueWanted = false
            inputClosed = true
            slots[id - firstID].closeAfter = true
            actions.append(.bodyFailed(.contentTooLarge))
        }
        setSlot(id, .ready(response))
        flush(into: &out, actions: &actions)
    }

    /// Answers request `id` by switching to WebSocket once every earlier response is written.
    /// Anything the client sent after the upgrade request (pipelined requests, or frames
    /// sent before the 101, which RFC 6455 section 4.1 forbids) is dropped.
    mutating func upgrade(_ session: WebSocketSession, for id: Int, into out: inout [UInt8], actions: inout [Action]) {
        setSlot(id, .upgrade(session))
        flush(into: &out, actions: &actions)
    }

    /// Writes one chunk of the body being streamed.
    mutating func streamChunk(_ bytes: [UInt8], into out: inout [UInt8]) {
        guard let slot = slots.first, case .streaming = slot.state, !bytes.isEmpty else { return }
        if slot.version == .http1_0 {
            out.append(contentsOf: bytes)
        } else {
            HTTPResponseEncoder.appendHex(bytes.count, to: &out)
            out.append(contentsOf: [13, 10])
            out.append(contentsOf: bytes)
            out.append(contentsOf: [13, 10])
        }
    }

    /// Ends the body being streamed and goes on with the responses after it.
    mutating func streamEnded(into out: inout [UInt8], actions: inout [Action]) {
        guard let slot = slots.first, case .streaming = slot.state else { return }
        if slot.version != .http1_0 { out.append(contentsOf: Array("0\r\n\r\n".utf8)) }
        finishSlot(slot, actions: &actions)
        flush(into: &out, actions: &actions)
    }

    /// Stops reading requests: closes now if idle, else after the responses owed.
    mutating func drain(actions: inout [Action]) {
        guard !draining else { return }
        draining = true
        inputClosed = true
        current = nil
        if streaming != nil {
            streaming = nil
            actions.append(.bodyFailed(.serviceUnavailable))
        }
        if slots.isEmpty { close(&actions) }
    }

    /// The read timeout passed with a request incomplete: stop reading, write the
    /// responses still owed to earlier requests as they come, then 408, and close.
    mutating func timeOut(into out: inout [UInt8], actions: inout [Action]) {
        inputClosed = true
        current = nil
        continueWanted = false
        let response = HTTPResponse(status: .requestTimeout, headers: ["Content-Type": "text/plain"], body: Array("Request Timeout\n".utf8))
        slots.append(Slot(state: .ready(response), isHead: false, version: .http1_1, closeAfter: true))
        flush(into: &out, actions: &actions)
    }

    private mutating func setSlot(_ id: Int, _ state: SlotState) {
        let index = id - firstID
        guard slots.indices.contains(index), case .waiting = slots[index].state else { return }
        slots[index].state = state
    }

    /// Writes every response that is ready and due.
    private mutating func flush(into out: inout [UInt8], actions: inout [Action]) {
        writing: while !closed, let slot = slots.first {
            switch slot.state {
            case .waiting, .streaming:
                break writing
            case .ready(let response):
                let closeAfter = slot.closeAfter || (draining && slots.count == 1) || HTTPResponseEncoder.asksToClose(response)
                switch response.body {
                case .bytes(let body):
                    HTTPResponseEncoder.appendHead(
                        response, bodyLength: body.count, chunked: false, close: closeAfter, version: slot.version, date: date, to: &out)
                    if !slot.isHead, !response.status.forbidsBody { out.append(contentsOf: body) }
                    slots[0].closeAfter = closeAfter
                    finishSlot(slots[0], actions: &actions)
                case .stream(let producer):
                    let chunked = slot.version != .http1_0
                    HTTPResponseEncoder.appendHead(
                        response, bodyLength: nil, chunked: chunked, close: closeAfter || !chunked, version: slot.version, date: date, to: &out)
                    slots[0].closeAfter = closeAfter || !chunked
                    if slot.isHead || response.status.forbidsBody {
                        finishSlot(slots[0], actions: &actions)
                    } else {
                        slots[0].state = .streaming
                        actions.append(.startStream(producer, endsAtShutdown: response.endsAtShutdown))
                        return
                    }
                }
            case .upgrade(let session):
                HTTPResponseEncoder.appendSwitchingProtocols(session.upgrade.responseHeaders, date: date, to: &out)
                slots.removeAll()
                inputClosed = true
                closed = true
                actions.append(.upgrade(session))
                return
            }
        }
        // Not once input is closed (by a closing answer, say): the body will not be read.
        // A streamed body is read once its request is the one to answer.
        let nextIsStreaming = streaming.map { $0.id == firstID } ?? false
        if continueWanted && (slots.isEmpty || nextIsStreaming) && !inputClosed {
            continueWanted = false
            out.append(contentsOf: HTTPResponseEncoder.continueResponse)
        }
    }

    private mutating func finishSlot(_ slot: Slot, actions: inout [Action]) {
        slots.removeFirst()
        firstID += 1
        if slot.closeAfter || (draining && slots.isEmpty) {
            slots.removeAll()
            inputClosed = true
            close(&actions)
        }
    }

    private mutating func close(_ actions: inout [Action]) {
        guard !closed else { return }
        closed = true
        actions.append(.close)
    }
}
