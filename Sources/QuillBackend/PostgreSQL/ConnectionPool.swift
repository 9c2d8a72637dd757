import QuillSync

/// At most `limit` connections to one database, opened when needed and kept while
/// idle: each is lent to one caller at a time. A caller waits (on its own thread) for
/// one to come back until its deadline; a connection that broke, or that the server
/// closed while it sat idle, is dropped and another opened.
final class ConnectionPool: @unchecked Sendable {
    let limit: Int
    private let connect: @Sendable () throws(PostgresError) -> PostgresConnection
    private let condition = ThreadCondition()
    // Guarded by `condition`.
    private var idle: [PostgresConnection] = []
    private var open = 0

    init(limit: Int, connect: @escaping @Sendable () throws(PostgresError) -> PostgresConnection) {
        self.limit = max(1, limit)
        self.connect = connect
    }

    /// A connection: an idle one, a new one, or the next one returned before `deadline`.
    func acquire(until deadline: MonotonicInstant) throws(PostgresError) -> PostgresConnection {
        let idleConnection: PostgresConnection? = try condition.withLock { () throws(PostgresError) -> PostgresConnection? in
            while true {
                while let connection = idle.popLast() {
                    if !connection.isClosedByServer() { return connection }
                    open -= 1
                }
                if open < limit {
                    open += 1
                    return nil
                }
                guard condition.wait(until: deadline) else {
                    throw PostgresError(sqlState: "53300", message: "all \(limit) connections to the database stayed in use until the deadline")
                }
            }
        }
        if let idleConnection { return idleConnection }
        do {
            return try connect()
        } catch {
            condition.withLock {
                open -= 1
                condition.signal()
            }
            throw error
        }
    }

    /// Takes `connection` back (or drops it when it broke).
    func release(_ connection: PostgresConnection) {
        condition.withLock {
            if connection.isBroken { open -= 1 } else { idle.append(connection) }
            condition.signal()
        }
    }

    /// How many connections are open (idle or lent).
    var openCount: Int { condition.withLock { open } }

    /// How many connections are open and how many of them idle, at one moment.
    var counts: (open: Int, idle: Int) { condition.withLock { (open, idle.count) } }
}
