import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signals as calls of a closure on a thread of its own: the handler, which may do next to
/// nothing, writes the signal's number to a pipe that the thread reads. (Not a Dispatch
/// signal source: on Linux it takes the signal through a signalfd, which a thread that does
/// not block the signal, or a parent's blocked mask, can starve.)
enum Signals {
    /// The pipe's write end, for the handler, which can capture nothing.
    nonisolated(unsafe) private static var pipeInput: Int32 = -1

    /// Calls `handler` with each of `numbers` that arrives; once per process.
    static func watch(_ numbers: [Int32], _ handler: @escaping @Sendable (Int32) -> Void) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        pipeInput = ends[1]
        var set = sigset_t()
        sigemptyset(&set)
        for number in numbers {
            signal(number) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(Signals.pipeInput, &byte, 1)
            }
            sigaddset(&set, number)
        }
        // A mask inherited from the parent (a test's thread) would hold them back.
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        let output = ends[0]
        Thread.detachNewThread {
            var byte: UInt8 = 0
            while true {
                let count = read(output, &byte, 1)
                if count < 0, errno == EINTR { continue }
                guard count == 1 else { return }
                handler(Int32(byte))
            }
        }
    }
}
