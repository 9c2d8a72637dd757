import Foundation
import GraphQL
import QuillHTTP
import QuillServer
import Testing

@testable import LaunchesServer

/// The Launches API in process, as an `HTTPServer` would drive it: requests go to the
/// `GraphQLServer`'s `respond(to:)` (HTTP semantics, streams and WebSocket sessions
/// included, without sockets), over a fresh SQLite database in a temporary directory.
final class LaunchesHarness: Sendable {
    static let catalog: LaunchCatalog = {
        do { return try LaunchCatalog.bundled() } catch { fatalError("launches.json: \(error)") }
    }()

    let directory: URL
    let events = TripEvents()
    let server: GraphQLServer<LaunchesContext>

    init() throws {
        directory = FileManager.default.temporaryDirectory.appending(path: "launches-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let users = try UserStore(path: directory.appending(path: "launches.sqlite").path)
        server = try LaunchesAPI.server(launches: Self.catalog, users: users, events: events)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// What the server answers to `request`.
    func respond(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await Self.respond(server, request)
    }

    /// What `server` answers to `request`.
    static func respond(_ server: GraphQLServer<LaunchesContext>, _ request: HTTPRequest) async throws -> HTTPResponse {
        switch server.respond(to: request) {
        case .response(let response): return response
        case .deferred(let respond): return await respond()
        case .webSocket: throw Failure("a WebSocket upgrade answered an HTTP request")
        }
    }

    static func request(
        _ method: HTTPMethod, _ target: String = "/graphql", headers: HTTPHeaders = [:], body: [UInt8] = []
    ) -> HTTPRequest {
        HTTPRequest(
            head: HTTPRequestHead(
                method: method, target: target, targetForm: .origin, version: HTTPVersion(major: 1, minor: 1),
                headers: headers, keepAlive: true), body: body)
    }

    /// A POST of a GraphQL request as JSON (with `Authorization: token` when given).
    static func graphQLRequest(_ query: String, variables: JSONObject? = nil, token: String? = nil, accept: String = "application/json")
        -> HTTPRequest
    {
        var body: [(String, JSONValue)] = [("query", .string(query))]
        if let variables { body.append(("variables", .object(variables))) }
        var headers: HTTPHeaders = ["Content-Type": "application/json", "Accept": accept]
        if let token { headers.append(name: "Authorization", value: token) }
        return request(.post, headers: headers, body: JSONValue.object(JSONObject(body)).serialized())
    }

    /// The status and JSON of the response to a GraphQL request.
    func post(_ query: String, variables: JSONObject? = nil, token: String? = nil) async throws -> (status: HTTPStatus, json: JSONValue) {
        let response = try await respond(Self.graphQLRequest(query, variables: variables, token: token))
        guard case .bytes(let body) = response.body else { throw Failure("a streamed response to a query") }
        return (response.status, try JSONReader().read(String(decoding: body, as: UTF8.self)))
    }

    /// The `data` of a response that must have no errors.
    func data(_ query: String, variables: JSONObject? = nil, token: String? = nil) async throws -> JSONValue {
        let (status, json) = try await post(query, variables: variables, token: token)
        guard status == 200, json["errors"] == nil, let data = json["data"] else {
            throw Failure("status \(status): \(String(decoding: json.serialized(), as: UTF8.self))")
        }
        return data
    }

    /// Logs `email` in and returns its token.
    func login(_ email: String) async throws -> String {
        let data = try await self.data("mutation($email: String) { login(email: $email) { token } }", variables: ["email": .string(email)])
        guard let token = data["login"]?["token"]?.stringValue else { throw Failure("no token for \(email): \(data)") }
        return token
    }

    /// Waits until `count` subscribers listen to trip events (a subscription starts
    /// listening in a task of its own; the protocols acknowledge no subscribe).
    func waitForSubscribers(_ count: Int) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while events.subscriberCount < count {
            guard ContinuousClock.now < deadline else { throw Failure("no \(count) subscribers within 30 s") }
            try await Task.sleep(for: .milliseconds(2))
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

extension HTTPResponse {
    /// The body as text; empty for a streamed body.
    var text: String {
        guard case .bytes(let body) = body else { return "" }
        return String(decoding: body, as: UTF8.self)
    }
}

/// The chunks of a streamed body, as they are written.
func streamedChunks(of response: HTTPResponse) -> AsyncStream<String>? {
    guard case .stream(let write) = response.body else { return nil }
    let (chunks, continuation) = AsyncStream<String>.makeStream()
    Task {
        await write(HTTPBodyWriter { bytes in continuation.yield(String(decoding: bytes, as: UTF8.self)) })
        continuation.finish()
    }
    return chunks
}

/// A WebSocket session of the server whose client is the test: `send` plays a client
/// message; `next` is the next message the server sent, or `close CODE REASON`.
struct TestWebSocket {
    let subprotocol: String?
    private let client: AsyncStream<WebSocketMessage>.Continuation
    private var server: AsyncStream<String>.AsyncIterator
    private let running: Task<Void, Never>

    /// Upgrades a request offering `subprotocol` (with `Authorization: token` when given).
    init(_ harness: LaunchesHarness, subprotocol: String, token: String? = nil) throws {
        var headers: HTTPHeaders = [
            "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
            "Sec-WebSocket-Version": "13", "Sec-WebSocket-Protocol": subprotocol,
        ]
        if let token { headers.append(name: "Authorization", value: token) }
        guard case .webSocket(let session) = harness.server.respond(to: LaunchesHarness.request(.get, headers: headers)) else {
            throw LaunchesHarness.Failure("the upgrade offering \(subprotocol) was refused")
        }
        self.subprotocol = session.upgrade.subprotocol
        let (messages, client) = AsyncStream<WebSocketMessage>.makeStream()
        let (server, output) = AsyncStream<String>.makeStream()
        let channel = WebSocketChannel(
            messages: messages, send: { output.yield($0) },
            close: { code, reason in
                output.yield("close \(code.rawValue) \(reason)")
                client.finish()
            })
        self.client = client
        self.server = server.makeAsyncIterator()
        running = Task { await session.run(channel) }
    }

    func send(_ message: JSONValue) {
        client.yield(.text(String(decoding: message.serialized(), as: UTF8.self)))
    }

    /// The next message the server sent, as JSON (a close as the string `close CODE REASON`).
    mutating func next() async throws -> JSONValue {
        guard let text = await server.next() else { throw LaunchesHarness.Failure("the session ended") }
        return text.hasPrefix("close ") ? .string(text) : try JSONReader().read(text)
    }

    /// Ends the client's side and waits for the session to return.
    func end() async {
        client.finish()
        await running.value
    }
}
