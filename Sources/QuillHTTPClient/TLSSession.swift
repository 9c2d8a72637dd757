#if canImport(COpenSSL)
import COpenSSL
import QuillSync

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One TLS client session over a non-blocking socket: each call does what it can now and
/// says what the socket must become (readable, writable) before the call is made again;
/// `ClientSocket` waits for that on the reactor.
final class TLSSession: @unchecked Sendable {
    // Safe to share: `ssl` is used only inside `lock` (a read and a write may come from two
    // tasks), and freed when the last reference goes.
    private let ssl: OpaquePointer
    /// Whether `close` was called: the descriptor may be another socket's by now.
    private let lock = Locked(false)
    private let host: String

    /// A session for `host` (a name, or an IP literal) on the connected socket `fd`.
    init(host: String, configuration: TLSConfiguration, fd: Int32) throws(HTTPClientError) {
        self.host = host
        let context = try TLSContext.shared(trusting: configuration.trustedCAFile, host: host)
        ERR_clear_error()
        guard let ssl = SSL_new(context.pointer) else {
            throw .tls(host: host, reason: Self.queuedError() ?? "cannot make a TLS session")
        }
        self.ssl = ssl
        let name = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        // An IP literal is checked against the certificate's IP addresses, and sent as no SNI.
        guard SSL_set1_host(ssl, name) == 1, Self.isIPLiteral(name) || copenssl_set_server_name(ssl, name) == 1,
            let method = Self.socketMethod, let bio = copenssl_socket_bio(method, fd)
        else {
            throw .tls(host: host, reason: Self.queuedError() ?? "cannot set the name to verify")
        }
        SSL_set_bio(ssl, bio, bio)
        SSL_set_connect_state(ssl)
    }

    deinit { SSL_free(ssl) }

    /// The socket BIO's method, made on first use and kept for the process.
    private nonisolated(unsafe) static let socketMethod = copenssl_make_socket_method()

    /// Runs the handshake on: nil once it is done, or what to wait for. Throws
    /// `.tlsCertificate` when the certificate is refused, `.tls` for any other failure.
    func handshake() throws(HTTPClientError) -> SocketReactor.Readiness? {
        try call { ssl, host throws(HTTPClientError) -> SocketReactor.Readiness? in
            let result = SSL_do_handshake(ssl)
            if result == 1 { return nil }
            let error = SSL_get_error(ssl, result)
            switch error {
            case SSL_ERROR_WANT_READ: return .readable
            case SSL_ERROR_WANT_WRITE: return .writable
            default:
                let verification = SSL_get_verify_result(ssl)
                if verification != X509_V_OK {
                    throw .tlsCertificate(host: host, reason: String(cString: X509_verify_cert_error_string(verification)))
                }
                let reason = error == SSL_ERROR_SSL ? Self.queuedError() : nil
                throw .tls(
                    host: host, reason: reason.map { "the handshake failed: \($0)" } ?? "the server closed the connection during the handshake")
            }
        }
    }

    /// Decrypts what has arrived into `buffer`.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(HTTPClientError) -> SocketProgress {
        try call { ssl, host throws(HTTPClientError) -> SocketProgress in
            let count = SSL_read(ssl, buffer.baseAddress, Int32(clamping: buffer.count))
            if count > 0 { return .done(Int(count)) }
            switch SSL_get_error(ssl, count) {
            case SSL_ERROR_WANT_READ: return .wait(.readable)
            case SSL_ERROR_WANT_WRITE: return .wait(.writable)
            // close_notify, or the connection closed or reset without it.
            case SSL_ERROR_ZERO_RETURN, SSL_ERROR_SYSCALL: return .end
            default: throw .tls(host: host, reason: Self.queuedError() ?? "cannot read a record")
            }
        }
    }

    /// Encrypts and sends what the socket takes of `bytes` (not empty) now.
    func write(_ bytes: UnsafeRawBufferPointer) throws(HTTPClientError) -> SocketProgress {
        try call { ssl, host throws(HTTPClientError) -> SocketProgress in
            let count = SSL_write(ssl, bytes.baseAddress, Int32(clamping: bytes.count))
            if count > 0 { return .done(Int(count)) }
            switch SSL_get_error(ssl, count) {
            case SSL_ERROR_WANT_WRITE: return .wait(.writable)
            case SSL_ERROR_WANT_READ: return .wait(.readable)
            case SSL_ERROR_ZERO_RETURN: return .end
            case SSL_ERROR_SYSCALL: throw .sendFailed(errno: errno)
            default: throw .tls(host: host, reason: Self.queuedError() ?? "cannot send a record")
            }
        }
    }

    /// Whether decrypted bytes wait to be read.
    var hasPending: Bool {
        lock.withLock { closed in !closed && SSL_pending(ssl) > 0 }
    }

    /// Sends close_notify (once, if the handshake is done, without waiting): nothing more
    /// will be written.
    func closeNotify() {
        lock.withLock { closed in
            guard !closed else { return }
            sendCloseNotify()
        }
    }

    /// Sends close_notify and refuses every call after (with `.closed`), before the socket closes.
    func close() {
        lock.withLock { closed in
            guard !closed else { return }
            sendCloseNotify()
            closed = true
        }
    }

    private func sendCloseNotify() {
        guard SSL_is_init_finished(ssl) == 1, SSL_get_shutdown(ssl) & SSL_SENT_SHUTDOWN == 0 else { return }
        ERR_clear_error()
        _ = SSL_shutdown(ssl)
    }

    /// Runs `body` on the session, alone, with OpenSSL's error queue (this thread's) clear.
    private func call<Outcome: Sendable>(
        _ body: (OpaquePointer, String) throws(HTTPClientError) -> Outcome
    ) throws(HTTPClientError) -> Outcome {
        let result: Result<Outcome, HTTPClientError> = lock.withLock { closed in
            guard !closed else { return .failure(.closed) }
            ERR_clear_error()
            do throws(HTTPClientError) {
                return .success(try body(ssl, host))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The reason of the oldest error OpenSSL queued on this thread, if any.
    static func queuedError() -> String? {
        let code = ERR_get_error()
        guard code != 0 else { return nil }
        guard let reason = ERR_reason_error_string(code) else { return "OpenSSL error \(String(code, radix: 16))" }
        return String(cString: reason)
    }

    private static func isIPLiteral(_ name: String) -> Bool {
        var address = in6_addr()
        return inet_pton(AF_INET, name, &address) == 1 || inet_pton(AF_INET6, name, &address) == 1
    }
}

/// An `SSL_CTX` for clients, one per set of trusted authorities, kept for the process (it
/// holds the loaded certificates; sessions are made from it on any thread).
final class TLSContext: @unchecked Sendable {
    // Safe to share: configured once in `init`, then only read by OpenSSL (SSL_new).
    let pointer: OpaquePointer

    private static let contexts = Locked<[String?: TLSContext]>([:])

    private init(trusting caFile: String?, host: String) throws(HTTPClientError) {
        ERR_clear_error()
        guard let pointer = SSL_CTX_new(TLS_client_method()) else {
            throw .tls(host: host, reason: TLSSession.queuedError() ?? "cannot make a TLS context")
        }
        self.pointer = pointer
        copenssl_configure_client_context(pointer)
        guard SSL_CTX_set_default_verify_paths(pointer) == 1 else {
            throw .tls(host: host, reason: "cannot load the system's certificate authorities: \(TLSSession.queuedError() ?? "")")
        }
        if let caFile, SSL_CTX_load_verify_locations(pointer, caFile, nil) != 1 {
            throw .tls(host: host, reason: "cannot load the trusted CA file \(caFile): \(TLSSession.queuedError() ?? "no certificate in it")")
        }
    }

    deinit { SSL_CTX_free(pointer) }

    /// The context trusting the system's authorities and those in `caFile`, made when first asked for.
    static func shared(trusting caFile: String?, host: String) throws(HTTPClientError) -> TLSContext {
        try contexts.withLock { contexts throws(HTTPClientError) in
            if let context = contexts[caFile] { return context }
            let context = try TLSContext(trusting: caFile, host: host)
            contexts[caFile] = context
            return context
        }
    }
}
#endif
