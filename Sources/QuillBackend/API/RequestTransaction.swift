import Foundation
import GraphQL
import QuillSync

/// The one write transaction of an atomic request (`@transaction` on the mutation, or
/// every mutation with `atomicRequests`): its root fields read and write in it, and their
/// events are published once it commits. A field that fails rolls back every field.
final class RequestTransaction: @unchecked Sendable {
    /// The transaction of the request whose resolver runs now, if that request is atomic.
    @TaskLocal static var current: RequestTransaction?

    /// The transaction's connection: used by one resolver at a time (a mutation's root
    /// fields run one after another), which is why this class is `@unchecked Sendable`.
    let database: any SQLExecutor
    private let recorded = Locked<[MutationEvent]>([])

    private init(_ database: any SQLExecutor) {
        self.database = database
    }

    /// Keeps `events` to publish after the commit.
    func record(_ events: [MutationEvent]) {
        recorded.withLock { $0 += events }
    }

    /// Runs `execution` in one write transaction of `storage`; publishes its events to
    /// `events` after the commit. When a root field fails, nothing is written or published,
    /// and every root field is null (`rolledBack`).
    static func run(_ execution: MutationExecution, storage: any Storage, events: MutationEvents) async -> Response {
        let write: @Sendable () throws -> (Response, [MutationEvent]) = {
            try storage.write { database in
                let transaction = RequestTransaction(database)
                let response: Response
                if let runSync = execution.runSync {
                    response = $current.withValue(transaction) { runSync() }
                } else {
                    response = waiting { await $current.withValue(transaction) { await execution.run() } }
                }
                if !response.errors.isEmpty { throw RolledBack(response: rolledBack(response)) }
                return (response, transaction.recorded.value)
            }
        }
        do {
            // Without suspending, the write runs in place, as every write does; otherwise on a
            // thread of its own, which waits for the execution (never on Swift's concurrency pool).
            let (response, recorded) = try await execution.runSync != nil ? write() : onThread(write)
            // A channel (PostgreSQL) publishes the events sent in the transaction.
            if storage.notifications == nil { events.publish(recorded) }
            return response
        } catch let rollback as RolledBack {
            return rollback.response
        } catch {
            // The transaction could not begin or commit.
            let reported = APIError.reported(error) { _ in "The request would give two nodes the same unique key." }
            return Response(dataJSON: Array("null".utf8), errors: [reported as? GraphQLError ?? GraphQLError("The transaction failed: \(error)")])
        }
    }

    /// The response of a request rolled back: each root field null; the failing field's
    /// errors, and for each other root field a `TRANSACTION_ROLLED_BACK` error naming it.
    static func rolledBack(_ response: Response) -> Response {
        let keys = response.data?.objectValue?.keys ?? []
        let failing = response.errors.lazy.compactMap { error -> String? in
            guard case .key(let key) = error.path?.first else { return nil }
            return key
        }.first
        var data = JSONObject()
        var errors: [GraphQLError] = response.errors.filter { error in
            guard let failing, case .key(let key) = error.path?.first else { return true }
            return key == failing
        }
        let reason = failing.map { "`\($0)` failed" } ?? "the request failed"
        for key in keys {
            data.set(key, .null)
            guard key != failing else { continue }
            var error = APIError.error("Rolled back because \(reason) in the request's transaction.", .transactionRolledBack)
            error.path = [.key(key)]
            errors.append(error)
        }
        return Response(dataJSON: JSONValue.object(data).serialized(), errors: errors)
    }

    /// What the write throws to roll back: the response to answer with.
    private struct RolledBack: Error {
        let response: Response
    }

    /// The result of `body`, waited for on this thread.
    private static func waiting<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let result = Locked<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let value = await body()
            result.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return result.value!
    }

    /// The result of `body`, run on a thread of its own.
    private static func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }
}
