import QuillSync
import QuillTestSupport

@testable import QuillBackend

/// The backend tests' PostgreSQL: the test process's cluster, and a fresh schema per
/// database a test asks for (a schema is made in a moment; a database takes a while).
enum TestPostgres {
    /// The cluster, started the first time a test needs it.
    static func cluster() throws -> PostgresCluster {
        try PostgresCluster.shared.get()
    }

    /// A connection to the cluster's `postgres` database, to make schemas with.
    private static let admin: Result<PostgresDatabase, any Error> = Result {
        try PostgresDatabase(url: cluster().url(), connections: 2, timeout: 60)
    }

    private static let made = Locked<Int>(0)

    /// A new, empty schema; its name.
    static func newSchema() throws -> String {
        let name = "test_\(made.withLock { $0 += 1; return $0 })_\(UInt32.random(in: 0...UInt32.max))"
        try admin.get().write { try $0.execute("CREATE SCHEMA \"\(name)\"") }
        return name
    }

    /// A database location on a new, empty schema, with a pool of `connections`.
    static func newDatabase(connections: Int = 4) throws -> DatabaseLocation {
        .postgres(url: try cluster().url(schema: newSchema()), connections: connections, timeout: 60)
    }
}
