import QuillHTTP

/// The close codes of graphql-transport-ws; the legacy graphql-ws sessions use 4403 and 4408 too.
extension WebSocketCloseCode {
    /// graphql-transport-ws: the message is invalid (4400).
    public static let badRequest = WebSocketCloseCode(rawValue: 4400)
    /// graphql-transport-ws: `subscribe` before the connection was acknowledged (4401).
    public static let unauthorized = WebSocketCloseCode(rawValue: 4401)
    /// graphql-transport-ws: the server refused the connection (4403).
    public static let forbidden = WebSocketCloseCode(rawValue: 4403)
    /// graphql-transport-ws: the client offered no subprotocol the server speaks (4406; graphql-ws
    /// servers close with it, QuillServer refuses such an upgrade with 400 instead).
    public static let subprotocolNotAcceptable = WebSocketCloseCode(rawValue: 4406)
    /// graphql-transport-ws: no `connection_init` within the wait timeout (4408).
    public static let connectionInitialisationTimeout = WebSocketCloseCode(rawValue: 4408)
    /// graphql-transport-ws: `subscribe` with the id of a running operation (4409).
    public static let subscriberAlreadyExists = WebSocketCloseCode(rawValue: 4409)
    /// graphql-transport-ws: a second `connection_init` (4429).
    public static let tooManyInitialisationRequests = WebSocketCloseCode(rawValue: 4429)
}
