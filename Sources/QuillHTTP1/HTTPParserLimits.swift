/// Bounds on what `HTTPRequestParser` (or `HTTPResponseParser`) buffers or accepts; each
/// has its own error and status.
public struct HTTPParserLimits: Sendable, Hashable {
    /// Longest request line (or a response's status line), without its CRLF (414 beyond).
    public var maxRequestLineLength: Int
    /// Most bytes in the header section (field lines with their CRLFs and the final CRLF), and
    /// likewise in a chunked body's trailer section (431 beyond).
    public var maxHeaderBytes: Int
    /// Most field lines in the header section or a trailer section (431 beyond).
    public var maxHeaderCount: Int
    /// Most body bytes in one message, after removing the chunked coding (413 beyond).
    public var maxBodyBytes: Int
    /// Most body bytes in a request whose body is streamed to the server's responder as it
    /// arrives (uploads) rather than buffered (413 beyond).
    public var maxStreamedBodyBytes: Int
    /// Longest chunk-size line with its extensions, without its CRLF (400 beyond).
    public var maxChunkLineLength: Int

    public init(
        maxRequestLineLength: Int = 8 * 1024,
        maxHeaderBytes: Int = 16 * 1024,
        maxHeaderCount: Int = 100,
        maxBodyBytes: Int = 8 * 1024 * 1024,
        maxStreamedBodyBytes: Int = 100 * 1024 * 1024,
        maxChunkLineLength: Int = 1024
    ) {
        self.maxRequestLineLength = maxRequestLineLength
        self.maxHeaderBytes = maxHeaderBytes
        self.maxHeaderCount = maxHeaderCount
        self.maxBodyBytes = maxBodyBytes
        self.maxStreamedBodyBytes = maxStreamedBodyBytes
        self.maxChunkLineLength = maxChunkLineLength
    }
}
