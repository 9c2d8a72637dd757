import Foundation
import QuillTestSupport
import Testing

/// scripts/check-availability on a planted file: it reports each use of Synchronization's
/// `Mutex` (macOS 15, iOS 18) that no `@available` or `#available` covers, and none that
/// one covers, nor one in code Apple platforms do not compile.
@Suite(.timeLimit(.minutes(5))) struct AvailabilityAuditTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private static let planted = """
        import Synchronization

        final class Counter: Sendable {
            let count = Mutex(0)
        }

        @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
        final class Guarded: Sendable {
            let count = Mutex(0)
            func read() -> Int { count.withLock { $0 } }
        }

        extension Guarded {
            func make() -> Mutex<Int> { Mutex(1) }
        }

        func choose() {
            if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
                let covered = Mutex(1)
                _ = covered
            } else {
                let other = Mutex(1)
                _ = other
            }
            if #available(macOS 14, iOS 17, *) {
                let tooLow = Mutex(1)
                _ = tooLow
            }
            guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
            let afterGuard = Mutex(2)
            _ = afterGuard
        }

        #if canImport(FoundationNetworking)
        let linuxOnly = Mutex(3)
        #endif

        """

    @Test func reportsExactlyTheUncoveredUsesOfMutex() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quill-availability-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Planted.swift")
        try Self.planted.write(to: file, atomically: true, encoding: .utf8)
        let index = directory.appendingPathComponent("index").path
        let typecheck = try await ChildProcess.run(
            "/usr/bin/env", ["swiftc", "-typecheck", "-module-name", "Planted", "-index-store-path", index, file.path])
        try #require(typecheck.status == 0, "swiftc: \(typecheck.errorsText)")

        let audit = try await ChildProcess.run(
            "/usr/bin/env", ["python3", Self.root.appendingPathComponent("scripts/check-availability").path, "--index-store", index, file.path],
            directory: Self.root.path)
        #expect(audit.status == 1, "\(audit.outputText)\(audit.errorsText)")
        let message =
            "error: 'Mutex' and 'init(_:)' need macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, above the floor "
            + "(macOS 12, iOS 15, tvOS 15, watchOS 8, visionOS 1), and no @available or #available around it raises "
            + "macOS, iOS, tvOS, watchOS, visionOS"
        // The class without @available, the else branch, and #available(macOS 14, iOS 17, *).
        #expect(
            audit.outputText.split(separator: "\n").map(String.init) == [
                "\(file.path):4:17: \(message)", "\(file.path):22:21: \(message)", "\(file.path):26:22: \(message)",
            ])
    }
}
