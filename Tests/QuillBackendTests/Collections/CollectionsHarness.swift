import Foundation
import GraphQL
import Synchronization
@testable import QuillBackend

/// A collections API over a fresh in-memory SQLite database, recording every SQL statement run.
final class CollectionsHarness: Sendable {
    let api: CollectionsAPI
    let executor: Executor<Void>
    private let log = Log()

    init(model: Model) throws {
        let log = self.log
        let database = try SQLiteDatabase(path: ":memory:") { sql in log.append(sql) }
        try Migrator(storage: database).migrate(to: model)
        api = try CollectionsAPI(model: model, storage: database)
        executor = try api.executor(context: Void.self)
        reset()
    }

    convenience init(sdl: String) throws {
        try self.init(model: Fixtures.model(sdl))
    }

    /// The Blog example's model.
    static func blog() throws -> CollectionsHarness {
        try CollectionsHarness(model: Model.read(contentsOfFile: Fixtures.examplePath("Blog/schema.graphql")))
    }

    /// Runs `text` and returns the response as JSON text.
    func run(_ text: String, variables: JSONObject = JSONObject()) -> String {
        String(decoding: response(text, variables: variables).jsonBytes(), as: UTF8.self)
    }

    func response(_ text: String, variables: JSONObject = JSONObject()) -> Response {
        executor.graphqlSync(Source(text), variables: variables, context: ())
    }

    /// Runs `text` and returns `data` as a JSON value (nil with errors).
    func data(_ text: String, variables: JSONObject = JSONObject()) throws -> JSONValue? {
        let json = try JSONReader().read(run(text, variables: variables))
        return json["errors"] == nil ? json["data"] : nil
    }

    /// The statements run so far that read or write rows (not BEGIN, COMMIT or ROLLBACK).
    var dataStatements: [String] {
        log.statements.filter { !["BEGIN", "BEGIN IMMEDIATE", "COMMIT", "ROLLBACK"].contains($0) }
    }

    func reset() {
        log.clear()
    }

    /// The SQL statements a database ran, in order.
    private final class Log: Sendable {
        private let entries = Mutex<[String]>([])

        func append(_ sql: String) { entries.withLock { $0.append(sql) } }
        func clear() { entries.withLock { $0.removeAll() } }
        var statements: [String] { entries.withLock { $0 } }
    }
}
