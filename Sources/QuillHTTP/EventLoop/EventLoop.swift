import CQuillSystem
import QuillSync

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One thread that owns a selector, (usually) a listening socket and the connections it
/// accepted. Other threads hand it work with `execute`, which wakes it through its `Waker`.
final class EventLoop: @unchecked Sendable {
    // Safe to share: every stored property but `queue` is used only on the loop's own
    // thread (inside `run` and the closures it runs); `queue` is behind a lock and
    // `waker.wake` only writes to a descriptor.

    private struct Queue {
        var tasks: [@Sendable (EventLoop) -> Void] = []
        var woken = false
        /// The loop has ended: no task would run.
        var closed = false
    }

    /// Loops created so far in this process, to number their threads.
    private static let created = Locked<Int>(0)

    let context: ServerContext
    /// This loop's number in the process; its thread is named `quill-loop-<number>`.
    let number: Int
    private let selector: Selector
    private let waker: Waker
    private let queue = Locked(Queue())
    private var listener: Int32
    private var running = true
    private var connections: [ServerConnection?] = []
    private var nextConnectionID = 0
    private var events: [Selector.Event] = []
    private var lastSweep: UInt64 = 0
    private var lastRefusalLog: UInt64?
    /// Accepting paused because descriptors ran out; the next sweep resumes it.
    private var acceptPaused = false
    /// Where sockets are read into; reused for every read.
    var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)
    /// Monotonic nanoseconds at the start of this turn of the loop.
    private(set) var now: UInt64 = 0
    private(set) var date = HTTPDate()
    private(set) var isDraining = false

    init(context: ServerContext, listener: Int32) throws(SocketError) {
        self.context = context
        self.listener = listener
        number = Self.created.withLock { count in
            defer { count += 1 }; return count
        }
        selector = try Selector()
        waker = try Waker()
        selector.add(waker.fd)
        if listener >= 0 { selector.add(listener) }
        now = Self.monotonicNow()
        date.update()
    }

    deinit {
        if listener >= 0 { _ = systemClose(listener) }
    }

    /// Runs `task` on the loop's thread soon; false (and it never runs) once the loop has
    /// ended, so a caller holding a continuation can resume it. Callable from any thread.
    @discardableResult
    func execute(_ task: @escaping @Sendable (EventLoop) -> Void) -> Bool {
        let (accepted, wake) = queue.withLock { queue in
            guard !queue.closed else { return (false, false) }
            queue.tasks.append(task)
            defer { queue.woken = true }
            return (true, !queue.woken)
        }
        if wake { waker.wake() }
        return accepted
    }

    /// Runs until `stop`; call on the loop's own thread.
    func run() {
        _ = cquill_set_thread_name("quill-loop-\(number)")
        while running {
            selector.wait(timeoutMilliseconds: 250, into: &events)
            now = Self.monotonicNow()
            date.update()
            // Accepting waits until the batch is done: a descriptor closed during it may be
            // reused by an accepted connection, which must not get the old one's events.
            var acceptReady = false
            for event in events {
                if event.fd == waker.fd {
                    runTasks()
                } else if event.fd == listener {
                    acceptReady = true
                } else if let connection = connection(at: event.fd) {
                    // A hang-up or error is reported whatever is watched: nothing more can be sent.
                    if event.hangup { close(connection); continue }
                    if event.writable { connection.writable() }
                    if event.readable, connection.isOpen { connection.readable() }
                }
            }
            if acceptReady { acceptConnections() }
            if now &- lastSweep > 250_000_000 {
                lastSweep = now
                sweepTimeouts()
            }
        }
        for case let connection? in connections { close(connection) }
        closeListener()
        // Tasks that came too late find no connection, and fail what waits on them.
        let late = queue.withLock { queue in
            queue.closed = true
            let tasks = queue.tasks
            queue.tasks = []
            return tasks
        }
        for task in late { task(self) }
    }

    /// Ends `run` after closing every connection.
    func stop() { running = false }

    /// The open connection `id` on descriptor `fd`, if it is still there.
    func connection(fd: Int32, id: Int) -> ServerConnection? {
        guard let connection = connection(at: fd), connection.id == id else { return nil }
        return connection
    }

    /// Stops accepting and asks every connection to finish what it is doing and close.
    func beginDraining() {
        isDraining = true
        closeListener()
        for case let connection? in connections { connection.drain() }
    }

    func setInterest(_ fd: Int32, read: Bool, write: Bool) {
        selector.modify(fd, read: read, write: write)
    }

    /// Unregisters and closes `connection`.
    func close(_ connection: ServerConnection) {
        let fd = connection.fd
        guard connection.isOpen, Int(fd) < connections.count, connections[Int(fd)] === connection else { return }
        connections[Int(fd)] = nil
        selector.remove(fd)
        connection.closed()
        _ = systemClose(fd)
        context.countConnections(-1)
    }

    private func connection(at fd: Int32) -> ServerConnection? {
        Int(fd) < connections.count ? connections[Int(fd)] : nil
    }

    private func runTasks() {
        waker.drain()
        let tasks = queue.withLock { queue in
            queue.woken = false
            let tasks = queue.tasks
            queue.tasks = []
            return tasks
        }
        for task in tasks { task(self) }
    }

    private func acceptConnections() {
        for _ in 0..<64 {
            let fd: Int32
            let address: String
            switch Socket.accept(listener) {
            case .connection(let accepted, let peer):
                fd = accepted
                address = peer
            case .none:
                return
            case .outOfDescriptors:
                // The pending connection stays readable; stop watching it until the next sweep.
                context.logger.log(.error, "out of file descriptors; pausing accepting for a moment")
                selector.modify(listener, read: false, write: false)
                acceptPaused = true
                return
            }
            let configuration = context.configuration
            let open = context.countConnections(1)
            if open > configuration.maxConnections || isDraining {
                context.countConnections(-1)
                _ = systemClose(fd)
                // One line a second at most, so a flood does not flood the log.
                if lastRefusalLog.map({ now &- $0 > 1_000_000_000 }) ?? true {
                    lastRefusalLog = now
                    context.logger.log(
                        .warning, "refused connection from \(address): \(configuration.maxConnections) connections open")
                }
                continue
            }
            nextConnectionID += 1
            let connection = ServerConnection(fd: fd, id: nextConnectionID, remoteAddress: address, loop: self)
            while connections.count <= Int(fd) { connections.append(nil) }
            connections[Int(fd)] = connection
            selector.add(fd)
        }
    }

    private func closeListener() {
        guard listener >= 0 else { return }
        selector.remove(listener)
        _ = systemClose(listener)
        listener = -1
    }

    private func sweepTimeouts() {
        if acceptPaused, listener >= 0 {
            acceptPaused = false
            selector.modify(listener, read: true, write: false)
        }
        for case let connection? in connections { connection.checkTimeouts() }
    }

    static func monotonicNow() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
