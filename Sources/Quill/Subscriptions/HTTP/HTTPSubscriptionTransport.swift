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
        let url = url
        let reader = reader
        let client = client
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
                    if contentType.lowercased().hasPrefix("application/json")
                        || contentType.lowercased().hasPrefix("application/graphql-response+json")
                    {
                        // The server answered with one response instead of a stream.
                        continuation.yield(try ResponseParsing.responseObject(try await response.collectBody(limit: .max), url: url))
                        return continuation.finish()
                    }
                    var body = reader(contentType)
                    for try await bytes in response.body {
                        let chunk = body.feed(bytes, url: url)
                        // What the server sent before a failure is delivered first.
                        for payload in chunk.payloads { continuation.yield(payload) }
                        if let failure = chunk.failure { throw failure }
                        if chunk.ended { return continuation.finish() }
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
    /// What `bytes` completed: payloads, then the stream's end or its failure.
    mutating func feed(_ bytes: [UInt8], url: URL) -> SubscriptionBodyChunk
}

/// The payloads a chunk of a streamed body completed, in order, and then whether the
/// stream ended or what failed (a body of no protocol, a failure the server sent).
struct SubscriptionBodyChunk {
    var payloads: [JSONObject] = []
    var ended = false
    var failure: (any Error)?
}

/// graphql-sse's distinct-connections mode: `next` events carry payloads, `complete` ends.
struct ServerSentEventsBodyReader: SubscriptionBodyReader {
    private var decoder = ServerSentEventsDecoder()

    mutating func feed(_ bytes: [UInt8], url: URL) -> SubscriptionBodyChunk {
        var chunk = SubscriptionBodyChunk()
        let events: [ServerSentEvent]
        do {
            events = try decoder.feed(bytes)
        } catch {
            chunk.failure = TransportError(url: url, underlying: StreamingHTTPError(description: "an event stream line over the size limit"))
            return chunk
        }
        for event in events {
            switch event.event {
            case "next":
                do throws(ResponseFormatError) {
                    chunk.payloads.append(try ResponseParsing.responseObject(Array(event.data.utf8), url: url))
                } catch {
                    chunk.failure = error
                    return chunk
                }
            case "complete":
                chunk.ended = true
                return chunk
            default: continue
            }
        }
        return chunk
    }
}

/// Apollo's multipart subscriptions: parts `{"payload": …}`, `{}` heartbeats, and
/// `{"payload": null, "errors": […]}` for a failure that ends the subscription.
struct MultipartBodyReader: SubscriptionBodyReader {
    private var decoder: MultipartMixedDecoder

    init(contentType: String) {
        decoder = MultipartMixedDecoder(boundary: MultipartMixedDecoder.boundary(ofContentType: contentType))
    }

    mutating func feed(_ bytes: [UInt8], url: URL) -> SubscriptionBodyChunk {
        var chunk = SubscriptionBodyChunk()
        let events: [MultipartMixedDecoder.Event]
        do {
            events = try decoder.feed(bytes)
        } catch {
            chunk.failure = TransportError(url: url, underlying: StreamingHTTPError(description: "a multipart part over the size limit"))
            return chunk
        }
        for event in events {
            guard case .part(let body) = event else {
                chunk.ended = true
                return chunk
            }
            do {
                if let payload = try Self.payload(of: body, url: url) { chunk.payloads.append(payload) }
            } catch {
                chunk.failure = error
                return chunk
            }
        }
        return chunk
    }

    /// A part's payload; nil for a heartbeat (`{}`). A part with a null payload is the
    /// server failing the subscription.
    private static func payload(of body: [UInt8], url: URL) throws -> JSONObject? {
        let part = try ResponseParsing.responseObject(body, url: url)
        switch part["payload"] {
        case .object(let payload)?:
            return payload
        case .null?:
            if let list = part["errors"], let errors = try? ResponseParsing.errors(list), !errors.isEmpty {
                throw SubscriptionError(reason: .failed(errors), url: url)
            }
            throw ResponseFormatError(url: url, reason: .malformedErrors("a part with a null payload and no errors"))
        case nil where part.isEmpty:
            return nil
        default:
            throw ResponseFormatError(url: url, reason: .noDataOrErrors)
        }
    }
}
