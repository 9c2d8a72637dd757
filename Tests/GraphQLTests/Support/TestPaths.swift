import Foundation

/// Places in the repository, found from this file's path so tests run from any directory.
enum TestPaths {
    /// The repository root: the nearest directory above this file that holds `Package.swift`.
    static let repositoryRoot: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        fatalError("No Package.swift above \(#filePath)")
    }()

    /// `Tests/`, which holds every test target.
    static var tests: URL { repositoryRoot.appendingPathComponent("Tests") }

    /// `Tests/GraphQLTests/Fixtures/`, the copied test data.
    static var fixtures: URL { tests.appendingPathComponent("GraphQLTests/Fixtures") }

    /// `Benchmarks/corpus/`, the benchmark schemas and operations (a copy of the shared
    /// corpus), which tests read too.
    static var corpus: URL { repositoryRoot.appendingPathComponent("Benchmarks/corpus") }
}
