/// Writes response heads: the status line, the responder's fields, and the framing,
/// `Date` and `Connection` fields the server owns.
enum HTTPResponseEncoder {
    static let continueResponse = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// Appends the head of `response`. `bodyLength` nil with `chunked` false means the body
    /// is delimited by closing the connection.
    static func appendHead(
        _ response: HTTPResponse, bodyLength: Int?, chunked: Bool, close: Bool, version: HTTPVersion,
        date: String, to out: inout [UInt8]
    ) {
        appendStatusLine(response.status, to: &out)
        for field in response.headers where !isServerOwned(field.name) {
            appendField(field.name, field.value, to: &out)
        }
        if !response.status.forbidsBody {
            if chunked {
                out.append(contentsOf: "Transfer-Encoding: chunked\r\n".utf8)
            } else if let bodyLength {
                out.append(contentsOf: "Content-Length: ".utf8)
                appendDecimal(bodyLength, to: &out)
                out.append(contentsOf: "\r\n".utf8)
            }
        }
        appendField("Date", date, to: &out)
        if close {
            out.append(contentsOf: "Connection: close\r\n".utf8)
        } else if version == .http1_0 {
            out.append(contentsOf: "Connection: keep-alive\r\n".utf8)
        }
        out.append(contentsOf: "\r\n".utf8)
    }

    /// Appends `101 Switching Protocols` with the handshake's fields.
    static func appendSwitchingProtocols(_ fields: WebSocketHandshake.Headers, date: String, to out: inout [UInt8]) {
        appendStatusLine(.switchingProtocols, to: &out)
        for field in fields { appendField(field.name, field.value, to: &out) }
        appendField("Date", date, to: &out)
        out.append(contentsOf: "\r\n".utf8)
    }

    /// Whether the responder's own `Connection` field says `close`.
    static func asksToClose(_ response: HTTPResponse) -> Bool {
        response.headers.containsToken("close", in: "Connection")
    }

    /// Fields the server writes itself; the responder's are dropped.
    private static func isServerOwned(_ name: String) -> Bool {
        switch name.utf8.count {
        case 4: HTTPHeaders.equalIgnoringCase(name, "Date")
        case 10: HTTPHeaders.equalIgnoringCase(name, "Connection")
        case 14: HTTPHeaders.equalIgnoringCase(name, "Content-Length")
        case 17: HTTPHeaders.equalIgnoringCase(name, "Transfer-Encoding")
        default: false
        }
    }

    private static func appendStatusLine(_ status: HTTPStatus, to out: inout [UInt8]) {
        out.append(contentsOf: "HTTP/1.1 ".utf8)
        appendDecimal(status.code, to: &out)
        out.append(32)
        out.append(contentsOf: status.reasonPhrase.utf8)
        out.append(contentsOf: "\r\n".utf8)
    }

    private static func appendField(_ name: String, _ value: String, to out: inout [UInt8]) {
        out.append(contentsOf: name.utf8)
        out.append(contentsOf: ": ".utf8)
        out.append(contentsOf: value.utf8)
        out.append(contentsOf: "\r\n".utf8)
    }

    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        precondition(value >= 0)
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            out.append(UInt8(48 + rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    static func appendHex(_ value: Int, to out: inout [UInt8]) {
        precondition(value > 0)
        var shift = (Int.bitWidth - value.leadingZeroBitCount - 1) / 4 * 4
        while shift >= 0 {
            let digit = UInt8((value >> shift) & 0xF)
            out.append(digit < 10 ? 48 + digit : 87 + digit)
            shift -= 4
        }
    }
}
