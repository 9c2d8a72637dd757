import Foundation

/// Where a backend stores its model's data.
public enum DatabaseLocation: Sendable, Hashable {
    /// A SQLite file, created (with its directory) when missing.
    case sqlite(path: String)
    /// A SQLite database in memory, gone with the backend (for tests and previews).
    case sqliteInMemory
    /// A PostgreSQL database, shared with any other process using it: `url` is a libpq
    /// connection string or URI (`postgres://USER:PASSWORD@HOST:PORT/DATABASE`), with at
    /// most `connections` connections at once; every transaction ends within `timeout`
    /// seconds (waiting for a connection, or for the server), or fails.
    case postgres(url: String, connections: Int = 10, timeout: Double = 10)

    /// `.quill/data.sqlite` in the directory of the model file at `modelPath`.
    package static func defaultSQLite(forModelAt modelPath: String) -> DatabaseLocation {
        let path = URL(fileURLWithPath: modelPath).deletingLastPathComponent()
            .appendingPathComponent(".quill").appendingPathComponent("data.sqlite").path
        return .sqlite(path: path)
    }

    /// Opens the database (creating what is missing); `observer` sees the SQL of every statement.
    package func open(observer: (@Sendable (String) -> Void)? = nil) throws -> any Storage {
        switch self {
        case .sqlite(let path):
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            return try SQLiteDatabase(path: path, observer: observer)
        case .sqliteInMemory:
            return try SQLiteDatabase(path: ":memory:", observer: observer)
        case .postgres(let url, let connections, let timeout):
            return try PostgresDatabase(url: url, connections: connections, timeout: timeout, observer: observer)
        }
    }
}
