import Foundation
import QuillSQLite
import QuillSync
import Testing

@testable import QuillBackend

/// The SQLite wrapper: values, errors, transactions, the writer and the readers.
@Suite(.offThePool) struct SQLiteDatabaseTests {
    @Test func bindsAndReadsEveryValueType() throws {
        let database = try SQLiteDatabase(path: ":memory:")
        let values: [SQLValue] = [.integer(-42), .real(2.5), .text("héllo \"q\" 'x'"), .blob([0, 1, 255]), .null, .integer(Int64.max), .text("")]
        let row = try database.write { db in
            try db.execute("CREATE TABLE t (a, b, c, d, e, f, g)")
            try db.execute("INSERT INTO t VALUES (?, ?, ?, ?, ?, ?, ?)", values)
            return try db.query("SELECT * FROM t")
        }
        #expect(row.count == 1)
        #expect(row[0].values == values)
        #expect(row[0].columns == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(row[0]["c"] == .text("héllo \"q\" 'x'"))
        #expect(row[0]["missing"] == .null)
    }

    @Test func fileDatabasesUseWALAndForeignKeys() throws {
        try Fixtures.withTemporaryDirectory { directory in
            let database = try SQLiteDatabase(path: directory.appendingPathComponent("data.sqlite").path)
            #expect(try database.read { try $0.query("PRAGMA journal_mode") }.first?[0] == .text("wal"))
            #expect(try database.read { try $0.query("PRAGMA foreign_keys") }.first?[0] == .integer(1))
            #expect(try database.write { try $0.query("PRAGMA foreign_keys") }.first?[0] == .integer(1))
        }
    }

    @Test func uniqueViolationsAreRecognizable() throws {
        let database = try SQLiteDatabase(path: ":memory:")
        try database.write { try $0.execute("CREATE TABLE t (id TEXT PRIMARY KEY, email TEXT UNIQUE)") }
        try database.write { try $0.execute("INSERT INTO t VALUES ('1', 'a@b')") }
        let error = #expect(throws: SQLiteError.self) {
            try database.write { try $0.execute("INSERT INTO t VALUES ('2', 'a@b')") }
        }
        #expect(error?.resultCode == 2067)
        #expect(error?.kind == .uniqueViolation(UniqueKey(table: "t", columns: ["email"])))
        #expect(error?.message == "UNIQUE constraint failed: t.email")
        #expect(error?.sql == "INSERT INTO t VALUES ('2', 'a@b')")
        let primary = #expect(throws: SQLiteError.self) {
            try database.write { try $0.execute("INSERT INTO t VALUES ('1', 'c@d')") }
        }
        #expect(primary?.kind == .uniqueViolation(UniqueKey(table: "t", columns: ["id"])))
        try database.write { try $0.execute("CREATE TABLE pair (a TEXT, b TEXT, UNIQUE (a, b))") }
        try database.write { try $0.execute("INSERT INTO pair VALUES ('x', 'y')") }
        let pair = #expect(throws: SQLiteError.self) {
            try database.write { try $0.execute("INSERT INTO pair VALUES ('x', 'y')") }
        }
        #expect(pair?.kind == .uniqueViolation(UniqueKey(table: "pair", columns: ["a", "b"])))
    }

    @Test func foreignKeyViolationsAreRecognizable() throws {
        let database = try SQLiteDatabase(path: ":memory:")
        try database.write { db in
            try db.execute("CREATE TABLE p (id TEXT PRIMARY KEY)")
            try db.execute("CREATE TABLE c (id TEXT PRIMARY KEY, p TEXT REFERENCES p(id))")
        }
        let error = #expect(throws: SQLiteError.self) {
            try database.write { try $0.execute("INSERT INTO c VALUES ('1', 'nowhere')") }
        }
        #expect(error?.kind == .foreignKeyViolation)
    }

    @Test func aThrowingTransactionRollsBackAndRethrowsItsError() throws {
        struct Stop: Error, Equatable {}
        let database = try SQLiteDatabase(path: ":memory:")
        try database.write { try $0.execute("CREATE TABLE t (x INTEGER)") }
        #expect(throws: Stop()) {
            try database.write { db in
                try db.execute("INSERT INTO t VALUES (1)")
                throw Stop()
            }
        }
        #expect(throws: SQLiteError.self) {
            try database.write { db in
                try db.execute("INSERT INTO t VALUES (2)")
                try db.execute("INSERT INTO nowhere VALUES (3)")
            }
        }
        try database.write { try $0.execute("INSERT INTO t VALUES (4)") }
        #expect(try database.read { try $0.query("SELECT x FROM t") }.map { $0[0] } == [.integer(4)])
    }

    @Test func statementErrors() throws {
        let database = try SQLiteDatabase(path: ":memory:")
        let syntax = #expect(throws: SQLiteError.self) { try database.read { try $0.query("SELEC 1") } }
        #expect(syntax?.message == "near \"SELEC\": syntax error")
        let two = #expect(throws: SQLiteError.self) { try database.read { try $0.query("SELECT 1; SELECT 2") } }
        #expect(two?.message == "more than one statement; run scripts with executeScript")
        let arity = #expect(throws: SQLiteError.self) { try database.read { try $0.query("SELECT ?", []) } }
        #expect(arity?.message == "the statement has 1 parameters but 0 arguments were given")
        // The cached statement was reset and works again after the error.
        #expect(try database.read { try $0.query("SELECT ? + 1", [.integer(1)]) }.first?[0] == .integer(2))
        #expect(try database.read { try $0.query("SELECT ? + 1", [.integer(5)]) }.first?[0] == .integer(6))
    }

    @Test func changesAreCounted() throws {
        let database = try SQLiteDatabase(path: ":memory:")
        let changed = try database.write { db in
            try db.execute("CREATE TABLE t (x INTEGER)")
            for value in 0..<5 { try db.execute("INSERT INTO t VALUES (?)", [.integer(Int64(value))]) }
            return try db.execute("UPDATE t SET x = x + 1 WHERE x >= ?", [.integer(2)])
        }
        #expect(changed == 3)
    }

    @Test func observerSeesEveryStatement() throws {
        let seen = Locked<[String]>([])
        let database = try SQLiteDatabase(path: ":memory:") { sql in seen.withLock { $0.append(sql) } }
        _ = try database.read { try $0.query("SELECT 1") }
        #expect(seen.withLock { $0 } == ["PRAGMA foreign_keys = ON", "BEGIN", "SELECT 1", "COMMIT"])
    }

    @Test func readersSeeCommittedDataWhileTheWriterWrites() async throws {
        try await Fixtures.withTemporaryDirectoryAsync { directory in
            let database = try SQLiteDatabase(path: directory.appendingPathComponent("data.sqlite").path)
            try database.write { try $0.execute("CREATE TABLE t (x INTEGER)") }
            let writes = 200
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for value in 0..<writes {
                        try database.write { try $0.execute("INSERT INTO t VALUES (?)", [.integer(Int64(value))]) }
                    }
                }
                for _ in 0..<4 {
                    group.addTask {
                        var last: Int64 = 0
                        for _ in 0..<100 {
                            // Within one read transaction both statements see the same snapshot.
                            let (count, sum) = try database.read { db in
                                (
                                    try db.query("SELECT COUNT(*) FROM t")[0][0].integer!,
                                    try db.query("SELECT COALESCE(SUM(x), 0) FROM t")[0][0].integer!
                                )
                            }
                            #expect(sum == count * (count - 1) / 2)
                            #expect(count >= last)
                            last = count
                        }
                    }
                }
                try await group.waitForAll()
            }
            #expect(try database.read { try $0.query("SELECT COUNT(*) FROM t") }[0][0] == .integer(Int64(writes)))
        }
    }

    @Test func aReadDoesNotWaitForAnOpenWriteTransaction() throws {
        try Fixtures.withTemporaryDirectory { directory in
            let database = try SQLiteDatabase(path: directory.appendingPathComponent("data.sqlite").path)
            try database.write { try $0.execute("CREATE TABLE t (x INTEGER)") }
            let seenDuringWrite = try database.write { db in
                try db.execute("INSERT INTO t VALUES (1)")
                // Another thread reads while this transaction is open: it sees the last commit.
                let result = Locked<Result<[SQLRow], any Error>?>(nil)
                let done = DispatchSemaphore(value: 0)
                Thread {
                    let rows = Result { try database.read { try $0.query("SELECT COUNT(*) FROM t") } }
                    result.withLock { $0 = rows }
                    done.signal()
                }.start()
                #expect(done.wait(timeout: .now() + 10) == .success)
                return try result.withLock { try $0?.get() }?.first?[0]
            }
            #expect(seenDuringWrite == .integer(0))
            #expect(try database.read { try $0.query("SELECT COUNT(*) FROM t") }.first?[0] == .integer(1))
        }
    }

    @Test func theDefaultDatabaseIsBesideTheModelAndOpensWithItsDirectory() throws {
        #expect(DatabaseLocation.defaultSQLite(forModelAt: "/srv/app/schema.graphql") == .sqlite(path: "/srv/app/.quill/data.sqlite"))
        try Fixtures.withTemporaryDirectory { directory in
            let database = try DatabaseLocation.defaultSQLite(forModelAt: directory.appendingPathComponent("schema.graphql").path).open()
            try database.write { try $0.execute("CREATE TABLE t (x)") }
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(".quill/data.sqlite").path))
        }
    }
}
