import Quill

/// A failure of the flow, said in one line.
struct PlannerError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension GraphQLResult {
    /// The data, or the server's errors (and with them any partial data) as a `PlannerError`.
    func checkedData(_ operationName: String) throws(PlannerError) -> Data {
        if let errors, !errors.isEmpty {
            throw PlannerError("the server answered \(operationName) with errors: \(errors.map(\.message).joined(separator: "; "))")
        }
        guard let data else { throw PlannerError("the server answered \(operationName) with no data") }
        return data
    }
}
