import Foundation

/// A directory of a test's own (a database, the app's working directory), removed with it.
public final class TemporaryDirectory: Sendable {
    public let url: URL

    public init(_ name: String = "example-test") throws {
        url = FileManager.default.temporaryDirectory.appending(path: "\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A subdirectory, made.
    public func directory(_ name: String) throws -> URL {
        let directory = url.appending(path: name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
