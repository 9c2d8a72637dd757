import Foundation

/// Where a test keeps what it made for people to look at (screenshots, measurements):
/// `.build/artifacts/NAME` in this package, which is not committed.
public func testArtifact(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/artifacts/\(name)")
}
