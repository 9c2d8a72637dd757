import QuillHTTP
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The servers' SIGINT and SIGTERM (here SIGUSR1, which the test runner does not use).
@Suite(.timeLimit(.minutes(3))) struct TerminationSignalsTests {
    /// A signal right after the handler is set is caught, and its number told: with a
    /// Dispatch signal source it was lost nearly every time (the source is registered
    /// later, on Dispatch's thread).
    @Test func aSignalRightAfterCreationIsCaught() async {
        let signals = TerminationSignals([SIGUSR1])
        kill(getpid(), SIGUSR1)
        #expect(await signals.next() == SIGUSR1)
    }
}
