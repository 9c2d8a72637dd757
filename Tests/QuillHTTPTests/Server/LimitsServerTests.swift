import QuillHTTP
import Synchronization
import QuillTestSupport
import Testing

/// Timeouts, connection limits and graceful shutdown over real sockets.
@Suite(.timeLimit(.minutes(1)))
struct LimitsServerTests {
    @Test func slowlorisConnectionsDoNotDelayOtherClients() async throws {
        // The read timeout is far longer than the wait allowed below, so the normal client
        // is answered while every slow connection is still held, not after they are cut.
        let configuration = testConfiguration(readTimeout: .seconds(20))
        try await withServer(configuration, responder: HelloResponder()) { server in
            var idle: [TestClient] = []
            for index in 0..<1000 {
                let client = try TestClient(port: server.port)
                // A third of them start a request and never finish it.
                if index % 3 == 0 { try client.send("GET / HTTP/1.1\r\nHost: a\r\nX-Slow: ") }
                idle.append(client)
            }
            // The server holds them all open.
            #expect(try await eventually { server.openConnections >= 1000 })
            let start = ContinuousClock.now
            let client = try TestClient(port: server.port)
            try client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try await client.readResponse().text == "hello")
            #expect(ContinuousClock.now - start < .seconds(10))
            #expect(server.openConnections >= 1000)
            _ = idle
        }
    }

    @Test func aSlowHeadIsCutOffByTheReadTimeout() async throws {
        let configuration = testConfiguration(readTimeout: .milliseconds(500))
        try await withServer(configuration, responder: HelloResponder()) { server in
            let client = try TestClient(port: server.port)
            try client.send("GET / HTTP/1.1\r\n")
            // A byte every 100 ms for 3 s: a deadline that each byte extended would not pass
            // while they come, so the server's answer arrives before they stop.
            var dribbles = 0
            while dribbles < 30, !client.isReadable {
                try await Task.sleep(for: .milliseconds(100))
                try? client.send("X")
                dribbles += 1
            }
            #expect(dribbles < 30)
            let response = try await client.readResponse()
            #expect(response.status == 408)
            #expect(response.header("Connection") == "close")
            #expect(try await client.readToEnd().isEmpty)
        }
    }

    @Test func idleKeepAliveConnectionsAreClosed() async throws {
        let configuration = testConfiguration(idleTimeout: .milliseconds(300))
        try await withServer(configuration, responder: HelloResponder()) { server in
            let client = try TestClient(port: server.port)
            let start = ContinuousClock.now
            try client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try await client.readResponse().text == "hello")
            #expect(try await client.readToEnd().isEmpty)
            #expect(ContinuousClock.now - start >= .milliseconds(300))
        }
    }

    @Test func connectionsBeyondTheLimitAreClosed() async throws {
        try await withServer(testConfiguration(maxConnections: 3), responder: HelloResponder()) { server in
            var clients: [TestClient] = []
            for _ in 0..<3 {
                let client = try TestClient(port: server.port)
                try client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
                #expect(try await client.readResponse().text == "hello")
                clients.append(client)
            }
            let refused = try TestClient(port: server.port)
            try? refused.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try await refused.readToEnd().isEmpty)
            #expect(server.openConnections == 3)

            clients.removeLast().close()
            #expect(try await eventually { server.openConnections == 2 })
            let next = try TestClient(port: server.port)
            try next.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try await next.readResponse().text == "hello")
        }
    }

    @Test func gracefulShutdownFinishesInFlightRequests() async throws {
        let started = Mutex(false)
        let responder = ClosureResponder { _ in
            started.withLock { $0 = true }
            return .deferred {
                try? await Task.sleep(for: .milliseconds(300))
                return HTTPResponse(status: 200, body: Array("finished".utf8))
            }
        }
        try await withServer(testConfiguration(gracePeriod: .seconds(5)), responder: responder) { server in
            let idle = try TestClient(port: server.port)
            let busy = try TestClient(port: server.port)
            try busy.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try await eventually { started.withLock { $0 } })
            let port = server.port
            async let shutdown: Void = server.shutdown()
            // The idle connection is closed at once; the busy one gets its response.
            #expect(try await idle.readToEnd().isEmpty)
            let response = try await busy.readResponse()
            #expect(response.text == "finished")
            #expect(response.header("Connection") == "close")
            #expect(try await busy.readToEnd().isEmpty)
            await shutdown
            #expect(throws: TestClient.Failure.self) { try TestClient(port: port) }
        }
    }

    @Test func shutdownClosesWhatOutlivesTheGracePeriod() async throws {
        let responder = ClosureResponder { _ in
            .deferred {
                try? await Task.sleep(for: .seconds(10))
                return HTTPResponse(status: 200)
            }
        }
        try await withServer(testConfiguration(gracePeriod: .milliseconds(200)), responder: responder) { server in
            let client = try TestClient(port: server.port)
            try client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
            try await Task.sleep(for: .milliseconds(50))
            let start = ContinuousClock.now
            await server.shutdown()
            // Well before the 10 s the response would take: shutdown did not wait for it.
            #expect(ContinuousClock.now - start < .seconds(5))
            #expect(try await client.readToEnd().isEmpty)
        }
    }

    @Test func aPeerThatStopsReadingIsClosed() async throws {
        let big = [UInt8](repeating: 65, count: 32 << 20)
        let responder = ClosureResponder { _ in .response(HTTPResponse(status: 200, body: big)) }
        let log = LogLines()
        var configuration = testConfiguration(idleTimeout: .milliseconds(300))
        configuration.logger = log.logger
        try await withServer(configuration, responder: responder) { server in
            let client = try TestClient(port: server.port)
            try client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try await log.wait(for: "not reading what is sent to it; closing"))
            #expect(server.openConnections == 0)
            _ = client
        }
    }
}
