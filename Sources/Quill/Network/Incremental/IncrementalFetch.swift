import Foundation
import QuillSync

/// Sends an operation that defers or streams (`@defer`, `@stream`) asking for an
/// incremental response, Apollo iOS's way (`Accept: multipart/mixed;deferSpec=20220824,
/// application/json`), and reads the body as its parts arrive: the outcome of the first
/// payload, with the later ones in its `later`. A server that answers with one response
/// (JSON, an error status) gives an ordinary outcome.
struct IncrementalFetch: Sendable {
    static let accept = "multipart/mixed;deferSpec=20220824,application/json"

    /// What streams the body (tests choose the other on Linux).
    var client = StreamingHTTPClient.platformDefault
    /// How many seconds the server may stay silent between payloads.
    var idleTimeout: TimeInterval = 60

    func send<Operation: GraphQLOperation>(_ request: GraphQLHTTPRequest<Operation>) async throws -> InterceptorResult<Operation> {
        var headers = ["Content-Type": "application/json", "Accept": Self.accept]
        for (name, value) in request.headers {
            // The request's own headers win, whatever their case.
            for key in headers.keys where key.lowercased() == name.lowercased() { headers[key] = nil }
            headers[name] = value
        }
        let url = request.url
        let response = try await client.send(
            StreamingHTTPRequest(url: url, headers: headers, body: request.body(), idleTimeout: idleTimeout, trustedCAFile: nil))
        let contentType = response.headers["content-type"] ?? ""
        guard (200..<300).contains(response.status), contentType.lowercased().hasPrefix("multipart/mixed") else {
            let body = try await response.collectBody(limit: .max)
            return InterceptorResult(response: GraphQLHTTPResponse(url: url, status: response.status, headers: response.headers, body: body))
        }
        let (later, laterContinuation) = AsyncThrowingStream.makeStream(of: InterceptorResult<Operation>.self)
        let state = Locked(ReaderState<Operation>())
        let read: @Sendable () async -> Void = {
            var decoder = MultipartMixedDecoder(boundary: MultipartMixedDecoder.boundary(ofContentType: contentType))
            var merged = IncrementalResponse(url: url)
            do {
                for try await bytes in response.body {
                    for event in try decoder.feed(bytes) {
                        guard case .part(let part) = event else { throw Self.endedEarly(url) }
                        try merged.apply(try ResponseParsing.responseObject(part, url: url))
                        var outcome = InterceptorResult<Operation>(
                            response: GraphQLHTTPResponse(url: url, status: response.status, headers: response.headers, body: part))
                        outcome.incremental = merged
                        if let waiting = state.withLock({ $0.takeFirst() }) {
                            outcome.later = later
                            waiting.resume(returning: outcome)
                        } else {
                            laterContinuation.yield(outcome)
                        }
                        if !merged.hasNext { return laterContinuation.finish() }
                    }
                }
                throw Self.endedEarly(url)
            } catch {
                let failure =
                    error is MultipartMixedDecoder.PartTooLarge
                    ? TransportError(url: url, underlying: StreamingHTTPError(description: "a multipart part over the size limit")) : error
                state.withLock { $0.takeFirst() }?.resume(throwing: failure)
                laterContinuation.finish(throwing: failure)
            }
        }
        laterContinuation.onTermination = { _ in state.withLock { $0.cancel() } }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                state.withLock { state in
                    state.first = continuation
                    state.reader = Task { await read() }
                    if state.isCancelled { state.reader?.cancel() }
                }
            }
        } onCancel: {
            state.withLock { $0.cancel() }
        }
    }

    /// The task reading the body, and the caller waiting for the first payload.
    private struct ReaderState<Operation: GraphQLOperation> {
        var first: CheckedContinuation<InterceptorResult<Operation>, any Error>?
        var reader: Task<Void, Never>?
        var isCancelled = false

        mutating func takeFirst() -> CheckedContinuation<InterceptorResult<Operation>, any Error>? {
            defer { first = nil }
            return first
        }

        mutating func cancel() {
            isCancelled = true
            reader?.cancel()
        }
    }

    private static func endedEarly(_ url: URL) -> TransportError {
        TransportError(url: url, underlying: StreamingHTTPError(description: "the server ended the response before its last payload"))
    }
}
