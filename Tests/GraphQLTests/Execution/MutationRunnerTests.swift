import GraphQL
import QuillSync
import Testing

/// `Resolvers.aroundMutations`: each mutation operation runs through the runner, which may
/// run it (synchronously where no field suspends) as often as it likes, each run afresh.
@Suite struct MutationRunnerTests {
    static let sdl = "type Query { count: Int } type Mutation { add: Int, addLater: Int }"

    /// An executor whose mutations add to `counter`, run by a runner that notes each
    /// operation's name and runs it twice, answering with the second run's response.
    static func executor(_ counter: Locked<Int>, _ names: Locked<[String]>) throws -> Executor<Void> {
        var resolvers = Resolvers<Void>()
        resolvers.field("Query", "count") { _, _, _, _ in counter.value }
        resolvers.field("Mutation", "add") { _, _, _, _ in
            counter.withLock {
                $0 += 1; return $0
            }
        }
        resolvers.field("Mutation", "addLater") { (_, _, _, _) async throws -> (any Sendable)? in
            counter.withLock {
                $0 += 1; return $0
            }
        }
        resolvers.aroundMutations { operation, _, execution in
            names.withLock { $0.append((operation.name?.value ?? "-") + (execution.runSync == nil ? " async" : " sync")) }
            _ = await execution.run()
            if let runSync = execution.runSync { return runSync() }
            return await execution.run()
        }
        return try Executor(schema: try buildSchema(Source(sdl)), resolvers: resolvers)
    }

    @Test func theRunnerRunsEachMutationAfresh() async throws {
        let counter = Locked(0)
        let names = Locked<[String]>([])
        let executor = try Self.executor(counter, names)
        let added = await executor.graphql(Source("mutation A { add }"), context: ())
        #expect(String(decoding: added.jsonBytes(), as: UTF8.self) == #"{"data":{"add":2}}"#)
        let later = await executor.graphql(Source("mutation B { addLater }"), context: ())
        #expect(String(decoding: later.jsonBytes(), as: UTF8.self) == #"{"data":{"addLater":4}}"#)
        // Queries are not run by it.
        let count = await executor.graphql(Source("query C { count }"), context: ())
        #expect(String(decoding: count.jsonBytes(), as: UTF8.self) == #"{"data":{"count":4}}"#)
        #expect(names.value == ["A sync", "B async"])
    }

    @Test func aRunMutationIsNeverSynchronous() throws {
        let executor = try Self.executor(Locked(0), Locked([]))
        let document = try Parser.parse(Source("mutation A { add } query C { count }"))
        #expect(!executor.isSynchronous(try document.operation(named: "A"), in: document))
        #expect(executor.isSynchronous(try document.operation(named: "C"), in: document))
        let source = Source("mutation A { add }")
        let response = executor.executeSync(document: try Parser.parse(source), source: source, context: ())
        #expect(
            String(decoding: response.jsonBytes(), as: UTF8.self)
                == #"{"errors":[{"message":"A mutation of these resolvers runs only with execute."}]}"#)
    }
}
