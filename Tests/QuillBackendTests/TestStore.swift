import Foundation
import Testing

@testable import QuillBackend

/// A fresh, empty database of one `TestDatabase` kind, opened, with what the tests read
/// of its catalog in either database's terms; a file database's directory goes with it.
final class TestStore: Sendable {
    let kind: TestDatabase
    let storage: any Storage
    private let directory: URL?

    init(_ kind: TestDatabase, observer: (@Sendable (String) -> Void)? = nil) throws {
        self.kind = kind
        let location: DatabaseLocation
        switch kind {
        case .sqliteFile:
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quill-backend-\(UUID().uuidString)")
            self.directory = directory
            location = .sqlite(path: directory.appendingPathComponent("data.sqlite").path)
        case .sqliteInMemory:
            directory = nil
            location = .sqliteInMemory
        case .postgres:
            directory = nil
            location = try TestPostgres.newDatabase()
        }
        storage = try location.open(observer: observer)
    }

    deinit {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    /// `sql` with its `?` placeholders spelled in the database's dialect.
    func spelled(_ sql: String) -> String {
        guard kind == .postgres else { return sql }
        var index = 0
        var result = ""
        for character in sql {
            if character == "?" {
                result += storage.dialect.placeholder(index)
                index += 1
            } else {
                result.append(character)
            }
        }
        return result
    }

    func rows(_ sql: String, _ arguments: [SQLValue] = []) throws -> [[SQLValue]] {
        let sql = spelled(sql)
        return try storage.read { try $0.query(sql, arguments) }.map(\.values)
    }

    func execute(_ sql: String, _ arguments: [SQLValue] = []) throws {
        let sql = spelled(sql)
        try storage.write { try $0.execute(sql, arguments) }
    }

    private func names(_ sql: String, _ arguments: [SQLValue] = []) throws -> [String] {
        try rows(sql, arguments).compactMap { $0[0].text }
    }

    /// The tables, by name (the driver's own, `_quill_events`, left out).
    func tables() throws -> [String] {
        switch kind {
        case .postgres:
            try names(
                #"SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name <> '_quill_events' ORDER BY table_name COLLATE "C""#
            )
        case .sqliteFile, .sqliteInMemory:
            try names("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
    }

    /// A table's columns in their order.
    func columns(_ table: String) throws -> [String] {
        switch kind {
        case .postgres:
            try names(
                "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position",
                [.text(table)])
        case .sqliteFile, .sqliteInMemory:
            try names("SELECT name FROM pragma_table_info(?)", [.text(table)])
        }
    }

    /// The indexes the migrations made (not those of primary keys), by name.
    func indexes() throws -> [String] {
        switch kind {
        case .postgres:
            try names(
                #"SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND indexname NOT LIKE '%\_pkey' ORDER BY indexname COLLATE "C""#
            )
        case .sqliteFile, .sqliteInMemory:
            try names("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
        }
    }

    /// Every table's and index's definition, to compare before and after.
    func definitions() throws -> [[SQLValue]] {
        switch kind {
        case .postgres:
            try rows(
                #"""
                SELECT table_name::text, column_name::text, data_type::text, is_nullable::text, column_default::text FROM information_schema.columns
                WHERE table_schema = current_schema() UNION ALL SELECT tablename::text, indexname::text, indexdef, '', '' FROM pg_indexes
                WHERE schemaname = current_schema() ORDER BY 1, 2
                """#)
        case .sqliteFile, .sqliteInMemory:
            try rows("SELECT sql FROM sqlite_master ORDER BY name")
        }
    }

    /// Expects the database consistent: every foreign key holds (and, on SQLite, the file is sound).
    func checkIntegrity() throws {
        switch kind {
        case .postgres:
            // Foreign keys are checked at every commit; none may be left unvalidated.
            #expect(try rows("SELECT conname FROM pg_constraint WHERE contype = 'f' AND NOT convalidated").isEmpty)
            #expect(
                try rows(
                    "SELECT COUNT(*) FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = current_schema()"
                )
                    != [[.integer(0)]])
        case .sqliteFile, .sqliteInMemory:
            #expect(try rows("PRAGMA integrity_check") == [[.text("ok")]])
            #expect(try rows("PRAGMA foreign_key_check").isEmpty)
        }
    }
}
