import Foundation
import Testing

@testable import QuillBackend

/// Migrations: fresh, additive, refused destructive, accepted destructive.
@Suite(.offThePool) struct MigratorTests {
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

    /// Runs `body` with a migrator on a fresh database of `kind`.
    func withDatabase(_ kind: TestDatabase, _ body: (TestStore, Migrator) throws -> Void) throws {
        let database = try TestStore(kind)
        try body(database, Migrator(storage: database.storage))
    }

    /// Two posts and three comments (two on the first post, one on none).
    func insertBlogData(_ database: TestStore) throws {
        let now = SQLValue.text("2026-01-01T00:00:00.000Z")
        for (id, title) in [("p1", "First"), ("p2", "Second")] {
            try database.execute(
                #"INSERT INTO "Post" (id, title, body, "createdAt", "updatedAt") VALUES (?, ?, 'text', ?, ?)"#, [.text(id), .text(title), now, now])
        }
        for (id, post) in [("c1", SQLValue.text("p1")), ("c2", .text("p1")), ("c3", .null)] {
            try database.execute(
                #"INSERT INTO "Comment" (id, message, post, "createdAt", "updatedAt") VALUES (?, 'hi', ?, ?, ?)"#, [.text(id), post, now, now])
        }
    }

    @Test(arguments: TestDatabase.allCases)
    func freshDatabase(kind: TestDatabase) throws {
        try withDatabase(kind) { database, migrator in
            let plan = try migrator.migrate(to: Fixtures.model(Self.blog))
            #expect(plan.summary == ["create table Post for type Post", "create table Comment for type Comment"])
            #expect(plan.destructiveChanges.isEmpty)
            #expect(try database.tables() == ["Comment", "Post", "_quill_schema"])
            #expect(try database.columns("Comment") == ["id", "message", "createdAt", "updatedAt", "post"])
            #expect(try database.indexes() == ["Comment_post_idx"])
            #expect(try migrator.migrate(to: Fixtures.model(Self.blog)).isEmpty)
            let applied = try database.storage.read { try Migrator.appliedSchema($0) }
            #expect(applied == DatabaseSchema(model: try Fixtures.model(Self.blog)))
        }
    }

    @Test(arguments: TestDatabase.allCases)
    func additiveChangesApplyAndKeepTheData(kind: TestDatabase) throws {
        try withDatabase(kind) { database, migrator in
            try migrator.migrate(to: Fixtures.model(Self.blog))
            try insertBlogData(database)
            let grown = try Fixtures.model(
                """
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
            #expect(
                plan.summary == [
                    "add column Post.views", "add column Post.slug", "create index Post_slug_key",
                    "add column Comment.author", "create index Comment_author_idx",
                    "create table Tag for type Tag", "create table Author for type Author", "create table _PostToTag for relation PostToTag",
                ])
            #expect(try database.tables() == ["Author", "Comment", "Post", "Tag", "_PostToTag", "_quill_schema"])
            #expect(
                try database.rows(#"SELECT id, title, views, slug FROM "Post" ORDER BY id"#) == [
                    [.text("p1"), .text("First"), .integer(0), .null],
                    [.text("p2"), .text("Second"), .integer(0), .null],
                ])
            #expect(
                try database.rows(#"SELECT id, post FROM "Comment" ORDER BY id"#) == [
                    [.text("c1"), .text("p1")], [.text("c2"), .text("p1")], [.text("c3"), .null],
                ])
            // The new unique index is live.
            let error = #expect(throws: (any Error).self) { try database.execute(#"UPDATE "Post" SET slug = 'same'"#) }
            #expect((error as? any DatabaseFailure)?.kind == .uniqueViolation(UniqueKey(table: "Post", columns: ["slug"])))
            try database.checkIntegrity()
            #expect(try migrator.migrate(to: grown).isEmpty)
        }
    }

    @Test(arguments: TestDatabase.allCases)
    func newRequiredFieldWithoutDefaultIsAdditiveOnAnEmptyTable(kind: TestDatabase) throws {
        try withDatabase(kind) { database, migrator in
            try migrator.migrate(to: Fixtures.model(Self.blog))
            let plan = try migrator.migrate(
                to: Fixtures.model(Self.blog.replacingOccurrences(of: "body: String!", with: "body: String!\n  rating: Int!")))
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

    @Test(arguments: TestDatabase.allCases)
    func destructiveChangesAreRefusedAndChangeNothing(kind: TestDatabase) throws {
        try withDatabase(kind) { database, migrator in
            try migrator.migrate(to: Fixtures.model(Self.blog + "\ntype Tag @model { name: String }\ntype Draft @model { text: String }"))
            try insertBlogData(database)
            let before = try database.definitions()
            let error = #expect(throws: MigrationError.self) {
                try migrator.migrate(to: Fixtures.model(Self.destructive))
            }
            #expect(
                error?.destructiveChanges == [
                    "type Draft was removed; its table Draft would be dropped with its 0 rows",
                    "field Post.body was removed (type Post); its values would be lost",
                    "field Post.title changed type from String! to Int!; its values would be lost",
                    "field Post.rating is new, required and has no default, but table Post has 2 rows; they would be deleted",
                ])
            #expect(
                error?.description == """
                    The model change would lose data:
                      - type Draft was removed; its table Draft would be dropped with its 0 rows
                      - field Post.body was removed (type Post); its values would be lost
                      - field Post.title changed type from String! to Int!; its values would be lost
                      - field Post.rating is new, required and has no default, but table Post has 2 rows; they would be deleted
                    Apply it anyway with --accept-data-loss.
                    """)
            #expect(try database.definitions() == before)
            #expect(try database.rows(#"SELECT COUNT(*) FROM "Post""#) == [[.integer(2)]])
            let applied = try database.storage.read { try Migrator.appliedSchema($0) }
            #expect(applied?.table(named: "Draft") != nil)
        }
    }

    @Test(arguments: TestDatabase.allCases)
    func acceptedDestructiveChangesApply(kind: TestDatabase) throws {
        try withDatabase(kind) { database, migrator in
            try migrator.migrate(to: Fixtures.model(Self.blog + "\ntype Draft @model { text: String }"))
            try insertBlogData(database)
            let plan = try migrator.migrate(to: Fixtures.model(Self.destructive), acceptDataLoss: true)
            #expect(plan.destructiveChanges.count == 4)
            #expect(try database.tables() == ["Comment", "Post", "Tag", "_quill_schema"])
            // PostgreSQL changes a table in place: the retyped title is dropped and added again, at the end.
            let columns =
                kind == .postgres ? ["id", "createdAt", "updatedAt", "title", "rating"] : ["id", "title", "rating", "createdAt", "updatedAt"]
            #expect(try database.columns("Post") == columns)
            // The new required field without a default emptied Post; comments keep no dangling post.
            #expect(try database.rows(#"SELECT COUNT(*) FROM "Post""#) == [[.integer(0)]])
            #expect(
                try database.rows(#"SELECT id, post FROM "Comment" ORDER BY id"#) == [
                    [.text("c1"), .null], [.text("c2"), .null], [.text("c3"), .null],
                ])
            try database.checkIntegrity()
            #expect(try migrator.migrate(to: Fixtures.model(Self.destructive)).isEmpty)
        }
    }

    @Test(arguments: TestDatabase.allCases)
    func rebuildingATableKeepsItsRowsAndTheReferencesToIt(kind: TestDatabase) throws {
        try withDatabase(kind) { database, migrator in
            try migrator.migrate(to: Fixtures.model(Self.blog))
            try insertBlogData(database)
            let withoutBody = Self.blog.replacingOccurrences(of: "  body: String!\n", with: "")
            let plan = try migrator.migrate(to: Fixtures.model(withoutBody), acceptDataLoss: true)
            #expect(plan.summary == ["rebuild table Post"])
            #expect(try database.columns("Post") == ["id", "title", "createdAt", "updatedAt"])
            #expect(
                try database.rows(#"SELECT c.id, p.title FROM "Comment" c JOIN "Post" p ON p.id = c.post ORDER BY c.id"#) == [
                    [.text("c1"), .text("First")], [.text("c2"), .text("First")],
                ])
            // Foreign keys still act on the rebuilt table.
            try database.execute(#"DELETE FROM "Post" WHERE id = 'p1'"#)
            #expect(
                try database.rows(#"SELECT id, post FROM "Comment" ORDER BY id"#) == [
                    [.text("c1"), .null], [.text("c2"), .null], [.text("c3"), .null],
                ])
            try database.checkIntegrity()
        }
    }

    @Test(arguments: TestDatabase.allCases)
    func makingAFieldRequiredWhileRowsLackItIsDestructive(kind: TestDatabase) throws {
        try withDatabase(kind) { database, migrator in
            try migrator.migrate(to: Fixtures.model(Self.blog.replacingOccurrences(of: "body: String!", with: "body: String")))
            try insertBlogData(database)
            try database.execute(#"UPDATE "Post" SET body = NULL WHERE id = 'p1'"#)
            let required = try Fixtures.model(Self.blog)
            let error = #expect(throws: MigrationError.self) { try migrator.migrate(to: required) }
            #expect(error?.destructiveChanges == ["field Post.body is now required, but 1 rows of Post have no value; they would be deleted"])
            try migrator.migrate(to: required, acceptDataLoss: true)
            #expect(try database.rows(#"SELECT id FROM "Post""#) == [[.text("p2")]])
            #expect(try database.rows(#"SELECT COUNT(*) FROM "Comment" WHERE post IS NOT NULL"#) == [[.integer(0)]])
            try database.checkIntegrity()
        }
    }

    @Test(arguments: TestDatabase.allCases)
    func removingAManyToManyRelationIsDestructive(kind: TestDatabase) throws {
        let tagged = """
            type Post @model { title: String tags: [Tag] }
            type Tag @model { name: String posts: [Post] }
            """
        try withDatabase(kind) { database, migrator in
            try migrator.migrate(to: Fixtures.model(tagged))
            let error = #expect(throws: MigrationError.self) {
                try migrator.migrate(to: Fixtures.model("type Post @model { title: String }\ntype Tag @model { name: String }"))
            }
            #expect(error?.destructiveChanges == ["relation PostToTag was removed; its table _PostToTag would be dropped with its 0 rows"])
        }
    }
}
