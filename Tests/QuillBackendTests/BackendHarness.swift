import Foundation
import GraphQL
import QuillSync
import Testing

@testable import QuillBackend

/// The database a harness's backend is stored in: one test body runs on each
/// (`@Test(arguments: TestDatabase.allCases)`).
enum TestDatabase: String, Sendable, CaseIterable, CustomTestStringConvertible {
    /// A SQLite file in a fresh temporary directory: WAL, one writer and pooled readers, as `quill dev` runs it.
    case sqliteFile
    /// SQLite in memory: one connection for reads and writes.
    case sqliteInMemory
    /// PostgreSQL: a schema of its own in the tests' cluster (`TestPostgres`), a small pool.
    case postgres

    var testDescription: String { rawValue }
}

/// A backend for a model on a fresh database, in whichever convention the model reads
/// as (or the one given), recording the SQL it runs: the one way the backend's tests
/// set up, execute operations and read statements, for both conventions.
final class BackendHarness: Sendable {
    let backend: Backend
    let executor: Executor<Void>
    /// The database (a file database's directory goes with it).
    let store: TestStore
    private let log = StatementLog()

    init(model: Model, convention: APIConvention? = nil, database: TestDatabase = .sqliteFile, atomicRequests: Bool = false) throws {
        let log = log
        store = try TestStore(database) { sql in log.entries.withLock { $0.append(sql) } }
        let storage = store.storage
        backend = try Backend(model: model, storage: storage, convention: convention, atomicRequests: atomicRequests)
        executor = try backend.executor(context: Void.self)
    }

    /// A backend for the model `sdl` (read from a file called `model.graphql`).
    convenience init(sdl: String, convention: APIConvention? = nil, database: TestDatabase = .sqliteFile, atomicRequests: Bool = false) throws {
        try self.init(model: Fixtures.model(sdl), convention: convention, database: database, atomicRequests: atomicRequests)
    }

    /// A backend for the model in the file at `modelPath`.
    convenience init(modelPath: String, convention: APIConvention? = nil, database: TestDatabase = .sqliteFile) throws {
        try self.init(model: Model.read(contentsOfFile: modelPath), convention: convention, database: database)
    }

    /// The conference planner's backend (graphcool).
    static func conferencePlanner(database: TestDatabase = .sqliteFile) throws -> BackendHarness {
        try BackendHarness(modelPath: Fixtures.examplePath("ConferencePlanner/schema.graphql"), database: database)
    }

    /// The Blog example's backend (collections).
    static func blog(database: TestDatabase = .sqliteFile) throws -> BackendHarness {
        try BackendHarness(modelPath: Fixtures.examplePath("Blog/schema.graphql"), database: database)
    }

    /// Runs `text` and returns the whole response (`data`, `errors`) as JSON text.
    func text(_ text: String, operationName: String? = nil, variables: JSONObject = JSONObject()) async -> String {
        String(
            decoding: await executor.graphql(Source(text), operationName: operationName, variables: variables, context: ()).jsonBytes(), as: UTF8.self
        )
    }

    /// Runs `text` and returns the whole response as a JSON value.
    func run(_ text: String, operationName: String? = nil, variables: JSONObject = JSONObject()) async -> JSONValue {
        (try? JSONReader().read(await self.text(text, operationName: operationName, variables: variables))) ?? .null
    }

    /// Runs `text`, expecting no errors, and returns `data`.
    func data(_ text: String, operationName: String? = nil, variables: JSONObject = JSONObject()) async throws -> JSONValue {
        let response = await run(text, operationName: operationName, variables: variables)
        if let errors = response["errors"] {
            throw HarnessError(message: String(decoding: errors.serialized(), as: UTF8.self))
        }
        return response["data"] ?? .null
    }

    /// Subscribes with `text` (valid, or the test fails) and returns its responses.
    func subscribe(_ text: String) async throws -> SubscriptionResponses {
        let source = Source(text)
        let document = try Parser.parse(source)
        #expect(validate(schema: backend.schema, document: document, source: source).isEmpty)
        switch await executor.subscribe(document: document, source: source) {
        case .stream(let responses): return SubscriptionResponses(iterator: responses.makeAsyncIterator())
        case .failure(let response): throw HarnessError(message: String(decoding: response.jsonBytes(), as: UTF8.self))
        }
    }

    /// The data statements (not BEGIN, COMMIT, ROLLBACK or PRAGMA) run by `body`.
    func statements<T>(during body: () async throws -> T) async rethrows -> (T, [String]) {
        log.entries.withLock { $0 = [] }
        let result = try await body()
        let run = log.entries.withLock { $0 }.filter {
            !$0.hasPrefix("BEGIN") && !["COMMIT", "ROLLBACK"].contains($0) && !$0.hasPrefix("PRAGMA")
        }
        return (result, run)
    }

    /// An executor of the same schema answering from a snapshot of the database as it is
    /// now, field by field (`ReferenceExecutor`): what compiled reads must equal.
    func referenceExecutor() throws -> Executor<Void> {
        try ReferenceExecutor.executor(backend)
    }
}

/// A subscription's responses, each as JSON (nil once the stream ends).
struct SubscriptionResponses {
    var iterator: ResponseStream.AsyncIterator

    mutating func next() async -> JSONValue? {
        guard let response = await iterator.next() else { return nil }
        return try? JSONReader().read(response.jsonBytes())
    }
}

/// The SQL the observer saw.
final class StatementLog: Sendable {
    let entries = Locked<[String]>([])
}

struct HarnessError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension JSONValue {
    /// The element at `index` of an array.
    subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    var intValue: Int? { if case .int(let value) = self { value } else { nil } }
}
