import CLibPQ

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// PostgreSQL's `NOTIFY` as a `NotificationChannel`: a payload is sent with `pg_notify`
/// in the writing transaction, so it is delivered exactly when that commits. A payload
/// longer than `NOTIFY` takes goes by key: it is stored in `_quill_events` and the
/// notification carries `#` and its id, which listeners read back.
final class PostgresNotifications: NotificationChannel {
    let url: String
    /// The channel, one per schema (`quill:public`), so that backends in different schemas of one database do not hear each other.
    let channel: String
    let timeout: Double
    /// The longest payload `NOTIFY` takes is 7999 bytes.
    static let maxPayloadBytes = 7999
    /// The table of the payloads sent by key.
    static let table = "_quill_events"
    /// How long payloads sent by key are kept for listeners to read.
    static let keptFor = "10 minutes"

    init(url: String, channel: String, timeout: Double) {
        self.url = url
        self.channel = channel
        self.timeout = timeout
    }

    /// Creates the table of payloads sent by key, when missing.
    static func createTable(in database: any SQLExecutor) throws {
        try database.execute(
            "CREATE TABLE IF NOT EXISTS \"\(table)\" (id BIGSERIAL PRIMARY KEY, payload TEXT NOT NULL, \"sentAt\" TIMESTAMPTZ NOT NULL DEFAULT now())"
        )
    }

    func send(_ payload: [UInt8], in database: any SQLExecutor) throws {
        var message = String(decoding: payload, as: UTF8.self)
        if payload.count > Self.maxPayloadBytes {
            let rows = try database.query("INSERT INTO \"\(Self.table)\" (payload) VALUES ($1) RETURNING id", [.text(message)])
            message = "#\(rows.first?[0].integer ?? 0)"
        }
        _ = try database.query("SELECT pg_notify($1, $2)", [.text(channel), .text(message)])
    }

    func listen(
        _ receive: @escaping @Sendable ([UInt8]) -> Void, changed: @escaping @Sendable (ListenerState) -> Void
    ) throws -> any NotificationListener {
        try PostgresListener(url: url, channel: channel, timeout: timeout, receive: receive, changed: changed)
    }
}

/// A thread with a connection that `LISTEN`s on one channel and hands each payload to
/// `receive`, reading those sent by key; when the connection fails it says so (`changed`)
/// and connects again (payloads sent meanwhile are missed), until stopped.
final class PostgresListener: NotificationListener, @unchecked Sendable {
    private let url: String
    private let channel: String
    private let timeout: Double
    private let receive: @Sendable ([UInt8]) -> Void
    private let changed: @Sendable (ListenerState) -> Void
    /// Written to wake the thread (to stop); read by its `poll`.
    private let wakeUp: (read: Int32, write: Int32)
    private let condition = ThreadCondition()
    // Guarded by `condition`.
    private var stopping = false
    private var running = true
    /// Set by the thread once it listens (or failed to, the first time).
    private var started: Result<Void, PostgresError>?

    /// Starts listening; returns once the first connection listens, or throws why it could not.
    init(
        url: String, channel: String, timeout: Double, receive: @escaping @Sendable ([UInt8]) -> Void,
        changed: @escaping @Sendable (ListenerState) -> Void
    ) throws {
        self.url = url
        self.channel = channel
        self.timeout = timeout
        self.receive = receive
        self.changed = changed
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw PostgresError(unavailable: "cannot listen", message: "pipe failed: errno \(errno)") }
        wakeUp = (descriptors[0], descriptors[1])
        startThread { [self] in self.run() }
        let outcome: Result<Void, PostgresError> = condition.withLock {
            while started == nil { _ = condition.wait(until: nil) }
            return started!
        }
        if case .failure(let error) = outcome {
            stop()
            throw error
        }
    }

    deinit {
        close(wakeUp.read)
        close(wakeUp.write)
    }

    func stop() {
        let ownThread = condition.withLock { () -> Bool in
            stopping = true
            return !running
        }
        var byte: UInt8 = 1
        _ = write(wakeUp.write, &byte, 1)
        guard !ownThread else { return }
        condition.withLock {
            while running { _ = condition.wait(until: nil) }
        }
    }

    private var isStopping: Bool { condition.withLock { stopping } }

    /// The thread: connect, listen, deliver; again after a failure, waiting a little longer each time.
    private func run() {
        var pause = 50
        var lost = false
        while !isStopping {
            if let connection = connect() {
                pause = 50
                if lost { changed(.listening) }
                listen(on: connection)
                let message = String(cString: PQerrorMessage(connection)).split(separator: "\n").first.map(String.init) ?? ""
                PQfinish(connection)
                guard !isStopping else { break }
                lost = true
                changed(.lost(reason: message.isEmpty ? "the server closed the connection" : message))
            } else {
                if waitForStop(milliseconds: pause) { break }
                pause = min(pause * 2, 2000)
            }
        }
        condition.withLock {
            running = false
            if started == nil { started = .failure(PostgresError(unavailable: "cannot listen", message: "stopped before listening")) }
            condition.broadcast()
        }
    }

    /// A connection listening on the channel, or nil (the first failure is reported to `init`).
    private func connect() -> OpaquePointer? {
        let seconds = String(max(2, Int(timeout)))
        // Keepalives find a connection whose server vanished while it waited for notifications.
        let keywords = ["connect_timeout", "application_name", "keepalives_idle", "keepalives_interval", "keepalives_count", "dbname"]
        let values = [seconds, "quill listen", "10", "5", "3", url]
        let connection = withCStrings(keywords) { keywords in withCStrings(values) { values in PQconnectdbParams(keywords, values, 1) } }
        var failure: PostgresError?
        if let connection, PQstatus(connection) == CONNECTION_OK {
            PQsetNoticeProcessor(connection, { _, _ in }, nil)
            let result = PQexec(connection, "LISTEN \(PostgresDialect().quote(channel))")
            if PQresultStatus(result) != PGRES_COMMAND_OK {
                failure = PostgresError(unavailable: "cannot listen", message: String(cString: PQerrorMessage(connection)))
            }
            PQclear(result)
        } else {
            failure = PostgresError(unavailable: "cannot connect", message: connection.map { String(cString: PQerrorMessage($0)) } ?? "out of memory")
        }
        let firstTime = condition.withLock { () -> Bool in
            defer { condition.broadcast() }
            guard started == nil else { return false }
            started = failure.map { .failure($0) } ?? .success(())
            return true
        }
        guard failure == nil else {
            PQfinish(connection)
            if firstTime { condition.withLock { stopping = true } }
            return nil
        }
        return connection
    }

    /// Delivers notifications until the connection fails or `stop` is called.
    private func listen(on connection: OpaquePointer) {
        var descriptors = [
            pollfd(fd: PQsocket(connection), events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeUp.read, events: Int16(POLLIN), revents: 0),
        ]
        while !isStopping {
            let ready = poll(&descriptors, 2, 1000)
            if ready < 0 && errno != EINTR { return }
            if descriptors[1].revents != 0 { return }
            guard descriptors[0].revents != 0 else { continue }
            guard PQconsumeInput(connection) == 1, PQstatus(connection) == CONNECTION_OK else { return }
            while let notification = PQnotifies(connection) {
                let payload = String(cString: notification.pointee.extra)
                PQfreemem(notification)
                guard let bytes = payload.hasPrefix("#") ? stored(payload.dropFirst(), on: connection) : Array(payload.utf8) else { continue }
                if isStopping { return }
                receive(bytes)
            }
        }
    }

    /// The payload stored under `key`, read on the listening connection.
    private func stored(_ key: Substring, on connection: OpaquePointer) -> [UInt8]? {
        let sql = "SELECT payload FROM \"\(PostgresNotifications.table)\" WHERE id = $1"
        let result = withCStrings([String(key)]) { values in PQexecParams(connection, sql, 1, nil, values, nil, nil, 0) }
        defer { PQclear(result) }
        guard PQresultStatus(result) == PGRES_TUPLES_OK, PQntuples(result) == 1, let text = PQgetvalue(result, 0, 0) else { return nil }
        // Old payloads go; any listener may clear them.
        PQclear(
            PQexec(
                connection, "DELETE FROM \"\(PostgresNotifications.table)\" WHERE \"sentAt\" < now() - interval '\(PostgresNotifications.keptFor)'"))
        return Array(String(cString: text).utf8)
    }

    /// Waits `milliseconds` or until `stop`; whether it was `stop`.
    private func waitForStop(milliseconds: Int) -> Bool {
        var descriptor = pollfd(fd: wakeUp.read, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, Int32(milliseconds))
        return isStopping
    }
}
