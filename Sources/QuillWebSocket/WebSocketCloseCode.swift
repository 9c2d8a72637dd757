/// A status code in a close frame (RFC 6455, section 7.4).
public struct WebSocketCloseCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt16

    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    public static let normalClosure = WebSocketCloseCode(rawValue: 1000)
    public static let goingAway = WebSocketCloseCode(rawValue: 1001)
    public static let protocolError = WebSocketCloseCode(rawValue: 1002)
    public static let unsupportedData = WebSocketCloseCode(rawValue: 1003)
    /// Never sent: stands for a close frame without a code.
    public static let noStatusReceived = WebSocketCloseCode(rawValue: 1005)
    /// Never sent: stands for a connection that ended without a close frame.
    public static let abnormalClosure = WebSocketCloseCode(rawValue: 1006)
    public static let invalidPayloadData = WebSocketCloseCode(rawValue: 1007)
    public static let policyViolation = WebSocketCloseCode(rawValue: 1008)
    public static let messageTooBig = WebSocketCloseCode(rawValue: 1009)
    public static let mandatoryExtension = WebSocketCloseCode(rawValue: 1010)
    public static let internalError = WebSocketCloseCode(rawValue: 1011)

    /// Whether a close frame may carry this code: the codes RFC 6455 defines for the
    /// wire, those IANA registered since (1012–1014), and 3000–4999 (libraries and
    /// applications, e.g. graphql-transport-ws's 44xx).
    public var isValidOnWire: Bool {
        switch rawValue {
        case 1000...1003, 1007...1014, 3000...4999: true
        default: false
        }
    }

    public var description: String { String(rawValue) }
}
