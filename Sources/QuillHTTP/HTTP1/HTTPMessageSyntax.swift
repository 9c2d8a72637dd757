/// The pure parts of reading a request head: request line, field lines and framing.
enum HTTPMessageSyntax {
    /// How the body of a request is delimited, and whether the client awaits `100 Continue`.
    struct Framing {
        enum Body {
            case length(Int)
            case chunked
        }

        var body: Body
        var expectsContinue: Bool
    }

    /// Parses `method SP request-target SP HTTP-version` (RFC 9112, section 3).
    static func parseRequestLine(
        _ line: ArraySlice<UInt8>
    ) -> Result<HTTPRequestParser.RequestLine, HTTPParserError> {
        let parts = line.split(separator: HTTPSyntax.space, omittingEmptySubsequences: false)
        guard parts.count == 3, HTTPSyntax.isToken(parts[0]), !parts[1].isEmpty,
            parts[1].allSatisfy(HTTPSyntax.isTargetChar)
        else { return .failure(.malformedRequestLine) }
        let version: HTTPVersion
        switch parseVersion(parts[2]) {
        case .success(let value): version = value
        case .failure(let error): return .failure(error)
        }
        let method = HTTPMethod(rawValue: String(decoding: parts[0], as: UTF8.self))
        guard let form = targetForm(parts[1], method: method) else {
            return .failure(.invalidRequestTarget)
        }
        return .success(
            .init(
                method: method, target: String(decoding: parts[1], as: UTF8.self),
                targetForm: form, version: version))
    }

    /// `HTTP/DIGIT.DIGIT`, case-sensitive; only major version 1 is supported.
    private static func parseVersion(_ bytes: ArraySlice<UInt8>) -> Result<HTTPVersion, HTTPParserError> {
        let digits = bytes.dropFirst(5)
        guard bytes.count == 8, bytes.starts(with: "HTTP/".utf8),
            let major = digitValue(digits.first!), digits.dropFirst().first == UInt8(ascii: "."),
            let minor = digitValue(digits.last!)
        else { return .failure(.malformedRequestLine) }
        guard major == 1 else { return .failure(.unsupportedVersion) }
        return .success(HTTPVersion(major: major, minor: minor))
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        byte &- UInt8(ascii: "0") < 10 ? Int(byte &- UInt8(ascii: "0")) : nil
    }

    /// Which form `target` takes, or nil if none fits it and the method.
    private static func targetForm(_ target: ArraySlice<UInt8>, method: HTTPMethod) -> HTTPRequestTargetForm? {
        if method.rawValue == "CONNECT" {
            // authority-form: host ":" port.
            guard let colon = target.lastIndex(of: UInt8(ascii: ":")), colon != target.startIndex,
                !target.contains(UInt8(ascii: "/")),
                !target[(colon + 1)...].isEmpty, target[(colon + 1)...].allSatisfy({ digitValue($0) != nil })
            else { return nil }
            return .authority
        }
        if target.elementsEqual("*".utf8) {
            return method == .options ? .asterisk : nil
        }
        if target.first == UInt8(ascii: "/") {
            return .origin
        }
        // absolute-form: scheme ":" hier-part, scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
        guard let colon = target.firstIndex(of: UInt8(ascii: ":")), colon != target.startIndex,
            isAlpha(target.first!),
            target[..<colon].allSatisfy({ isAlpha($0) || digitValue($0) != nil || "+-.".utf8.contains($0) })
        else { return nil }
        return .absolute
    }

    private static func isAlpha(_ byte: UInt8) -> Bool {
        asciiLowercased(byte) &- UInt8(ascii: "a") < 26
    }

    /// Parses `field-name ":" OWS field-value OWS` (RFC 9112, section 5).
    static func parseFieldLine(_ line: ArraySlice<UInt8>) -> Result<HTTPField, HTTPParserError> {
        if isOWS(line.first!) { return .failure(.obsoleteLineFolding) }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), HTTPSyntax.isToken(line[..<colon]),
            line[(colon + 1)...].allSatisfy(HTTPSyntax.isFieldValueChar)
        else { return .failure(.malformedHeader) }
        return .success(
            HTTPField(
                name: String(decoding: line[..<colon], as: UTF8.self),
                value: String(decoding: trimmingOWS(line[(colon + 1)...]), as: UTF8.self)))
    }

    /// Decides the body's framing from `Transfer-Encoding` and `Content-Length`
    /// (RFC 9112, section 6.3), and checks `Host` and `Expect`.
    static func framing(of headers: HTTPHeaders, version: HTTPVersion) -> Result<Framing, HTTPParserError> {
        let hosts = headers.values(for: "host")
        if hosts.count > 1 || hosts.isEmpty && version.minor >= 1 {
            return .failure(.invalidHost)
        }
        let expectsContinue: Bool
        switch expectation(headers, version: version) {
        case .success(let value): expectsContinue = value
        case .failure(let error): return .failure(error)
        }
        let lengths = listElements(headers.values(for: "content-length"))
        let codings = headers.values(for: "transfer-encoding")
        if !codings.isEmpty {
            if version.minor == 0 { return .failure(.invalidTransferEncoding) }
            if headers["content-length"] != nil {
                return .failure(.contentLengthWithTransferEncoding)
            }
            let elements = listElements(codings)
            if elements.contains(where: { !HTTPHeaders.equalIgnoringCase($0, "chunked".utf8) }) {
                return .failure(.unsupportedTransferCoding)
            }
            guard elements.count == 1 else { return .failure(.invalidTransferEncoding) }
            return .success(Framing(body: .chunked, expectsContinue: expectsContinue))
        }
        if headers["content-length"] == nil {
            return .success(Framing(body: .length(0), expectsContinue: false))
        }
        var length: Int?
        for element in lengths {
            guard let value = decimalValue(element) else { return .failure(.invalidContentLength) }
            if let length, length != value { return .failure(.conflictingContentLength) }
            length = value
        }
        guard let length else { return .failure(.invalidContentLength) }
        return .success(Framing(body: .length(length), expectsContinue: expectsContinue && length > 0))
    }

    /// Whether `Expect: 100-continue` applies; other expectations fail with 417.
    /// HTTP/1.0 requests' expectations are ignored (RFC 9110, section 10.1.1).
    private static func expectation(_ headers: HTTPHeaders, version: HTTPVersion) -> Result<Bool, HTTPParserError> {
        let elements = listElements(headers.values(for: "expect"))
        guard version.minor >= 1, !elements.isEmpty else { return .success(false) }
        guard elements.allSatisfy({ HTTPHeaders.equalIgnoringCase($0, "100-continue".utf8) }) else {
            return .failure(.unsupportedExpectation)
        }
        return .success(true)
    }

    /// The non-empty, OWS-trimmed elements of comma-separated field values.
    private static func listElements(_ values: [String]) -> [Substring.UTF8View.SubSequence] {
        values.flatMap { value in
            value.utf8[...].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
                .map(trimmingOWS).filter { !$0.isEmpty }
        }
    }

    /// `1*DIGIT` as an Int, or nil if it is not that or overflows.
    private static func decimalValue<C: Collection<UInt8>>(_ bytes: C) -> Int? {
        var value = 0
        for byte in bytes {
            guard let digit = digitValue(byte) else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            value = sum
        }
        return bytes.isEmpty ? nil : value
    }

    /// HTTP/1.1 connections persist unless `Connection: close`; HTTP/1.0 ones close
    /// unless `Connection: keep-alive` (RFC 9112, section 9.3).
    static func keepAlive(_ headers: HTTPHeaders, version: HTTPVersion) -> Bool {
        if headers.containsToken("close", in: "connection") { return false }
        return version.minor >= 1 || headers.containsToken("keep-alive", in: "connection")
    }
}
