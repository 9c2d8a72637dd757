/// Selecting what a request runs from its document (the spec's GetOperation).
extension Document {
    /// The operation a request runs: the one named `operationName`, or the only one
    /// when it is nil; as graphql-js's `execute` selects it, a name given to several
    /// operations (an invalid document) selects the last of them.
    ///
    /// https://spec.graphql.org/September2025/#GetOperation()
    public func operation(named operationName: String?) throws(GraphQLError) -> OperationDefinition {
        guard case .operation(let operation) = definitions[try operationIndex(named: operationName)] else {
            preconditionFailure("operationIndex(named:) is the index of an operation")
        }
        return operation
    }

    /// The index in `definitions` of the operation `operation(named:)` selects.
    package func operationIndex(named operationName: String?) throws(GraphQLError) -> Int {
        var found: Int?
        for index in definitions.indices {
            guard case .operation(let operation) = definitions[index] else { continue }
            if let operationName {
                if operation.name?.value == operationName { found = index }
            } else {
                if found != nil { throw GraphQLError("Must provide operation name if query contains multiple operations.") }
                found = index
            }
        }
        if let found { return found }
        if let operationName { throw GraphQLError("Unknown operation named \"\(operationName)\".") }
        throw GraphQLError("Must provide an operation.")
    }

    /// The fragment definitions by name; of several with one name (an invalid
    /// document), the last, as graphql-js's `execute` keeps it.
    package var fragmentsByName: [String: FragmentDefinition] {
        var fragments: [String: FragmentDefinition] = [:]
        for index in definitions.indices {
            if case .fragment(let fragment) = definitions[index] { fragments[fragment.name.value] = fragment }
        }
        return fragments
    }
}
