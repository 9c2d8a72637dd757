import QuillTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The test support's `ChildProcess`, which every process-running test (and quill-bench) uses.
@Suite(.timeLimit(.minutes(3))) struct ChildProcessTests {
    static let shell = "/bin/sh"

    @Test func inputOutputErrorsAndTheExitStatus() async throws {
        let result = try await ChildProcess.run(Self.shell, ["-c", "cat; echo err >&2; exit 3"], input: Array("in\n".utf8))
        #expect(result.termination == .exited(3))
        #expect(result.outputText == "in\n")
        #expect(result.errorsText == "err\n")
        let blocking = try ChildProcess.runBlocking(Self.shell, ["-c", "cat; echo err >&2; exit 3"], input: Array("in\n".utf8))
        #expect(blocking.termination == .exited(3))
        #expect(blocking.outputText == "in\n" && blocking.errorsText == "err\n")
    }

    @Test func moreThanAPipeHoldsFlowsBothWays() async throws {
        let input = [UInt8](repeating: 120, count: 1 << 20)
        let result = try await ChildProcess.run("/bin/cat", input: input)
        #expect(result.output == input)
        #expect(try ChildProcess.runBlocking("/bin/cat", input: input).output == input)
    }

    @Test func theDirectoryAndTheEnvironment() async throws {
        let result = try await ChildProcess.run(Self.shell, ["-c", "pwd; echo $QUILL_TEST"], environment: ["QUILL_TEST": "set"], directory: "/")
        #expect(result.outputText == "/\nset\n")
    }

    @Test func aPrintedLineIsAnEventAndASignalEndsTheProcess() async throws {
        let process = try ChildProcess(Self.shell, ["-c", "echo ready; exec sleep 60"])
        #expect(await process.waitForOutput { $0.contains("ready\n") })
        #expect(process.ended == nil)
        #expect(await process.stop(SIGTERM) == .signalled(SIGTERM))
        // A wait for what never comes ends with the process.
        #expect(await !process.waitForOutput { $0.contains("never") })
    }

    @Test func theEndDoesNotWaitForAGrandchildHoldingThePipes() async throws {
        let result = try await ChildProcess.run(Self.shell, ["-c", "sleep 60 & echo done"])
        #expect(result.termination == .exited(0))
        #expect(result.outputText == "done\n")
    }

    @Test func aProcessThatOutlivesItsTimeoutIsStopped() async throws {
        await #expect(throws: ChildProcess.Failure.self) {
            try await ChildProcess.run(Self.shell, ["-c", "exec sleep 60"], timeout: 0.2)
        }
        #expect(throws: ChildProcess.Failure.self) {
            try ChildProcess.runBlocking(Self.shell, ["-c", "exec sleep 60"], timeout: 0.2)
        }
    }

    @Test func aMissingExecutableIsAnError() {
        #expect(throws: ChildProcess.Failure.self) { try ChildProcess("/nonexistent/quill-test") }
    }
}
