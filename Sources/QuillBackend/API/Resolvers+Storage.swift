import GraphQL

extension Resolvers {
    /// A resolver that reads or writes `storage`: synchronous where the database answers
    /// in process (the executor's fast path), else run on the driver's own threads
    /// (`Storage.perform`), so that the executor's never wait for the network.
    mutating func field(_ type: String, _ field: String, using storage: any Storage, _ resolve: @escaping SyncFieldResolve<Context>) {
        guard !storage.answersInProcess else { return self.field(type, field, resolve) }
        self.field(type, field) { (parent, arguments, context, info) async throws -> (any Sendable)? in
            // An atomic request's thread waits for its fields, which use its connection in place.
            if RequestTransaction.current != nil { return try resolve(parent, arguments, context, info) }
            do {
                return try await storage.perform { try resolve(parent, arguments, context, info) }
            } catch {
                throw APIError.reportedWait(error)
            }
        }
    }
}
