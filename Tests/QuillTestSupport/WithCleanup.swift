/// Runs `body`, then `cleanup`, whether `body` returned or threw: an asynchronous `defer`
/// for the `with…` helpers that start a server or a process and must always stop it.
public func withCleanup<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result, cleanup: () async -> Void
) async throws -> Result {
    do {
        let result = try await body()
        await cleanup()
        return result
    } catch {
        await cleanup()
        throw error
    }
}
