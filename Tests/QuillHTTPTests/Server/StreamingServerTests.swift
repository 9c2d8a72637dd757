import QuillHTTP
import QuillHTTPClient
import QuillSync
import QuillTestSupport
import Testing

/// `.stream` bodies over real sockets: chunked framing, back-pressure, cancellation.
@Suite(.timeLimit(.minutes(3)))
struct StreamingServerTests {
    @Test func streamedBodyIsChunkedAndTheConnectionStaysUsable() async throws {
        let responder = ClosureResponder { request in
            guard request.head.target == "/stream" else { return HelloResponder().respond(to: request) }
            return .response(
                HTTPResponse(
                    status: 200, headers: ["Content-Type": "text/event-stream"],
                    body: .stream { writer in
                        for index in 0..<3 {
                            try? await writer.write(Array("event \(index)\n".utf8))
                            try? await Task.sleep(seconds: 0.01)
                        }
                    }))
        }
        try await withServer(testConfiguration(), responder: responder) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            try await client.send("GET /stream HTTP/1.1\r\nHost: a\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n")
            let stream = try await client.readResponse()
            #expect(stream.header("Transfer-Encoding") == "chunked")
            #expect(stream.header("Content-Length") == nil)
            #expect(stream.text == "event 0\nevent 1\nevent 2\n")
            #expect(try await client.readResponse().text == "hello")
        }
    }

    /// Shutdown cancels a stream that `endsAtShutdown` at once and terminates its body;
    /// another stream may finish within the grace period.
    @Test func shutdownEndsSubscriptionStreamsAtOnce() async throws {
        let responder = ClosureResponder { request in
            let endless = request.head.target == "/endless"
            var response = HTTPResponse(
                status: 200,
                body: .stream { writer in
                    for index in 0..<(endless ? Int.max : 30) {
                        guard (try? await writer.write(Array("\(index)\n".utf8))) != nil else { return }
                        try? await Task.sleep(seconds: 0.01)
                    }
                })
            response.endsAtShutdown = endless
            return .response(response)
        }
        // A grace period far longer than the test's time limit.
        try await withServer(testConfiguration(gracePeriod: 120), responder: responder) { server in
            let endless = try await HTTPClientConnection.connect(port: server.port)
            let finite = try await HTTPClientConnection.connect(port: server.port)
            try await endless.send("GET /endless HTTP/1.1\r\nHost: a\r\n\r\n")
            try await finite.send("GET /finite HTTP/1.1\r\nHost: a\r\n\r\n")
            _ = try await endless.read()
            _ = try await finite.read()
            let start = MonotonicInstant.now
            await server.shutdown()
            #expect(MonotonicInstant.now - start < 60)
            // The endless body ends with the chunked terminator; the finite one ran to its end.
            let ended = String(decoding: try await endless.readToEnd(), as: UTF8.self)
            #expect(ended.hasSuffix("0\r\n\r\n"), "\(ended.suffix(40))")
            let finished = String(decoding: try await finite.readToEnd(), as: UTF8.self)
            #expect(finished.contains("29\n"), "\(finished.suffix(40))")
        }
    }

    @Test func aDisconnectCancelsTheProducer() async throws {
        let outcome = Observed<String?>(nil)
        let responder = ClosureResponder { _ in
            .response(
                HTTPResponse(
                    status: 200,
                    body: .stream { writer in
                        do {
                            while true {
                                try await writer.write(Array("tick\n".utf8))
                                try await Task.sleep(seconds: 0.01)
                            }
                        } catch is CancellationError {
                            outcome.update { $0 = "cancelled" }
                        } catch {
                            outcome.update { $0 = "other error: \(error)" }
                        }
                    }))
        }
        try await withServer(testConfiguration(), responder: responder) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            try await client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
            let first = try await client.read()
            #expect(String(decoding: first, as: UTF8.self).hasPrefix("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked"))
            client.close()
            await outcome.wait { $0 != nil }
            #expect(outcome.value == "cancelled")
        }
    }

    @Test func writesWaitWhileTheClientDoesNotRead() async throws {
        let chunks = Observed(0)
        let chunk = [UInt8](repeating: 120, count: 16 * 1024)
        let total = 1024  // 16 MiB: more than loopback's socket buffers hold
        let responder = ClosureResponder { _ in
            .response(
                HTTPResponse(
                    status: 200,
                    body: .stream { writer in
                        for _ in 0..<total {
                            guard (try? await writer.write(chunk)) != nil else { return }
                            chunks.update { $0 += 1 }
                        }
                    }))
        }
        var configuration = testConfiguration()
        configuration.outputBufferLimit = 64 * 1024
        try await withServer(configuration, responder: responder) { server in
            let client = try await HTTPClientConnection.connect(port: server.port, timeout: 20)
            try await client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
            await chunks.wait { $0 > 0 }
            // Given time, the producer fills the socket buffers and the output limit, then
            // waits: whatever it wrote by then (less on a slow machine), it is not all.
            try await Task.sleep(seconds: 0.5)
            let written = chunks.value
            #expect(written > 0)
            #expect(written < total)
            let response = try await client.readResponse()
            #expect(response.body.count == total * chunk.count)
        }
    }
}
