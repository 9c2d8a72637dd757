/// Reads the peer's WebSocket frames (RFC 6455, section 5) as a pure state machine:
/// bytes in, whole messages and control frames out.
///
/// Any split of the same bytes into `feed` calls gives the same events. After a
/// `.close` or `.failure` event the decoder ignores further bytes.
public struct WebSocketFrameDecoder: Sendable {
    /// Bounds on what a peer may make this end buffer.
    public struct Limits: Sendable {
        /// Largest payload of one frame.
        public var maxFrameSize: Int
        /// Largest reassembled message.
        public var maxMessageSize: Int

        public init(maxFrameSize: Int = 1 << 20, maxMessageSize: Int = 1 << 20) {
            self.maxFrameSize = maxFrameSize
            self.maxMessageSize = maxMessageSize
        }
    }

    private struct Frame {
        var fin: Bool
        var opcode: WebSocketOpcode
        var maskKey: [UInt8]?
    }

    public let role: WebSocketRole
    public let limits: Limits
    /// The current frame's header bytes while it is incomplete.
    private var header: [UInt8] = []
    /// The frame whose payload is being read.
    private var frame: Frame?
    private var remaining = 0
    /// Payload bytes of the current frame read so far (the mask's phase).
    private var payloadOffset = 0
    private var controlPayload: [UInt8] = []
    /// The text or binary message being reassembled, if any.
    private var messageOpcode: WebSocketOpcode?
    private var message: [UInt8] = []
    private var utf8 = UTF8Validator()
    private var isFinished = false

    public init(role: WebSocketRole, limits: Limits = Limits()) {
        self.role = role
        self.limits = limits
    }

    /// Reads `bytes` and returns the events they complete, in order.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [WebSocketEvent] {
        var events: [WebSocketEvent] = []
        var index = bytes.startIndex
        while index != bytes.endIndex && !isFinished {
            if frame == nil {
                header.append(bytes[index])
                bytes.formIndex(after: &index)
                if let error = readHeader() {
                    fail(error, into: &events)
                } else if frame != nil && remaining == 0 {
                    finishFrame(into: &events)
                }
            } else {
                let end = bytes.index(index, offsetBy: remaining, limitedBy: bytes.endIndex) ?? bytes.endIndex
                if let error = readPayload(bytes[index..<end]) {
                    fail(error, into: &events)
                } else if remaining == 0 {
                    finishFrame(into: &events)
                }
                index = end
            }
        }
        return events
    }

    /// Checks the header once its first two bytes are in and starts the frame once
    /// all of it is; returns the error the header shows, if any.
    private mutating func readHeader() -> WebSocketError? {
        guard header.count >= 2 else { return nil }
        let lengthCode = Int(header[1] & 0x7F)
        let isMasked = header[1] & 0x80 != 0
        if header.count == 2 {
            if header[0] & 0x70 != 0 { return .reservedBitsSet }
            guard let opcode = WebSocketOpcode(rawValue: header[0] & 0x0F) else {
                return .reservedOpcode(header[0] & 0x0F)
            }
            switch role {
            case .server where !isMasked: return .unmaskedFrame
            case .client where isMasked: return .maskedFrame
            default: break
            }
            if opcode.isControl {
                if header[0] & 0x80 == 0 { return .fragmentedControlFrame }
                if lengthCode > 125 { return .controlFrameTooLong }
            } else if opcode == .continuation {
                if messageOpcode == nil { return .unexpectedContinuation }
            } else if messageOpcode != nil {
                return .expectedContinuation
            }
        }
        let lengthSize = lengthCode == 126 ? 2 : lengthCode == 127 ? 8 : 0
        guard header.count == 2 + lengthSize + (isMasked ? 4 : 0) else { return nil }

        var length = UInt64(lengthCode)
        if lengthSize > 0 {
            length = header[2..<2 + lengthSize].reduce(0) { $0 << 8 | UInt64($1) }
            if length >> 63 != 0 { return .lengthHighBitSet }
            if length < (lengthSize == 2 ? 126 : 0x1_0000) { return .nonMinimalLength }
        }
        let opcode = WebSocketOpcode(rawValue: header[0] & 0x0F)!
        if !opcode.isControl {
            if length > UInt64(limits.maxFrameSize) { return .frameTooLarge(limit: limits.maxFrameSize) }
            if UInt64(message.count) + length > UInt64(limits.maxMessageSize) {
                return .messageTooLarge(limit: limits.maxMessageSize)
            }
            if opcode != .continuation { messageOpcode = opcode }
        }
        frame = Frame(
            fin: header[0] & 0x80 != 0, opcode: opcode,
            maskKey: isMasked ? Array(header[(2 + lengthSize)...]) : nil)
        remaining = Int(length)
        payloadOffset = 0
        header.removeAll(keepingCapacity: true)
        return nil
    }

    /// Keeps a piece of the current frame's payload, unmasked.
    private mutating func readPayload(_ piece: some Collection<UInt8>) -> WebSocketError? {
        guard let frame else { return nil }
        let offset = payloadOffset
        remaining -= piece.count
        payloadOffset += piece.count
        if frame.opcode.isControl {
            Self.append(piece, to: &controlPayload, maskKey: frame.maskKey, offset: offset)
            return nil
        }
        let start = message.count
        Self.append(piece, to: &message, maskKey: frame.maskKey, offset: offset)
        if messageOpcode == .text && !utf8.consume(message[start...]) { return .invalidUTF8 }
        return nil
    }

    /// Appends `piece`, unmasked; `offset` is its first byte's position in the payload.
    private static func append(
        _ piece: some Collection<UInt8>, to buffer: inout [UInt8], maskKey: [UInt8]?, offset: Int
    ) {
        let start = buffer.count
        buffer.append(contentsOf: piece)
        guard let maskKey else { return }
        for i in start..<buffer.count {
            buffer[i] ^= maskKey[(offset + i - start) & 3]
        }
    }

    private mutating func finishFrame(into events: inout [WebSocketEvent]) {
        guard let frame else { return }
        self.frame = nil
        switch frame.opcode {
        case .close:
            if let error = closeEvent(into: &events) { fail(error, into: &events) }
            isFinished = true
        case .ping:
            events.append(.ping(controlPayload))
        case .pong:
            events.append(.pong(controlPayload))
        case .text, .binary, .continuation:
            guard frame.fin else { return }
            if messageOpcode == .text {
                guard utf8.isComplete else { return fail(.invalidUTF8, into: &events) }
                events.append(.text(String(decoding: message, as: UTF8.self)))
            } else {
                events.append(.binary(message))
            }
            messageOpcode = nil
            message = []
            utf8 = UTF8Validator()
        }
        controlPayload.removeAll(keepingCapacity: true)
    }

    /// Appends the close event for the close frame just read, or returns why it is invalid.
    private func closeEvent(into events: inout [WebSocketEvent]) -> WebSocketError? {
        if controlPayload.isEmpty {
            events.append(.close(code: nil, reason: ""))
            return nil
        }
        guard controlPayload.count >= 2 else { return .closePayloadTooShort }
        let code = WebSocketCloseCode(rawValue: UInt16(controlPayload[0]) << 8 | UInt16(controlPayload[1]))
        guard code.isValidOnWire else { return .invalidCloseCode(code.rawValue) }
        let reason = controlPayload[2...]
        var validator = UTF8Validator()
        guard validator.consume(reason), validator.isComplete else { return .invalidUTF8 }
        events.append(.close(code: code, reason: String(decoding: reason, as: UTF8.self)))
        return nil
    }

    private mutating func fail(_ error: WebSocketError, into events: inout [WebSocketEvent]) {
        events.append(.failure(error))
        isFinished = true
        message = []
        controlPayload = []
    }
}
