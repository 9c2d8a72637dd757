import Foundation

/// An executable product of this package's build, for tests that run it: `$QUILL_BINARY`
/// for `quill` if set; else the first found beside the test bundle (SwiftPM puts every
/// product of a build in one directory) or in `.build/debug` under `packageRoot`.
public func builtProduct(_ name: String, packageRoot: URL) -> URL? {
    if name == "quill", let path = ProcessInfo.processInfo.environment["QUILL_BINARY"] {
        return URL(fileURLWithPath: path)
    }
    var candidates: [URL] = []
    let bundles = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
    candidates += bundles.map { $0.deletingLastPathComponent().appendingPathComponent(name) }
    if let runner = Bundle.main.executableURL {
        candidates.append(runner.deletingLastPathComponent().appendingPathComponent(name))
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/\(name)"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}
