import GraphQL
import QuillAuth

/// What each API convention implements: the schema it generates from a model, and the
/// resolvers that answer that schema from the model's storage. A `Backend` holds one,
/// of the type its `APIConvention` names.
protocol ConventionAPI: Sendable {
    static var convention: APIConvention { get }
    /// The SDL of the schema generated for `model`, every definition's head written
    /// through `SDLWriter.head` (which is how `GeneratedSchema` checks the names).
    static func schemaSDL(of model: Model) -> SDLWriter
    /// The message of a write that would give two nodes the same unique key (`key` names
    /// the table and columns when the database said which).
    static func uniqueViolationMessage(_ key: UniqueKey?) -> String

    /// The API of `model` stored in `storage`: mutations publish to `events` and make
    /// ids with `ids`; `authorization` judges each request's caller.
    init(model: Model, storage: any Storage, events: MutationEvents, ids: IDGenerator, authorization: Authorization)

    var storage: any Storage { get }
    var authorization: Authorization { get }
    /// The resolvers of every generated field (they do not read the `Context`).
    func resolvers<Context: Sendable>(context: Context.Type) -> Resolvers<Context>
}

extension ConventionAPI {
    /// What the caller of a request may do: its context's caller (a `CallerContext`), or an
    /// anonymous one (which no rule restricts in a model without rules).
    func access<Context>(_ context: Context) -> Access {
        Access(caller: (context as? any CallerContext)?.auth ?? .anonymous, authorization: authorization)
    }

    /// Runs `body` in a read transaction; a database failure is reported as the API's error.
    func readTransaction<T: Sendable>(_ body: (any SQLExecutor) throws -> T) throws -> T {
        do {
            return try storage.read(body)
        } catch {
            throw APIError.reported(error, uniqueViolation: Self.uniqueViolationMessage)
        }
    }

    /// Runs `body` in a write transaction; a database failure is reported as the API's error.
    func writeTransaction<T: Sendable>(_ body: (any SQLExecutor) throws -> T) throws -> T {
        do {
            return try storage.write(body)
        } catch {
            throw APIError.reported(error, uniqueViolation: Self.uniqueViolationMessage)
        }
    }
}
