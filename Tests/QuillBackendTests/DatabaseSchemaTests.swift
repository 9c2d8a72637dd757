import Testing

@testable import QuillBackend

/// The tables derived from a model and the SQL SQLite creates them with.
@Suite(.offThePool) struct DatabaseSchemaTests {
    let dialect = SQLiteDialect()

    @Test func conferencePlannerTables() throws {
        let model = try Model.read(contentsOfFile: Fixtures.examplePath("ConferencePlanner/schema.graphql"))
        let schema = DatabaseSchema(model: model)
        #expect(schema.tables.map(\.name) == ["Conference", "Attendee", "_Attendees"])
        #expect(
            schema.tables.flatMap { dialect.createTable($0) } == [
                #"CREATE TABLE "Conference" ("id" TEXT PRIMARY KEY NOT NULL, "name" TEXT, "city" TEXT, "year" TEXT, "createdAt" TEXT NOT NULL, "updatedAt" TEXT NOT NULL)"#,
                #"CREATE TABLE "Attendee" ("id" TEXT PRIMARY KEY NOT NULL, "name" TEXT, "createdAt" TEXT NOT NULL, "updatedAt" TEXT NOT NULL)"#,
                #"CREATE TABLE "_Attendees" ("A" TEXT NOT NULL REFERENCES "Attendee"("id") ON DELETE CASCADE, "B" TEXT NOT NULL REFERENCES "Conference"("id") ON DELETE CASCADE)"#,
                #"CREATE UNIQUE INDEX "_Attendees_AB_unique" ON "_Attendees" ("A", "B")"#,
                #"CREATE INDEX "_Attendees_B_index" ON "_Attendees" ("B")"#,
            ])
        #expect(schema.table(named: "Conference")?.column(named: "name")?.isRequired == true)
        #expect(schema.table(named: "Conference")?.column(named: "name")?.modelType == "String!")
        #expect(schema.table(named: "_Attendees")?.origin == .relation("Attendees"))
    }

    @Test func blogTables() throws {
        let model = try Model.read(contentsOfFile: Fixtures.examplePath("Blog/schema.graphql"))
        #expect(
            DatabaseSchema(model: model).tables.flatMap { dialect.createTable($0) } == [
                #"CREATE TABLE "Post" ("id" TEXT PRIMARY KEY NOT NULL, "title" TEXT, "body" TEXT, "createdAt" TEXT NOT NULL, "updatedAt" TEXT NOT NULL)"#,
                #"CREATE TABLE "Comment" ("id" TEXT PRIMARY KEY NOT NULL, "message" TEXT, "createdAt" TEXT NOT NULL, "updatedAt" TEXT NOT NULL, "post" TEXT REFERENCES "Post"("id") ON DELETE SET NULL)"#,
                #"CREATE INDEX "Comment_post_idx" ON "Comment" ("post")"#,
            ])
    }

    @Test func columnTypesDefaultsUniquesAndOneToOne() throws {
        let model = try Fixtures.model(
            """
            enum Role { ADMIN MEMBER }
            type User @model {
              email: String! @unique
              handle: String @unique(fields: ["team"])
              team: String
              role: Role! @default(value: MEMBER)
              age: Int @default(value: 30)
              score: Float @default(value: 1.5)
              active: Boolean! @default(value: true)
              born: DateTime @default(value: "2000-01-02T05:04:05+02:00")
              tags: [String] @default(value: ["a"])
              settings: JSON
              profile: Profile
            }
            type Profile @model {
              user: User!
            }
            """)
        let schema = DatabaseSchema(model: model)
        #expect(
            schema.tables.flatMap { dialect.createTable($0) } == [
                #"CREATE TABLE "User" ("id" TEXT PRIMARY KEY NOT NULL, "email" TEXT, "handle" TEXT, "team" TEXT, "role" TEXT DEFAULT 'MEMBER', "age" INTEGER DEFAULT 30, "score" REAL DEFAULT 1.5, "active" INTEGER DEFAULT 1, "born" TEXT DEFAULT '2000-01-02T03:04:05.000Z', "tags" TEXT DEFAULT '["a"]', "settings" TEXT, "createdAt" TEXT NOT NULL, "updatedAt" TEXT NOT NULL)"#,
                #"CREATE UNIQUE INDEX "User_email_key" ON "User" ("email")"#,
                #"CREATE UNIQUE INDEX "User_handle_team_key" ON "User" ("handle", "team")"#,
                #"CREATE TABLE "Profile" ("id" TEXT PRIMARY KEY NOT NULL, "createdAt" TEXT NOT NULL, "updatedAt" TEXT NOT NULL, "user" TEXT REFERENCES "User"("id") ON DELETE SET NULL)"#,
                #"CREATE UNIQUE INDEX "Profile_user_key" ON "Profile" ("user")"#,
            ])
        let user = try #require(schema.table(named: "User"))
        #expect(
            user.columns.map(\.type) == [.text, .text, .text, .text, .text, .integer, .real, .boolean, .dateTime, .json, .json, .dateTime, .dateTime])
        #expect(user.column(named: "tags")?.modelType == "[String]")
    }

    @Test func foreignKeySideOfOneToOne() throws {
        // Neither side required: side a (the first by type name) holds the key.
        let optional = try Fixtures.model("type B @model { a: A }\ntype A @model { b: B }")
        #expect(DatabaseSchema.foreignKeySide(of: optional.relations[0]).typeName == "A")
        // Only b's side required: b holds it.
        let required = try Fixtures.model("type B @model { a: A! }\ntype A @model { b: B }")
        #expect(DatabaseSchema.foreignKeySide(of: required.relations[0]).typeName == "B")
    }

    @Test func literalsAreEscaped() {
        #expect(dialect.literal(.text("it's")) == "'it''s'")
        #expect(dialect.literal(.blob([0, 171])) == "X'00ab'")
        #expect(dialect.literal(.null) == "NULL")
        #expect(dialect.quote("a\"b") == "\"a\"\"b\"")
    }
}
