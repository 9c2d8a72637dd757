import CLibPQ
import QuillSync

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One libpq connection, nonblocking and in pipeline mode, with a cache of prepared
/// statements keyed by SQL.
///
/// Each exchange sends its commands and one sync in a single write and reads their
/// results, waiting on the socket with `poll` until `deadline`: a statement not yet
/// prepared is prepared in the same round trip, a transaction's `BEGIN` goes with its
/// first statement, and a read's `COMMIT` (which cannot fail) or a `ROLLBACK` is sent
/// without waiting (its result is read before the next exchange).
///
/// `@unchecked Sendable` because a libpq connection must not be used by two threads at
/// once: its owner, `PostgresDatabase`, hands it to one caller at a time.
final class PostgresConnection: SQLExecutor, @unchecked Sendable {
    private let handle: OpaquePointer
    private let observer: (@Sendable (String) -> Void)?
    /// The names of the statements prepared on this connection, by SQL.
    private var statements: [String: String] = [:]
    private var statementsMade = 0
    /// How many prepared statements to keep; past it the cache starts over (generated
    /// SQL has one text per filter shape).
    static let statementCacheLimit = 512
    /// Syncs sent without waiting: their results are read before the next exchange.
    private var unreadSyncs = 0
    /// The `BEGIN` to send with the transaction's first statement.
    private var pendingBegin: String?
    /// Whether a transaction's `BEGIN` went to the server.
    private var inTransaction = false
    /// When the current use must end: every wait on the server gives up there.
    var deadline = MonotonicInstant.now
    /// Whether the connection failed (lost, or abandoned mid-exchange): its owner drops it.
    private(set) var isBroken = false

    /// Connects to `url` (a libpq connection string or `postgres://` URI) and applies
    /// `settings` (`SET` statements, e.g. the statement timeout).
    init(url: String, connectTimeout: Int, settings: [String], observer: (@Sendable (String) -> Void)?) throws(PostgresError) {
        // Later keywords win, so the URL's own connect_timeout and application_name override these.
        let keywords = ["connect_timeout", "application_name", "dbname"]
        let values = [String(max(2, connectTimeout)), "quill", url]
        let connection = withCStrings(keywords) { keywords in
            withCStrings(values) { values in PQconnectdbParams(keywords, values, 1) }
        }
        guard let connection, PQstatus(connection) == CONNECTION_OK else {
            let message = connection.map { String(cString: PQerrorMessage($0)) } ?? "out of memory"
            PQfinish(connection)
            throw PostgresError(unavailable: Self.connectFailureReason(message), message: Self.trimmed(message))
        }
        handle = connection
        self.observer = observer
        PQsetNoticeProcessor(handle, { _, _ in }, nil)
        guard PQsetnonblocking(handle, 1) == 0, PQenterPipelineMode(handle) == 1 else {
            let message = String(cString: PQerrorMessage(handle))
            PQfinish(handle)
            throw PostgresError(unavailable: "the connection failed", message: Self.trimmed(message))
        }
        deadline = .now + Double(max(2, connectTimeout))
        if !settings.isEmpty {
            let (_, failure) = try exchange(settings.map { .unnamed($0, []) })
            if let failure {
                PQfinish(handle)
                throw failure
            }
        }
    }

    deinit { PQfinish(handle) }

    /// What a client is told about a failed connection attempt (libpq's message names hosts and users).
    private static func connectFailureReason(_ message: String) -> String {
        if message.contains("password") || message.contains("authentication") { return "authentication failed" }
        if message.contains("does not exist") { return "the database or role does not exist" }
        if message.contains("starting up") || message.contains("shutting down") { return "the database server is shutting down or starting up" }
        if message.contains("timeout") { return "connecting timed out" }
        return "cannot connect"
    }

    private static func trimmed(_ message: String) -> String {
        String(message.reversed().drop(while: \.isWhitespace).reversed())
    }

    // MARK: Transactions

    /// Opens a transaction with `begin` (sent with its first statement), to end by `deadline`.
    func begin(_ begin: String, until deadline: MonotonicInstant) {
        pendingBegin = begin
        self.deadline = deadline
    }

    /// Commits the open transaction: waits for the server's answer when `waiting` (a
    /// write), else reads it before the next exchange (a read-only transaction's commit
    /// cannot fail).
    func commit(waiting: Bool) throws(PostgresError) {
        pendingBegin = nil
        guard inTransaction else { return }
        inTransaction = false
        if waiting {
            let (_, failure) = try exchange([.unnamed("COMMIT", [])])
            if let failure { throw failure }
        } else {
            try send([.unnamed("COMMIT", [])])
        }
    }

    /// Rolls the open transaction back, without waiting for the answer; a connection
    /// that cannot even send it is broken.
    func rollback() {
        pendingBegin = nil
        guard inTransaction, !isBroken else { return }
        inTransaction = false
        do { try send([.unnamed("ROLLBACK", [])]) } catch { isBroken = true }
    }

    /// Whether the server closed the connection while it sat idle (a restart, an
    /// administrator): a look at the socket, without waiting.
    func isClosedByServer() -> Bool {
        guard !isBroken else { return true }
        var descriptor = pollfd(fd: PQsocket(handle), events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return false }
        if PQconsumeInput(handle) == 0 || PQstatus(handle) != CONNECTION_OK { isBroken = true }
        return isBroken
    }

    // MARK: Statements

    @discardableResult
    func execute(_ sql: String, _ arguments: [SQLValue]) throws(PostgresError) -> Int {
        try run(sql, arguments).changed
    }

    func query(_ sql: String, _ arguments: [SQLValue]) throws(PostgresError) -> [SQLRow] {
        try run(sql, arguments).rows
    }

    /// Runs one statement, prepared on first use, in the open transaction (its `BEGIN` first when pending).
    private func run(_ sql: String, _ arguments: [SQLValue]) throws(PostgresError) -> Outcome {
        observer?(sql)
        var commands: [Command] = []
        if let begin = pendingBegin {
            commands.append(.unnamed(begin, []))
            pendingBegin = nil
            inTransaction = true
        }
        var prepared: (name: String, index: Int)?
        let name: String
        if let cached = statements[sql] {
            name = cached
        } else {
            if statements.count >= Self.statementCacheLimit {
                commands.append(.unnamed("DEALLOCATE ALL", []))
                statements.removeAll(keepingCapacity: true)
            }
            statementsMade += 1
            name = "q\(statementsMade)"
            prepared = (name, commands.count)
            commands.append(.prepare(name: name, sql: sql))
        }
        commands.append(.prepared(name: name, sql: sql, arguments))
        let (outcomes, failure) = try exchange(commands)
        if let prepared, outcomes[prepared.index].succeeded { statements[sql] = prepared.name }
        if let failure { throw failure }
        return outcomes[commands.count - 1]
    }

    /// How many prepared statements the cache holds.
    var cachedStatementCount: Int { statements.count }

    // MARK: The wire

    private enum Command {
        /// A statement without a prepared name (BEGIN, COMMIT, SET).
        case unnamed(String, [SQLValue])
        case prepare(name: String, sql: String)
        case prepared(name: String, sql: String, [SQLValue])

        var sql: String {
            switch self {
            case .unnamed(let sql, _), .prepare(_, let sql), .prepared(_, let sql, _): sql
            }
        }
    }

    /// What one command returned.
    private struct Outcome {
        var rows: [SQLRow] = []
        var changed = 0
        var succeeded = false
    }

    /// Sends `commands` and a sync, then reads every result up to the sync: one outcome
    /// per command, and the first statement error (the commands after it did not run).
    /// Throws when the connection fails or the deadline passes (the connection is then broken).
    private func exchange(_ commands: [Command]) throws(PostgresError) -> ([Outcome], PostgresError?) {
        try readUnreadSyncs()
        try send(commands)
        unreadSyncs -= 1
        var outcomes: [Outcome] = []
        outcomes.reserveCapacity(commands.count)
        var current = Outcome()
        var failure: PostgresError?
        while true {
            guard let result = try nextResult() else {
                // The end of one command's results.
                guard PQstatus(handle) == CONNECTION_OK, outcomes.count < commands.count else { throw lost(commands.last?.sql) }
                outcomes.append(current)
                current = Outcome()
                continue
            }
            defer { PQclear(result) }
            switch PQresultStatus(result) {
            case PGRES_PIPELINE_SYNC:
                return (outcomes, failure)
            case PGRES_TUPLES_OK:
                current.rows = rows(result)
                current.succeeded = true
            case PGRES_COMMAND_OK:
                current.changed = Int(String(cString: PQcmdTuples(result))) ?? 0
                current.succeeded = true
            case PGRES_PIPELINE_ABORTED:
                break
            default:
                let sql = commands[min(outcomes.count, commands.count - 1)].sql
                if PQstatus(handle) != CONNECTION_OK { throw lost(sql) }
                if failure == nil { failure = error(result, sql: sql) }
            }
        }
    }

    /// Queues `commands` and a sync and writes them all.
    private func send(_ commands: [Command]) throws(PostgresError) {
        guard !isBroken else { throw lost(commands.first?.sql) }
        for command in commands {
            let sent: Int32
            switch command {
            case .unnamed(let sql, let arguments):
                sent = try Self.withParameters(arguments) { values, count in
                    PQsendQueryParams(handle, sql, count, nil, values, nil, nil, 1)
                }
            case .prepare(let name, let sql):
                sent = PQsendPrepare(handle, name, sql, 0, nil)
            case .prepared(let name, _, let arguments):
                sent = try Self.withParameters(arguments) { values, count in
                    PQsendQueryPrepared(handle, name, count, values, nil, nil, 1)
                }
            }
            guard sent == 1 else { throw lost(command.sql) }
        }
        guard PQpipelineSync(handle) == 1 else { throw lost(commands.last?.sql) }
        unreadSyncs += 1
        try flush()
    }

    /// Reads (and drops) the results of the syncs sent without waiting.
    private func readUnreadSyncs() throws(PostgresError) {
        while unreadSyncs > 0 {
            guard let result = try nextResult() else {
                if PQstatus(handle) != CONNECTION_OK { throw lost(nil) }
                continue
            }
            if PQresultStatus(result) == PGRES_PIPELINE_SYNC { unreadSyncs -= 1 }
            PQclear(result)
        }
    }

    /// Writes what libpq has buffered, waiting for the socket as needed.
    private func flush() throws(PostgresError) {
        while true {
            let flushed = PQflush(handle)
            if flushed == 0 { return }
            guard flushed > 0 else { throw lost(nil) }
            try wait(writing: true)
            guard PQconsumeInput(handle) == 1 else { throw lost(nil) }
        }
    }

    /// The next result, waiting for the server as needed; nil between commands' results.
    private func nextResult() throws(PostgresError) -> OpaquePointer? {
        while PQisBusy(handle) == 1 {
            try wait(writing: false)
            guard PQconsumeInput(handle) == 1 else { throw lost(nil) }
        }
        return PQgetResult(handle)
    }

    /// Waits until the socket is readable (or writable), until `deadline`; past it the
    /// statement is cancelled and the connection abandoned.
    private func wait(writing: Bool) throws(PostgresError) {
        var descriptor = pollfd(fd: PQsocket(handle), events: Int16(POLLIN | (writing ? POLLOUT : 0)), revents: 0)
        while true {
            let milliseconds = (deadline.nanoseconds - MonotonicInstant.now.nanoseconds) / 1_000_000
            guard milliseconds > 0 else { break }
            let ready = poll(&descriptor, 1, Int32(min(milliseconds, Int64(Int32.max))))
            if ready > 0 { return }
            if ready < 0 && errno != EINTR { throw lost(nil) }
            if ready == 0 { break }
        }
        if let cancel = PQgetCancel(handle) {
            var buffer = [CChar](repeating: 0, count: 256)
            _ = PQcancel(cancel, &buffer, Int32(buffer.count))
            PQfreeCancel(cancel)
        }
        isBroken = true
        throw PostgresError(unavailable: "the database did not answer in time", message: "no answer before the deadline")
    }

    /// Marks the connection broken and describes why.
    private func lost(_ sql: String?) -> PostgresError {
        isBroken = true
        return PostgresError(unavailable: "the connection was lost", message: Self.trimmed(String(cString: PQerrorMessage(handle))), sql: sql)
    }

    private func error(_ result: OpaquePointer, sql: String) -> PostgresError {
        func field(_ code: Int32) -> String? { PQresultErrorField(result, code).map { String(cString: $0) } }
        return PostgresError(
            sqlState: field(clibpq_diag_sqlstate),
            message: field(clibpq_diag_message_primary) ?? Self.trimmed(String(cString: PQresultErrorMessage(result))),
            detail: field(clibpq_diag_message_detail), table: field(clibpq_diag_table_name), sql: sql)
    }

    /// A result's rows, decoded by column type.
    private func rows(_ result: OpaquePointer) -> [SQLRow] {
        let count = PQntuples(result)
        let width = PQnfields(result)
        let columns = (0..<width).map { String(cString: PQfname(result, $0)) }
        let types = (0..<width).map { PQftype(result, $0) }
        var rows: [SQLRow] = []
        rows.reserveCapacity(Int(count))
        for row in 0..<count {
            var values: [SQLValue] = []
            values.reserveCapacity(Int(width))
            for column in 0..<width {
                if PQgetisnull(result, row, column) == 1 {
                    values.append(.null)
                    continue
                }
                let bytes = UnsafeRawBufferPointer(start: PQgetvalue(result, row, column), count: Int(PQgetlength(result, row, column)))
                values.append(PostgresValues.decode(types[Int(column)], bytes))
            }
            rows.append(SQLRow(columns: columns, values: values))
        }
        return rows
    }

    /// Calls `body` with `arguments` as NUL-terminated text parameters (null pointers for nulls) and their count.
    private static func withParameters<R>(
        _ arguments: [SQLValue], _ body: (UnsafePointer<UnsafePointer<CChar>?>?, Int32) -> R
    ) throws(PostgresError) -> R {
        if arguments.isEmpty { return body(nil, 0) }
        var buffer: [CChar] = []
        var offsets: [Int?] = []
        for argument in arguments {
            guard let text = try PostgresValues.text(argument) else {
                offsets.append(nil)
                continue
            }
            offsets.append(buffer.count)
            buffer.append(contentsOf: text.map { CChar(bitPattern: $0) })
            buffer.append(0)
        }
        return buffer.withUnsafeBufferPointer { characters in
            let pointers = offsets.map { offset in offset.map { UnsafePointer(characters.baseAddress! + $0) } }
            return pointers.withUnsafeBufferPointer { body($0.baseAddress, Int32(arguments.count)) }
        }
    }
}

/// Calls `body` with `strings` as a NULL-terminated array of C strings.
func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers = copies.map { UnsafePointer($0) } + [nil]
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
