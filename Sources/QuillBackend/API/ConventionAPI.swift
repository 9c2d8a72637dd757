import GraphQL
import QuillAuth
import QuillSync

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
    var reader: SelectionReader { get }
    /// `selection`, made on a node of `type` (nil: the executor could not collect it).
    func compile(_ type: String, _ selection: [SelectedField]?) -> CompiledSelection
    /// The resolvers of every generated field (they do not read the `Context`).
    func resolvers<Context: Sendable>(context: Context.Type) -> Resolvers<Context>
}

extension ConventionAPI {
    /// What the caller of a request may do: its context's caller (a `CallerContext`), or an
    /// anonymous one (which no rule restricts in a model without rules).
    func access<Context>(_ context: Context) -> Access {
        Access(caller: (context as? any CallerContext)?.auth ?? .anonymous, authorization: authorization)
    }

    /// Runs `body` in a read transaction (the atomic request's, in one); a database failure
    /// is reported as the API's error.
    func readTransaction<T: Sendable>(_ body: (any SQLExecutor) throws -> T) throws -> T {
        do {
            if let transaction = RequestTransaction.current { return try body(transaction.database) }
            return try storage.read(body)
        } catch {
            throw APIError.reported(error, uniqueViolation: Self.uniqueViolationMessage)
        }
    }

    /// What reads the deferred fields of the nodes of one selection of `type` when their
    /// payload is due: those nodes again, with those fields alone, in reads of their own.
    /// The nodes whose deferred fragments run together are read together, one statement
    /// per level for all (a DataLoader per set of fields: their execution groups run as
    /// one batch).
    func deferredFields(_ type: String) -> @Sendable (_ id: String) -> DeferredFields {
        let loaders = Locked<[String: DataLoader<String, [String: SelectionValue]>]>([:])
        return { id in
            DeferredFields { fields in
                let key = fields.map(\.responseKey).joined(separator: " ")
                let loader = loaders.withLock { loaders in
                    if let found = loaders[key] { return found }
                    let loader = DataLoader<String, [String: SelectionValue]> { ids in try await readNodes(type, fields, ids: ids) }
                    loaders[key] = loader
                    return loader
                }
                return try await loader.load(id)
            }
        }
    }

    /// The nodes of `type` with these `ids`, each its `fields`' values by response key.
    private func readNodes(
        _ type: String, _ fields: [SelectedField], ids: [String]
    ) async throws -> [Result<[String: SelectionValue], any Error>] {
        let read: @Sendable () throws -> [String: [String: SelectionValue]] = {
            let selection = compile(type, fields)
            let level = try readTransaction { database in try reader.nodes(selection, ids: ids, in: database) }
            var nodes: [String: [String: SelectionValue]] = [:]
            for index in level.rows.indices {
                var output = SelectionValueOutput()
                _ = SelectionWriter.node(selection, selection.entries, level, index, &output)
                nodes[level.id(index)] = output.value.members ?? [:]
            }
            return nodes
        }
        let nodes = try await storage.perform(read)
        return ids.map { .success(nodes[$0] ?? [:]) }
    }

    /// Runs `body` in a write transaction (the atomic request's, in one); a database failure
    /// is reported as the API's error.
    func writeTransaction<T: Sendable>(_ body: (any SQLExecutor) throws -> T) throws -> T {
        do {
            if let transaction = RequestTransaction.current { return try body(transaction.database) }
            return try storage.write(body)
        } catch {
            throw APIError.reported(error, uniqueViolation: Self.uniqueViolationMessage)
        }
    }
}
