import GraphQL

/// Runs `GraphQLRequest`s against a schema and its resolvers, for every transport:
/// resolves persisted queries, parses and validates through a bounded cache keyed
/// by the query text, enforces the limits, and executes or subscribes.
///
/// ```swift
/// let service = try GraphQLService(schema: schema, resolvers: resolvers)
/// let run = service.handler(context: AppContext(user: user))
/// switch await run(GraphQLRequest(query: "{ me { name } }")) { ... }
/// ```
public final class GraphQLService<Context: Sendable>: Sendable {
    public let executor: Executor<Context>
    public let configuration: GraphQLServiceConfiguration
    private let rootValue: (any Sendable)?
    let documents: LRUCache<String, PreparedDocument>
    private let persistedQueries: PersistedQueries?

    /// Fails when the schema is invalid or the resolvers name what the schema does not have.
    public init(
        schema: GraphQLSchema, resolvers: Resolvers<Context> = Resolvers(),
        configuration: GraphQLServiceConfiguration = GraphQLServiceConfiguration(), rootValue: (any Sendable)? = nil
    ) throws(GraphQLError) {
        if let error = schema.validationErrors.first { throw error }
        executor = try Executor(schema: schema, resolvers: resolvers)
        self.configuration = configuration
        self.rootValue = rootValue
        documents = LRUCache(capacity: configuration.documentCacheCapacity)
        persistedQueries = configuration.persistedQueryCapacity.map(PersistedQueries.init(capacity:))
    }

    /// Runs `request` (any operation type) with `context`. `incrementally`: deliver what
    /// `@defer` and `@stream` defer in later payloads (`incremental`), for a transport that
    /// carries them; without it they are ignored and the response is whole.
    public func run(_ request: GraphQLRequest, context: Context, incrementally: Bool = false) async -> GraphQLOutcome {
        switch prepare(request) {
        case .success(let operation): await run(operation, request, context: context, incrementally: incrementally)
        case .failure(let rejection): .rejected(rejection.response, rejection.reason)
        }
    }

    /// The entry point of a transport: runs each request it is given with `context`.
    public func handler(context: Context) -> @Sendable (GraphQLRequest) async -> GraphQLOutcome {
        { request in await self.run(request, context: context) }
    }

    /// Resolves, parses (or finds in the cache), validates and selects the operation of `request`.
    func prepare(_ request: GraphQLRequest) -> Result<PreparedOperation, Rejection> {
        let text: String
        switch queryText(of: request) {
        case .success(let query): text = query
        case .failure(let rejection): return .failure(rejection)
        }
        let prepared: PreparedDocument
        if let cached = documents.value(for: text) {
            prepared = cached
        } else {
            prepared = PreparedDocument(text, executor: executor, limits: configuration.limits)
            if text.utf8.count <= configuration.documentCacheMaxQueryBytes { documents.set(prepared, for: text) }
        }
        switch prepared {
        case .invalid(let response, let reason):
            return .failure(Rejection(response: response, reason: reason))
        case .valid(let valid):
            let operation = valid.operation(named: request.operationName)
            return .success(
                PreparedOperation(
                    document: valid, name: operation?.name, type: operation?.type, isSynchronous: operation?.isSynchronous ?? true,
                    defersOrStreams: valid.defersOrStreams))
        }
    }

    /// The syntax, validation and limit errors of `text`, as a request sending it would get
    /// them; read from the document cache but not added to it (an editor checks each
    /// keystroke's text).
    func errors(in text: String) -> [GraphQLError] {
        let prepared = documents.value(for: text) ?? PreparedDocument(text, executor: executor, limits: configuration.limits)
        guard case .invalid(let response, _) = prepared else { return [] }
        return response.errors
    }

    private func queryText(of request: GraphQLRequest) -> Result<String, Rejection> {
        if let trusted = configuration.trustedDocuments { return Self.trustedText(of: request, in: trusted) }
        if let persistedQueries { return persistedQueries.resolve(request) }
        if request.extensions?["persistedQuery"] != nil {
            return .failure(Rejection(RequestError.persistedQueryNotSupported, .invalidParameters))
        }
        return request.query.map { .success($0) } ?? .failure(Rejection(RequestError.missingQuery, .invalidParameters))
    }

    /// The text of a trusted document: the manifest's body for the `persistedQuery` hash (and
    /// the same text if the request sends one too), or a query that is a body of the manifest.
    private static func trustedText(of request: GraphQLRequest, in manifest: OperationManifest) -> Result<String, Rejection> {
        let notTrusted = Rejection(RequestError.documentNotTrusted, .documentNotTrusted)
        if let persisted = request.extensions?["persistedQuery"] {
            guard case .string(let hash)? = persisted["sha256Hash"] else {
                return .failure(Rejection(RequestError.persistedQueryMalformed, .invalidParameters))
            }
            guard let body = manifest.body(id: hash), request.query == nil || request.query == body else { return .failure(notTrusted) }
            return .success(body)
        }
        guard let query = request.query else { return .failure(Rejection(RequestError.missingQuery, .invalidParameters)) }
        return manifest.contains(body: query) ? .success(query) : .failure(notTrusted)
    }

    /// Executes a query or mutation without suspending; only for an operation that `isSynchronous`.
    func runSync(_ operation: PreparedOperation, _ request: GraphQLRequest, context: Context) -> GraphQLOutcome {
        let response = executor.executeSync(
            document: operation.document.document, source: operation.document.source, operationName: request.operationName,
            variables: request.variables ?? JSONObject(), context: context, rootValue: rootValue)
        return outcome(of: response)
    }

    /// Executes or subscribes to a prepared operation.
    func run(
        _ operation: PreparedOperation, _ request: GraphQLRequest, context: Context, incrementally: Bool = false
    ) async -> GraphQLOutcome {
        let document = operation.document
        let variables = request.variables ?? JSONObject()
        if operation.type == .subscription {
            switch await executor.subscribe(
                document: document.document, source: document.source, operationName: request.operationName,
                variables: variables, context: context, rootValue: rootValue)
            {
            case .stream(let responses): return .subscription(responses)
            case .failure(let response): return .rejected(response, .other)
            }
        }
        if incrementally, operation.defersOrStreams {
            switch await executor.executeIncrementally(
                document: document.document, source: document.source, operationName: request.operationName,
                variables: variables, context: context, rootValue: rootValue)
            {
            case .single(let response): return outcome(of: response)
            case .incremental(let initial, let subsequent): return .incremental(initial, subsequent)
            }
        }
        if operation.isSynchronous { return runSync(operation, request, context: context) }
        let response = await executor.execute(
            document: document.document, source: document.source, operationName: request.operationName,
            variables: variables, context: context, rootValue: rootValue)
        return outcome(of: response)
    }

    /// Execution that did not start (no `data`) failed on the variables or on selecting the operation.
    private func outcome(of response: Response) -> GraphQLOutcome {
        response.hasData ? .executed(response) : .rejected(response, .variables)
    }
}

/// An operation ready to execute.
struct PreparedOperation: Sendable {
    let document: ValidDocument
    /// The selected operation's name (for the request log), whether or not the request named it.
    let name: String?
    /// Nil when `operationName` selects no operation: execution reports that.
    let type: OperationType?
    let isSynchronous: Bool
    /// Whether the document uses `@defer` or `@stream` and the schema declares them.
    let defersOrStreams: Bool
}

/// A request that cannot run: its response (errors, no `data`) and why.
struct Rejection: Error {
    var response: Response
    var reason: GraphQLRejection

    init(response: Response, reason: GraphQLRejection) {
        self.response = response
        self.reason = reason
    }

    /// A request refused with one error.
    init(_ error: GraphQLError, _ reason: GraphQLRejection) {
        self.init(response: Response(errors: [error]), reason: reason)
    }
}
