import GraphQL
import Testing

@testable import QuillBackend

/// The compiled reads on their own: one statement per relation read for many parents,
/// with windows and counts per parent, and lookups that join their to-many relation.
@Suite(.offThePool) struct SelectionReaderTests {
    static let sdl = """
        type Author { id: ID! name: String! books: [Book] @relation(name: "AuthorBooks") }
        type Book { id: ID! title: String! year: Int author: Author @relation(name: "AuthorBooks") }
        """

    /// A selection of `type` reading `columns` and, below, `relations`; no entries (the
    /// reads are looked at, not written).
    static func selection(_ type: String, _ columns: [String], _ relations: [RelationRead] = [], counts: [CountRead] = []) -> CompiledSelection {
        CompiledSelection(type: type, columns: ["id"] + columns, entries: [], relations: relations, counts: counts)
    }

    /// Each parent's titles, read in `level`'s first relation.
    static func titles(_ level: NodeLevel) -> [String: [String?]] {
        let (books, byParent) = level.children[0]
        return byParent.mapValues { $0.map { books.rows[$0].values[books.offset + 1].text } }
    }

    /// A SQLite file of the model, its writer and the log of its statements.
    static func withStore(_ body: (Model, SQLiteDatabase, RecordWriter, StatementLog) throws -> Void) throws {
        let model = try Fixtures.model(sdl)
        try Fixtures.withTemporaryDirectory { directory in
            let log = StatementLog()
            let storage = try SQLiteDatabase(
                path: directory.appendingPathComponent("data.sqlite").path, observer: { sql in log.entries.withLock { $0.append(sql) } })
            try Migrator(storage: storage).migrate(to: model)
            try body(model, storage, RecordWriter(model: model, dialect: storage.dialect, ids: IDGenerator()), log)
        }
    }

    @Test func relationWindowsAndCountsPerParentInOneStatementEach() throws {
        try Self.withStore { model, storage, writer, log in
            let compiler = QueryCompiler(model: model, dialect: storage.dialect)
            let link = try #require(RelationLink(model: model, type: "Author", field: "books"))
            let authors = try storage.write { database in
                try (0..<3).map { author in
                    let id = try writer.insert("Author", ["name": .text("A\(author)")], in: database)
                    for book in 0..<(author + 2) {
                        let bookID = try writer.insert(
                            "Book", ["title": .text("B\(author)-\(book)"), "year": .integer(Int64(2000 + book % 2))], in: database)
                        try writer.connect(link, source: id, target: bookID, in: database)
                    }
                    return id
                }
            }
            let query = RecordQuery(
                filter: .not(.text("title", .endsWith, "-0", caseSensitive: true)), order: [RecordOrder(field: "year", descending: true)],
                window: RecordWindow(last: 2))
            let books = RelationRead(link: link, query: query, selection: Self.selection("Book", ["title"]), isList: true, isNonNull: false)
            let selection = Self.selection("Author", ["name"], [books], counts: [CountRead(link: link, query: query)])
            let byID = RecordQuery(filter: .oneOf("id", authors.map { .text($0) }))
            for (parentsPerStatement, statements) in [(10_000, 3), (2, 5)] {
                log.entries.withLock { $0 = [] }
                let reader = SelectionReader(compiler: compiler, parentsPerStatement: parentsPerStatement)
                let level = try storage.read { database in try reader.nodes(selection, byID, in: database) }
                // The authors; then the books and the counts, in one statement per slice of parents.
                #expect(log.entries.withLock { $0 }.filter { $0.hasPrefix("SELECT") || $0.hasPrefix("WITH") }.count == statements)
                // Per author: books 1…n-1 without "-0", by year descending then id; the last two.
                #expect(Self.titles(level) == [authors[0]: ["B0-1"], authors[1]: ["B1-1", "B1-2"], authors[2]: ["B2-3", "B2-2"]])
                #expect(level.counts == [[authors[0]: 1, authors[1]: 2, authors[2]: 2]])
            }
        }
    }

    @Test func lookupsArePlainSelectsWithTheirToManyRelationJoined() throws {
        try Self.withStore { model, storage, writer, log in
            let reader = SelectionReader(compiler: QueryCompiler(model: model, dialect: storage.dialect))
            let link = try #require(RelationLink(model: model, type: "Author", field: "books"))
            let (author, loner, books) = try storage.write { database in
                let author = try writer.insert("Author", ["name": .text("A")], in: database)
                let loner = try writer.insert("Author", ["name": .text("L")], in: database)
                let books = try (0..<3).map { book in
                    let id = try writer.insert("Book", ["title": .text("B\(book)")], in: database)
                    try writer.connect(link, source: author, target: id, in: database)
                    return id
                }
                return (author, loner, books)
            }
            let withBooks = Self.selection(
                "Author", ["name"],
                [RelationRead(link: link, query: RecordQuery(), selection: Self.selection("Book", ["title"]), isList: true, isNonNull: false)])
            log.entries.withLock { $0 = [] }
            let found = try storage.read { database in
                try [author, loner, "missing"].map { id in try reader.node(withBooks, matching: [("id", .text(id))], in: database) }
                    + [try reader.node(Self.selection("Author", ["name"]), matching: [("name", .text("A"))], in: database)]
            }
            let statements = log.entries.withLock { $0 }.filter { $0.hasPrefix("SELECT") || $0.hasPrefix("WITH") }
            #expect(statements.count == 4)
            #expect(!statements.contains { $0.contains("ROW_NUMBER") || $0.hasPrefix("WITH") }, "\(statements)")
            #expect(Set(statements).count == 2, "the same text for the same shape")
            #expect(found.map { $0.rows.first?[1].text } == ["A", "L", nil, "A"])
            let (authorBooks, authorBooksByParent) = found[0].children[0]
            #expect(authorBooksByParent[author]?.map { authorBooks.id($0) } == books)
            #expect(Self.titles(found[0]) == [author: ["B0", "B1", "B2"]])
            #expect(Self.titles(found[1]) == [loner: []], "a node without books")
            #expect(found[3].children.isEmpty, "nothing read without a relation")
        }
    }
}
