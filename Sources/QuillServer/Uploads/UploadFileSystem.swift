#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// The POSIX file calls uploads are written and read with, in one place.
enum UploadFileSystem {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Creates a new file only its owner reads (never an existing one).
    static func create(_ path: String) throws(Failure) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure(description: "cannot create \(path) (errno \(errno))") }
        return descriptor
    }

    static func openForReading(_ path: String) -> Int32? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : nil
    }

    /// Writes all of `bytes`.
    static func write(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) throws(Failure) {
        var rest = bytes
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(description: "cannot write an upload (errno \(errno))")
            }
            rest = rest.dropFirst(written)
        }
    }

    /// Up to `count` bytes; empty at the end of the file.
    static func read(_ descriptor: Int32, _ count: Int) throws(Failure) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: count)
        while true {
            let read = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, count) }
            if read < 0 {
                if errno == EINTR { continue }
                throw Failure(description: "cannot read an upload (errno \(errno))")
            }
            chunk.removeSubrange(read...)
            return chunk
        }
    }

    static func close(_ descriptor: Int32) {
        _ = closeFile(descriptor)
    }

    static func remove(_ path: String) {
        _ = unlink(path)
    }

    /// A name no other file in `directory` has: 128 random bits.
    static func uniquePath(in directory: String) -> String {
        "\(directory)/quill-upload-\(randomToken())"
    }

    /// 128 random bits in hex.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}

#if canImport(Glibc)
private let closeFile = Glibc.close
#elseif canImport(Darwin)
private let closeFile = Darwin.close
#endif
