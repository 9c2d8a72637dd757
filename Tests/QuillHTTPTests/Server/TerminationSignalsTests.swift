import QuillHTTP
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The servers' SIGINT and SIGTERM (here SIGUSR1 and SIGUSR2, which the test runner does
/// not use); one test at a time, as signals go to the whole process.
@Suite(.serialized, .timeLimit(.minutes(3))) struct TerminationSignalsTests {
    /// A signal right after the handler is set is caught, and its number told: with a
    /// Dispatch signal source it was lost nearly every time (the source is registered
    /// later, on Dispatch's thread).
    @Test func aSignalRightAfterCreationIsCaught() async {
        let signals = TerminationSignals([SIGUSR1])
        kill(getpid(), SIGUSR1)
        #expect(await signals.next() == SIGUSR1)
    }

    /// Instances live at once (servers in one test process) each get the signals they
    /// asked for, every one since they were made, and none of the others'.
    @Test func eachInstanceGetsTheSignalsItAskedFor() async {
        let first = TerminationSignals([SIGUSR1])
        let second = TerminationSignals([SIGUSR1, SIGUSR2])
        kill(getpid(), SIGUSR2)
        kill(getpid(), SIGUSR1)
        #expect(await first.next() == SIGUSR1)
        #expect(Set([await second.next(), await second.next()]) == [SIGUSR1, SIGUSR2])
    }
}
