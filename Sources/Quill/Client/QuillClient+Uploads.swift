extension QuillClient {
    /// Performs `operation` (a mutation, usually) with `files` (the GraphQL multipart
    /// request spec): each file is sent for the variable its `fieldName` names, and the
    /// answer is written to the cache as a mutation's is. The request carries
    /// `Apollo-Require-Preflight`, which servers' CSRF prevention asks of multipart
    /// requests. Throws what `fetch` throws, and the error of a file that cannot be read.
    public func upload<Operation: GraphQLOperation>(operation: Operation, files: [GraphQLFile], context: RequestContext = RequestContext())
        async throws -> GraphQLResult<Operation.Data>
    {
        var context = context
        context.files = files
        var last: GraphQLResult<Operation.Data>?
        for try await result in networkTransport.send(operation: operation, cachePolicy: .fetchIgnoringCacheData, context: context) {
            last = result
        }
        guard let last else { throw ChainError(message: "the transport finished without a result for \(Operation.operationName)") }
        return last
    }
}
