import GraphQL
import QuillSync
import QuillTestSupport
import Testing

/// `executeIncrementally` with resolvers that suspend, DataLoaders and cancellation;
/// `execute` ignoring `@defer` and `@stream`; the payloads adding up to `execute`'s data.
@Suite struct IncrementalExecutionTests {
    static let sdl = """
        directive @defer(if: Boolean! = true, label: String) on FRAGMENT_SPREAD | INLINE_FRAGMENT
        directive @stream(if: Boolean! = true, label: String, initialCount: Int = 0) on FIELD
        type Query { heroes: [Hero!]! hero: Hero }
        type Hero { id: ID! name: String slow: String best: Hero }
        """
    static let root: JSONValue = [
        "heroes": [["id": "1", "name": "Luke"], ["id": "2", "name": "Han"], ["id": "3", "name": "Leia"]],
        "hero": ["id": "1", "name": "Luke"],
    ]

    struct Context: Sendable {
        let calls = Inbox<String>()
        let best: DataLoader<String, JSONValue>

        init(batches: Inbox<[String]>) {
            best = DataLoader { ids in
                batches.send(ids)
                return ids.map { .success(["id": .string("best of \($0)"), "name": "B"]) }
            }
        }
    }

    static func executor() throws -> Executor<Context> {
        var resolvers = Resolvers<Context>()
        resolvers.field("Hero", "slow") { (parent, _, context, _) async throws -> (any Sendable)? in
            let id = (parent as? JSONValue)?["id"]?.stringValue ?? "?"
            context.calls.send("slow \(id)")
            do {
                try await Task.sleep(seconds: id == "wait" ? 120 : 0.001)
            } catch {
                context.calls.send("cancelled")
                throw error
            }
            return "slow \(id)"
        }
        resolvers.field("Hero", "best") { (parent, _, context, _) async throws -> (any Sendable)? in
            try await context.best.load((parent as? JSONValue)?["id"]?.stringValue ?? "?")
        }
        return try Executor(schema: try buildSchema(sdl), resolvers: resolvers)
    }

    func run(_ query: String, _ context: Context, root: JSONValue = root) async throws -> IncrementalExecutionResult {
        let source = Source(query)
        return try await Self.executor().executeIncrementally(
            document: try Parser.parse(source), source: source, context: context, rootValue: root)
    }

    @Test func deferredResolversRunOnlyAfterTheInitialResult() async throws {
        let context = Context(batches: Inbox())
        guard case .incremental(let initial, let subsequent) = try await run("{ hero { id ... @defer { slow } } }", context) else {
            Issue.record("nothing deferred")
            return
        }
        #expect(
            String(decoding: initial.jsonBytes(), as: UTF8.self)
                == #"{"data":{"hero":{"id":"1"}},"pending":[{"id":"0","path":["hero"]}],"hasNext":true}"#)
        #expect(context.calls.received.isEmpty)
        let payloads = await IncrementalDifferentialTests.payloads(.incremental(initial, subsequent)).dropFirst()
        #expect(Array(payloads) == [#"{"hasNext":false,"incremental":[{"data":{"slow":"slow 1"},"id":"0"}],"completed":[{"id":"0"}]}"#])
        #expect(context.calls.received == ["slow 1"])
    }

    @Test func streamedItemsThatSuspendArriveInOrder() async throws {
        let context = Context(batches: Inbox())
        let result = try await run("{ heroes @stream(initialCount: 1) { id slow } }", context)
        let merged = try await IncrementalPayloads.merged(result)
        #expect(merged == (try JSONReader().read(#"{"heroes":[{"id":"1","slow":"slow 1"},{"id":"2","slow":"slow 2"},{"id":"3","slow":"slow 3"}]}"#)))
    }

    @Test func deferredFragmentsStartedTogetherShareDataLoaderBatches() async throws {
        let batches = Inbox<[String]>()
        let result = try await run("{ heroes { id ... @defer { best { id } } } }", Context(batches: batches))
        let merged = try await IncrementalPayloads.merged(result)
        #expect(
            merged
                == (try JSONReader().read(
                    #"{"heroes":[{"id":"1","best":{"id":"best of 1"}},{"id":"2","best":{"id":"best of 2"}},{"id":"3","best":{"id":"best of 3"}}]}"#)))
        #expect(batches.received == [["1", "2", "3"]])
    }

    @Test func endingTheIterationCancelsRunningWork() async throws {
        let context = Context(batches: Inbox())
        guard
            case .incremental(_, let subsequent) = try await run(
                "{ hero { id ... @defer { slow } } }", context, root: ["hero": ["id": "wait"]])
        else {
            Issue.record("nothing deferred")
            return
        }
        let iteration = Task {
            var iterator = subsequent.makeAsyncIterator()
            return await iterator.next()
        }
        #expect(try await context.calls.next() == "slow wait")
        iteration.cancel()
        #expect(await iteration.value == nil)
        #expect(try await context.calls.next() == "cancelled")
    }

    @Test func executeIgnoresDeferAndStream() async throws {
        let source = Source("{ heroes @stream { id ... @defer { name } } }")
        let response = try await Self.executor().execute(
            document: try Parser.parse(source), source: source, context: Context(batches: Inbox()), rootValue: Self.root)
        #expect(
            String(decoding: response.jsonBytes(), as: UTF8.self)
                == #"{"data":{"heroes":[{"id":"1","name":"Luke"},{"id":"2","name":"Han"},{"id":"3","name":"Leia"}]}}"#)
    }

    /// Every corpus operation whose payloads have no errors adds up to what `execute` returns.
    @Test func payloadsAddUpToTheWholeResponse() async throws {
        let executor = try Executor<Void>(schema: try buildSchema(IncrementalCorpus.schema))
        var compared = 0
        for operation in IncrementalCorpus.operations {
            let source = Source(operation.query)
            guard let document = try? Parser.parse(source),
                validate(schema: executor.schema, document: document, source: source).isEmpty
            else { continue }
            let variables = operation.variables?.objectValue ?? [:]
            let whole = await executor.execute(
                document: document, source: source, operationName: operation.operationName, variables: variables,
                rootValue: IncrementalCorpus.root)
            let result = await executor.executeIncrementally(
                document: document, source: source, operationName: operation.operationName, variables: variables,
                rootValue: IncrementalCorpus.root)
            guard whole.errors.isEmpty, let merged = try await IncrementalPayloads.merged(result, requireNoErrors: true) else { continue }
            // Deferred fields arrive after the others: compare members in any order.
            #expect(merged.sortingKeys() == whole.data?.sortingKeys(), "\(operation.query)")
            compared += 1
        }
        #expect(compared > 50)
    }
}
