/// A `multipart/form-data` body (RFC 7578) as events, fed in chunks of any size, without
/// I/O: each part's head, its content in slices as it arrives (never buffered whole), its
/// end, then the end of the body. Only the bytes that may begin a delimiter are kept
/// between feeds.
struct MultipartParser {
    enum Event: Equatable {
        /// A part begins: its `Content-Disposition` name and filename, and its `Content-Type`.
        case partHead(name: String, filename: String?, contentType: String?)
        /// The next bytes of the current part's content.
        case content(ArraySlice<UInt8>)
        case partEnd
        /// The closing delimiter: the body is complete.
        case end
    }

    struct ParseError: Error, Equatable {
        let message: String
    }

    /// The most bytes of one part's header section.
    static let maxHeaderBytes = 16 * 1024

    private enum State { case preamble, header, content, epilogue }

    /// `CRLF--boundary`: what ends a part's content.
    private let delimiter: [UInt8]
    private var state = State.preamble
    /// Bytes fed but not yet given out (a possible delimiter's start, a partial header).
    private var pending: [UInt8]

    /// Fails when `boundary` is empty or longer than RFC 2046 allows (70 characters).
    init(boundary: String) throws(ParseError) {
        guard (1...70).contains(boundary.utf8.count) else {
            throw ParseError(message: "The multipart boundary must be 1 to 70 characters long.")
        }
        delimiter = Array("\r\n--\(boundary)".utf8)
        // The first delimiter may open the body, without the CRLF before it.
        pending = Array("\r\n".utf8)
    }

    /// Whether the closing delimiter has been read.
    var isComplete: Bool { state == .epilogue }

    /// Parses `bytes`, appending the events they complete; `.content` slices are valid
    /// until the next call.
    mutating func feed(_ bytes: some Collection<UInt8>, into events: inout [Event]) throws(ParseError) {
        guard state != .epilogue else { return }
        pending.append(contentsOf: bytes)
        var index = 0
        loop: while true {
            switch state {
            case .preamble, .content:
                guard let found = find(delimiter, from: index) else {
                    // Keep what may be the start of a delimiter; give out the rest.
                    let keep = max(index, pending.count - delimiter.count - 1)
                    giveOut(index..<keep, &events)
                    index = keep
                    break loop
                }
                // After the delimiter: `--` closes the body, else transport padding and CRLF.
                let after = found + delimiter.count
                guard pending.count >= after + 2 else {
                    giveOut(index..<found, &events)
                    index = found
                    break loop
                }
                let closes = pending[after] == UInt8(ascii: "-") && pending[after + 1] == UInt8(ascii: "-")
                var next = pending.count
                if !closes {
                    guard let lineEnd = find(Array("\r\n".utf8), from: after) else {
                        guard pending.count - after < 80 else { throw ParseError(message: "A multipart delimiter line is malformed.") }
                        giveOut(index..<found, &events)
                        index = found
                        break loop
                    }
                    guard pending[after..<lineEnd].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
                        if state == .preamble {
                            index = after
                            continue loop
                        }
                        throw ParseError(message: "A multipart delimiter line is malformed.")
                    }
                    next = lineEnd + 2
                }
                giveOut(index..<found, &events)
                if state == .content { events.append(.partEnd) }
                index = next
                if closes {
                    state = .epilogue
                    events.append(.end)
                    break loop
                }
                state = .header
            case .header:
                guard let end = find(Array("\r\n\r\n".utf8), from: index) else {
                    guard pending.count - index <= Self.maxHeaderBytes else {
                        throw ParseError(message: "A multipart part's header section is larger than \(Self.maxHeaderBytes) bytes.")
                    }
                    break loop
                }
                events.append(try Self.partHead(pending[index..<end]))
                index = end + 4
                state = .content
            case .epilogue:
                break loop
            }
        }
        pending.removeFirst(index)
    }

    /// A part's content in `range` of `pending`, while in one.
    private func giveOut(_ range: Range<Int>, _ events: inout [Event]) {
        if state == .content, !range.isEmpty { events.append(.content(pending[range])) }
    }

    /// The index of the first `needle` in `pending` at or after `start`.
    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        var index = start
        guard let first = needle.first else { return nil }
        while index + needle.count <= pending.count {
            if pending[index] == first && pending[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// A part's head: its header section (without the blank line), which must name the part.
    private static func partHead(_ section: ArraySlice<UInt8>) throws(ParseError) -> Event {
        var name: String?
        var filename: String?
        var contentType: String?
        for line in section.split(separator: UInt8(ascii: "\n")) {
            let line = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                throw ParseError(message: "A multipart part's header line has no colon.")
            }
            let field = HeaderValueSyntax.trimmed(line[..<colon])
            let value = HeaderValueSyntax.trimmed(line[(colon + 1)...])
            if HeaderValueSyntax.equalsIgnoringCase(field, "content-disposition") {
                let parts = HeaderValueSyntax.split(value, ";")
                guard HeaderValueSyntax.equalsIgnoringCase(HeaderValueSyntax.trimmed(parts[0]), "form-data") else {
                    throw ParseError(message: "A multipart part's Content-Disposition is not form-data.")
                }
                name = HeaderValueSyntax.parameter("name", in: parts.dropFirst()).map { String(decoding: $0, as: UTF8.self) }
                filename = HeaderValueSyntax.parameter("filename", in: parts.dropFirst()).map { String(decoding: $0, as: UTF8.self) }
            } else if HeaderValueSyntax.equalsIgnoringCase(field, "content-type") {
                contentType = String(decoding: value, as: UTF8.self)
            }
        }
        guard let name else { throw ParseError(message: "A multipart part has no Content-Disposition name.") }
        return .partHead(name: name, filename: filename, contentType: contentType)
    }
}
