import GraphQL
import QuillHTTP
import QuillSync

/// The framing of a streamed HTTP body of GraphQL responses (Server-Sent Events,
/// multipart): what is written first, per response, as a heartbeat while waiting,
/// and last.
struct StreamedResponseBody: Sendable {
    var opening: [UInt8]
    var part: @Sendable (Response) -> [UInt8]
    var heartbeat: [UInt8]
    var heartbeatInterval: Double
    var closing: [UInt8]

    /// Writes one response (a query or mutation): opening, the part, closing.
    func write(_ response: Response, to writer: HTTPBodyWriter) async {
        try? await writer.write(opening + part(response) + closing)
    }

    /// Writes a subscription's responses as they come, with a heartbeat every
    /// `heartbeatInterval`, then the closing. Stops iterating `responses` (which
    /// releases the subscription's source) when a write throws (the client left) or
    /// the task is cancelled.
    func write(_ responses: ResponseStream, to writer: HTTPBodyWriter) async {
        enum Chunk: Sendable {
            case response(Response)
            case heartbeat
            case end
        }
        let (chunks, chunk) = AsyncStream<Chunk>.makeStream()
        // The response reader waits for each response to be written before reading
        // the next, so a slow client slows the subscription instead of a buffer growing.
        let (writes, written) = AsyncStream<Void>.makeStream()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                var writes = writes.makeAsyncIterator()
                for await response in responses {
                    chunk.yield(.response(response))
                    guard await writes.next() != nil else { return }
                }
                chunk.yield(.end)
            }
            group.addTask {
                while (try? await Task.sleep(seconds: heartbeatInterval)) != nil {
                    chunk.yield(.heartbeat)
                }
            }
            do {
                try await writer.write(opening)
                loop: for await next in chunks {
                    switch next {
                    case .response(let response):
                        try await writer.write(part(response))
                        written.yield()
                    case .heartbeat:
                        try await writer.write(heartbeat)
                    case .end:
                        try await writer.write(closing)
                        break loop
                    }
                }
            } catch {}
            written.finish()
            chunk.finish()
            group.cancelAll()
        }
    }
}
