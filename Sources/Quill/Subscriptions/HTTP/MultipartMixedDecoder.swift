/// Reads a `multipart/mixed` body (RFC 2046) as its bytes arrive: each part's body as soon
/// as the delimiter after it came, and the end at the close delimiter (`--boundary--`).
struct MultipartMixedDecoder: Sendable {
    enum Event: Sendable, Hashable {
        /// A part's body (its header fields dropped).
        case part([UInt8])
        case end
    }

    private enum State {
        case preamble, afterDelimiter, headers, body, done
    }

    /// CRLF `--` boundary.
    private let delimiter: [UInt8]
    /// A CRLF first, so that a delimiter at the very start of the body is found as any other.
    private var buffer: [UInt8] = [13, 10]
    private var state = State.preamble
    let maxPartSize: Int

    /// CRLF `--` boundary `--`: the close delimiter on the line after a delimiter.
    private let closeAfterDelimiter: [UInt8]

    init(boundary: String, maxPartSize: Int = 16 << 20) {
        delimiter = Array("\r\n--\(boundary)".utf8)
        closeAfterDelimiter = Array("\r\n--\(boundary)--".utf8)
        self.maxPartSize = maxPartSize
    }

    /// The boundary of a `multipart/mixed` content type (`boundary="graphql"`); `-` when it names none, as Apollo's router assumes.
    static func boundary(ofContentType contentType: String) -> String {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "boundary" else { continue }
            var value = pair[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            return value
        }
        return "-"
    }

    struct PartTooLarge: Error {}

    mutating func feed(_ bytes: some Sequence<UInt8>) throws(PartTooLarge) -> [Event] {
        buffer.append(contentsOf: bytes)
        var events: [Event] = []
        var start = 0
        scan: while true {
            let rest = buffer[start...]
            switch state {
            case .preamble:
                guard let range = rest.firstRange(of: delimiter) else { break scan }
                start = range.upperBound
                state = .afterDelimiter
            case .afterDelimiter:
                guard rest.count >= 2 else { break scan }
                if rest.starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-")]) {
                    state = .done
                    events.append(.end)
                    break scan
                }
                // strawberry-graphql ends a subscription with a delimiter and then the close
                // delimiter (`--graphql\r\n--graphql--`): an empty part that is the end.
                if rest.count < closeAfterDelimiter.count, closeAfterDelimiter.starts(with: rest) { break scan }
                if rest.starts(with: closeAfterDelimiter) {
                    state = .done
                    events.append(.end)
                    break scan
                }
                state = .headers
            case .headers:
                // The rest of the delimiter's line, the part's fields, and a blank line.
                guard let range = rest.firstRange(of: [13, 10, 13, 10]) else {
                    if rest.count > maxPartSize { throw PartTooLarge() }
                    break scan
                }
                start = range.upperBound
                state = .body
            case .body:
                guard let range = rest.firstRange(of: delimiter) else {
                    if rest.count > maxPartSize { throw PartTooLarge() }
                    break scan
                }
                events.append(.part(Array(buffer[start..<range.lowerBound])))
                start = range.upperBound
                state = .afterDelimiter
            case .done:
                start = buffer.count
                break scan
            }
        }
        // What is left in the preamble can only matter as the start of a delimiter.
        if state == .preamble { start = max(start, buffer.count - delimiter.count) }
        buffer.removeFirst(start)
        return events
    }
}
