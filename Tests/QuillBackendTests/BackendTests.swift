import Foundation
import GraphQL
import Testing

@testable import QuillBackend

/// `Backend.open`: convention, migration, and data kept across reopening.
@Suite(.offThePool) struct BackendTests {
    /// A location that a second `open` finds as the first left it: a SQLite file in a new
    /// directory (`nested` under `directory`), or a new PostgreSQL schema.
    static func reopenable(_ kind: TestDatabase, in directory: URL) throws -> DatabaseLocation {
        kind == .postgres ? try TestPostgres.newDatabase() : .sqlite(path: directory.appendingPathComponent("nested/data.sqlite").path)
    }

    @Test(arguments: [TestDatabase.sqliteFile, .postgres])
    func openInfersTheConventionMigratesAndKeepsDataAcrossReopening(kind: TestDatabase) async throws {
        try await Fixtures.withTemporaryDirectoryAsync { directory in
            let modelPath = Fixtures.examplePath("ConferencePlanner/schema.graphql")
            let database = try Self.reopenable(kind, in: directory)
            let first = try Backend.open(modelPath: modelPath, database: database)
            #expect(first.convention == .graphcool)
            #expect(first.conventionReason == "type Conference has no @model directive")
            #expect(first.migration.summary.isEmpty == false)
            let executor = try first.executor(context: Void.self)
            let created = await executor.graphql(Source("mutation { createAttendee(name: \"Ana\") { name } }"), context: ())
            #expect(String(decoding: created.jsonBytes(), as: UTF8.self) == #"{"data":{"createAttendee":{"name":"Ana"}}}"#)

            let second = try Backend.open(modelPath: modelPath, database: database, convention: .graphcool)
            #expect(second.conventionReason == "chosen with --api graphcool")
            #expect(second.migration.statements.isEmpty)
            let read = await (try second.executor(context: Void.self)).graphql(Source("{ allAttendees { name } }"), context: ())
            #expect(String(decoding: read.jsonBytes(), as: UTF8.self) == #"{"data":{"allAttendees":[{"name":"Ana"}]}}"#)
        }
    }

    @Test func aModelOpensInMemory() async throws {
        let model = try Model.read(contentsOfFile: Fixtures.examplePath("ConferencePlanner/schema.graphql"))
        let backend = try Backend(model: model, database: .sqliteInMemory)
        #expect(backend.migration.summary.contains("create table Conference for type Conference"))
        let executor = try backend.executor(context: Void.self)
        _ = await executor.graphql(Source(#"mutation { createConference(name: "N", city: "C", year: "Y") { id } }"#), context: ())
        let read = await executor.graphql(Source("{ allConferences { name } }"), context: ())
        #expect(String(decoding: read.jsonBytes(), as: UTF8.self) == #"{"data":{"allConferences":[{"name":"N"}]}}"#)
    }

    @Test(arguments: [TestDatabase.sqliteFile, .postgres])
    func theBlogOpensWithTheCollectionsConvention(kind: TestDatabase) async throws {
        try await Fixtures.withTemporaryDirectoryAsync { directory in
            let backend = try Backend.open(modelPath: Fixtures.examplePath("Blog/schema.graphql"), database: Self.reopenable(kind, in: directory))
            #expect(backend.convention == .collections)
            #expect(backend.conventionReason == "every type has @model and no field has @relation")
            let executor = try backend.executor(context: Void.self)
            let created = await executor.graphql(
                Source(#"mutation { postCreate(input: { title: "T", body: "B" }) { post { title } } }"#), context: ())
            #expect(String(decoding: created.jsonBytes(), as: UTF8.self) == #"{"data":{"postCreate":{"post":{"title":"T"}}}}"#)
            let read = await executor.graphql(Source("{ postCollection(first: 5) { edges { node { title body } } } }"), context: ())
            #expect(
                String(decoding: read.jsonBytes(), as: UTF8.self) == #"{"data":{"postCollection":{"edges":[{"node":{"title":"T","body":"B"}}]}}}"#)
        }
    }
}

/// Seeding an empty database from a file of mutations.
@Suite(.offThePool) struct BackendSeedTests {
    @Test(arguments: TestDatabase.allCases)
    func theInitialDataSeedsAnEmptyDatabaseOnce(database: TestDatabase) async throws {
        let harness = try BackendHarness.conferencePlanner(database: database)
        #expect(try harness.backend.isEmpty())
        let text = try SeedOperationTests.operations("InitialData.graphql")
        let responses = try await harness.backend.runOperations(in: Source(text, name: "InitialData.graphql"))
        #expect(responses.count == 2 && responses.allSatisfy { $0.errors.isEmpty })
        #expect(try !harness.backend.isEmpty())
        let names = try await harness.data("{ allConferences { name city } }")
        #expect(names == ["allConferences": [["name": "UIKonf", "city": "Berlin"], ["name": "WWDC", "city": "San Jose"]]])
        let broken = try await harness.backend.runOperations(in: Source("mutation { createConference(name: 1) { id } }"))
        #expect(broken.count == 1 && broken[0].data == nil)
        #expect(broken.first?.errors.map(\.message).contains("String cannot represent a non string value: 1") == true)
    }
}
