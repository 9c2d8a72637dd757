import QuillHTTP1

/// The opening handshake (RFC 6455, section 4), for both ends, without I/O.
///
/// Headers are `(name, value)` pairs as they appear; names match case-insensitively
/// and a list-valued header may be split over several lines.
public enum WebSocketHandshake {
    public typealias Headers = [(name: String, value: String)]

    /// The GUID that section 1.3 appends to the key.
    static let guid = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    /// What a server answers with after accepting an upgrade request.
    public struct Upgrade: Hashable, Sendable {
        /// The `Sec-WebSocket-Accept` value.
        public var accept: String
        /// The subprotocol chosen, if the client offered one the server speaks.
        public var subprotocol: String?
        /// Every subprotocol the client offered, in its order.
        public var offeredSubprotocols: [String]

        /// The headers of the `101 Switching Protocols` response.
        public var responseHeaders: Headers {
            var headers: Headers = [("Upgrade", "websocket"), ("Connection", "Upgrade"), ("Sec-WebSocket-Accept", accept)]
            if let subprotocol { headers.append(("Sec-WebSocket-Protocol", subprotocol)) }
            return headers
        }
    }

    /// `Sec-WebSocket-Accept` for a `Sec-WebSocket-Key`: Base64 of the SHA-1 of key + GUID.
    public static func acceptValue(forKey key: String) -> String {
        Base64.encode(SHA1.hash(Array((key + guid).utf8)))
    }

    /// Whether a request asks for a WebSocket (`Upgrade: websocket`), valid or not.
    public static func isUpgradeRequest(_ headers: Headers) -> Bool {
        hasToken("websocket", in: "upgrade", headers)
    }

    /// Checks a client's upgrade request (section 4.2.1) and chooses the first of
    /// `subprotocols` (the server's, in preference order) that the client offers.
    ///
    /// Offering only unknown subprotocols is not an error here: the response then names
    /// none, and the caller decides (e.g. to refuse the upgrade with 400).
    public static func accept(
        method: HTTPMethod, headers: Headers, subprotocols: [String] = []
    ) throws(WebSocketHandshakeError) -> Upgrade {
        guard method == .get else { throw .methodNotGET }
        guard isUpgradeRequest(headers) else { throw .missingUpgrade }
        guard hasToken("upgrade", in: "connection", headers) else { throw .missingConnectionUpgrade }
        guard values(named: "sec-websocket-version", in: headers).map(trimmed) == ["13"] else {
            throw .unsupportedVersion
        }
        let keys = values(named: "sec-websocket-key", in: headers).map(trimmed)
        guard keys.count == 1, Base64.decode(keys[0])?.count == 16 else { throw .invalidKey }
        let offered = tokens(named: "sec-websocket-protocol", in: headers)
        return Upgrade(
            accept: acceptValue(forKey: keys[0]),
            subprotocol: subprotocols.first(where: offered.contains),
            offeredSubprotocols: offered)
    }

    /// A fresh `Sec-WebSocket-Key`: 16 random bytes in Base64.
    public static func makeKey() -> String {
        var generator = SystemRandomNumberGenerator()
        return Base64.encode((0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// The headers a client's GET upgrade request needs beside `Host`.
    public static func requestHeaders(key: String, subprotocols: [String] = []) -> Headers {
        var headers: Headers = [
            ("Upgrade", "websocket"), ("Connection", "Upgrade"),
            ("Sec-WebSocket-Key", key), ("Sec-WebSocket-Version", "13"),
        ]
        if !subprotocols.isEmpty {
            headers.append(("Sec-WebSocket-Protocol", subprotocols.joined(separator: ", ")))
        }
        return headers
    }

    /// Checks a server's response to a client's upgrade request (section 4.2.2) and
    /// returns the subprotocol it chose, if any.
    public static func verifyResponse(
        status: HTTPStatus, headers: Headers, key: String, offeredSubprotocols: [String] = []
    ) throws(WebSocketHandshakeError) -> String? {
        guard status == .switchingProtocols else { throw .unexpectedStatus(status) }
        guard hasToken("websocket", in: "upgrade", headers) else { throw .missingUpgrade }
        guard hasToken("upgrade", in: "connection", headers) else { throw .missingConnectionUpgrade }
        guard values(named: "sec-websocket-accept", in: headers).map(trimmed) == [acceptValue(forKey: key)] else {
            throw .invalidAccept
        }
        let chosen = tokens(named: "sec-websocket-protocol", in: headers)
        guard let subprotocol = chosen.first else { return nil }
        guard chosen.count == 1, offeredSubprotocols.contains(subprotocol) else {
            throw .unofferedSubprotocol(chosen.joined(separator: ", "))
        }
        return subprotocol
    }

    /// The values of every header named `name` (lowercase).
    private static func values(named name: String, in headers: Headers) -> [String] {
        headers.filter { $0.name.lowercased() == name }.map(\.value)
    }

    /// The non-empty comma-separated elements of every header named `name` (lowercase).
    private static func tokens(named name: String, in headers: Headers) -> [String] {
        values(named: name, in: headers).flatMap { $0.split(separator: ",") }.map { trimmed(String($0)) }
            .filter { !$0.isEmpty }
    }

    /// Whether a header named `name` (lowercase) lists `token` (lowercase), in any case.
    private static func hasToken(_ token: String, in name: String, _ headers: Headers) -> Bool {
        tokens(named: name, in: headers).contains { $0.lowercased() == token }
    }

    private static func trimmed(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
