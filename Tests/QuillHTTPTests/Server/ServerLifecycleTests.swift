import QuillHTTP
import QuillHTTPClient
import QuillSync
import QuillTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starting, logging and stopping a server.
@Suite(.timeLimit(.minutes(3)))
struct ServerLifecycleTests {
    @Test func runServesUntilSIGTERMAndShutsDown() async throws {
        let log = LogLines()
        var configuration = testConfiguration()
        configuration.logger = log.logger
        let server = HTTPServer(configuration: configuration, responder: HelloResponder())
        // `run` ignores SIGTERM too, but may not have yet when the first one is sent below.
        signal(SIGTERM, SIG_IGN)
        // Started first, as `quill serve` does to print its URLs; `run` then only waits.
        let port = try server.start()
        #expect(server.isStarted)
        let running = Task { try await server.run() }
        #expect(server.port == port)
        let client = try await HTTPClientConnection.connect(port: server.port)
        try await client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(try await client.readResponse().text == "hello")
        // `run` (in its task) may not have set its handler yet, and a signal before that is
        // ignored: sent again until the server stops (`failureGuard` at most).
        let deadline = MonotonicInstant.now + failureGuard
        repeat {
            kill(getpid(), SIGTERM)
        } while !(await log.wait(for: "server stopped", timeout: 0.1)) && MonotonicInstant.now < deadline
        try await running.value
        #expect(!server.isStarted)
        #expect(log.all.contains { $0.contains("got signal \(SIGTERM)") })
        #expect(try await client.readToEnd().isEmpty)
    }

    @Test func portZeroPicksAFreePortAndLogsTheListener() async throws {
        let log = LogLines()
        var configuration = testConfiguration(loops: 3)
        configuration.logger = log.logger
        try await withServer(configuration, responder: HelloResponder()) { server in
            #expect(server.port > 0)
            #expect(log.all.contains("info: listening on 127.0.0.1:\(server.port) with 3 event loops"))
            // Every loop's listener shares the port: many connections all get answers.
            for _ in 0..<12 {
                let client = try await HTTPClientConnection.connect(port: server.port)
                try await client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
                #expect(try await client.readResponse().text == "hello")
            }
        }
    }

    @Test func aPortAnotherServerListensOnIsRefusedUnlessShared() async throws {
        try await withServer(testConfiguration(loops: 2), responder: HelloResponder()) { server in
            var second = testConfiguration(loops: 2)
            second.port = server.port
            let refused = HTTPServer(configuration: second, responder: HelloResponder())
            #expect {
                try refused.start()
            } throws: { error in
                (error as? SocketError)?.errno == EADDRINUSE
                    && "\(error)" == "bind(127.0.0.1:\(server.port)) failed: Address already in use"
            }
            #expect(!refused.isStarted)
            second.sharesPort = true
            let sharing = HTTPServer(configuration: second, responder: HelloResponder())
            let sharedPort = try sharing.start()
            #expect(sharedPort == server.port)
            await sharing.shutdown()
        }
    }

    @Test func badRequestsAndRefusalsAreLogged() async throws {
        let log = LogLines()
        var configuration = testConfiguration(maxConnections: 1)
        configuration.logger = log.logger
        let changes = Observed(0)
        configuration.observeConnections(changes)
        try await withServer(configuration, responder: HelloResponder()) { server in
            let bad = try await HTTPClientConnection.connect(port: server.port)
            try await bad.send("GET / HTTP/1.1\r\nHost: a\r\nBad\r\n\r\n")
            #expect(try await bad.readResponse().status == 400)
            #expect(try await bad.readToEnd().isEmpty)
            #expect(await changes.wait { _ in server.openConnections == 0 })
            let first = try await HTTPClientConnection.connect(port: server.port)
            try await first.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try await first.readResponse().status == 200)
            let refused = try await HTTPClientConnection.connect(port: server.port)
            #expect(try await refused.readToEnd().isEmpty)
        }
        #expect(log.all.contains { $0.hasPrefix("info: 127.0.0.1:") && $0.hasSuffix("bad request (malformedHeader); answered 400") })
        #expect(log.all.contains { $0.hasPrefix("warning: refused connection from 127.0.0.1:") && $0.hasSuffix(": 1 connections open") })
    }

    @Test func startFailsOnATakenPortOrABadHost() throws {
        // A socket without SO_REUSEPORT holds the port exclusively.
        let (fd, port) = try #require(POSIX.boundLoopbackSocket())
        defer { POSIX.close(fd) }
        var taken = testConfiguration()
        taken.port = port
        #expect(throws: SocketError.self) { try HTTPServer(configuration: taken, responder: HelloResponder()).start() }

        var badHost = testConfiguration()
        badHost.host = "no-such-host.invalid"
        #expect(throws: SocketError.self) { try HTTPServer(configuration: badHost, responder: HelloResponder()).start() }
    }
}
