import Foundation
import struct GraphQL.JSONReader
import Quill
import QuillHTTPClient
import QuillTestSupport

/// A subscription transport for the tests: graphql-sse's distinct-connections mode over
/// a raw socket (an HTTP/1.0 POST, so the server delimits the stream by closing it), and
/// the request chain for queries and mutations. The Subscriptions issue's transports
/// replace it; it is here so `subscribe` is tested against the real server.
struct ServerSentEventsTestTransport: SubscriptionNetworkTransport {
    let chain: RequestChainNetworkTransport
    let subscriptionURL: URL
    /// Receives `true` once each subscription's stream is open (the server has subscribed).
    let opened = Inbox<Bool>()

    init(url: URL, store: QuillStore) {
        chain = RequestChainNetworkTransport(interceptorProvider: DefaultInterceptorProvider(store: store), endpointURL: url)
        subscriptionURL = url
    }

    func send<Operation: GraphQLOperation>(operation: Operation, cachePolicy: CachePolicy, context: RequestContext)
        -> AsyncThrowingStream<GraphQLResult<Operation.Data>, any Error>
    {
        chain.send(operation: operation, cachePolicy: cachePolicy, context: context)
    }

    func subscribe(_ request: SubscriptionRequest) -> AsyncThrowingStream<JSONObject, any Error> {
        let url = subscriptionURL
        let opened = opened
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let client = try await HTTPClientConnection.connect(port: url.port!)
                    defer { client.close() }
                    let body = String(decoding: JSONValue.object(request.payload).serialized(), as: UTF8.self)
                    try await client.send(
                        "POST \(url.path) HTTP/1.0\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: text/event-stream\r\n"
                            + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
                    let head = try await client.readHead()
                    guard head.hasPrefix("HTTP/1.1 200") || head.hasPrefix("HTTP/1.0 200") else {
                        throw TransportFailure(description: "the subscription was refused: \(head)")
                    }
                    opened.send(true)
                    while !Task.isCancelled {
                        let event = try await client.read(through: "\n\n")
                        let lines = event.split(separator: "\n")
                        if lines.contains("event: complete") { break }
                        guard lines.contains("event: next"), let data = lines.first(where: { $0.hasPrefix("data: ") }) else { continue }
                        guard case .object(let payload) = try JSONReader().read(String(data.dropFirst("data: ".count))) else {
                            throw TransportFailure(description: "an event that is not an object: \(data)")
                        }
                        continuation.yield(payload)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

/// A test's own failure (not the client's): a refused stream, an unexpected answer.
struct TransportFailure: Error, CustomStringConvertible {
    let description: String
}
