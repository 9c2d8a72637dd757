#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import QuillHTTP
import Synchronization
import QuillTestSupport
import Testing

/// Starting, logging and stopping a server.
@Suite(.timeLimit(.minutes(1)))
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
        let client = try TestClient(port: server.port)
        try client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
        #expect(try await client.readResponse().text == "hello")
        // The dispatch source may start listening a moment after `run` ignores the signal.
        let deadline = ContinuousClock.now + .seconds(10)
        while log.all.allSatisfy({ !$0.contains("server stopped") }), ContinuousClock.now < deadline {
            kill(getpid(), SIGTERM)
            try await Task.sleep(for: .milliseconds(50))
        }
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
                let client = try TestClient(port: server.port)
                try client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
                #expect(try await client.readResponse().text == "hello")
            }
        }
    }

    @Test func badRequestsAndRefusalsAreLogged() async throws {
        let log = LogLines()
        var configuration = testConfiguration(maxConnections: 1)
        configuration.logger = log.logger
        try await withServer(configuration, responder: HelloResponder()) { server in
            let bad = try TestClient(port: server.port)
            try bad.send("GET / HTTP/1.1\r\nHost: a\r\nBad\r\n\r\n")
            #expect(try await bad.readResponse().status == 400)
            #expect(try await bad.readToEnd().isEmpty)
            #expect(try await eventually { server.openConnections == 0 })
            let first = try TestClient(port: server.port)
            try first.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
            #expect(try await first.readResponse().status == 200)
            let refused = try TestClient(port: server.port)
            #expect(try await refused.readToEnd().isEmpty)
        }
        #expect(log.all.contains { $0.hasPrefix("info: 127.0.0.1:") && $0.hasSuffix("bad request (malformedHeader); answered 400") })
        #expect(log.all.contains { $0.hasPrefix("warning: refused connection from 127.0.0.1:") && $0.hasSuffix(": 1 connections open") })
    }

    @Test func startFailsOnATakenPortOrABadHost() throws {
        // A socket without SO_REUSEPORT holds the port exclusively.
        let fd = POSIX.tcpSocket(family: AF_INET)
        defer { POSIX.close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        #expect(bound)
        var taken = testConfiguration()
        taken.port = Int(UInt16(bigEndian: address.sin_port))
        #expect(throws: SocketError.self) { try HTTPServer(configuration: taken, responder: HelloResponder()).start() }

        var badHost = testConfiguration()
        badHost.host = "no-such-host.invalid"
        #expect(throws: SocketError.self) { try HTTPServer(configuration: badHost, responder: HelloResponder()).start() }
    }
}
