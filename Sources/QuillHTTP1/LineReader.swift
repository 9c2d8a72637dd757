/// Cuts a byte stream into lines at LF, keeping the start of a line whose LF has not arrived.
///
/// A line that arrived whole is a slice of the bytes fed, not a copy.
struct LineReader: Sendable {
    private var pending: [UInt8] = []
    /// `pending` was handed out as a line: cleared at the next call, once its slice is dropped.
    private var pendingTaken = false

    /// Whether part of a line is buffered.
    var hasPartialLine: Bool { !pendingTaken && !pending.isEmpty }

    /// The length of the buffered part of a line without a final CR (that CR may start its CRLF).
    var partialLength: Int {
        guard hasPartialLine else { return 0 }
        return pending.last == HTTPSyntax.cr ? pending.count - 1 : pending.count
    }

    /// The next line at `index`, without its LF, moving `index` past it; nil when the bytes
    /// end before an LF, the rest of them kept as the start of the line.
    mutating func nextLine(in bytes: ArraySlice<UInt8>, at index: inout Int) -> ArraySlice<UInt8>? {
        if pendingTaken {
            pending.removeAll(keepingCapacity: true)
            pendingTaken = false
        }
        guard let lf = bytes[index...].firstIndex(of: HTTPSyntax.lf) else {
            pending.append(contentsOf: bytes[index...])
            index = bytes.endIndex
            return nil
        }
        defer { index = lf + 1 }
        if pending.isEmpty { return bytes[index..<lf] }
        pending.append(contentsOf: bytes[index..<lf])
        pendingTaken = true
        return pending[...]
    }

    /// Drops whatever is buffered.
    mutating func reset() {
        pending = []
        pendingTaken = false
    }
}

/// A line's content without its final CR, and whether it had one (a line must end in CRLF).
func lineContent(_ line: ArraySlice<UInt8>) -> (content: ArraySlice<UInt8>, endsInCR: Bool) {
    line.last == HTTPSyntax.cr ? (line.dropLast(), true) : (line, false)
}
