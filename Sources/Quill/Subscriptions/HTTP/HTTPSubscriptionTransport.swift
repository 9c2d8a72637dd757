import Foundation

import struct GraphQL.JSONReader

/// What the two HTTP subscription transports share: queries and mutations through a
/// request chain, and a subscription as a POST whose streamed body `decode` reads.
struct HTTPSubscriptionStream: Sendable {
    /// Reads a streamed body: feeds it bytes, gets the payloads they completed and whether
    /// the stream ended; throws on a body of no protocol.
    typealias Reader = @Sendable (_ contentType: String) -> any SubscriptionBodyReader

    let url: URL
    let headers: [String: String]
    let accept: String
    let idleTimeout: TimeInterval
    let trustedCAFile: String?
    let reader: Reader
    /// What streams the body: the platform's (tests choose the other on Linux).
    var client = StreamingHTTPClient.platformDefault

    func subscribe(_ request: SubscriptionRequest) -> AsyncThrowingStream<JSONObject, any Error> {
        var headers = headers
        headers["Content-Type"] = "application/json"
        headers["Accept"] = accept
        let streaming = StreamingHTTPRequest(
            url: url, headers: headers, body: JSONValue.object(request.payload).serialized(), idleTimeout: idleTimeout,
            trustedCAFile: trustedCAFile)
        let url = url, reader = reader, client = client
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let response = try await client.send(streaming)
                    guard (200..<300).contains(response.status) else {
                        let body = try await response.collectBody()
                        var errors: [GraphQLError]?
                        if case .object(let object)? = try? JSONReader().read(body), let list = object["errors"] {
                            errors = try? ResponseParsing.errors(list)
                        }
                        throw ResponseCodeError(url: url, status: response.status, body: body, graphQLErrors: errors)
                    }
                    let contentType = response.headers["content-type"] ?? ""
                    if contentType.lowercased().hasPrefix("application/json") || contentType.lowercased().hasPrefix("application/graphql-response+json") {
                        // The server answered with one response instead of a stream.
                        continuation.yield(try ResponseParsing.responseObject(try await response.collectBody(limit: .max), url: url))
                        return continuation.finish()
                    }
                    var body = reader(contentType)
                    for try await chunk in response.body {
                        let (payloads, ended) = try body.feed(chunk, url: url)
                        for payload in payloads { continuation.yield(payload) }
                        if ended { return continuation.finish() }
                    }
                    throw TransportError(url: url, underlying: StreamingHTTPError(description: "the server ended the stream before its end"))
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

/// A streamed subscription body's protocol.
protocol SubscriptionBodyReader: Sendable {
    /// The payloads that `bytes` completed, and whether the stream ended.
    mutating func feed(_ bytes: [UInt8], url: URL) throws -> (payloads: [JSONObject], ended: Bool)
}

/// graphql-sse's distinct-connections mode: `next` events carry payloads, `complete` ends.
struct ServerSentEventsBodyReader: SubscriptionBodyReader {
    private var decoder = ServerSentEventsDecoder()

    mutating func feed(_ bytes: [UInt8], url: URL) throws -> (payloads: [JSONObject], ended: Bool) {
        let events: [ServerSentEvent]
        do {
            events = try decoder.feed(bytes)
        } catch {
            throw TransportError(url: url, underlying: StreamingHTTPError(description: "an event stream line over the size limit"))
        }
        var payloads: [JSONObject] = []
        for event in events {
            switch event.event {
            case "next": payloads.append(try ResponseParsing.responseObject(Array(event.data.utf8), url: url))
            case "complete": return (payloads, true)
            default: continue
            }
        }
        return (payloads, false)
    }
}

/// Apollo's multipart subscriptions: parts `{"payload": …}`, `{}` heartbeats, and
/// `{"payload": null, "errors": […]}` for a failure that ends the subscription.
struct MultipartBodyReader: SubscriptionBodyReader {
    private var decoder: MultipartMixedDecoder

    init(contentType: String) {
        decoder = MultipartMixedDecoder(boundary: MultipartMixedDecoder.boundary(ofContentType: contentType))
    }

    mutating func feed(_ bytes: [UInt8], url: URL) throws -> (payloads: [JSONObject], ended: Bool) {
        let events: [MultipartMixedDecoder.Event]
        do {
            events = try decoder.feed(bytes)
        } catch {
            throw TransportError(url: url, underlying: StreamingHTTPError(description: "a multipart part over the size limit"))
        }
        var payloads: [JSONObject] = []
        for event in events {
            guard case .part(let body) = event else { return (payloads, true) }
            let part = try ResponseParsing.responseObject(body, url: url)
            switch part["payload"] {
            case .object(let payload)?:
                payloads.append(payload)
            case .null?:
                // A transport-level failure: the errors end the subscription.
                if let list = part["errors"], let errors = try? ResponseParsing.errors(list), !errors.isEmpty {
                    throw MultipartSubscriptionError(url: url, errors: errors)
                }
                throw ResponseFormatError(url: url, reason: .malformedErrors("a part with a null payload and no errors"))
            case nil where part.isEmpty:
                continue
            default:
                throw ResponseFormatError(url: url, reason: .noDataOrErrors)
            }
        }
        return (payloads, false)
    }
}

/// A multipart subscription failed on the server (a part with a null payload and errors).
public struct MultipartSubscriptionError: Error, Sendable, CustomStringConvertible, LocalizedError {
    public let url: URL
    public let errors: [GraphQLError]
    public var description: String {
        "The subscription at \(url.absoluteString) failed: " + errors.map(\.message).joined(separator: "; ")
    }
    public var errorDescription: String? { description }
}
