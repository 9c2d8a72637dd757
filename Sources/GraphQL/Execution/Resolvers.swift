/// A synchronous field resolver: the parent value, the field's arguments, the
/// request's context and the resolve info in; the field's value out.
public typealias SyncFieldResolve<Context> =
    @Sendable (_ parent: any Sendable, _ arguments: Arguments, _ context: Context, _ info: ResolveInfo) throws -> (any Sendable)?

/// An asynchronous field resolver; the executor suspends only for these.
public typealias AsyncFieldResolve<Context> =
    @Sendable (_ parent: any Sendable, _ arguments: Arguments, _ context: Context, _ info: ResolveInfo) async throws -> (any Sendable)?

/// How one field of an object type is resolved, with the context type erased
/// (cast back once per call), so that the executor is not generic.
enum FieldResolver: Sendable {
    /// Read the field from the parent (see `Resolvers`).
    case `default`
    case sync(SyncFieldResolve<any Sendable>)
    case async(AsyncFieldResolve<any Sendable>)
}

/// The resolvers of a schema-first server: closures for the fields that need
/// them, keyed by type and field name. Every other field reads its value from
/// the parent: the member of a `JSONValue` object or of a `[String: any Sendable]`
/// dictionary named after the field, or the property of an `Encodable` value
/// (encoded once per object).
///
/// ```swift
/// var resolvers = Resolvers<AppContext>()
/// resolvers.field("Query", "user") { _, args, context, _ in
///     try context.users.find(id: args["id", as: String.self])
/// }
/// resolvers.field("User", "friends", on: User.self) { user, args, context, _ in
///     try await context.users.friends(of: user, first: args["first", as: Int.self] ?? 10)
/// }
/// ```
///
/// `Context` is whatever one request carries (a user, a database handle):
/// resolvers receive it typed, without casts of their own. The executor itself
/// is not generic over it (that would leave its hot paths unspecialized across
/// modules): each registered closure is wrapped once, here, into one that casts
/// the type-erased context back, a single cast per resolver call.
public struct Resolvers<Context: Sendable>: Sendable {
    /// Type name → field name → resolver.
    var fields: [String: [String: FieldResolver]] = [:]
    /// Abstract type name → the name of the object type of a value.
    var typeResolvers: [String: TypeResolve<any Sendable>] = [:]
    /// Object type name → whether a value is of that type.
    var isTypeOfChecks: [String: IsTypeOf<any Sendable>] = [:]
    /// Swift types whose values are of an object type (used for abstract types).
    var objectTypes: [ObjectIdentifier: String] = [:]
    /// Custom scalar name → how its values are read and written.
    package var scalars: CustomScalars = [:]
    /// Subscription type name → root field name → its source event stream.
    var subscriptions: [String: [String: SubscribeResolve]] = [:]
    /// What runs each mutation operation (`aroundMutations`).
    var mutationRunner: MutationRunner<any Sendable>?

    public init() {}

    /// Runs each mutation operation through `runner`, which gets the operation and the
    /// request's context and answers with the response of a `MutationExecution` it runs
    /// (a server's transaction around all its root fields, say). `execute` and
    /// `executeIncrementally` call it; `executeSync` answers a mutation with an error.
    public mutating func aroundMutations(_ runner: @escaping MutationRunner<Context>) {
        mutationRunner = { operation, context, execution in await runner(operation, forceCast(context, to: Context.self), execution) }
    }

    /// A synchronous resolver for `type.field`.
    public mutating func field(_ type: String, _ field: String, _ resolve: @escaping SyncFieldResolve<Context>) {
        fields[type, default: [:]][field] = .sync { parent, arguments, context, info in
            try resolve(parent, arguments, forceCast(context, to: Context.self), info)
        }
    }

    /// An `async` resolver for `type.field`.
    public mutating func field(_ type: String, _ field: String, _ resolve: @escaping AsyncFieldResolve<Context>) {
        fields[type, default: [:]][field] = .async { parent, arguments, context, info in
            try await resolve(parent, arguments, forceCast(context, to: Context.self), info)
        }
    }

    /// A synchronous resolver whose parent is a `Parent`; another parent is an error.
    public mutating func field<Parent>(
        _ type: String, _ field: String, on parentType: Parent.Type,
        _ resolve: @escaping @Sendable (Parent, Arguments, Context, ResolveInfo) throws -> (any Sendable)?
    ) {
        self.field(type, field) { parent, arguments, context, info in
            try resolve(try cast(parent, to: Parent.self, info), arguments, context, info)
        }
    }

    /// An `async` resolver whose parent is a `Parent`; another parent is an error.
    public mutating func field<Parent>(
        _ type: String, _ field: String, on parentType: Parent.Type,
        _ resolve: @escaping @Sendable (Parent, Arguments, Context, ResolveInfo) async throws -> (any Sendable)?
    ) {
        self.field(type, field) { (parent, arguments, context, info) async throws -> (any Sendable)? in
            try await resolve(try cast(parent, to: Parent.self, info), arguments, context, info)
        }
    }

    /// The object type of values of abstract type `type` (an interface or union).
    public mutating func resolveType(_ type: String, _ resolve: @escaping TypeResolve<Context>) {
        typeResolvers[type] = { value, context, info in try resolve(value, forceCast(context, to: Context.self), info) }
    }

    /// Whether a value is of object type `type`: asked for abstract types without
    /// a type resolver, and before completing a value of `type`.
    public mutating func isTypeOf(_ type: String, _ check: @escaping IsTypeOf<Context>) {
        isTypeOfChecks[type] = { value, context, info in try check(value, forceCast(context, to: Context.self), info) }
    }

    /// Values of Swift type `swiftType` are of object type `type`.
    public mutating func objectType<Value>(_ type: String, for swiftType: Value.Type) {
        objectTypes[ObjectIdentifier(swiftType)] = type
    }

    /// How values of custom scalar `type` are read (from variables and literals)
    /// and written; without a `serialize` hook, a value is written as the JSON it
    /// is (or encodes to).
    public mutating func scalar(_ type: String, _ scalar: CustomScalar) {
        scalars[type] = scalar
    }
}

/// Runs a mutation operation (`Resolvers.aroundMutations`).
public typealias MutationRunner<Context> =
    @Sendable (_ operation: OperationDefinition, _ context: Context, _ execution: MutationExecution) async -> Response

/// A mutation operation ready to run; each run is an execution of its own, from scratch.
public struct MutationExecution: Sendable {
    /// Runs the operation.
    public let run: @Sendable () async -> Response
    /// Runs the operation without suspending; nil when a field it selects may suspend.
    public let runSync: (@Sendable () -> Response)?
}

/// The name of the object type of a value of an abstract type; `nil` when unknown.
public typealias TypeResolve<Context> = @Sendable (_ value: any Sendable, _ context: Context, _ info: ResolveInfo) throws -> String?

/// Whether a value is of an object type.
public typealias IsTypeOf<Context> = @Sendable (_ value: any Sendable, _ context: Context, _ info: ResolveInfo) throws -> Bool

private func cast<Parent>(_ parent: any Sendable, to type: Parent.Type, _ info: ResolveInfo) throws(GraphQLError) -> Parent {
    // The exact type first, by comparison: `as? Parent` makes a `Parent?`, whose metadata
    // this unspecialized code would look up at every call.
    if Swift.type(of: parent) == Parent.self { return load(parent, as: Parent.self) }
    if let parent = parent as? Parent { return parent }
    throw GraphQLError(
        "Expected a parent of type \(Parent.self) for field \"\(info.parentTypeName).\(info.fieldName)\", got \(Swift.type(of: parent)).")
}
