/// A header or trailer section read one field line at a time, within the limits on its
/// bytes and its number of fields (RFC 9112, section 5).
struct FieldSection: Sendable {
    enum Line {
        case field(name: ArraySlice<UInt8>, value: ArraySlice<UInt8>)
        /// The empty line that ends the section.
        case end
    }

    private(set) var fields = HTTPHeaders()
    /// Bytes of the lines read, each counted with its CRLF.
    private var byteCount = 0

    /// Whether a line that has `partialLength` bytes so far already breaks the byte limit
    /// (it will end in CRLF).
    func exceeds(partialLength: Int, _ limits: HTTPParserLimits) -> Bool {
        byteCount + partialLength + 2 > limits.maxHeaderBytes
    }

    /// Reads one line, given as `lineContent` splits it.
    mutating func read(
        _ content: ArraySlice<UInt8>, endsInCR: Bool, _ limits: HTTPParserLimits
    ) -> Result<Line, HTTPParserError> {
        // Counted as if it ended in CRLF, as `exceeds` assumes.
        byteCount += content.count + 2
        if byteCount > limits.maxHeaderBytes { return .failure(.headersTooLarge) }
        guard endsInCR else { return .failure(.invalidLineEnding) }
        if content.isEmpty { return .success(.end) }
        if fields.count == limits.maxHeaderCount { return .failure(.headersTooLarge) }
        switch HTTPMessageSyntax.parseFieldLine(content) {
        case .success(let field):
            fields.append(
                name: String(decoding: field.name, as: UTF8.self), value: String(decoding: field.value, as: UTF8.self))
            return .success(.field(name: field.name, value: field.value))
        case .failure(let error):
            return .failure(error)
        }
    }

    /// The fields read so far, starting a new section.
    mutating func take() -> HTTPHeaders {
        defer { self = FieldSection() }
        return fields
    }
}
