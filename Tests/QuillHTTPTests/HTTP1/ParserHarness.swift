import QuillHTTP1

/// Parses `request` in one feed and returns its events with the body slices joined.
func parse(_ request: String, limits: HTTPParserLimits = .init()) -> [HTTPParserEvent] {
    var parser = HTTPRequestParser(limits: limits)
    return joiningBodies(parser.feed(Array(request.utf8)))
}

/// Feeds `bytes` cut at `cuts` (sorted offsets) and returns the events with body slices joined.
func parse(_ bytes: [UInt8], cuttingAt cuts: [Int], limits: HTTPParserLimits = .init()) -> [HTTPParserEvent] {
    var parser = HTTPRequestParser(limits: limits)
    var events: [HTTPParserEvent] = []
    var start = 0
    for cut in cuts + [bytes.count] {
        parser.feed(bytes[start..<cut], into: &events)
        start = cut
    }
    return joiningBodies(events)
}

/// `events` with each run of `.body` slices joined into one, so splits compare equal.
func joiningBodies(_ events: [HTTPParserEvent]) -> [HTTPParserEvent] {
    var joined: [HTTPParserEvent] = []
    for event in events {
        if case .body(let slice) = event, case .body(let previous)? = joined.last {
            joined[joined.count - 1] = .body(ArraySlice(Array(previous) + Array(slice)))
        } else {
            joined.append(event)
        }
    }
    return joined
}

/// The single head among `events`.
func head(_ events: [HTTPParserEvent]) -> HTTPRequestHead? {
    let heads = events.compactMap { event -> HTTPRequestHead? in
        if case .head(let head) = event { return head }
        return nil
    }
    return heads.count == 1 ? heads[0] : nil
}

/// `.body` holding `text`.
func body(_ text: String) -> HTTPParserEvent {
    .body(ArraySlice(text.utf8))
}

/// The error among `events`, if any.
func error(_ events: [HTTPParserEvent]) -> HTTPParserError? {
    for case .error(let error) in events { return error }
    return nil
}
