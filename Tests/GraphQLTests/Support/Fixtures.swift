import Foundation

/// Reads the test data under `Tests/GraphQLTests/Fixtures/`, and the benchmark corpus
/// as `corpus/…`.
enum Fixtures {
    /// The UTF-8 text of a fixture, by its path relative to the fixtures folder.
    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    /// The bytes of a fixture, by its path relative to the fixtures folder.
    static func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: url(relativePath))
    }

    static func url(_ relativePath: String) -> URL {
        if relativePath.hasPrefix("corpus/") {
            return TestPaths.corpus.appendingPathComponent(String(relativePath.dropFirst("corpus/".count)))
        }
        return TestPaths.fixtures.appendingPathComponent(relativePath)
    }

    /// Every file under `directory` whose name ends in `.<pathExtension>`, sorted by path.
    static func files(under directory: URL, withExtension pathExtension: String) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == pathExtension { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }
}
