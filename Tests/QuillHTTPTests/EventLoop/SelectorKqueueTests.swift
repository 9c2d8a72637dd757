import Foundation
import QuillTestSupport
import Testing

/// The selector's kqueue half (Darwin's) compiled on Linux, against a shim of Darwin's
/// <sys/event.h> (Tests/Shims/kqueue): what can be checked without a kqueue to run on.
@Suite(.timeLimit(.minutes(2))) struct SelectorKqueueTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func clang(_ arguments: [String]) async throws -> ChildProcess.Result {
        let source = Self.root.appendingPathComponent("Sources/CQuillSystem/CQuillSelector.c").path
        return try await ChildProcess.run(
            "/usr/bin/env",
            [
                "clang", "-std=c11", "-Wall", "-Wextra", "-Werror", "-DCQUILL_SELECTOR_KQUEUE",
                "-I", Self.root.appendingPathComponent("Tests/Shims/kqueue").path,
                "-I", Self.root.appendingPathComponent("Sources/CQuillSystem/include").path,
            ] + arguments + [source])
    }

    @Test func theKqueueHalfCompilesWithoutWarnings() async throws {
        let result = try await clang(["-fsyntax-only"])
        #expect(result.status == 0, "\(result.errorsText)")
    }

    /// The define picks kqueue: what compiles is the kqueue half, not epoll's.
    @Test func theCheckCompilesKqueuesCalls() async throws {
        let result = try await clang(["-E", "-P"])
        try #require(result.status == 0, "\(result.errorsText)")
        #expect(result.outputText.contains("return kqueue();"))
        #expect(result.outputText.contains("kevent(selector, changes, 2,"))
        #expect(!result.outputText.contains("epoll_ctl"))
    }
}
