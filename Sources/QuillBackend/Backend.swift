import GraphQL

/// A model-driven GraphQL backend: a data model, the database it is stored in
/// (migrated on open), the generated schema and its resolvers, and the events of
/// its mutations (for subscriptions).
///
/// ```swift
/// let backend = try Backend.open(modelPath: "schema.graphql")
/// let executor = try backend.executor(context: Void.self)
/// let response = await executor.graphql(Source("{ allConferences { name } }"), context: ())
/// ```
///
/// To serve it, give `schema` and `resolvers(context:)` to QuillServer's `GraphQLServer`,
/// as `quill dev` does.
public final class Backend: Sendable {
    package let model: Model
    /// The shape of the generated API.
    public let convention: APIConvention
    /// Why the convention was chosen (inferred from the model, or given).
    public let conventionReason: String
    package let storage: any Storage
    /// What the migration on open did.
    public let migration: MigrationPlan
    /// The generated schema.
    public let schema: GraphQLSchema
    /// Every mutation's events, published after its transaction commits (the
    /// graphcool convention publishes them; collections has no subscriptions): on
    /// PostgreSQL, those of every process using the database.
    public let events: MutationEvents
    /// Whether every mutation request runs in one transaction, as one with `@transaction` does.
    public let atomicRequests: Bool
    /// The generated API of the convention.
    let api: any ConventionAPI

    /// Reads the model at `modelPath`, opens (creating) its database (by default the
    /// SQLite file `.quill/data.sqlite` beside the model) and migrates it.
    ///
    /// Throws `ModelError` for a model that does not read, `GraphQLErrors` for one whose
    /// names clash with the generated API's, `MigrationError` for a migration refused.
    ///
    /// - Parameters:
    ///   - modelPath: the data model's SDL file.
    ///   - database: where the data lives; the SQLite file beside the model when nil.
    ///   - convention: the API convention; inferred from the model when nil.
    ///   - acceptDataLoss: apply a migration that loses data instead of refusing it.
    ///   - migrates: false refuses a database that does not match the model
    ///     (`MigrationNeededError`, with the plan) instead of migrating it.
    ///   - requiresSignIn: types without `@auth` rules (of their own or the schema's)
    ///     admit only signed-in callers (and API keys), as `quill start` serves them;
    ///     false leaves them open to every caller.
    ///   - events: where mutations publish; pass the previous backend's to keep its
    ///     subscribers when reopening on a changed model.
    ///   - atomicRequests: every mutation request's root fields all succeed or none do,
    ///     as those of a mutation with `@transaction`.
    public static func open(
        modelPath: String, database: DatabaseLocation? = nil, convention: APIConvention? = nil, acceptDataLoss: Bool = false,
        migrates: Bool = true, requiresSignIn: Bool = false, events: MutationEvents = MutationEvents(), atomicRequests: Bool = false
    ) throws -> Backend {
        let model = try Model.read(contentsOfFile: modelPath)
        let database = database ?? DatabaseLocation.defaultSQLite(forModelAt: modelPath)
        return try Backend(
            model: model, storage: database.open(), convention: convention, acceptDataLoss: acceptDataLoss, migrates: migrates,
            requiresSignIn: requiresSignIn, events: events, atomicRequests: atomicRequests)
    }

    /// A backend for `model` stored in `database` (opened, created when missing, and
    /// migrated); the parameters are `open`'s.
    public convenience init(
        model: Model, database: DatabaseLocation, convention: APIConvention? = nil, acceptDataLoss: Bool = false,
        events: MutationEvents = MutationEvents()
    ) throws {
        try self.init(model: model, storage: database.open(), convention: convention, acceptDataLoss: acceptDataLoss, events: events)
    }

    /// A backend for `model` stored in `storage`, migrated first.
    package init(
        model: Model, storage: any Storage, convention: APIConvention? = nil, acceptDataLoss: Bool = false, migrates: Bool = true,
        requiresSignIn: Bool = false, events: MutationEvents = MutationEvents(), atomicRequests: Bool = false
    ) throws {
        let inferred = model.inferredConvention
        let chosen = convention ?? inferred.convention
        self.model = model
        self.convention = chosen
        conventionReason = convention == nil ? inferred.reason : "chosen with --api \(chosen.rawValue)"
        self.storage = storage
        self.events = events
        self.atomicRequests = atomicRequests
        schema = try GeneratedSchema(model: model, api: chosen.api).schema
        api = chosen.api.init(
            model: model, storage: storage, events: events, ids: IDGenerator(),
            authorization: Authorization(model: model, requiresSignIn: requiresSignIn))
        migration = try Migrator(storage: storage).migrate(to: model, acceptDataLoss: acceptDataLoss, changes: migrates)
        if let channel = storage.notifications { try events.relay(from: channel) }
    }

    /// The resolvers of the generated schema, for an executor whose requests carry a
    /// `Context`. The model's `@auth` rules judge each request by its context's caller
    /// (`context.auth`, for a `CallerContext` such as `Caller` itself); a context that
    /// names none is an anonymous caller. A mutation with `@transaction` (every one, with
    /// `atomicRequests`) runs in one transaction: its root fields all succeed or none do.
    public func resolvers<Context: Sendable>(context: Context.Type) -> Resolvers<Context> {
        var resolvers = api.resolvers(context: Context.self)
        resolvers.aroundMutations { [storage, events, atomicRequests] operation, _, execution in
            guard atomicRequests || operation.directives.contains(where: { $0.name.value == GeneratedSchema.transactionDirective }) else {
                if let runSync = execution.runSync { return runSync() }
                return await execution.run()
            }
            return await RequestTransaction.run(execution, storage: storage, events: events)
        }
        return resolvers
    }

    /// Nil when the database answers a read now; else why it does not, in words fit for a
    /// client (for a health check).
    public func healthProblem() async -> String? {
        let storage = storage
        do {
            _ = try await storage.run { try storage.read { try $0.query("SELECT 1") } }
            return nil
        } catch let failure as any DatabaseFailure {
            if case .unavailable(let reason) = failure.kind { return reason }
            return failure.kind == .busy ? "the database is busy" : "the database failed"
        } catch {
            return "the database failed"
        }
    }

    /// The use of the database's connection pool (PostgreSQL's); nil for a database without one.
    public var connectionPoolUse: ConnectionPoolUse? { storage.connectionPoolUse }

    /// An executor of the generated schema.
    public func executor<Context: Sendable>(context: Context.Type) throws -> Executor<Context> {
        try Executor(schema: schema, resolvers: resolvers(context: Context.self))
    }
}

extension APIConvention {
    /// The implementation of this convention.
    var api: any ConventionAPI.Type {
        switch self {
        case .graphcool: GraphcoolAPI.self
        case .collections: CollectionsAPI.self
        }
    }
}
