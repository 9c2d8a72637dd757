import Foundation

/// Finds files of the repository: from this source file's path when it still exists
/// (a build from a checkout), else from the current directory (run from the repository root).
enum RepositoryPaths {
    static let root: String = {
        let fromSource = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // QuillBench
            .deletingLastPathComponent()  // Benchmarks
            .deletingLastPathComponent()
            .path
        if FileManager.default.fileExists(atPath: fromSource + "/Benchmarks/corpus") {
            return fromSource
        }
        return FileManager.default.currentDirectoryPath
    }()

    static let corpus = root + "/Benchmarks/corpus"
    static let peerScript = root + "/Benchmarks/peer/graphql-js.mjs"
    /// The Launches example package, and its release build's server.
    static let launches = root + "/Examples/Launches"
    static let launchesServer = launches + "/.build/release/launches-server"
}
