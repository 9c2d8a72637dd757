import Foundation
import Testing
@testable import QuillBackend

/// Removing enum values that rows hold.
@Suite struct EnumMigrationTests {
    static func model(values: String, required: Bool) throws -> Model {
        try Fixtures.model("enum Status { \(values) }\ntype Post @model { status: Status\(required ? "!" : "") }")
    }

    func statuses(_ database: SQLiteDatabase) throws -> [SQLValue] {
        try database.read { try $0.query(#"SELECT status FROM "Post" ORDER BY id"#) }.map { $0[0] }
    }

    @Test(arguments: [false, true])
    func removedEnumValueHeldByRows(required: Bool) throws {
        try Fixtures.withTemporaryDirectory { directory in
            let database = try SQLiteDatabase(path: directory.appendingPathComponent("data.sqlite").path)
            let migrator = Migrator(storage: database)
            try migrator.migrate(to: Self.model(values: "DRAFT PUBLISHED ARCHIVED UNUSED", required: required))
            try database.write { db in
                for (id, status) in [("1", "DRAFT"), ("2", "ARCHIVED"), ("3", "PUBLISHED")] {
                    try db.execute(#"INSERT INTO "Post" VALUES (?, ?, '', '')"#, [.text(id), .text(status)])
                }
            }
            // Removing a value no row holds is not destructive.
            let unused = try migrator.migrate(to: Self.model(values: "DRAFT PUBLISHED ARCHIVED", required: required))
            #expect(unused.destructiveChanges.isEmpty && unused.isEmpty)
            let shrunk = try Self.model(values: "PUBLISHED", required: required)
            let error = #expect(throws: MigrationError.self) { try migrator.migrate(to: shrunk) }
            let outcome = required ? "they would be deleted" : "they would be set to null"
            #expect(error?.destructiveChanges == ["field Post.status lost the enum values DRAFT, ARCHIVED, which 2 rows hold; \(outcome)"])
            try migrator.migrate(to: shrunk, acceptDataLoss: true)
            #expect(try statuses(database) == (required ? [.text("PUBLISHED")] : [.null, .null, .text("PUBLISHED")]))
        }
    }
}
