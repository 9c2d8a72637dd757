/// What the fields that decide a request's framing say, gathered one field line at a time
/// from their bytes, so the head is read in one pass without looking fields up.
struct MessageFraming {
    /// How the body is delimited.
    enum Body: Equatable {
        case length(Int)
        case chunked
        /// By the end of the connection (responses only).
        case untilClose
    }

    private var hostCount = 0
    private var hasContentLength = false
    private var contentLength: Int?
    private var contentLengthError: HTTPParserError?
    private var hasTransferEncoding = false
    private var chunkedCount = 0
    private var hasOtherCoding = false
    private var hasExpect = false
    private var expectsOnlyContinue = true
    private var connectionClose = false
    private var connectionKeepAlive = false

    /// Takes note of one header field.
    mutating func add(name: ArraySlice<UInt8>, value: ArraySlice<UInt8>) {
        switch name.count {
        case 4 where Self.equal(name, "host"):
            hostCount += 1
        case 6 where Self.equal(name, "expect"):
            Self.forEachElement(of: value) { element in
                hasExpect = true
                if !Self.equal(element, "100-continue") { expectsOnlyContinue = false }
            }
        case 10 where Self.equal(name, "connection"):
            Self.forEachElement(of: value) { element in
                if Self.equal(element, "close") { connectionClose = true }
                if Self.equal(element, "keep-alive") { connectionKeepAlive = true }
            }
        case 14 where Self.equal(name, "content-length"):
            hasContentLength = true
            addContentLength(value)
        case 17 where Self.equal(name, "transfer-encoding"):
            hasTransferEncoding = true
            Self.forEachElement(of: value) { element in
                if Self.equal(element, "chunked") { chunkedCount += 1 } else { hasOtherCoding = true }
            }
        default:
            break
        }
    }

    /// `1#( 1*DIGIT )`: every element must be a number that fits an Int, all equal
    /// (RFC 9110, section 8.6); the first problem in field order is kept.
    private mutating func addContentLength(_ value: ArraySlice<UInt8>) {
        var sawElement = false
        Self.forEachElement(of: value) { element in
            sawElement = true
            guard contentLengthError == nil else { return }
            guard let number = Self.decimalValue(element) else {
                contentLengthError = .invalidContentLength
                return
            }
            if let contentLength, contentLength != number { contentLengthError = .conflictingContentLength }
            contentLength = number
        }
        if !sawElement, contentLengthError == nil { contentLengthError = .invalidContentLength }
    }

    /// Whether the client awaits `100 Continue` before sending a body of this framing.
    /// HTTP/1.0 requests' expectations are ignored (RFC 9110, section 10.1.1).
    func expectsContinue(_ body: Body, version: HTTPVersion) -> Bool {
        hasExpect && version.minor >= 1 && body != .length(0)
    }

    /// HTTP/1.1 connections persist unless `Connection: close`; HTTP/1.0 ones close
    /// unless `Connection: keep-alive` (RFC 9112, section 9.3).
    func keepAlive(version: HTTPVersion) -> Bool {
        !connectionClose && (version.minor >= 1 || connectionKeepAlive)
    }

    /// A request body's framing (RFC 9112, section 6.3), after checking `Host` and `Expect`.
    func requestBody(version: HTTPVersion) -> Result<Body, HTTPParserError> {
        if hostCount > 1 || hostCount == 0 && version.minor >= 1 {
            return .failure(.invalidHost)
        }
        if hasExpect, version.minor >= 1, !expectsOnlyContinue {
            return .failure(.unsupportedExpectation)
        }
        if hasTransferEncoding {
            if version.minor == 0 { return .failure(.invalidTransferEncoding) }
            if hasContentLength { return .failure(.contentLengthWithTransferEncoding) }
            if hasOtherCoding { return .failure(.unsupportedTransferCoding) }
            return chunkedCount == 1 ? .success(.chunked) : .failure(.invalidTransferEncoding)
        }
        if let contentLengthError { return .failure(contentLengthError) }
        return .success(.length(contentLength ?? 0))
    }

    /// A response body's framing (RFC 9112, section 6.3). Stricter than the RFC asks of a
    /// client, as the request parser is: `Transfer-Encoding` with `Content-Length`, or in an
    /// HTTP/1.0 response, and codings other than `chunked` fail rather than being repaired
    /// (this client decodes no other coding).
    func responseBody(status: HTTPStatus, requestMethod: HTTPMethod, version: HTTPVersion) -> Result<Body, HTTPParserError> {
        if requestMethod == .head || status.forbidsBody { return .success(.length(0)) }
        if hasTransferEncoding {
            if version.minor == 0 { return .failure(.invalidTransferEncoding) }
            if hasContentLength { return .failure(.contentLengthWithTransferEncoding) }
            if hasOtherCoding { return .failure(.unsupportedTransferCoding) }
            return chunkedCount == 1 ? .success(.chunked) : .failure(.invalidTransferEncoding)
        }
        if let contentLengthError { return .failure(contentLengthError) }
        return .success(contentLength.map(Body.length) ?? .untilClose)
    }

    /// Calls `body` with each non-empty, OWS-trimmed element of a comma-separated value.
    private static func forEachElement(of value: ArraySlice<UInt8>, _ body: (ArraySlice<UInt8>) -> Void) {
        var start = value.startIndex
        while start <= value.endIndex {
            let end = value[start...].firstIndex(of: UInt8(ascii: ",")) ?? value.endIndex
            let element = trimmingOWS(value[start..<end])
            if !element.isEmpty { body(element) }
            start = end + 1
        }
    }

    /// Whether `bytes` spell the lowercase `name`, ignoring ASCII case.
    private static func equal(_ bytes: ArraySlice<UInt8>, _ name: StaticString) -> Bool {
        guard bytes.count == name.utf8CodeUnitCount else { return false }
        var pointer = name.utf8Start
        for byte in bytes {
            if asciiLowercased(byte) != pointer.pointee { return false }
            pointer += 1
        }
        return true
    }

    /// `1*DIGIT` as an Int, or nil if it is not that or overflows.
    private static func decimalValue(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(digit))
            if overflow1 || overflow2 { return nil }
            value = sum
        }
        return value
    }
}
