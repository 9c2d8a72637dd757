/// An uploaded file's bytes, in chunks read from disk as they are iterated (see `Upload.bytes()`).
public struct UploadBytes: AsyncSequence, Sendable {
    public typealias Element = [UInt8]

    /// The size of the chunks read.
    static let chunkSize = 64 * 1024

    let path: String

    public func makeAsyncIterator() -> Iterator { Iterator(path: path) }

    public struct Iterator: AsyncIteratorProtocol {
        private let file: ReadableFile

        init(path: String) { file = ReadableFile(path: path) }

        /// The next chunk; nil at the end. Throws `UploadReadError` when the file cannot be
        /// read (its request was answered and the file removed).
        public mutating func next() async throws -> [UInt8]? {
            try file.next()
        }
    }
}

/// Why an upload's bytes could not be read.
public struct UploadReadError: Error, Sendable, CustomStringConvertible {
    public let description: String
}

/// A file open for reading, closed at its end or when its iterator goes away.
private final class ReadableFile {
    private let path: String
    private var descriptor: Int32?
    private var ended = false

    init(path: String) { self.path = path }

    func next() throws(UploadReadError) -> [UInt8]? {
        guard !ended else { return nil }
        if descriptor == nil {
            descriptor = UploadFileSystem.openForReading(path)
            guard descriptor != nil else {
                ended = true
                throw UploadReadError(description: "The upload cannot be read: its request has been answered and its file removed.")
            }
        }
        guard let descriptor else { return nil }
        let chunk: [UInt8]
        do {
            chunk = try UploadFileSystem.read(descriptor, UploadBytes.chunkSize)
        } catch {
            finish()
            throw UploadReadError(description: error.description)
        }
        if chunk.isEmpty { finish() }
        return chunk.isEmpty ? nil : chunk
    }

    private func finish() {
        ended = true
        if let descriptor { UploadFileSystem.close(descriptor) }
        descriptor = nil
    }

    deinit {
        if let descriptor { UploadFileSystem.close(descriptor) }
    }
}
