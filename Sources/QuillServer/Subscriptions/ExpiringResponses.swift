import GraphQL
import QuillSync

/// A subscription's responses until its caller's credentials expire: then one response
/// with `error` (`UNAUTHENTICATED`), and the source is cancelled. Each response is still
/// pulled on demand; only the wait for it races the deadline.
struct ExpiringResponses: AsyncSequence, Sendable {
    typealias Element = Response

    let responses: ResponseStream
    let deadline: MonotonicInstant
    let error: GraphQLError

    func makeAsyncIterator() -> Iterator {
        Iterator(pull: Pull(responses.makeAsyncIterator()), deadline: deadline, error: error)
    }

    struct Iterator: AsyncIteratorProtocol {
        let pull: Pull
        let deadline: MonotonicInstant
        let error: GraphQLError

        mutating func next() async throws -> Response? {
            let (pull, deadline) = (pull, deadline)
            let next = await withTaskGroup(of: Response??.self) { group in
                group.addTask { .some(await pull.next()) }
                group.addTask {
                    try? await Task.sleep(seconds: deadline - MonotonicInstant.now)
                    return .none
                }
                // The first to finish decides; the other is cancelled (a cancelled pull ends the source).
                let first = await group.next() ?? .none
                group.cancelAll()
                return first
            }
            guard let next else { throw error }
            return next
        }
    }

    /// The iterator of the responses, used by one pull at a time: each `next()` of the
    /// `Iterator` waits for its pull's task to end before it returns.
    final class Pull: @unchecked Sendable {
        private var iterator: ResponseStream.AsyncIterator

        init(_ iterator: ResponseStream.AsyncIterator) {
            self.iterator = iterator
        }

        func next() async -> Response? {
            await iterator.next()
        }
    }
}
