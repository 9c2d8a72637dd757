#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard output, standard error, standard input and file system.
final class StandardConsole: Console {
    func write(_ text: String) {
        writeAll(text, to: STDOUT_FILENO)
    }

    func writeError(_ text: String) {
        writeAll(text, to: STDERR_FILENO)
    }

    func readText(_ path: String) throws(ReadError) -> String {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
        guard descriptor >= 0 else { throw ReadError(path: path, reason: systemError()) }
        defer {
            if descriptor != STDIN_FILENO { close(descriptor) }
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(path: path, reason: systemError())
            }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func systemError() -> String {
        String(cString: strerror(errno))
    }
}

/// Writes all of `text` to a file descriptor, retrying short and interrupted writes.
func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
