/// TLS for an `HTTPClientConnection` (`https://`, `wss://`): OpenSSL's libssl on Linux. The
/// server's certificate must chain to a trusted authority (the system's, or those in
/// `trustedCAFile`) and name the host connected to; the name goes out as SNI (not an IP
/// literal). TLS 1.2 at least, no renegotiation.
public struct TLSConfiguration: Sendable, Hashable {
    /// A PEM file of certificate authorities trusted as well as the system's (a private CA,
    /// a test's self-signed one); nil: the system's alone.
    public var trustedCAFile: String?

    public init(trustedCAFile: String? = nil) {
        self.trustedCAFile = trustedCAFile
    }
}
