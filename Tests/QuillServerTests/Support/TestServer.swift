import GraphQL
import QuillHTTP
import QuillSync
import QuillTestSupport

@testable import QuillServer

/// The schema every server test runs against: sync and async fields, a mutation and a subscription.
let testSchemaSDL = """
    type Query {
      hello(name: String): String
      slow: String
      user(id: ID!): User
      fail: String
    }
    type User { id: ID! name: String friends: [User!]! }
    type Mutation { increment(by: Int = 1): Int! }
    type Subscription { ticks(count: Int!): Int! }
    """

struct TestContext: Sendable {
    var user: String?
}

/// Resolvers for `testSchemaSDL`; `slow` is the only async one (it makes queries that reach it async).
func testResolvers() -> Resolvers<TestContext> {
    var resolvers = Resolvers<TestContext>()
    resolvers.field("Query", "hello") { _, arguments, context, _ in
        let name = try arguments["name", as: String.self] ?? context.user ?? "world"
        return "Hello, \(name)!"
    }
    resolvers.field("Query", "slow") { _, _, _, _ in
        await Task.yield()
        return "slow"
    }
    resolvers.field("Query", "user") { _, arguments, _, _ in
        let id = try arguments["id", as: String.self] ?? ""
        return ["id": JSONValue.string(id), "name": .string("User \(id)"), "friends": .array([["id": "f", "name": "F", "friends": []]])] as JSONValue
    }
    resolvers.field("Query", "fail") { _, _, _, _ in
        throw GraphQLError("It failed.")
    }
    let counter = SendableCounter()
    resolvers.field("Mutation", "increment") { _, arguments, _, _ in
        let by = try arguments["by", as: Int.self] ?? 1
        return counter.add(by)
    }
    resolvers.subscription("Subscription", "ticks") { arguments, _, _ in
        let count = try arguments["count", as: Int.self] ?? 1
        return AsyncStream<JSONValue> { continuation in
            for tick in 1...max(count, 1) { continuation.yield(["ticks": .int(tick)]) }
            continuation.finish()
        }
    }
    return resolvers
}

/// A shared counter the mutation resolver adds to.
final class SendableCounter: Sendable {
    private let value = Locked(0)
    func add(_ amount: Int) -> Int {
        value.withLock {
            $0 += amount; return $0
        }
    }
}

func makeTestServer(
    _ configure: (inout GraphQLServerConfiguration) -> Void = { _ in }
) throws -> GraphQLServer<TestContext> {
    var configuration = GraphQLServerConfiguration()
    // Heartbeats only where a test asks for them: a loaded machine can make a stream take
    // longer than the default intervals, and a test's exact body would get one.
    configuration.subscriptions.serverSentEvents.keepAliveInterval = 3600
    configuration.subscriptions.multipart.heartbeatInterval = 3600
    // The legacy graphql-ws `ka` only right after the ack, and a `connection_init` deadline
    // that is a guard, not a race with a loaded machine.
    configuration.subscriptions.webSocket.keepAliveInterval = 3600
    configuration.subscriptions.webSocket.connectionInitWaitTimeout = failureGuard
    configure(&configuration)
    return try GraphQLServer(schema: try buildSchema(testSchemaSDL), resolvers: testResolvers(), configuration: configuration) { request in
        if request.headers["Authorization"] == "Bearer bad" { throw HTTPStatusError(status: 401, message: "Bad token.") }
        return TestContext(user: request.headers["X-User"])
    }
}

/// A request as the HTTP server would hand it over.
func httpRequest(
    _ method: HTTPMethod = .post, _ target: String = "/graphql", headers: HTTPHeaders = [:], body: String? = nil
) -> HTTPRequest {
    let head = HTTPRequestHead(
        method: method, target: target, targetForm: .origin, version: .http1_1, headers: headers, keepAlive: true)
    return HTTPRequest(head: head, body: Array((body ?? "").utf8))
}

/// A POST of `body` as application/json, with `accept` when given.
func post(_ body: String, accept: String? = nil, contentType: String? = "application/json") -> HTTPRequest {
    var headers: HTTPHeaders = [:]
    if let contentType { headers.append(name: "Content-Type", value: contentType) }
    if let accept { headers.append(name: "Accept", value: accept) }
    return httpRequest(.post, headers: headers, body: body)
}

/// A GET of the endpoint with `parameters` URL-encoded.
func get(_ parameters: [(String, String)], accept: String? = nil, path: String = "/graphql") -> HTTPRequest {
    let query = parameters.map { "\(percentEncoded($0.0))=\(percentEncoded($0.1))" }.joined(separator: "&")
    var headers: HTTPHeaders = [:]
    if let accept { headers.append(name: "Accept", value: accept) }
    return httpRequest(.get, query.isEmpty ? path : "\(path)?\(query)", headers: headers)
}

func percentEncoded(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
            encoded.append(Character(Unicode.Scalar(byte)))
        default:
            encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
    }
    return encoded
}

/// The response to `request`, awaiting it when deferred, and whether it was immediate.
struct Answer {
    var response: HTTPResponse
    var wasImmediate: Bool

    var status: Int { response.status.code }
    var contentType: String? { response.headers["Content-Type"] }
    var text: String {
        guard case .bytes(let bytes) = response.body else { return "<stream>" }
        return String(decoding: bytes, as: UTF8.self)
    }
    var json: JSONValue? { try? JSONReader().read(text) }
}

func answer(_ server: some HTTPResponder, _ request: HTTPRequest) async -> Answer {
    switch server.respond(to: request) {
    case .response(let response): Answer(response: response, wasImmediate: true)
    case .deferred(let respond): Answer(response: await respond(), wasImmediate: false)
    case .webSocket: Answer(response: HTTPResponse(status: 101), wasImmediate: true)
    }
}
