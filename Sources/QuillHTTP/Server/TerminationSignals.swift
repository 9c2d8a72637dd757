import Synchronization

#if canImport(Glibc)
import Glibc
private let makePipe = Glibc.pipe
#elseif canImport(Darwin)
import Darwin
private let makePipe = Darwin.pipe
#endif

/// SIGINT and SIGTERM (or the signals given), caught from creation on, so that a signal
/// arriving while a server starts is neither lost nor ends the process by its default
/// action. The handler, set before `init` returns, only writes the signal's number to a
/// pipe (what a signal handler may do); `wait` reads it. One pipe serves the process.
///
/// (A Dispatch signal source is registered on Dispatch's own thread after `resume`, and a
/// signal ignored until then is discarded: `quill serve` sent SIGTERM right after it
/// printed its endpoint sometimes never stopped.)
public final class TerminationSignals: Sendable {
    public init(_ signals: [Int32] = [SIGINT, SIGTERM]) {
        Self.writeEnd.store(Self.pipe.write, ordering: .relaxed)
        for number in signals {
            _ = signal(number) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(TerminationSignals.writeEnd.load(ordering: .relaxed), &byte, 1)
            }
        }
    }

    /// Blocks until one of the signals has arrived (since `init`); its number.
    @discardableResult
    public func wait() -> Int32 {
        var byte: UInt8 = 0
        while read(Self.pipe.read, &byte, 1) < 0 && errno == EINTR {}
        return Int32(byte)
    }

    /// `wait` on a thread of its own, not one of the concurrency pool's.
    public func next() async -> Int32 {
        await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
            _ = LoopThread { [self] in continuation.resume(returning: wait()) }
        }
    }

    /// The pipe the handler writes to.
    private static let pipe: (read: Int32, write: Int32) = {
        var descriptors: [Int32] = [-1, -1]
        precondition(makePipe(&descriptors) == 0, "pipe failed: errno \(errno)")
        return (descriptors[0], descriptors[1])
    }()

    /// The pipe's write end, for the handler: set before any handler is, and then only read.
    private static let writeEnd = Atomic<Int32>(-1)
}
