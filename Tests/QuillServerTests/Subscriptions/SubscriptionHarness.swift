import GraphQL
import QuillHTTP
import QuillSync
import Testing

@testable import QuillServer

/// A schema with a query, a mutation and subscriptions whose events the test sends,
/// and a runner in the shape the transports take (parse, validate, execute or subscribe).
struct SubscriptionHarness: Sendable {
    static let sdl = """
        type Query { hello(name: String): String }
        type Mutation { add(a: Int!, b: Int!): Int }
        type Subscription { counter: Int  fail: Int }
        """

    let sources = CounterSources()
    let executor: Executor<JSONObject?>

    init() throws {
        var resolvers = Resolvers<JSONObject?>()
        resolvers.field("Query", "hello") { _, arguments, connectionParams, _ in
            let name = try arguments["name", as: String.self] ?? connectionParams?["user"]?.stringValue ?? "stranger"
            return "Hello, \(name)!"
        }
        resolvers.field("Mutation", "add") { _, arguments, _, _ in
            (try arguments["a", as: Int.self] ?? 0) + (try arguments["b", as: Int.self] ?? 0)
        }
        resolvers.subscription("Subscription", "counter") { [sources] _, _, _ in sources.start() }
        resolvers.subscription("Subscription", "fail") { _, _, _ in
            AsyncThrowingStream<JSONValue, any Error> { $0.finish(throwing: GraphQLError("The source failed.")) }
        }
        executor = try Executor(schema: try buildSchema(Self.sdl), resolvers: resolvers)
    }

    /// Runs a request as a GraphQL server would, with `connectionParams` as the context.
    @Sendable func run(_ request: GraphQLRequest, _ connectionParams: JSONObject?) async -> GraphQLOutcome {
        guard let query = request.query else {
            return .rejected(Response(errors: [GraphQLError("Missing query.")]), .invalidParameters)
        }
        let source = Source(query)
        let document: Document
        do {
            document = try Parser.parse(source)
        } catch {
            return .rejected(Response(errors: [error]), .parse)
        }
        let errors = validate(schema: executor.schema, document: document, source: source)
        guard errors.isEmpty else { return .rejected(Response(errors: errors), .validation) }
        let isSubscription = document.definitions.contains { definition in
            if case .operation(let operation) = definition { return operation.operation == .subscription }
            return false
        }
        let variables = request.variables ?? [:]
        guard isSubscription else {
            return .executed(
                await executor.execute(
                    document: document, source: source, operationName: request.operationName, variables: variables,
                    context: connectionParams))
        }
        switch await executor.subscribe(
            document: document, source: source, operationName: request.operationName, variables: variables,
            context: connectionParams)
        {
        case .stream(let responses): return .subscription(responses)
        case .failure(let response): return .rejected(response, .variables)
        }
    }

    /// The outcome of running `query` without connection parameters.
    func outcome(_ query: String, variables: JSONObject? = nil) async -> GraphQLOutcome {
        await run(GraphQLRequest(query: query, variables: variables), nil)
    }
}

/// The sources of `counter` subscriptions: the test sends their events and sees
/// when they start and when they are released.
final class CounterSources: Sendable {
    private let continuations = Locked<[AsyncStream<JSONValue>.Continuation]>([])
    /// The index of each source as it starts.
    let started: AsyncStream<Int>
    private let startedContinuation: AsyncStream<Int>.Continuation
    /// The index of each source as its subscriber releases it.
    let released: AsyncStream<Int>
    private let releasedContinuation: AsyncStream<Int>.Continuation

    init() {
        (started, startedContinuation) = AsyncStream<Int>.makeStream()
        (released, releasedContinuation) = AsyncStream<Int>.makeStream()
    }

    /// A new source; its events are `{"counter": n}`.
    func start() -> AsyncStream<JSONValue> {
        let (events, continuation) = AsyncStream<JSONValue>.makeStream()
        let index = continuations.withLock { continuations in
            continuations.append(continuation)
            return continuations.count - 1
        }
        continuation.onTermination = { [releasedContinuation] _ in releasedContinuation.yield(index) }
        startedContinuation.yield(index)
        return events
    }

    /// Sends `value` as the next counter of source `index`.
    func send(_ value: Int, to index: Int) {
        _ = continuations.withLock { $0[index] }.yield(["counter": .int(value)])
    }

    /// Ends source `index`.
    func finish(_ index: Int) {
        continuations.withLock { $0[index] }.finish()
    }
}

/// Every chunk an `HTTPBodyWriter` was given, and a signal per chunk.
final class CollectingWriter: Sendable {
    private let storage = Locked<[[UInt8]]>([])
    let writes: AsyncStream<[UInt8]>
    private let writesContinuation: AsyncStream<[UInt8]>.Continuation
    /// Writes after this many chunks throw, as when the client has gone.
    private let failAfter: Int?

    init(failAfter: Int? = nil) {
        (writes, writesContinuation) = AsyncStream<[UInt8]>.makeStream()
        self.failAfter = failAfter
    }

    var writer: HTTPBodyWriter {
        HTTPBodyWriter { [self] bytes in
            let count = storage.withLock { chunks in
                chunks.append(bytes)
                return chunks.count
            }
            writesContinuation.yield(bytes)
            if let failAfter, count > failAfter { throw CancellationError() }
        }
    }

    var chunks: [[UInt8]] { storage.withLock { $0 } }
    var text: String { String(decoding: chunks.joined(), as: UTF8.self) }
}

/// Runs a streamed body into a collecting writer and returns the writer once the body ended.
func collect(_ response: HTTPResponse, failAfter: Int? = nil) async -> CollectingWriter {
    let collector = CollectingWriter(failAfter: failAfter)
    guard case .stream(let write) = response.body else {
        Issue.record("expected a streamed body")
        return collector
    }
    await write(collector.writer)
    return collector
}
