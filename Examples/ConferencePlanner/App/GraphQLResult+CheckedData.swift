import Quill

extension GraphQLResult {
    /// The data; the GraphQL errors of a response that has some (beside partial data too) as a `PlannerError`.
    func checkedData(_ operationName: String) throws(PlannerError) -> Data {
        if let errors, !errors.isEmpty {
            throw PlannerError("the server answered \(operationName) with errors: \(errors.map(\.message).joined(separator: "; "))")
        }
        guard let data else { throw PlannerError("the server answered \(operationName) with no data") }
        return data
    }
}
