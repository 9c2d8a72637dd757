import Foundation
import QuillSync

import struct GraphQL.JSONReader

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Opt-in batching: requests to one URL with the same headers that start within
/// `interval` seconds of the first go in one POST, a JSON array of their bodies, answered by an
/// array of responses (QuillServer and Apollo Server answer batches). A batch is sent
/// early once it holds `maxBatchSize` requests.
public final class RequestBatcher: Sendable {
    public let interval: TimeInterval
    public let maxBatchSize: Int

    private struct BatchKey: Hashable {
        let url: URL
        let headers: [String: String]
    }

    private struct Pending {
        var bodies: [[UInt8]] = []
        var waiters: [CheckedContinuation<GraphQLHTTPResponse, any Error>] = []
        let generation: Int
    }

    private struct State {
        var pending: [BatchKey: Pending] = [:]
        var generation = 0
    }

    private let state = Locked(State())

    public init(interval: TimeInterval = 0.010, maxBatchSize: Int = 10) {
        self.interval = interval
        self.maxBatchSize = max(1, maxBatchSize)
    }

    /// The response of `body`'s place in its batch: the batch's status and headers with
    /// that entry of the answer as body (the whole answer when it is not a list).
    func send(_ body: [UInt8], url: URL, headers: [String: String], client: URLSessionClient) async throws -> GraphQLHTTPResponse {
        let key = BatchKey(url: url, headers: headers)
        return try await withCheckedThrowingContinuation { continuation in
            let action: (full: Pending?, startTimer: Int?) = state.withLock { state in
                if state.pending[key] == nil {
                    state.generation += 1
                    state.pending[key] = Pending(generation: state.generation)
                }
                state.pending[key]!.bodies.append(body)
                state.pending[key]!.waiters.append(continuation)
                let pending = state.pending[key]!
                if pending.bodies.count >= maxBatchSize {
                    state.pending[key] = nil
                    return (pending, nil)
                }
                return (nil, pending.bodies.count == 1 ? pending.generation : nil)
            }
            if let full = action.full {
                Task { await Self.flush(full, url: url, headers: headers, client: client) }
            } else if let generation = action.startTimer {
                Task { [interval] in
                    try? await Task.sleep(seconds: interval)
                    let due: Pending? = self.state.withLock { state in
                        guard state.pending[key]?.generation == generation else { return nil }
                        return state.pending.removeValue(forKey: key)
                    }
                    if let due { await Self.flush(due, url: url, headers: headers, client: client) }
                }
            }
        }
    }

    private static func flush(_ batch: Pending, url: URL, headers: [String: String], client: URLSessionClient) async {
        var body: [UInt8] = [UInt8(ascii: "[")]
        for (index, entry) in batch.bodies.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body += entry
        }
        body.append(UInt8(ascii: "]"))
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/graphql-response+json, application/json;q=0.9", forHTTPHeaderField: "Accept")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = Foundation.Data(body)
        do {
            let response = try await client.send(request)
            let entries = (try? JSONReader().read(response.body))?.arrayValue
            for (index, waiter) in batch.waiters.enumerated() {
                var part = response
                if let entries, entries.count == batch.waiters.count { part.body = entries[index].serialized() }
                waiter.resume(returning: part)
            }
        } catch {
            for waiter in batch.waiters { waiter.resume(throwing: error) }
        }
    }
}
