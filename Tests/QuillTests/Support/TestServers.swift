import Foundation
import GraphQL
import QuillHTTP
import QuillServer
import QuillSync
import QuillTestSupport

/// A responder in front of another that counts and keeps the requests it passes on,
/// so that tests know exactly what reached the server.
final class RecordingResponder: HTTPResponder {
    struct Seen: Sendable {
        var headers: [String: String]
        var body: String
    }

    private let inner: any HTTPResponder
    private let seen = Locked<[Seen]>([])
    /// Headers added to every response (`Cache-Control` for the time-to-live tests).
    private let extraHeaders: Locked<[String: String]>

    init(_ inner: any HTTPResponder, extraHeaders: [String: String] = [:]) {
        self.inner = inner
        self.extraHeaders = Locked(extraHeaders)
    }

    var requests: [Seen] { seen.withLock { $0 } }
    var count: Int { seen.withLock { $0.count } }

    func setExtraHeaders(_ headers: [String: String]) {
        extraHeaders.withLock { $0 = headers }
    }

    func respond(to request: HTTPRequest) -> HTTPReply {
        var headers: [String: String] = [:]
        for field in request.headers { headers[field.name.lowercased()] = field.value }
        seen.withLock { $0.append(Seen(headers: headers, body: String(decoding: request.body, as: UTF8.self))) }
        let extra = extraHeaders.withLock { $0 }
        switch inner.respond(to: request) {
        case .response(var response):
            for (name, value) in extra { response.headers.append(name: name, value: value) }
            return .response(response)
        case .deferred(let respond):
            return .deferred {
                var response = await respond()
                for (name, value) in extra { response.headers.append(name: name, value: value) }
                return response
            }
        case .webSocket(let session):
            return .webSocket(session)
        }
    }
}

/// Runs `body` with an HTTP server for `responder` on a loopback port, and stops it after
/// (`withServer`, in the caller's isolation).
func withHTTPServer<T>(
    isolation: isolated (any Actor)? = #isolation, _ responder: some HTTPResponder, _ body: (URL) async throws -> T
) async throws -> T {
    let server = HTTPServer(configuration: testConfiguration(loops: 1), responder: responder)
    let port = try server.start()
    let url = URL(string: "http://127.0.0.1:\(port)/graphql")!
    return try await withCleanup({ try await body(url) }, cleanup: { await server.shutdown() })
}

/// A GraphQL server over a JSON root value (default resolvers), recording its requests.
func jsonRootServer(sdl: String, root: JSONValue, configure: (inout GraphQLServerConfiguration) -> Void = { _ in }) throws
    -> RecordingResponder
{
    var configuration = GraphQLServerConfiguration()
    configure(&configuration)
    return RecordingResponder(try GraphQLServer(schema: try buildSchema(sdl), configuration: configuration, rootValue: root))
}
