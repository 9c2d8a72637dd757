import GraphQL
import Testing
@testable import QuillBackend

/// The convention-neutral data layer on its own: one statement per relation read
/// for many parents, with windows and counts per parent.
@Suite(.offThePool) struct RecordReaderTests {
    static let sdl = """
        type Author { id: ID! name: String! books: [Book] @relation(name: "AuthorBooks") }
        type Book { id: ID! title: String! year: Int author: Author @relation(name: "AuthorBooks") }
        """

    @Test func relationWindowsAndCountsPerParentInOneStatementEach() throws {
        let model = try Fixtures.model(Self.sdl)
        try Fixtures.withTemporaryDirectory { directory in
            let log = StatementLog()
            let storage = try SQLiteDatabase(
                path: directory.appendingPathComponent("data.sqlite").path, observer: { sql in log.entries.withLock { $0.append(sql) } })
            try Migrator(storage: storage).migrate(to: model)
            let writer = RecordWriter(model: model, dialect: storage.dialect, ids: IDGenerator())
            let reader = RecordReader(compiler: QueryCompiler(model: model, dialect: storage.dialect))
            let link = try #require(RelationLink(model: model, type: "Author", field: "books"))
            let authors = try storage.write { database in
                try (0..<3).map { author in
                    let id = try writer.insert("Author", ["name": .text("A\(author)")], in: database)
                    for book in 0..<(author + 2) {
                        let bookID = try writer.insert("Book", ["title": .text("B\(author)-\(book)"), "year": .integer(Int64(2000 + book % 2))], in: database)
                        try writer.connect(link, source: id, target: bookID, in: database)
                    }
                    return id
                }
            }
            log.entries.withLock { $0 = [] }
            let query = RecordQuery(
                filter: .not(.text("title", .endsWith, "-0")), order: [RecordOrder(field: "year", descending: true)],
                window: RecordWindow(last: 2))
            let (books, counts) = try storage.read { database in
                (try reader.related(link, parents: authors, query, in: database), try reader.counts(link, parents: authors, query, in: database))
            }
            #expect(log.entries.withLock { $0 }.filter { $0.hasPrefix("SELECT") || $0.hasPrefix("WITH") }.count == 2)
            // Per author: books 1…n-1 without "-0", by year descending then id; the last two.
            #expect(books[authors[0]]?.map { $0["title"].text } == ["B0-1"])
            #expect(books[authors[1]]?.map { $0["title"].text } == ["B1-1", "B1-2"])
            #expect(books[authors[2]]?.map { $0["title"].text } == ["B2-3", "B2-2"])
            #expect(counts == [authors[0]: 1, authors[1]: 2, authors[2]: 2])

            // Past `parentsPerStatement` parents, one statement per slice, same answer.
            let sliced = RecordReader(compiler: reader.compiler, parentsPerStatement: 2)
            log.entries.withLock { $0 = [] }
            let (slicedBooks, slicedCounts) = try storage.read { database in
                (try sliced.related(link, parents: authors, query, in: database), try sliced.counts(link, parents: authors, query, in: database))
            }
            #expect(log.entries.withLock { $0 }.filter { $0.hasPrefix("SELECT") || $0.hasPrefix("WITH") }.count == 4)
            #expect(slicedBooks.mapValues { $0.map(\.id) } == books.mapValues { $0.map(\.id) })
            #expect(slicedCounts == counts)
        }
    }
    @Test func lookupsArePlainSelectsWithTheirToManyRelationJoined() throws {
        let model = try Fixtures.model(Self.sdl)
        try Fixtures.withTemporaryDirectory { directory in
            let log = StatementLog()
            let storage = try SQLiteDatabase(
                path: directory.appendingPathComponent("data.sqlite").path, observer: { sql in log.entries.withLock { $0.append(sql) } })
            try Migrator(storage: storage).migrate(to: model)
            let writer = RecordWriter(model: model, dialect: storage.dialect, ids: IDGenerator())
            let reader = RecordReader(compiler: QueryCompiler(model: model, dialect: storage.dialect))
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
            log.entries.withLock { $0 = [] }
            let found = try storage.read { database in
                try [author, loner, "missing"].map { id in
                    try reader.node("Author", matching: [("id", .text(id))], including: link, key: "books", in: database)
                } + [try reader.node("Author", matching: [("name", .text("A"))], in: database)]
            }
            let statements = log.entries.withLock { $0 }.filter { $0.hasPrefix("SELECT") || $0.hasPrefix("WITH") }
            #expect(statements.count == 4)
            #expect(!statements.contains { $0.contains("ROW_NUMBER") || $0.hasPrefix("WITH") }, "\(statements)")
            #expect(Set(statements).count == 2, "the same text for the same shape")
            #expect(found.map { $0?["name"].text } == ["A", "L", nil, "A"])
            let loaded = try found.compactMap { record in
                try record.map { try $0.batch.value("books") { _ in [String: [Record]]() } }
            }
            #expect(loaded[0][author]?.map(\.id) == books)
            #expect(loaded[0][author]?.map { $0["title"].text } == ["B0", "B1", "B2"])
            #expect(loaded[1].count == 1 && loaded[1][loner]?.isEmpty == true)
            #expect(loaded[2].isEmpty, "nothing loaded without a link")
        }
    }
}
