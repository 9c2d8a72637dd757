import CQuillSystem

#if canImport(Glibc)
import Glibc
private let makePipe = Glibc.pipe
#elseif canImport(Darwin)
import Darwin
private let makePipe = Darwin.pipe
#endif

/// SIGINT and SIGTERM (or the signals given), caught from creation on, so that a signal
/// arriving while a server starts is neither lost nor ends the process by its default
/// action. The handler, set before `init` returns, only writes the signal's number to
/// the pipe of each live instance that asked for it (what a signal handler may do);
/// `wait` reads this instance's. The handler and its table of pipes are C
/// (`cquill_signals_handler`, on C11's lock-free atomics): a lock is not
/// async-signal-safe, and Synchronization's `Atomic` needs macOS 15 and iOS 18.
///
/// (A Dispatch signal source is registered on Dispatch's own thread after `resume`, and a
/// signal ignored until then is discarded: `quill serve` sent SIGTERM right after it
/// printed its endpoint sometimes never stopped.)
public final class TerminationSignals: Sendable {
    private let pipe: (read: Int32, write: Int32)
    private let slot: Int32

    public init(_ signals: [Int32] = [SIGINT, SIGTERM]) {
        var descriptors: [Int32] = [-1, -1]
        precondition(makePipe(&descriptors) == 0, "pipe failed: errno \(errno)")
        // The handler must never block, even if nobody reads.
        _ = fcntl(descriptors[1], F_SETFL, O_NONBLOCK)
        pipe = (descriptors[0], descriptors[1])
        let mask = signals.reduce(UInt64(0)) { $0 | 1 << UInt64($1) }
        slot = cquill_signals_claim(descriptors[1], mask)
        precondition(slot >= 0, "more than \(CQUILL_SIGNAL_SLOTS) TerminationSignals at once")
        for number in signals { _ = signal(number, cquill_signals_handler) }
    }

    deinit {
        cquill_signals_release(slot)
        close(pipe.read)
        close(pipe.write)
    }

    /// Blocks until one of the signals has arrived (since `init`); its number.
    @discardableResult
    public func wait() -> Int32 {
        var byte: UInt8 = 0
        while read(pipe.read, &byte, 1) < 0 && errno == EINTR {}
        return Int32(byte)
    }

    /// `wait` on a thread of its own, not one of the concurrency pool's.
    public func next() async -> Int32 {
        await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
            _ = LoopThread { [self] in continuation.resume(returning: wait()) }
        }
    }
}
