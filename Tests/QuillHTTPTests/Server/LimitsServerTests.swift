import QuillHTTP
import QuillHTTPClient
import QuillSync
import QuillTestSupport
import Testing

/// Timeouts, connection limits and graceful shutdown over real sockets.
@Suite(.timeLimit(.minutes(3)))
struct LimitsServerTests {
    @Test func slowlorisConnectionsDoNotDelayOtherClients() async throws {
        // The read timeout is far longer than the test takes (on a loaded machine too), so the
        // normal client is answered while every slow connection is still held.
        var configuration = testConfiguration(readTimeout: 120)
        let changes = Observed(0)
        configuration.observeConnections(changes)
        try await withServer(configuration, responder: HelloResponder()) { server in
            var idle: [HTTPClientConnection] = []
            for index in 0..<1000 {
                let client = try await HTTPClientConnection.connect(port: server.port)
                // A third of them start a request and never finish it.
                if index % 3 == 0 { try await client.send("GET / HTTP/1.1\r\nHost: a\r\nX-Slow: ") }
                idle.append(client)
            }
            // The server holds them all open.
            #expect(await changes.wait { _ in server.openConnections >= 1000 })
            let client = try await HTTPClientConnection.connect(port: server.port)
            try await client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try await client.readResponse().text == "hello")
            // Answered while the slow ones are still held, not after they were cut.
            #expect(server.openConnections >= 1000)
            _ = idle
        }
    }

    @Test func aSlowHeadIsCutOffByTheReadTimeout() async throws {
        let configuration = testConfiguration(readTimeout: 0.5)
        try await withServer(configuration, responder: HelloResponder()) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            try await client.send("GET / HTTP/1.1\r\n")
            // A byte every 100 ms for up to 30 s (a guard: the answer comes after 0.5 s): a
            // deadline that each byte extended would not pass while they come, so the
            // server's answer arrives before they stop.
            var dribbles = 0
            while dribbles < 300, !(await client.isReadable) {
                try await Task.sleep(seconds: 0.1)
                try? await client.send("X")
                dribbles += 1
            }
            #expect(dribbles < 300)
            let response = try await client.readResponse()
            #expect(response.status == 408)
            #expect(response.header("Connection") == "close")
            #expect(try await client.readToEnd().isEmpty)
        }
    }

    @Test func idleKeepAliveConnectionsAreClosed() async throws {
        let configuration = testConfiguration(idleTimeout: 0.3)
        try await withServer(configuration, responder: HelloResponder()) { server in
            // The idle timeout runs from the accept: a loaded machine can make the request
            // come later than that, and the connection is closed before it; then again.
            for _ in 0..<20 {
                let client = try await HTTPClientConnection.connect(port: server.port)
                let start = MonotonicInstant.now
                try? await client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
                guard let response = try? await client.readResponse() else { continue }
                #expect(response.text == "hello")
                #expect(try await client.readToEnd().isEmpty)
                #expect(MonotonicInstant.now - start >= 0.3)
                return
            }
            Issue.record("every connection closed before its request")
        }
    }

    @Test func connectionsBeyondTheLimitAreClosed() async throws {
        var configuration = testConfiguration(maxConnections: 3)
        let changes = Observed(0)
        configuration.observeConnections(changes)
        try await withServer(configuration, responder: HelloResponder()) { server in
            var clients: [HTTPClientConnection] = []
            for _ in 0..<3 {
                let client = try await HTTPClientConnection.connect(port: server.port)
                try await client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
                #expect(try await client.readResponse().text == "hello")
                clients.append(client)
            }
            let refused = try await HTTPClientConnection.connect(port: server.port)
            try? await refused.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try await refused.readToEnd().isEmpty)
            #expect(server.openConnections == 3)

            clients.removeLast().close()
            #expect(await changes.wait { _ in server.openConnections == 2 })
            let next = try await HTTPClientConnection.connect(port: server.port)
            try await next.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try await next.readResponse().text == "hello")
        }
    }

    @Test func gracefulShutdownFinishesInFlightRequests() async throws {
        let started = Flag()
        let release = Flag()
        let responder = ClosureResponder { _ in
            started.set()
            return .deferred {
                // In flight until shutdown has begun (the idle connection's close says so).
                await release.wait()
                return HTTPResponse(status: 200, body: Array("finished".utf8))
            }
        }
        try await withServer(testConfiguration(gracePeriod: 5), responder: responder) { server in
            let idle = try await HTTPClientConnection.connect(port: server.port)
            let busy = try await HTTPClientConnection.connect(port: server.port)
            try await busy.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(await started.wait())
            let port = server.port
            async let shutdown: Void = server.shutdown()
            // The idle connection is closed at once; the busy one gets its response.
            #expect(try await idle.readToEnd().isEmpty)
            release.set()
            let response = try await busy.readResponse()
            #expect(response.text == "finished")
            #expect(response.header("Connection") == "close")
            #expect(try await busy.readToEnd().isEmpty)
            await shutdown
            await #expect(throws: HTTPClientError.self) { try await HTTPClientConnection.connect(port: port) }
        }
    }

    @Test func shutdownClosesWhatOutlivesTheGracePeriod() async throws {
        let started = Flag()
        let stopped = Flag()
        let responder = ClosureResponder { _ in
            started.set()
            return .deferred {
                // Answers only after shutdown returned, in a task of its own (immune to the
                // cancellation): shutdown cannot have waited for it.
                _ = await Task { await stopped.wait() }.value
                return HTTPResponse(status: 200)
            }
        }
        try await withServer(testConfiguration(gracePeriod: 0.2), responder: responder) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            try await client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(await started.wait())
            await server.shutdown()
            stopped.set()
            #expect(try await client.readToEnd().isEmpty)
        }
    }

    @Test func aPeerThatStopsReadingIsClosed() async throws {
        let big = [UInt8](repeating: 65, count: 32 << 20)
        let responder = ClosureResponder { _ in .response(HTTPResponse(status: 200, body: big)) }
        let log = LogLines()
        var configuration = testConfiguration(idleTimeout: 0.3)
        configuration.logger = log.logger
        let changes = Observed(0)
        configuration.observeConnections(changes)
        try await withServer(configuration, responder: responder) { server in
            // The same idle timeout runs from the accept: a loaded machine can make the
            // request come later, and the connection is closed as idle; then again.
            let stalled = "not reading what is sent to it; closing"
            var attempt = 0
            repeat {
                attempt += 1
                let client = try await HTTPClientConnection.connect(port: server.port)
                try? await client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
                _ = await log.wait(until: Self.stalledOrIdle(stalled, idleCount: attempt))
                _ = client
            } while attempt < 20 && !log.all.contains(where: { $0.contains(stalled) })
            #expect(log.all.contains { $0.contains(stalled) })
            #expect(await changes.wait { _ in server.openConnections == 0 })
        }
    }

    /// Whether the lines say a peer stopped reading, or that `idleCount` connections were idle.
    static func stalledOrIdle(_ stalled: String, idleCount: Int) -> @Sendable ([String]) -> Bool {
        { lines in lines.contains { $0.contains(stalled) } || lines.filter { $0.contains("idle; closing") }.count >= idleCount }
    }
}
