import Foundation
import QuillSync
import QuillTestSupport
import Testing

@testable import QuillBackend

/// The PostgreSQL driver against a real server: values, errors, transactions, concurrent
/// writers, notifications, and the faults a network database has (a wrong password, no
/// server, a server restarted mid-request, every connection in use). One test at a time,
/// each blocking only threads outside Swift's concurrency pool (`offThePool`): the pool
/// has a thread per core, which the other suites' tasks need.
@Suite(.offThePool, .serialized) struct PostgresDatabaseTests {
    /// A database on a new schema of the tests' cluster.
    static func database(connections: Int = 4, timeout: Double = 60) throws -> PostgresDatabase {
        try PostgresDatabase(url: TestPostgres.cluster().url(schema: TestPostgres.newSchema()), connections: connections, timeout: timeout)
    }

    @Test func bindsAndReadsEveryValueType() async throws {
        try await offThePool {
            let database = try Self.database()
            let values: [SQLValue] = [
                .integer(-42), .real(2.5), .text("héllo \"q\" 'x'"), .blob([0, 1, 255]), .null, .integer(Int64.max), .text(""),
            ]
            let row = try database.write { db in
                try db.execute("CREATE TABLE t (a BIGINT, b DOUBLE PRECISION, c TEXT, d BYTEA, e TEXT, f BIGINT, g TEXT)")
                try db.execute("INSERT INTO t VALUES ($1, $2, $3, $4, $5, $6, $7)", values)
                return try db.query("SELECT * FROM t")
            }
            #expect(row.count == 1)
            #expect(row[0].values == values)
            #expect(row[0].columns == ["a", "b", "c", "d", "e", "f", "g"])
            let typed = try database.read { try $0.query("SELECT TRUE, FALSE, TIMESTAMPTZ '2001-02-03T04:05:06.789Z', CAST('{\"a\": [1]}' AS JSON)") }
            #expect(typed[0].values == [.integer(1), .integer(0), .text("2001-02-03T04:05:06.789Z"), .text("{\"a\": [1]}")])
            let nul = #expect(throws: PostgresError.self) {
                try database.write { try $0.execute("INSERT INTO t (c) VALUES ($1)", [.text("a\u{0}b")]) }
            }
            #expect(nul?.message == "a text value holds the character U+0000, which PostgreSQL cannot store")
        }
    }

    @Test func uniqueAndForeignKeyViolationsAreRecognizable() async throws {
        try await offThePool {
            let database = try Self.database()
            try database.write { db in
                try db.execute("CREATE TABLE t (id TEXT PRIMARY KEY, email TEXT UNIQUE, a TEXT, b TEXT, UNIQUE (a, b))")
                try db.execute("CREATE TABLE c (id TEXT PRIMARY KEY, t TEXT REFERENCES t(id))")
                try db.execute("INSERT INTO t VALUES ('1', 'a@b', 'x', 'y')")
            }
            let email = #expect(throws: PostgresError.self) { try database.write { try $0.execute("INSERT INTO t VALUES ('2', 'a@b', NULL, NULL)") } }
            #expect(email?.sqlState == "23505")
            #expect(email?.kind == .uniqueViolation(UniqueKey(table: "t", columns: ["email"])))
            #expect(email?.sql == "INSERT INTO t VALUES ('2', 'a@b', NULL, NULL)")
            let primary = #expect(throws: PostgresError.self) {
                try database.write { try $0.execute("INSERT INTO t VALUES ('1', 'c@d', NULL, NULL)") }
            }
            #expect(primary?.kind == .uniqueViolation(UniqueKey(table: "t", columns: ["id"])))
            let pair = #expect(throws: PostgresError.self) { try database.write { try $0.execute("INSERT INTO t VALUES ('3', NULL, 'x', 'y')") } }
            #expect(pair?.kind == .uniqueViolation(UniqueKey(table: "t", columns: ["a", "b"])))
            let dangling = #expect(throws: PostgresError.self) { try database.write { try $0.execute("INSERT INTO c VALUES ('1', 'nowhere')") } }
            #expect(dangling?.kind == .foreignKeyViolation)
        }
    }

    @Test func aThrowingTransactionRollsBackAndTheConnectionWorksOn() async throws {
        try await offThePool {
            struct Stop: Error, Equatable {}
            let database = try Self.database(connections: 1)
            try database.write { try $0.execute("CREATE TABLE t (x BIGINT)") }
            #expect(throws: Stop()) {
                try database.write { db in
                    try db.execute("INSERT INTO t VALUES (1)")
                    throw Stop()
                }
            }
            let missing = #expect(throws: PostgresError.self) {
                try database.write { db in
                    try db.execute("INSERT INTO t VALUES (2)")
                    try db.execute("INSERT INTO nowhere VALUES (3)")
                }
            }
            #expect(missing?.sqlState == "42P01")
            let syntax = #expect(throws: PostgresError.self) { try database.read { try $0.query("SELEC 1") } }
            #expect(syntax?.message == "syntax error at or near \"SELEC\"")
            let changed = try database.write { db in
                try db.execute("INSERT INTO t VALUES (4), (5), (6)")
                return try db.execute("UPDATE t SET x = x + 1 WHERE x >= $1", [.integer(5)])
            }
            #expect(changed == 2)
            #expect(try database.read { try $0.query("SELECT x FROM t ORDER BY x") }.map { $0[0] } == [.integer(4), .integer(6), .integer(7)])
            #expect(database.openConnections == 1)
        }
    }

    /// Serializable writes that read and write the same row meet; run again, they end as if one at a time.
    @Test func concurrentIncrementsEndInTheSequentialSum() async throws {
        let database = try Self.database(connections: 4)
        try database.write { db in
            try db.execute("CREATE TABLE counter (id BIGINT PRIMARY KEY, n BIGINT NOT NULL)")
            try db.execute("INSERT INTO counter VALUES (1, 0)")
        }
        let writers = 8
        let increments = 25
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<writers {
                group.addTask {
                    for _ in 0..<increments {
                        try await database.perform {
                            try database.write { db in
                                let n = try db.query("SELECT n FROM counter WHERE id = 1")[0][0].integer ?? 0
                                try db.execute("UPDATE counter SET n = $1 WHERE id = 1", [.integer(n + 1)])
                            }
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try database.read { try $0.query("SELECT n FROM counter") }[0][0] == .integer(Int64(writers * increments)))
    }

    /// A payload sent in a transaction reaches every listener on the database once it
    /// commits, a large one too (by key); a rolled-back one never does.
    @Test func notificationsArriveOnCommitOnly() async throws {
        let url = try TestPostgres.cluster().url(schema: TestPostgres.newSchema())
        let sender = try PostgresDatabase(url: url, connections: 2, timeout: 60)
        let listening = try PostgresDatabase(url: url, connections: 2, timeout: 60)
        let (heard, continuation) = AsyncStream.makeStream(of: [UInt8].self)
        let listener = try #require(listening.notifications).listen({ continuation.yield($0) }, changed: { _ in })
        defer { listener.stop() }
        struct Stop: Error {}
        let channel = try #require(sender.notifications)
        _ = try? sender.write { db in
            try channel.send(Array("rolled back".utf8), in: db)
            throw Stop()
        }
        let large = [UInt8](repeating: UInt8(ascii: "x"), count: 20_000)
        try sender.write { db in try channel.send(Array("first".utf8), in: db) }
        try sender.write { db in try channel.send(large, in: db) }
        var iterator = heard.makeAsyncIterator()
        #expect(await iterator.next() == Array("first".utf8))
        #expect(await iterator.next() == large)
    }

    /// A listener whose connection the server ends says so, listens again on a new
    /// connection, and hears what is sent from then on.
    @Test func aListenerWhoseConnectionIsEndedSaysSoAndListensAgain() async throws {
        let schema = try TestPostgres.newSchema()
        let url = try TestPostgres.cluster().url(schema: schema)
        let database = try PostgresDatabase(url: url, connections: 2, timeout: 60)
        let (heard, payloads) = AsyncStream.makeStream(of: [UInt8].self)
        let (states, changes) = AsyncStream.makeStream(of: ListenerState.self)
        let channel = try #require(database.notifications)
        let listener = try channel.listen({ payloads.yield($0) }, changed: { changes.yield($0) })
        defer { listener.stop() }
        // The listener's connection: the one whose last statement listens on this schema's channel.
        let ended = try database.write { db in
            try db.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE $1", [.text("LISTEN %\(schema)%")])
        }
        #expect(ended.count == 1)
        var changed = states.makeAsyncIterator()
        guard case .lost = await changed.next() else { Issue.record("no loss reported"); return }
        #expect(await changed.next() == .listening)
        try database.write { db in try channel.send(Array("after".utf8), in: db) }
        var iterator = heard.makeAsyncIterator()
        #expect(await iterator.next() == Array("after".utf8))
    }

    @Test func aWrongPasswordIsAClearError() async throws {
        try await offThePool {
            let cluster = try TestPostgres.cluster()
            try cluster.psql(
                "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '\(PostgresCluster.passwordRole)') THEN CREATE ROLE \(PostgresCluster.passwordRole) LOGIN PASSWORD 'right'; END IF; END $$"
            )
            try cluster.psql("GRANT ALL ON SCHEMA public TO \(PostgresCluster.passwordRole)")
            let error = #expect(throws: PostgresError.self) {
                try PostgresDatabase(url: cluster.url(user: PostgresCluster.passwordRole, password: "wrong"), connections: 1, timeout: 30)
            }
            #expect(error?.kind == .unavailable(reason: "authentication failed"))
            #expect(error?.message.contains("password authentication failed for user \"\(PostgresCluster.passwordRole)\"") == true)
            let right = try PostgresDatabase(url: cluster.url(user: PostgresCluster.passwordRole, password: "right"), connections: 1, timeout: 30)
            #expect(try right.read { try $0.query("SELECT current_user") }[0][0] == .text(PostgresCluster.passwordRole))
        }
    }

    @Test func noServerIsAClearError() async throws {
        try await offThePool {
            let (fd, port) = try #require(POSIX.boundLoopbackSocket())
            defer { POSIX.close(fd) }
            let error = #expect(throws: PostgresError.self) {
                try PostgresDatabase(url: "postgres://quill@127.0.0.1:\(port)/postgres", connections: 1, timeout: 30)
            }
            #expect(error?.kind == .unavailable(reason: "cannot connect"))
            #expect(error?.message.contains("Connection refused") == true)
        }
    }

    /// A statement running when the server stops fails then, as the server going away
    /// (not at the timeout, which would say the database did not answer in time); the
    /// next transaction, once the server is back, runs on a new connection.
    @Test func aServerRestartedMidRequestFailsItAndTheNextOneRecovers() async throws {
        let cluster = try await offThePool { try PostgresCluster.start() }
        defer { try? cluster.stop() }
        let database = try await offThePool {
            let database = try PostgresDatabase(url: cluster.url(), connections: 2, timeout: 600)
            try database.write { db in
                try db.execute("CREATE TABLE t (x BIGINT)")
                try db.execute("INSERT INTO t VALUES (1)")
            }
            return database
        }
        let stuck = Task {
            try await database.perform { try database.read { db in _ = try db.query("SELECT pg_sleep(1200)") } }
        }
        // Stop the server once the sleep is running (a fast stop ends its connection).
        func sleeping() async throws -> Bool {
            let rows = try await database.perform {
                try database.read { try $0.query("SELECT COUNT(*) FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(1200)'") }
            }
            return rows[0][0] == .integer(1)
        }
        while try await !sleeping() { await Task.yield() }
        try await offThePool { try cluster.stop() }
        let error = await #expect(throws: PostgresError.self) { try await stuck.value }
        // The connection was lost; connecting again (a read runs again on a new connection)
        // met the server shutting down, or gone.
        let gone: [DatabaseFailureKind] = [
            .unavailable(reason: "the connection was lost"), .unavailable(reason: "the database server is shutting down or starting up"),
            .unavailable(reason: "cannot connect"),
        ]
        #expect(error.map { gone.contains($0.kind) } == true, "\(String(describing: error))")
        try await offThePool {
            let down = #expect(throws: PostgresError.self) { try database.read { try $0.query("SELECT x FROM t") } }
            #expect(down?.kind == .unavailable(reason: "cannot connect"))
            try cluster.restart()
            #expect(try database.read { try $0.query("SELECT x FROM t") }.map { $0[0] } == [.integer(1)])
            try database.write { try $0.execute("INSERT INTO t VALUES (2)") }
            #expect(try database.read { try $0.query("SELECT COUNT(*) FROM t") }[0][0] == .integer(2))
        }
    }

    /// With every connection held past the timeout, the next use fails as busy instead of waiting on.
    @Test func anExhaustedPoolFailsAtTheTimeout() async throws {
        let database = try Self.database(connections: 1, timeout: 2)
        let release = DispatchSemaphore(value: 0)
        let holding = DispatchSemaphore(value: 0)
        let held = Task {
            try await database.perform {
                try database.read { _ in
                    holding.signal()
                    release.wait()
                }
            }
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                holding.wait()
                continuation.resume()
            }
        }
        let error = await #expect(throws: PostgresError.self) {
            try await database.perform { try database.read { try $0.query("SELECT 1") } }
        }
        #expect(error?.kind == .busy)
        release.signal()
        try await held.value
        #expect(try await database.perform { try database.read { try $0.query("SELECT 1") } }[0][0] == .integer(1))
    }
}
