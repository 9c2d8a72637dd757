import QuillHTTP

/// Reading what the subscription end-to-end tests need: streamed (chunked) bodies and
/// WebSocket frames, not whole responses.
extension SocketClient {
    func send(_ bytes: [UInt8]) throws {
        try sendRaw(bytes)
    }

    func send(_ text: String) throws {
        try sendRaw(Array(text.utf8))
    }

    /// The response head (status line and fields, without the blank line).
    func receiveHead() async throws -> String {
        let head = try await take { buffer in Self.find(Array("\r\n\r\n".utf8), in: buffer).map { $0 + 4 } }
        return String(decoding: head.dropLast(4), as: UTF8.self)
    }

    /// A chunked body up to its last chunk, decoded.
    func receiveChunkedBody() async throws -> String {
        var body: [UInt8] = []
        while true {
            let sizeLine = try await take { buffer in Self.find(Array("\r\n".utf8), in: buffer).map { $0 + 2 } }
            guard let size = Int(String(decoding: sizeLine.dropLast(2), as: UTF8.self), radix: 16) else {
                throw Failure(description: "bad chunk size line")
            }
            let chunk = try await take { buffer in buffer.count >= size + 2 ? size + 2 : nil }
            if size == 0 { return String(decoding: body, as: UTF8.self) }
            body += chunk.dropLast(2)
        }
    }

    /// Reads until `bytes` arrived somewhere; returns everything up to and including them.
    func receive(through bytes: String) async throws -> String {
        let needle = Array(bytes.utf8)
        let taken = try await take { buffer in Self.find(needle, in: buffer).map { $0 + needle.count } }
        return String(decoding: taken, as: UTF8.self)
    }

    /// The next WebSocket events the server sent.
    func receiveWebSocketEvents(_ decoder: inout WebSocketFrameDecoder) async throws -> [WebSocketEvent] {
        while true {
            if !buffer.isEmpty {
                let events = decoder.feed(buffer)
                buffer = []
                if !events.isEmpty { return events }
            }
            _ = try await fill { buffer in buffer.isEmpty ? nil : 0 }
        }
    }

    /// Reads until `complete` finds the end of what is wanted; removes and returns it.
    private func take(until complete: ([UInt8]) -> Int?) async throws -> [UInt8] {
        let end = try await fill(until: complete)
        let taken = Array(buffer[..<end])
        buffer.removeFirst(end)
        return taken
    }
}
