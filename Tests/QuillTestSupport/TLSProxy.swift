import QuillHTTPClient

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Debian's stunnel in front of a loopback server, terminating TLS with certificates made
/// for the test by the `openssl` command in a temporary directory: a CA of the test's own
/// (`trust` names its file), and on three loopback ports, a certificate from that CA for
/// localhost and 127.0.0.1 (`port`), one from it for another host only (`otherHostPort`),
/// and a self-signed one for localhost and 127.0.0.1 (`untrustedPort`). stunnel runs in the
/// foreground as this process's child, as root or as a user alike.
public final class TLSProxy: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The name in `otherHostPort`'s certificate.
    public static let otherHost = "other.example"

    public let port: Int
    public let otherHostPort: Int
    public let untrustedPort: Int
    /// TLS trusting the test's CA (and the system's).
    public let trust: TLSConfiguration
    public let directory: String
    private let process: ChildProcess

    private init(ports: [Int], directory: String, process: ChildProcess) {
        (port, otherHostPort, untrustedPort) = (ports[0], ports[1], ports[2])
        trust = TLSConfiguration(trustedCAFile: directory + "/ca.pem")
        self.directory = directory
        self.process = process
    }

    /// Makes the certificates and starts stunnel forwarding to `backendPort` on 127.0.0.1;
    /// returns once it accepts connections (its log says so).
    public static func start(forwardingTo backendPort: Int) async throws -> TLSProxy {
        guard access("/usr/bin/stunnel", X_OK) == 0, access("/usr/bin/openssl", X_OK) == 0 else {
            throw Failure(description: "stunnel or openssl is not installed (Debian: stunnel4, openssl; run scripts/install-deps)")
        }
        let directory = try POSIX.makeTemporaryDirectory(prefix: "quill-tls")
        do {
            try await makeCertificates(in: directory)
            // A port taken between choosing it and stunnel binding it: choose again.
            var lastLog = ""
            for _ in 0..<5 {
                let ports = (0..<3).map { _ in POSIX.freeLoopbackPort() }
                try writeConfiguration(in: directory, ports: ports, backendPort: backendPort)
                let process = try ChildProcess("/usr/bin/stunnel", [directory + "/stunnel.conf"])
                let ready = "Accepting new connections"
                if await process.waitForErrors(until: { $0.contains(ready) }) {
                    return TLSProxy(ports: ports, directory: directory, process: process)
                }
                await process.stop(grace: 5)
                lastLog = process.errors
            }
            throw Failure(description: "stunnel did not start: \(lastLog)")
        } catch {
            await remove(directory)
            throw error
        }
    }

    /// Stops stunnel and removes the certificates.
    public func stop() async {
        await process.stop()
        await Self.remove(directory)
    }

    /// The CA, and the three servers' keys and certificates (P-256 keys: made at once).
    private static func makeCertificates(in directory: String) async throws {
        try POSIX.write(
            """
            [req]
            distinguished_name = name
            [name]
            [ca]
            basicConstraints = critical, CA:TRUE
            keyUsage = critical, keyCertSign, cRLSign
            [server]
            basicConstraints = critical, CA:FALSE
            extendedKeyUsage = serverAuth

            """, to: directory + "/openssl.cnf")
        let localNames = "subjectAltName=DNS:localhost,IP:127.0.0.1"
        let certificates: [(name: String, extensions: String, subject: String, names: String?, signedByCA: Bool)] = [
            ("ca", "ca", "Quill test CA", nil, false),
            ("local", "server", "localhost", localNames, true),
            ("other", "server", otherHost, "subjectAltName=DNS:\(otherHost)", true),
            ("untrusted", "server", "localhost", localNames, false),
        ]
        for certificate in certificates {
            var arguments = [
                "req", "-x509", "-config", directory + "/openssl.cnf", "-extensions", certificate.extensions,
                "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
                "-subj", "/CN=\(certificate.subject)",
                "-keyout", "\(directory)/\(certificate.name).key", "-out", "\(directory)/\(certificate.name).pem",
            ]
            if let names = certificate.names { arguments += ["-addext", names] }
            if certificate.signedByCA { arguments += ["-CA", directory + "/ca.pem", "-CAkey", directory + "/ca.key"] }
            let result = try await ChildProcess.run("/usr/bin/openssl", arguments, timeout: failureGuard)
            guard result.status == 0 else {
                throw Failure(description: "openssl \(arguments.joined(separator: " ")) failed: \(result.errorsText)")
            }
        }
    }

    /// stunnel's configuration: in the foreground with no pid file (as any user), logging
    /// to standard error at `info` (which says when it accepts), one service per certificate.
    private static func writeConfiguration(in directory: String, ports: [Int], backendPort: Int) throws {
        var configuration = """
            foreground = yes
            pid =
            debug = info

            """
        for (name, port) in zip(["local", "other", "untrusted"], ports) {
            configuration += """
                [\(name)]
                accept = 127.0.0.1:\(port)
                connect = 127.0.0.1:\(backendPort)
                cert = \(directory)/\(name).pem
                key = \(directory)/\(name).key

                """
        }
        try POSIX.write(configuration, to: directory + "/stunnel.conf")
    }

    private static func remove(_ directory: String) async {
        _ = try? await ChildProcess.run("/bin/rm", ["-rf", directory], timeout: 60)
    }
}

/// Runs `body` with a TLS proxy in front of `backendPort`, and always stops it.
public func withTLSProxy<T>(
    isolation: isolated (any Actor)? = #isolation, forwardingTo backendPort: Int, _ body: (TLSProxy) async throws -> T
) async throws -> T {
    let proxy = try await TLSProxy.start(forwardingTo: backendPort)
    return try await withCleanup({ try await body(proxy) }, cleanup: { await proxy.stop() })
}
