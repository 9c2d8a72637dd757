/// Why a peer's bytes fail the WebSocket connection; each maps to the close code to send.
public enum WebSocketError: Error, Hashable, Sendable, CustomStringConvertible {
    /// RSV1–3 set, with no extension negotiated.
    case reservedBitsSet
    case reservedOpcode(UInt8)
    /// A client's frame without a mask (section 5.1).
    case unmaskedFrame
    /// A server's frame with a mask (section 5.1).
    case maskedFrame
    /// A 16- or 64-bit length that would have fit a shorter form.
    case nonMinimalLength
    /// A 64-bit length with its most significant bit set.
    case lengthHighBitSet
    case controlFrameTooLong
    case fragmentedControlFrame
    /// A continuation frame with no fragmented message to continue.
    case unexpectedContinuation
    /// A new text or binary frame while a fragmented message is unfinished.
    case expectedContinuation
    /// A close frame whose payload is a single byte.
    case closePayloadTooShort
    case invalidCloseCode(UInt16)
    /// A text message or close reason that is not UTF-8.
    case invalidUTF8
    case frameTooLarge(limit: Int)
    case messageTooLarge(limit: Int)

    /// The code of the close frame that fails the connection.
    public var closeCode: WebSocketCloseCode {
        switch self {
        case .invalidUTF8: .invalidPayloadData
        case .frameTooLarge, .messageTooLarge: .messageTooBig
        default: .protocolError
        }
    }

    public var description: String {
        switch self {
        case .reservedBitsSet: "reserved bits set without an extension"
        case .reservedOpcode(let opcode): "reserved opcode \(opcode)"
        case .unmaskedFrame: "client frame is not masked"
        case .maskedFrame: "server frame is masked"
        case .nonMinimalLength: "payload length not in its shortest form"
        case .lengthHighBitSet: "64-bit payload length has its high bit set"
        case .controlFrameTooLong: "control frame payload longer than 125 bytes"
        case .fragmentedControlFrame: "fragmented control frame"
        case .unexpectedContinuation: "continuation frame without a message to continue"
        case .expectedContinuation: "new message before the fragmented one finished"
        case .closePayloadTooShort: "close frame payload of one byte"
        case .invalidCloseCode(let code): "invalid close code \(code)"
        case .invalidUTF8: "invalid UTF-8 in a text message or close reason"
        case .frameTooLarge(let limit): "frame larger than \(limit) bytes"
        case .messageTooLarge(let limit): "message larger than \(limit) bytes"
        }
    }
}
