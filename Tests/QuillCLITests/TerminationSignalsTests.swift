import Dispatch
import QuillTestSupport
import Testing
@testable import QuillCLI

#if canImport(Glibc)
import Glibc
#endif

/// The servers' SIGINT and SIGTERM (here SIGUSR1, which the test runner does not use).
@Suite struct TerminationSignalsTests {
    /// A signal right after the handler is set is caught: with a Dispatch signal source it
    /// was lost nearly every time (the source is registered later, on Dispatch's thread).
    @Test func aSignalRightAfterCreationIsCaught() async {
        let signals = TerminationSignals([SIGUSR1])
        kill(getpid(), SIGUSR1)
        let caught = Flag()
        // `wait` blocks its thread: not one of the concurrency pool's.
        DispatchQueue.global().async {
            signals.wait()
            caught.set()
        }
        #expect(await caught.wait())
    }
}
