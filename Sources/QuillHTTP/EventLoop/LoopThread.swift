#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain POSIX thread running one closure (an event loop's `run`).
package struct LoopThread: @unchecked Sendable {
    // Safe to send: a pthread handle is an identifier; only `join` uses it, once.
    #if canImport(Glibc)
    private let thread: pthread_t
    #else
    private let thread: pthread_t?
    #endif

    private final class Box {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    package init(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        let result = pthread_create(
            &thread, nil,
            { context in
                let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
                box.body()
                return nil
            }, context)
        #else
        var thread: pthread_t?
        let result = pthread_create(
            &thread, nil,
            { context in
                let box = Unmanaged<Box>.fromOpaque(context).takeRetainedValue()
                box.body()
                return nil
            }, context)
        #endif
        precondition(result == 0, "pthread_create failed")
        self.thread = thread
    }

    /// Waits for the thread to finish.
    package func join() {
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        if let thread { pthread_join(thread, nil) }
        #endif
    }
}
