/// One event of a `text/event-stream` body.
struct ServerSentEvent: Sendable, Hashable {
    var event: String
    var data: String
}

/// Reads `text/event-stream` (the HTML standard's event stream format) as its bytes arrive:
/// lines end with LF, CRLF or CR; `event:` and `data:` fields (data lines joined with LF),
/// comments (`:`) and unknown fields ignored, a blank line dispatches the event.
struct ServerSentEventsDecoder: Sendable {
    private var line: [UInt8] = []
    private var event = ""
    private var data: [String] = []
    private var hasData = false
    /// The last byte was a CR: an LF right after it ends nothing more.
    private var afterCR = false
    /// The largest line taken, against a server that never ends one.
    let maxLineLength: Int

    init(maxLineLength: Int = 16 << 20) {
        self.maxLineLength = maxLineLength
    }

    struct LineTooLong: Error {}

    mutating func feed(_ bytes: some Sequence<UInt8>) throws(LineTooLong) -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        for byte in bytes {
            if afterCR {
                afterCR = false
                if byte == UInt8(ascii: "\n") { continue }
            }
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                afterCR = byte == UInt8(ascii: "\r")
                if let event = endLine() { events.append(event) }
            default:
                guard line.count < maxLineLength else { throw LineTooLong() }
                line.append(byte)
            }
        }
        return events
    }

    private mutating func endLine() -> ServerSentEvent? {
        defer { line.removeAll(keepingCapacity: true) }
        guard !line.isEmpty else {
            defer {
                event = ""
                data = []
                hasData = false
            }
            guard hasData else { return nil }
            return ServerSentEvent(event: event.isEmpty ? "message" : event, data: data.joined(separator: "\n"))
        }
        guard line.first != UInt8(ascii: ":") else { return nil }
        let colon = line.firstIndex(of: UInt8(ascii: ":")) ?? line.endIndex
        let name = String(decoding: line[..<colon], as: UTF8.self)
        var valueStart = colon < line.endIndex ? colon + 1 : colon
        if valueStart < line.endIndex, line[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
        let value = String(decoding: line[valueStart...], as: UTF8.self)
        switch name {
        case "event": event = value
        case "data":
            data.append(value)
            hasData = true
        default: break
        }
        return nil
    }
}
