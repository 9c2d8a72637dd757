import Foundation
import Testing

@testable import QuillBackend

/// Removing enum values that rows hold.
@Suite(.offThePool) struct EnumMigrationTests {
    static func model(values: String, required: Bool) throws -> Model {
        try Fixtures.model("enum Status { \(values) }\ntype Post @model { status: Status\(required ? "!" : "") }")
    }

    func statuses(_ database: TestStore) throws -> [SQLValue] {
        try database.rows(#"SELECT status FROM "Post" ORDER BY id"#).map { $0[0] }
    }

    @Test(arguments: TestDatabase.allCases, [false, true])
    func removedEnumValueHeldByRows(kind: TestDatabase, required: Bool) throws {
        do {
            let database = try TestStore(kind)
            let migrator = Migrator(storage: database.storage)
            try migrator.migrate(to: Self.model(values: "DRAFT PUBLISHED ARCHIVED UNUSED", required: required))
            let now = SQLValue.text("2026-01-01T00:00:00.000Z")
            for (id, status) in [("1", "DRAFT"), ("2", "ARCHIVED"), ("3", "PUBLISHED")] {
                try database.execute(#"INSERT INTO "Post" VALUES (?, ?, ?, ?)"#, [.text(id), .text(status), now, now])
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
