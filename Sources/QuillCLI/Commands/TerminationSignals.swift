import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM, caught from creation on (their default actions ignored) so that a
/// signal arriving while a server starts is not lost.
final class TerminationSignals {
    private let received = DispatchSemaphore(value: 0)
    private let sources: [any DispatchSourceSignal]

    init() {
        let received = received
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { received.signal() }
            source.resume()
            return source
        }
    }

    /// Returns once either signal has arrived.
    func wait() {
        received.wait()
    }

    deinit {
        for source in sources { source.cancel() }
    }
}
