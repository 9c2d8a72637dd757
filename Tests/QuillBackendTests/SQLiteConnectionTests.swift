import Testing
@testable import QuillBackend

/// The connection's statement cache.
@Suite(.offThePool) struct SQLiteConnectionTests {
    @Test func statementsAreCachedBySQLAndTheCacheIsBounded() throws {
        let connection = try SQLiteConnection(path: ":memory:", readOnly: false, busyTimeout: 100, observer: nil)
        _ = try connection.query("SELECT ?", [.integer(1)])
        _ = try connection.query("SELECT ?", [.integer(2)])
        #expect(connection.cachedStatementCount == 1)
        for value in 0..<SQLiteConnection.statementCacheLimit {
            #expect(try connection.query("SELECT \(value)").first?[0] == .integer(Int64(value)))
        }
        #expect(connection.cachedStatementCount == 1)
        #expect(try connection.query("SELECT ?", [.integer(3)]).first?[0] == .integer(3))
        #expect(connection.cachedStatementCount == 2)
    }
}
