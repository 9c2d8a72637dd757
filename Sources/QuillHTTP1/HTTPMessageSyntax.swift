/// The pure parts of reading a message head: the request line, the status line and field lines.
enum HTTPMessageSyntax {
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

    /// Parses `HTTP-version SP status-code SP [ reason-phrase ]` (RFC 9112, section 4). The
    /// space after the code may be missing, as some servers send it.
    static func parseStatusLine(
        _ line: ArraySlice<UInt8>
    ) -> Result<(version: HTTPVersion, status: HTTPStatus, reason: String), HTTPParserError> {
        let start = line.startIndex
        guard line.count >= 12, line[start + 8] == HTTPSyntax.space,
            case .success(let version) = parseVersion(line[start..<start + 8]),
            let hundreds = digitValue(line[start + 9]), let tens = digitValue(line[start + 10]),
            let ones = digitValue(line[start + 11]), hundreds >= 1
        else { return .failure(.malformedStatusLine) }
        let rest = line[(start + 12)...]
        guard rest.isEmpty || rest.first == HTTPSyntax.space && rest.allSatisfy(HTTPSyntax.isFieldValueChar) else {
            return .failure(.malformedStatusLine)
        }
        return .success((version, HTTPStatus(hundreds * 100 + tens * 10 + ones), String(decoding: rest.dropFirst(), as: UTF8.self)))
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
    static func parseFieldLine(
        _ line: ArraySlice<UInt8>
    ) -> Result<(name: ArraySlice<UInt8>, value: ArraySlice<UInt8>), HTTPParserError> {
        if isOWS(line.first!) { return .failure(.obsoleteLineFolding) }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), HTTPSyntax.isToken(line[..<colon]),
            line[(colon + 1)...].allSatisfy(HTTPSyntax.isFieldValueChar)
        else { return .failure(.malformedHeader) }
        return .success((line[..<colon], trimmingOWS(line[(colon + 1)...])))
    }
}
