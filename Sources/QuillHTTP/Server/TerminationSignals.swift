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
/// action. The handler, set before `init` returns, only writes the signal's number to
/// the pipe of each live instance that asked for it (what a signal handler may do);
/// `wait` reads this instance's.
///
/// (A Dispatch signal source is registered on Dispatch's own thread after `resume`, and a
/// signal ignored until then is discarded: `quill serve` sent SIGTERM right after it
/// printed its endpoint sometimes never stopped.)
public final class TerminationSignals: Sendable {
    private let pipe: (read: Int32, write: Int32)
    private let slot: Int

    public init(_ signals: [Int32] = [SIGINT, SIGTERM]) {
        var descriptors: [Int32] = [-1, -1]
        precondition(makePipe(&descriptors) == 0, "pipe failed: errno \(errno)")
        // The handler must never block, even if nobody reads.
        _ = fcntl(descriptors[1], F_SETFL, O_NONBLOCK)
        pipe = (descriptors[0], descriptors[1])
        let mask = signals.reduce(UInt64(0)) { $0 | 1 << UInt64($1) }
        guard let free = Self.slots.firstIndex(where: { $0.claim(descriptors[1], mask: mask) }) else {
            preconditionFailure("more than \(Self.slots.count) TerminationSignals at once")
        }
        slot = free
        for number in signals { _ = signal(number, Self.handler) }
    }

    deinit {
        Self.slots[slot].release()
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

    /// A live instance's pipe and the signals it asked for, read by the handler.
    private final class Slot: Sendable {
        let descriptor = Atomic<Int32>(-1)
        let mask = Atomic<UInt64>(0)

        func claim(_ descriptor: Int32, mask: UInt64) -> Bool {
            guard self.descriptor.compareExchange(expected: -1, desired: descriptor, ordering: .acquiringAndReleasing).exchanged
            else { return false }
            self.mask.store(mask, ordering: .releasing)
            return true
        }

        func release() {
            mask.store(0, ordering: .releasing)
            descriptor.store(-1, ordering: .releasing)
        }
    }

    private static let slots: [Slot] = (0..<16).map { _ in Slot() }

    private static let handler: @convention(c) (Int32) -> Void = { number in
        var byte = UInt8(truncatingIfNeeded: number)
        for slot in TerminationSignals.slots where slot.mask.load(ordering: .acquiring) & (1 << UInt64(number)) != 0 {
            let descriptor = slot.descriptor.load(ordering: .acquiring)
            if descriptor >= 0 { _ = write(descriptor, &byte, 1) }
        }
    }
}
