import Foundation
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
public final class Backend: Sendable {
    public let model: Model
    public let convention: APIConvention
    /// Why the convention was chosen (inferred from the model, or given).
    public let conventionReason: String
    public let storage: any Storage
    /// What the migration on open did.
    public let migration: MigrationPlan
    /// The generated schema.
    public let schema: GraphQLSchema
    /// The generated schema's SDL, as generated.
    public let sdl: String
    /// Every mutation's events, published after its transaction commits (the
    /// graphcool convention publishes them; collections has no subscriptions).
    public let events: MutationEvents
    private let api: ConventionAPI

    /// The generated API of each convention.
    private enum ConventionAPI: Sendable {
        case graphcool(GraphcoolAPI)
        case collections(CollectionsAPI)
    }

    /// Reads the model at `modelPath`, opens (creating) the SQLite database at
    /// `databasePath` (default `.quill/data.sqlite` beside the model) and migrates it.
    ///
    /// - Parameters:
    ///   - convention: the API convention; inferred from the model when nil.
    ///   - acceptDataLoss: apply a migration that loses data instead of refusing it.
    ///   - observer: sees the SQL of every statement (for tests and tracing).
    ///   - events: where mutations publish; pass the previous backend's to keep its
    ///     subscribers when reopening on a changed model.
    public static func open(
        modelPath: String, databasePath: String? = nil, convention: APIConvention? = nil, acceptDataLoss: Bool = false,
        observer: (@Sendable (String) -> Void)? = nil, events: MutationEvents = MutationEvents()
    ) throws -> Backend {
        let model = try Model.read(contentsOfFile: modelPath)
        let path = databasePath ?? SQLiteDatabase.defaultPath(forModelAt: modelPath)
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        let storage = try SQLiteDatabase(path: path, observer: observer)
        return try Backend(
            model: model, storage: storage, convention: convention, acceptDataLoss: acceptDataLoss, events: events)
    }

    /// A backend for `model` stored in `storage`, migrated first.
    public init(
        model: Model, storage: any Storage, convention: APIConvention? = nil, acceptDataLoss: Bool = false,
        ids: IDGenerator = IDGenerator(), events: MutationEvents = MutationEvents()
    ) throws {
        let inferred = model.inferredConvention
        let chosen = convention ?? inferred.convention
        self.model = model
        self.convention = chosen
        conventionReason = convention == nil ? inferred.reason : "chosen with --api \(chosen.rawValue)"
        self.storage = storage
        self.events = events
        switch chosen {
        case .graphcool:
            sdl = GraphcoolSchema.sdl(for: model)
            schema = try buildSchema(sdl)
            api = .graphcool(GraphcoolAPI(model: model, storage: storage, events: events, ids: ids))
        case .collections:
            let collections = try CollectionsAPI(model: model, storage: storage, ids: ids)
            sdl = collections.schema.sdl
            schema = collections.schema.schema
            api = .collections(collections)
        }
        migration = try Migrator(storage: storage).migrate(to: model, acceptDataLoss: acceptDataLoss)
    }

    /// The resolvers of the generated schema, for an executor whose requests carry a `Context`
    /// (the backend's resolvers do not read it).
    public func resolvers<Context: Sendable>(context: Context.Type) -> Resolvers<Context> {
        switch api {
        case .graphcool(let api): api.resolvers(Context.self)
        case .collections(let api): api.resolvers(context: Context.self)
        }
    }

    /// An executor of the generated schema.
    public func executor<Context: Sendable>(context: Context.Type) throws -> Executor<Context> {
        try Executor(schema: schema, resolvers: resolvers(context: Context.self))
    }
}
