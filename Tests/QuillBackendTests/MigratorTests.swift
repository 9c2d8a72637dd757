import Foundation
import Testing
@testable import QuillBackend

/// Migrations: fresh, additive, refused destructive, accepted destructive.
@Suite struct MigratorTests {
    static let blog = """
        type Post @model {
          title: String!
          body: String!
          comments: [Comment]
        }
        type Comment @model {
          message: String!
          post: Post
        }
        """

    /// Runs `body` with a migrator on a fresh database file.
    func withDatabase(_ body: (SQLiteDatabase, Migrator) throws -> Void) throws {
        try Fixtures.withTemporaryDirectory { directory in
            let database = try SQLiteDatabase(path: directory.appendingPathComponent("data.sqlite").path)
            try body(database, Migrator(storage: database))
        }
    }

    func tables(_ database: SQLiteDatabase) throws -> [String] {
        try database.read { try $0.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") }.compactMap { $0[0].text }
    }

    func columns(_ database: SQLiteDatabase, _ table: String) throws -> [String] {
        try database.read { try $0.query("SELECT name FROM pragma_table_info(?)", [.text(table)]) }.compactMap { $0[0].text }
    }

    func rows(_ database: SQLiteDatabase, _ sql: String) throws -> [[SQLValue]] {
        try database.read { try $0.query(sql) }.map(\.values)
    }

    /// Two posts and three comments (two on the first post, one on none).
    func insertBlogData(_ database: SQLiteDatabase) throws {
        try database.write { db in
            let now = SQLValue.text("2026-01-01T00:00:00.000Z")
            for (id, title) in [("p1", "First"), ("p2", "Second")] {
                try db.execute(#"INSERT INTO "Post" (id, title, body, createdAt, updatedAt) VALUES (?, ?, 'text', ?, ?)"#, [.text(id), .text(title), now, now])
            }
            for (id, post) in [("c1", SQLValue.text("p1")), ("c2", .text("p1")), ("c3", .null)] {
                try db.execute(#"INSERT INTO "Comment" (id, message, post, createdAt, updatedAt) VALUES (?, 'hi', ?, ?, ?)"#, [.text(id), post, now, now])
            }
        }
    }

    func checkIntegrity(_ database: SQLiteDatabase) throws {
        #expect(try rows(database, "PRAGMA integrity_check") == [[.text("ok")]])
        #expect(try rows(database, "PRAGMA foreign_key_check").isEmpty)
    }

    @Test func freshDatabase() throws {
        try withDatabase { database, migrator in
            let plan = try migrator.migrate(to: Fixtures.model(Self.blog))
            #expect(plan.summary == ["create table Post for type Post", "create table Comment for type Comment"])
            #expect(plan.destructiveChanges.isEmpty)
            #expect(try tables(database) == ["Comment", "Post", "_quill_schema"])
            #expect(try columns(database, "Comment") == ["id", "message", "createdAt", "updatedAt", "post"])
            #expect(try rows(database, "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL") == [[.text("Comment_post_idx")]])
            #expect(try migrator.migrate(to: Fixtures.model(Self.blog)).isEmpty)
            let applied = try database.read { try Migrator.appliedSchema($0) }
            #expect(applied == DatabaseSchema(model: try Fixtures.model(Self.blog)))
        }
    }

    @Test func additiveChangesApplyAndKeepTheData() throws {
        try withDatabase { database, migrator in
            try migrator.migrate(to: Fixtures.model(Self.blog))
            try insertBlogData(database)
            let grown = try Fixtures.model("""
                type Post @model {
                  title: String!
                  body: String!
                  views: Int! @default(value: 0)
                  slug: String @unique
                  comments: [Comment]
                  tags: [Tag]
                }
                type Comment @model {
                  message: String!
                  post: Post
                  author: Author
                }
                type Tag @model {
                  name: String! @unique
                  posts: [Post]
                }
                type Author @model {
                  name: String!
                  comments: [Comment]
                }
                """)
            let plan = try migrator.migrate(to: grown)
            #expect(plan.destructiveChanges.isEmpty)
            #expect(plan.summary == [
                "add column Post.views", "add column Post.slug", "create index Post_slug_key",
                "add column Comment.author", "create index Comment_author_idx",
                "create table Tag for type Tag", "create table Author for type Author", "create table _PostToTag for relation PostToTag",
            ])
            #expect(try tables(database) == ["Author", "Comment", "Post", "Tag", "_PostToTag", "_quill_schema"])
            #expect(try rows(database, #"SELECT id, title, views, slug FROM "Post" ORDER BY id"#) == [
                [.text("p1"), .text("First"), .integer(0), .null],
                [.text("p2"), .text("Second"), .integer(0), .null],
            ])
            #expect(try rows(database, #"SELECT id, post FROM "Comment" ORDER BY id"#) == [
                [.text("c1"), .text("p1")], [.text("c2"), .text("p1")], [.text("c3"), .null],
            ])
            // The new unique index is live.
            #expect(throws: SQLiteError.self) {
                try database.write { try $0.execute(#"UPDATE "Post" SET slug = 'same'"#) }
            }
            try checkIntegrity(database)
            #expect(try migrator.migrate(to: grown).isEmpty)
        }
    }

    @Test func newRequiredFieldWithoutDefaultIsAdditiveOnAnEmptyTable() throws {
        try withDatabase { database, migrator in
            try migrator.migrate(to: Fixtures.model(Self.blog))
            let plan = try migrator.migrate(to: Fixtures.model(Self.blog.replacingOccurrences(of: "body: String!", with: "body: String!\n  rating: Int!")))
            #expect(plan.destructiveChanges.isEmpty)
            #expect(plan.summary == ["add column Post.rating"])
        }
    }

    static let destructive = """
        type Post @model {
          title: Int!
          rating: Int!
          comments: [Comment]
        }
        type Comment @model {
          message: String!
          post: Post
        }
        type Tag @model {
          name: String
        }
        """

    @Test func destructiveChangesAreRefusedAndChangeNothing() throws {
        try withDatabase { database, migrator in
            try migrator.migrate(to: Fixtures.model(Self.blog + "\ntype Tag @model { name: String }\ntype Draft @model { text: String }"))
            try insertBlogData(database)
            let before = try rows(database, "SELECT sql FROM sqlite_master ORDER BY name")
            let error = #expect(throws: MigrationError.self) {
                try migrator.migrate(to: Fixtures.model(Self.destructive))
            }
            #expect(error?.destructiveChanges == [
                "type Draft was removed; its table Draft would be dropped with its 0 rows",
                "field Post.body was removed (type Post); its values would be lost",
                "field Post.title changed type from String! to Int!; its values would be lost",
                "field Post.rating is new, required and has no default, but table Post has 2 rows; they would be deleted",
            ])
            #expect(error?.description == """
                The model change would lose data:
                  - type Draft was removed; its table Draft would be dropped with its 0 rows
                  - field Post.body was removed (type Post); its values would be lost
                  - field Post.title changed type from String! to Int!; its values would be lost
                  - field Post.rating is new, required and has no default, but table Post has 2 rows; they would be deleted
                Apply it anyway with --accept-data-loss.
                """)
            #expect(try rows(database, "SELECT sql FROM sqlite_master ORDER BY name") == before)
            #expect(try rows(database, #"SELECT COUNT(*) FROM "Post""#) == [[.integer(2)]])
            let applied = try database.read { try Migrator.appliedSchema($0) }
            #expect(applied?.table(named: "Draft") != nil)
        }
    }

    @Test func acceptedDestructiveChangesApply() throws {
        try withDatabase { database, migrator in
            try migrator.migrate(to: Fixtures.model(Self.blog + "\ntype Draft @model { text: String }"))
            try insertBlogData(database)
            let plan = try migrator.migrate(to: Fixtures.model(Self.destructive), acceptDataLoss: true)
            #expect(plan.destructiveChanges.count == 4)
            #expect(try tables(database) == ["Comment", "Post", "Tag", "_quill_schema"])
            #expect(try columns(database, "Post") == ["id", "title", "rating", "createdAt", "updatedAt"])
            // The new required field without a default emptied Post; comments keep no dangling post.
            #expect(try rows(database, #"SELECT COUNT(*) FROM "Post""#) == [[.integer(0)]])
            #expect(try rows(database, #"SELECT id, post FROM "Comment" ORDER BY id"#) == [
                [.text("c1"), .null], [.text("c2"), .null], [.text("c3"), .null],
            ])
            try checkIntegrity(database)
            #expect(try migrator.migrate(to: Fixtures.model(Self.destructive)).isEmpty)
        }
    }

    @Test func rebuildingATableKeepsItsRowsAndTheReferencesToIt() throws {
        try withDatabase { database, migrator in
            try migrator.migrate(to: Fixtures.model(Self.blog))
            try insertBlogData(database)
            let withoutBody = Self.blog.replacingOccurrences(of: "  body: String!\n", with: "")
            let plan = try migrator.migrate(to: Fixtures.model(withoutBody), acceptDataLoss: true)
            #expect(plan.summary == ["rebuild table Post"])
            #expect(try columns(database, "Post") == ["id", "title", "createdAt", "updatedAt"])
            #expect(try rows(database, #"SELECT c.id, p.title FROM "Comment" c JOIN "Post" p ON p.id = c.post ORDER BY c.id"#) == [
                [.text("c1"), .text("First")], [.text("c2"), .text("First")],
            ])
            // Foreign keys still act on the rebuilt table.
            try database.write { try $0.execute(#"DELETE FROM "Post" WHERE id = 'p1'"#) }
            #expect(try rows(database, #"SELECT id, post FROM "Comment" ORDER BY id"#) == [
                [.text("c1"), .null], [.text("c2"), .null], [.text("c3"), .null],
            ])
            try checkIntegrity(database)
        }
    }

    @Test func makingAFieldRequiredWhileRowsLackItIsDestructive() throws {
        try withDatabase { database, migrator in
            try migrator.migrate(to: Fixtures.model(Self.blog.replacingOccurrences(of: "body: String!", with: "body: String")))
            try insertBlogData(database)
            try database.write { try $0.execute(#"UPDATE "Post" SET body = NULL WHERE id = 'p1'"#) }
            let required = try Fixtures.model(Self.blog)
            let error = #expect(throws: MigrationError.self) { try migrator.migrate(to: required) }
            #expect(error?.destructiveChanges == ["field Post.body is now required, but 1 rows of Post have no value; they would be deleted"])
            try migrator.migrate(to: required, acceptDataLoss: true)
            #expect(try rows(database, #"SELECT id FROM "Post""#) == [[.text("p2")]])
            #expect(try rows(database, #"SELECT COUNT(*) FROM "Comment" WHERE post IS NOT NULL"#) == [[.integer(0)]])
            try checkIntegrity(database)
        }
    }

    @Test func removingAManyToManyRelationIsDestructive() throws {
        let tagged = """
            type Post @model { title: String tags: [Tag] }
            type Tag @model { name: String posts: [Post] }
            """
        try withDatabase { database, migrator in
            try migrator.migrate(to: Fixtures.model(tagged))
            let error = #expect(throws: MigrationError.self) {
                try migrator.migrate(to: Fixtures.model("type Post @model { title: String }\ntype Tag @model { name: String }"))
            }
            #expect(error?.destructiveChanges == ["relation PostToTag was removed; its table _PostToTag would be dropped with its 0 rows"])
        }
    }
}
