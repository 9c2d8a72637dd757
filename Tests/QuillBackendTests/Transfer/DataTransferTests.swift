import Foundation
import GraphQL
import Testing

@testable import QuillBackend

/// `DataExport` and `DataImport` between the databases: every kind of value and
/// relation, the seeds' data, byte-identical exports after a round trip, and input that
/// is refused at its line with nothing imported.
@Suite(.offThePool) struct DataTransferTests {
    /// A model with every scalar, an enum, lists, and each kind of relation (a self one too).
    static let sdl = """
        enum Level { LOW HIGH }
        type Item {
          id: ID!
          title: String!
          rank: Int
          score: Float
          active: Boolean
          level: Level
          at: DateTime
          meta: JSON
          day: Date
          when: Timestamp
          email: Email
          site: URL
          ip: IPAddress
          phone: PhoneNumber
          price: Decimal
          big: BigInt
          data: Bytes
          tags: [String!]
          levels: [Level]
          owner: Owner @relation(name: "OwnerItems")
          labels: [Label] @relation(name: "ItemLabels")
          detail: Detail @relation(name: "ItemDetail")
          parent: Item @relation(name: "ItemParent")
          children: [Item] @relation(name: "ItemParent")
        }
        type Owner { id: ID! name: String! @isUnique items: [Item] @relation(name: "OwnerItems") }
        type Label { id: ID! text: String! items: [Item] @relation(name: "ItemLabels") }
        type Detail { id: ID! note: String item: Item @relation(name: "ItemDetail") }
        """

    /// Nodes with every kind of value, connected every way, through the API.
    static func fill(_ harness: BackendHarness) async throws {
        let owner = try await harness.data(#"mutation { createOwner(name: "Ann") { id } }"#)["createOwner"]?["id"]?.stringValue ?? ""
        let label = try await harness.data(#"mutation { createLabel(text: "new") { id } }"#)["createLabel"]?["id"]?.stringValue ?? ""
        let first =
            try await harness.data(
                """
                mutation($owner: ID, $labels: [ID!]) {
                  createItem(title: "Ünïcode \\"quoted\\"\\n\\u0007", rank: -2147483648, score: -1.5, active: true, level: HIGH,
                    at: "2017-05-15T09:30:00.123Z", meta: {a: [1, 2.5, "x", null, {b: true}], n: -1e-7},
                    day: "2022-11-07", when: 1662032540123, email: "a@b.io", site: "https://b.io/x?y=1", ip: "fe80::1/64",
                    phone: "+14155552671", price: "-12345678901234567890.000100", big: "-9223372036854775808", data: "AAH/",
                    tags: ["a", "b"], levels: [HIGH, LOW], ownerId: $owner, labelsIds: $labels, detail: { note: "d" }) { id }
                }
                """, variables: ["owner": .string(owner), "labels": .array([.string(label)])])["createItem"]?["id"]?.stringValue ?? ""
        _ = try await harness.data(
            """
            mutation($parent: ID) { createItem(title: "child", score: 1.7976931348623157e308, active: false, meta: "text", tags: [], parentId: $parent) { id } }
            """, variables: ["parent": .string(first)])
        _ = try await harness.data(#"mutation { createItem(title: "bare", score: 5e-324, rank: 7) { id } }"#)
    }

    static let everything = """
        { allItems(orderBy: title_ASC) { id title rank score active level at meta day when email site ip phone price big data tags levels createdAt updatedAt
            owner { name } labels { text } detail { note } parent { title } children { title } }
          allOwners { id name _itemsMeta { count } } allLabels { text items { title } } allDetails { note item { title } } }
        """

    static func export(_ harness: BackendHarness) throws -> String {
        try DataExport(model: harness.backend.model, storage: harness.backend.storage).run().text
    }

    static func importing(_ text: String, into harness: BackendHarness) throws -> [TransferCount] {
        try DataImport(model: harness.backend.model, storage: harness.backend.storage).run(text)
    }

    @Test(arguments: [(TestDatabase.sqliteFile, TestDatabase.postgres), (.postgres, .sqliteInMemory), (.sqliteInMemory, .sqliteFile)])
    func everyValueAndRelationMovesAndExportsTheSameBytes(from source: TestDatabase, to destination: TestDatabase) async throws {
        let model = try Fixtures.model(Self.sdl)
        let original = try BackendHarness(model: model, database: source)
        try await Self.fill(original)
        let exported = try Self.export(original)
        let lines = exported.split(separator: "\n")
        #expect(lines.first == #"{"quill":"export","version":1}"#)
        #expect(lines.count == 8)  // the header, 3 items, an owner, a label, a detail, one ItemLabels connection
        #expect(exported.contains(#""score":-1.5,"#))
        #expect(exported.contains(#""meta":{"a":[1,2.5,"x",null,{"b":true}],"n":-1e-7}"#))
        #expect(exported.contains(#""tags":["a","b"],"levels":["HIGH","LOW"]"#))
        #expect(exported.contains(#""price":"-12345678901234567890.000100","big":-9223372036854775808,"data":"AAH/""#), "\(exported)")

        let copy = try BackendHarness(model: model, database: destination)
        let counts = try Self.importing(exported, into: copy)
        #expect(
            counts.map(\.description) == [
                "type Item: 3 nodes", "type Owner: 1 node", "type Label: 1 node", "type Detail: 1 node", "relation ItemLabels: 1 connection",
            ])
        let again = try Self.export(copy)
        #expect(again == exported)
        for (line, other) in zip(exported.split(separator: "\n"), again.split(separator: "\n")) where line != other {
            Issue.record("\(line)\n≠ \(other)")
        }
        let answer = try await original.data(Self.everything)
        #expect(try await copy.data(Self.everything) == answer)
    }

    @Test(arguments: [TestDatabase.sqliteFile, .postgres])
    func theSeedsMoveToTheOtherDatabaseAndBackWithTheSameAnswers(sqliteOrPostgres source: TestDatabase) async throws {
        let other: TestDatabase = source == .postgres ? .sqliteFile : .postgres
        for (example, queries) in [
            ("ConferencePlanner", ["SeedOperations/AllConferencesIdName.graphql", "SeedOperations/ThreeLatestAttendees.graphql"]),
            ("Blog", ["SeedOperations/ListPosts.graphql"]),
        ] {
            let path = Fixtures.examplePath("\(example)/schema.graphql")
            let original = try BackendHarness(modelPath: path, database: source)
            let seed = try String(contentsOfFile: Fixtures.examplePath("\(example)/seed.graphql"), encoding: .utf8)
            for response in try await original.backend.runOperations(in: Source(seed)) { #expect(response.errors.isEmpty) }
            let exported = try Self.export(original)
            let there = try BackendHarness(modelPath: path, database: other)
            _ = try Self.importing(exported, into: there)
            let back = try BackendHarness(modelPath: path, database: source)
            _ = try Self.importing(try Self.export(there), into: back)
            #expect(try Self.export(back) == exported)
            for query in queries {
                let text = try String(contentsOfFile: Fixtures.examplePath("\(example)/\(query)"), encoding: .utf8)
                let expected = await original.text(text)
                #expect(!expected.contains("errors"))
                #expect(await there.text(text) == expected, "\(example) \(query)")
                #expect(await back.text(text) == expected, "\(example) \(query)")
            }
        }
    }

    /// A line that is wrong is reported with its number and nothing of the input is imported.
    @Test(arguments: TestDatabase.allCases)
    func aMalformedLineIsReportedAtItsNumberAndNothingIsImported(database: TestDatabase) async throws {
        let model = try Fixtures.model(Self.sdl)
        let original = try BackendHarness(model: model)
        try await Self.fill(original)
        let lines = try Self.export(original).split(separator: "\n").map(String.init)
        let owner = try #require(lines.first { $0.hasPrefix(#"{"type":"Owner""#) })
        let item = try #require(lines.first { $0.hasPrefix(#"{"type":"Item""#) })
        let cases: [(line: String, message: String)] = [
            (#"{"type":"Owner","node":{"id":"x","#, "column 34: Unexpected end of input, expected a string key"),
            (#"["type"]"#, #"expected an object, not ["type"]"#),
            (#"{"type":"Nobody","node":{}}"#, "the model has no type 'Nobody' (it has Item, Owner, Label, Detail)"),
            (#"{"relation":"Nothing","A":"a","B":"b"}"#, "the model has no relation 'Nothing' (it has ItemLabels)"),
            (owner.replacingOccurrences(of: #""name":"Ann""#, with: #""name":7"#), "'name' needs a string, not 7"),
            (owner.replacingOccurrences(of: #""name":"Ann","#, with: ""), "the line lacks 'name' (null if it has no value)"),
            (owner.replacingOccurrences(of: #""name":"Ann""#, with: #""name":"Ann","age":3"#), "type Owner has no field 'age'"),
            (owner.replacingOccurrences(of: #""id":"[^"]*""#, with: #""id":null"#, options: .regularExpression), "'id' needs a value, not null"),
            (item.replacingOccurrences(of: #""level":"HIGH""#, with: #""level":"MID""#), #"'level' needs one of LOW, HIGH, not "MID""#),
            (
                item.replacingOccurrences(of: #""at":"2017-05-15T09:30:00.123Z""#, with: #""at":"May 15""#),
                #"'at' needs a date-time (2017-05-15T09:30:00.000Z), not "May 15""#
            ),
            (item.replacingOccurrences(of: #""active":true"#, with: #""active":1"#), "'active' needs true or false, not 1"),
        ]
        for (index, bad) in cases.enumerated() {
            let copy = try BackendHarness(model: model, database: database)
            // The bad line comes after good ones (line 4), which must not stay imported.
            var input = lines
            input.insert(bad.line, at: 3)
            let error = #expect(throws: TransferError.self, "case \(index)") { try Self.importing(input.joined(separator: "\n"), into: copy) }
            #expect(error?.line == 4, "case \(index)")
            #expect(error?.message == bad.message, "case \(index)")
            #expect(try copy.backend.isEmpty(), "case \(index)")
        }
    }

    @Test(arguments: TestDatabase.allCases)
    func idsRelationsAndUniqueValuesAreCheckedAndTheDatabaseRollsBack(database: TestDatabase) async throws {
        let model = try Fixtures.model(Self.sdl)
        let original = try BackendHarness(model: model)
        try await Self.fill(original)
        let lines = try Self.export(original).split(separator: "\n").map(String.init)
        let ownerIndex = try #require(lines.firstIndex { $0.hasPrefix(#"{"type":"Owner""#) })
        let owner = lines[ownerIndex]
        func failure(_ input: [String]) throws -> TransferError? {
            let copy = try BackendHarness(model: model, database: database)
            defer { #expect((try? copy.backend.isEmpty()) == true) }
            return #expect(throws: TransferError.self) { try Self.importing(input.joined(separator: "\n"), into: copy) }
        }
        let repeated = try failure(lines + [owner])
        #expect(repeated?.line == lines.count + 1)
        #expect(repeated?.message.hasPrefix("a second node of type Owner with id '") == true)
        #expect(repeated?.message.hasSuffix("' (the first is on line \(ownerIndex + 1))") == true)

        let orphaned = try failure(lines.filter { !$0.hasPrefix(#"{"type":"Owner""#) })
        #expect(orphaned?.line == 2)
        #expect(orphaned?.message.hasPrefix("'owner' points at Owner '") == true)

        // Another id with the same unique name: the database refuses the row, at its line, and keeps none.
        let twin = owner.replacingOccurrences(of: #"{"id":""#, with: #"{"id":"z"#)
        let unique = try failure(lines + [twin])
        #expect(unique?.line == lines.count + 1)
        #expect(unique.map { $0.message.contains("unique") || $0.message.contains("UNIQUE") } == true, "\(String(describing: unique))")

        let header = try failure(Array(lines.dropFirst()))
        #expect(header?.line == 1)
        #expect(header?.message == #"the first line must be the export's header {"quill":"export","version":1}"#)
        #expect(try failure([])?.message == #"the input is empty; an export starts with its header {"quill":"export","version":1}"#)
    }

    @Test(arguments: [TestDatabase.sqliteInMemory, .postgres])
    func aDatabaseHoldingDataOrOfAnotherModelIsRefused(database: TestDatabase) async throws {
        let model = try Fixtures.model(Self.sdl)
        let full = try BackendHarness(model: model, database: database)
        try await Self.fill(full)
        let exported = try Self.export(full)
        let refused = #expect(throws: TransferError.self) { try Self.importing(exported, into: full) }
        #expect(refused?.message == "the database already holds data (type Item); import into an empty one")
        #expect(try Self.export(full) == exported)

        let other = try BackendHarness(sdl: "type Note { id: ID! text: String }", database: database)
        let unmigrated = #expect(throws: TransferError.self) { try DataExport(model: model, storage: other.backend.storage).run() }
        #expect(
            unmigrated?.message
                == "the database is not migrated to this model (it holds an older or other one); run `quill migrate` with the model first")
    }

    /// A new database (not migrated) is migrated by the import, in its transaction: a failed import leaves it new.
    @Test(arguments: [TestDatabase.sqliteFile, .postgres])
    func aNewDatabaseIsMigratedInTheImportsTransaction(database: TestDatabase) async throws {
        let model = try Fixtures.model(Self.sdl)
        let original = try BackendHarness(model: model)
        try await Self.fill(original)
        let exported = try Self.export(original)
        let store = try TestStore(database)
        // A second owner with the first's unique name fails in the database, after the migration and every other row.
        let owner = try #require(exported.split(separator: "\n").first { $0.hasPrefix(#"{"type":"Owner""#) })
        let twin = owner.replacingOccurrences(of: #"{"id":""#, with: #"{"id":"z"#)
        let unique = #expect(throws: TransferError.self) { try DataImport(model: model, storage: store.storage).run(exported + twin) }
        #expect(unique?.line == exported.split(separator: "\n").count + 1)
        let none = #expect(throws: TransferError.self) { try DataExport(model: model, storage: store.storage).run() }
        #expect(none?.message.hasPrefix("the database holds no model's data (") == true)
        _ = try DataImport(model: model, storage: store.storage).run(exported)
        #expect(try DataExport(model: model, storage: store.storage).run().text == exported)
    }
}
