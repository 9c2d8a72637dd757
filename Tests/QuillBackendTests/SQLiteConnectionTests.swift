import QuillSQLite
import Testing

@testable import QuillBackend

/// The package's SQLite layer (`QuillSQLite`): the statement cache and transactions.
@Suite(.offThePool) struct SQLiteConnectionTests {
    @Test func statementsAreCachedBySQLAndTheCacheIsBounded() throws {
        let connection = try SQLiteConnection(path: ":memory:", busyTimeout: 0.1)
        _ = try connection.query("SELECT ?", [.integer(1)])
        _ = try connection.query("SELECT ?", [.integer(2)])
        #expect(connection.cachedStatementCount == 1)
        for value in 0..<connection.statementCacheLimit {
            #expect(try connection.query("SELECT \(value)").first?[0] == .integer(Int64(value)))
        }
        #expect(connection.cachedStatementCount == 1)
        #expect(try connection.query("SELECT ?", [.integer(3)]).first?[0] == .integer(3))
        #expect(connection.cachedStatementCount == 2)
    }

    @Test func aTransactionRollsBackWhenItsBodyThrowsAndRethrowsThatError() throws {
        struct Stop: Error, Equatable {}
        let connection = try SQLiteConnection(path: ":memory:", busyTimeout: 0.1)
        try connection.executeScript("CREATE TABLE t (x INTEGER)")
        #expect(throws: Stop()) {
            try connection.inTransaction {
                try connection.execute("INSERT INTO t VALUES (1)")
                throw Stop()
            }
        }
        // A statement's error, after which SQLite keeps the transaction open: rolled back too.
        let error = #expect(throws: SQLiteError.self) {
            try connection.inTransaction(.immediate) {
                try connection.execute("INSERT INTO t VALUES (2)")
                try connection.execute("INSERT INTO nowhere VALUES (3)")
            }
        }
        #expect(error?.message == "no such table: nowhere")
        #expect(error?.sql == "INSERT INTO nowhere VALUES (3)")
        #expect(try connection.inTransaction { try connection.query("SELECT COUNT(*) FROM t") }.first?[0] == .integer(0))
    }

    @Test func aCommitThatFailsRollsBackAndThrowsTheCommitsError() throws {
        let connection = try SQLiteConnection(path: ":memory:", busyTimeout: 0.1)
        try connection.executeScript(
            """
            PRAGMA foreign_keys = ON;
            CREATE TABLE p (id TEXT PRIMARY KEY);
            CREATE TABLE c (id TEXT, p TEXT REFERENCES p(id) DEFERRABLE INITIALLY DEFERRED)
            """)
        let error = #expect(throws: SQLiteError.self) {
            try connection.inTransaction { try connection.execute("INSERT INTO c VALUES ('1', 'nowhere')") }
        }
        #expect(error?.resultCode == SQLiteError.constraintForeignKey)
        #expect(error?.sql == "COMMIT")
        #expect(error?.description == "SQLite error 787: FOREIGN KEY constraint failed in COMMIT")
        #expect(try connection.inTransaction { try connection.query("SELECT COUNT(*) FROM c") }.first?[0] == .integer(0))
    }
}
