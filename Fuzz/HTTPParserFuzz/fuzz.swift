@testable import QuillHTTP1

/// Small limits, so that inputs of a few hundred bytes reach every limit.
let fuzzLimits = HTTPParserLimits(
    maxRequestLineLength: 96, maxHeaderBytes: 256, maxHeaderCount: 8, maxBodyBytes: 512, maxChunkLineLength: 64)

/// Checks one input: parses the bytes as a stream of requests, and as one of responses.
///
/// The first byte seeds where the stream is cut (and which responses answer a HEAD). Fed
/// whole, byte by byte, or cut at those places, the stream must give the same events
/// (bodies joined), and they must follow the grammar of `HTTPParserEvent` (or
/// `HTTPResponseEvent`) within the limits.
func fuzzHTTPParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard size > 0, let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let whole = events(bytes, cuts: [])
    checkGrammar(whole)
    let byteByByte = events(bytes, cuts: Array(1..<max(1, bytes.count)))
    if byteByByte != whole {
        fatalError("byte-by-byte feeding differs\n--- whole:\n\(whole)\n--- byte by byte:\n\(byteByByte)")
    }
    var state = UInt64(data[0]) &+ 1
    var cuts: [Int] = []
    for _ in 0..<Int(data[0] % 6) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        cuts.append(Int((state >> 33) % UInt64(bytes.count + 1)))
    }
    let split = events(bytes, cuts: cuts.sorted())
    if split != whole {
        fatalError("feeding cut at \(cuts.sorted()) differs\n--- whole:\n\(whole)\n--- split:\n\(split)")
    }
    checkResponses(bytes, cuts: cuts.sorted(), headMask: data[0])
    return 0
}

/// The same checks with the bytes read as responses, closed at the end; the requests
/// answered are HEADs where `headMask`'s bit (of the response's index mod 8) is set.
func checkResponses(_ bytes: [UInt8], cuts: [Int], headMask: UInt8) {
    let whole = responseEvents(bytes, cuts: [], headMask: headMask)
    checkResponseGrammar(whole, headMask: headMask)
    let byteByByte = responseEvents(bytes, cuts: Array(1..<max(1, bytes.count)), headMask: headMask)
    if byteByByte != whole {
        fatalError("responses byte by byte differ\n--- whole:\n\(whole)\n--- byte by byte:\n\(byteByByte)")
    }
    let split = responseEvents(bytes, cuts: cuts, headMask: headMask)
    if split != whole {
        fatalError("responses cut at \(cuts) differ\n--- whole:\n\(whole)\n--- split:\n\(split)")
    }
}

func responseEvents(_ bytes: [UInt8], cuts: [Int], headMask: UInt8) -> [HTTPResponseEvent] {
    var parser = HTTPResponseParser(limits: fuzzLimits)
    for index in 0..<64 { parser.expectResponse(to: headMask >> (index % 8) & 1 == 1 ? .head : .get) }
    var events: [HTTPResponseEvent] = []
    var start = 0
    for cut in cuts + [bytes.count] {
        // `feed` stops at each response's end, and reads nothing after a 101.
        while start < cut {
            let read = parser.feed(bytes[start..<cut], into: &events)
            if read == 0 && !parser.hasSwitchedProtocols { fatalError("read nothing of \(cut - start) bytes") }
            if read == 0 { break }
            start += read
        }
        start = cut
    }
    parser.finish(into: &events)
    var joined: [HTTPResponseEvent] = []
    for event in events {
        if case .body(let slice) = event, case .body(let previous)? = joined.last {
            joined[joined.count - 1] = .body(previous + slice)
        } else {
            joined.append(event)
        }
    }
    return joined
}

/// Checks `(head body* trailers? end)* error?`, the body limit, no body for a HEAD or
/// interim response, and nothing after `101` or a response that closes the connection.
func checkResponseGrammar(_ events: [HTTPResponseEvent], headMask: UInt8) {
    var current: HTTPResponseHead?
    var finalResponses = 0
    var bodyBytes = 0
    var afterBody = false
    var over = false
    for (index, event) in events.enumerated() {
        if over { fatalError("events after the connection's last response: \(events)") }
        switch event {
        case .head(let head):
            if current != nil { fatalError("head inside a response at \(index): \(events)") }
            if head.status.code < 100 || head.status.code > 999 { fatalError("status \(head.status) accepted") }
            current = head
            bodyBytes = 0
            afterBody = false
        case .body(let slice):
            guard let head = current, !afterBody else { fatalError("body outside a response at \(index): \(events)") }
            if head.status.code < 200 || headMask >> (finalResponses % 8) & 1 == 1 { fatalError("a body for \(head.status): \(events)") }
            bodyBytes += slice.count
            if bodyBytes > fuzzLimits.maxBodyBytes { fatalError("body of \(bodyBytes) bytes passed the limit") }
        case .trailers:
            if current == nil || afterBody { fatalError("trailers outside a response at \(index): \(events)") }
            afterBody = true
        case .end:
            guard let head = current else { fatalError("end outside a response at \(index): \(events)") }
            current = nil
            if head.status.code >= 200 { finalResponses += 1 }
            over = head.status == 101 || head.status.code >= 200 && !head.keepAlive
        case .error:
            if index != events.count - 1 { fatalError("events after an error: \(events)") }
            current = nil
        }
    }
    if current != nil { fatalError("a response neither ended nor failed at the close: \(events)") }
}

/// The events of `bytes` fed in pieces cut at `cuts`, with each run of body slices joined.
func events(_ bytes: [UInt8], cuts: [Int]) -> [HTTPParserEvent] {
    var parser = HTTPRequestParser(limits: fuzzLimits)
    var events: [HTTPParserEvent] = []
    var start = 0
    for cut in cuts + [bytes.count] {
        parser.feed(bytes[start..<cut], into: &events)
        start = cut
    }
    var joined: [HTTPParserEvent] = []
    for event in events {
        if case .body(let slice) = event, case .body(let previous)? = joined.last {
            joined[joined.count - 1] = .body(previous + slice)
        } else {
            joined.append(event)
        }
    }
    return joined
}

/// Checks `(head continueExpected? body* trailers? end)* error?` and the body limit.
func checkGrammar(_ events: [HTTPParserEvent]) {
    var inMessage = false
    var bodyBytes = 0
    var afterBody = false
    for (index, event) in events.enumerated() {
        switch event {
        case .head(let head):
            if inMessage { fatalError("head inside a message at \(index): \(events)") }
            if head.version.major != 1 { fatalError("version \(head.version) accepted") }
            inMessage = true
            bodyBytes = 0
            afterBody = false
        case .continueExpected:
            guard case .head? = index > 0 ? events[index - 1] : nil else {
                fatalError("continueExpected not after head at \(index): \(events)")
            }
        case .body(let slice):
            if !inMessage || afterBody { fatalError("body outside a message at \(index): \(events)") }
            bodyBytes += slice.count
            if bodyBytes > fuzzLimits.maxBodyBytes { fatalError("body of \(bodyBytes) bytes passed the limit") }
        case .trailers:
            if !inMessage || afterBody { fatalError("trailers outside a message at \(index): \(events)") }
            afterBody = true
        case .end:
            if !inMessage { fatalError("end outside a message at \(index): \(events)") }
            inMessage = false
        case .error:
            if index != events.count - 1 { fatalError("events after an error: \(events)") }
        }
    }
}
