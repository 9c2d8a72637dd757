import GraphQL

extension GraphQLError {
    /// The error as compilers report them: "FILE:LINE:COLUMN: MESSAGE", at its first location.
    func diagnostic(file: String) -> String {
        guard let location = locations.first else { return "\(file): \(message)" }
        return "\(file):\(location.line):\(location.column): \(message)"
    }
}
