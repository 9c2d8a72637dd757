/// A list field's `@stream` in an incremental execution: the items before
/// `initialCount` are in the field's own payload, the rest follow.
struct StreamUsage: Sendable {
    let label: String?
    let initialCount: Int
}

extension ExecutionContext {
    /// The `@stream` of a field's first node (validation makes the others
    /// equivalent), unless it is off (`if: false`), in an incremental execution of a
    /// schema that declares it; why it cannot stream, as graphql-js says.
    func streamUsage(_ node: Field) -> Result<StreamUsage, GraphQLError>? {
        guard !node.directives.isEmpty, let directive = incremental?.execution.streamDirective,
            node.directives.contains(where: { $0.name.value == "stream" })
        else { return nil }
        let values: JSONObject?
        do throws(GraphQLError) {
            values = try directiveValues(
                directive, in: node.directives, variables: request.variables, schema: schema, scalars: table.scalars,
                source: request.source)
        } catch {
            return .failure(error)
        }
        guard let values, values["if"] != .bool(false) else { return nil }
        guard case .int(let initialCount) = values["initialCount"], initialCount >= 0 else {
            return .failure(GraphQLError("initialCount must be a positive integer"))
        }
        if request.operation.operation == .subscription {
            return .failure(
                GraphQLError(
                    "`@stream` directive not supported on subscription operations. Disable `@stream` by setting the `if` argument to `false`."))
        }
        return .success(StreamUsage(label: values["label"]?.stringValue, initialCount: initialCount))
    }
}
