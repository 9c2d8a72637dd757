import GraphQL
import QuillAuth
import Testing

@testable import QuillBackend

/// The callers of the authorization tests: anonymous, two users, an admin and an API key.
enum Callers {
    static let anonymous = Caller.anonymous
    static let alice = Caller(kind: .token, subject: "alice")
    static let bob = Caller(kind: .token, subject: "bob")
    static let admin = Caller(kind: .token, subject: "carol", groups: ["staff", "admin"])
    static let key = Caller.apiKey(line: 1)
}

/// A backend whose requests carry a `Caller` as their context, on a fresh database.
final class AuthHarness: Sendable {
    let backend: Backend
    let executor: Executor<Caller>
    let store: TestStore

    init(sdl: String, database: TestDatabase, requiresSignIn: Bool = false) throws {
        store = try TestStore(database)
        backend = try Backend(model: try Fixtures.model(sdl), storage: store.storage, requiresSignIn: requiresSignIn)
        executor = try backend.executor(context: Caller.self)
    }

    /// The whole response of `text` run by `caller`.
    func run(_ text: String, as caller: Caller) async -> JSONValue {
        let response = await executor.graphql(Source(text), context: caller)
        return (try? JSONReader().read(response.jsonBytes())) ?? .null
    }

    /// The `data` of `text` run by `caller`, which must have no errors.
    func data(_ text: String, as caller: Caller) async throws -> JSONValue {
        let response = await run(text, as: caller)
        if let errors = response["errors"] { throw HarnessError(message: String(decoding: errors.serialized(), as: UTF8.self)) }
        return response["data"] ?? .null
    }

    /// The errors' codes and messages of `text` run by `caller`.
    func errors(_ text: String, as caller: Caller) async -> [String] {
        let response = await run(text, as: caller)
        return (response["errors"]?.arrayValue ?? []).map {
            "\($0["extensions"]?["code"]?.stringValue ?? "-"): \($0["message"]?.stringValue ?? "")"
        }
    }

    /// Subscribes with `text` as `caller`.
    func subscribe(_ text: String, as caller: Caller) async throws -> SubscriptionResponses {
        let source = Source(text)
        let document = try Parser.parse(source)
        switch await executor.subscribe(document: document, source: source, context: caller) {
        case .stream(let responses): return SubscriptionResponses(iterator: responses.makeAsyncIterator())
        case .failure(let response): throw HarnessError(message: String(decoding: response.jsonBytes(), as: UTF8.self))
        }
    }

    /// The rows of `table` with their owners, as stored: `id`, then `_owner`.
    func owners(_ table: String) throws -> [String: String] {
        let rows = try store.storage.read { database in try database.query("SELECT \"id\", \"_owner\" FROM \"\(table)\"") }
        return Dictionary(uniqueKeysWithValues: rows.map { ($0[0].text ?? "", $0[1].text ?? "-") })
    }
}
