import GraphQL

extension ModelField {
    /// Checks `@length(min:, max:)`: characters of a string, elements of a list.
    func checkLength(_ value: JSONValue, in type: String) throws(GraphQLError) {
        guard let length else { return }
        let count: Int
        switch value {
        case .string(let text): count = text.count
        case .array(let items): count = items.count
        default: return
        }
        let unit = isList ? "elements" : "characters"
        if let min = length.min, count < min {
            throw APIError.invalidArgument("'\(type).\(name)' must have at least \(min) \(unit), not \(count)")
        }
        if let max = length.max, count > max {
            throw APIError.invalidArgument("'\(type).\(name)' must have at most \(max) \(unit), not \(count)")
        }
    }
}
