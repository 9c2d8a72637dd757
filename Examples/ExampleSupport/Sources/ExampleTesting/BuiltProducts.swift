import Foundation

/// The programs a test runs: the package's own (built beside the test bundle, as SwiftPM
/// puts every product of a build in one directory) and the repository's `quill`.
public enum BuiltProducts {
    /// The repository this package lives in (Examples/ExampleSupport/Sources/ExampleTesting/ is
    /// four levels below it).
    public static let repository: URL = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// An executable of the package under test.
    public static func executable(_ name: String) -> URL {
        let bundle = Bundle.allBundles.map(\.bundleURL).first { $0.pathExtension == "xctest" }
        let directory = bundle?.deletingLastPathComponent() ?? URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent()
        return directory.appending(path: name)
    }

    /// `quill`: `$QUILL_BINARY`, else the repository's debug build (`swift build --product quill`
    /// in the repository; scripts/test builds it first).
    public static func quill() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["QUILL_BINARY"] { return URL(filePath: path) }
        let built = repository.appending(path: ".build/debug/quill")
        guard FileManager.default.isExecutableFile(atPath: built.path) else {
            throw TestFailure("no quill at \(built.path): run `swift build --product quill` in \(repository.path) or set QUILL_BINARY")
        }
        return built
    }
}
