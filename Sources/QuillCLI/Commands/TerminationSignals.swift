import Synchronization

#if canImport(Glibc)
import Glibc
private let makePipe = Glibc.pipe
#elseif canImport(Darwin)
import Darwin
private let makePipe = Darwin.pipe
#endif

/// SIGINT and SIGTERM, caught from creation on, so that a signal arriving while a server
/// starts is neither lost nor ends the process by its default action. The handler, set
/// before `init` returns, only writes a byte to a pipe (what a signal handler may do);
/// `wait` reads it.
///
/// (A Dispatch signal source is registered on Dispatch's own thread after `resume`, and a
/// signal ignored until then is discarded: `quill serve` sent SIGTERM right after it
/// printed its endpoint sometimes never stopped.)
final class TerminationSignals: Sendable {
    init(_ signals: [Int32] = [SIGINT, SIGTERM]) {
        Self.writeEnd.store(Self.pipe.write, ordering: .relaxed)
        for number in signals {
            _ = signal(number) { _ in
                var byte: UInt8 = 1
                _ = write(TerminationSignals.writeEnd.load(ordering: .relaxed), &byte, 1)
            }
        }
    }

    /// Returns once one of the signals has arrived (since `init`).
    func wait() {
        var byte: UInt8 = 0
        while read(Self.pipe.read, &byte, 1) < 0 && errno == EINTR {}
    }

    /// The pipe the handler writes to, one for the process.
    private static let pipe: (read: Int32, write: Int32) = {
        var descriptors: [Int32] = [-1, -1]
        precondition(makePipe(&descriptors) == 0, "pipe failed: errno \(errno)")
        return (descriptors[0], descriptors[1])
    }()

    /// The pipe's write end, for the handler: set before any handler is, and then only read.
    private static let writeEnd = Atomic<Int32>(-1)
}
