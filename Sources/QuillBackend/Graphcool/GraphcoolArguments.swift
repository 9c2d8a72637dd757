import GraphQL

/// Reads the arguments of Graphcool's list fields into the neutral `RecordQuery`.
struct GraphcoolArguments {
    let model: Model

    /// The query of a list field of `type`: `filter`, `orderBy` and the window.
    func query(_ arguments: Arguments, type: String) throws(GraphQLError) -> RecordQuery {
        var query = RecordQuery()
        if let filter = arguments["filter"], !filter.isNull {
            query.filter = try self.filter(filter, type: type)
        }
        if let orderBy = arguments["orderBy"]?.stringValue {
            let descending = orderBy.hasSuffix("_DESC")
            query.order = [RecordOrder(field: String(orderBy.dropLast(descending ? 5 : 4)), descending: descending)]
        }
        query.window = try window(arguments)
        return query
    }

    /// The window of `skip`, `after`, `before`, `first`, `last`.
    func window(_ arguments: Arguments) throws(GraphQLError) -> RecordWindow {
        func int(_ name: String) throws(GraphQLError) -> Int? {
            guard case .int(let value) = arguments[name] ?? .null else { return nil }
            if value < 0 { throw APIError.invalidArgument("The \(name) argument must not be negative, got \(value).") }
            return value
        }
        let window = RecordWindow(
            skip: try int("skip") ?? 0, first: try int("first"), last: try int("last"),
            after: arguments["after"]?.stringValue, before: arguments["before"]?.stringValue)
        if window.first != nil && window.before != nil {
            throw APIError.invalidArgument("The first argument cannot be combined with before: use last with before, or first with after.")
        }
        if window.last != nil && window.after != nil {
            throw APIError.invalidArgument("The last argument cannot be combined with after: use first with after, or last with before.")
        }
        if window.first != nil && window.last != nil {
            throw APIError.invalidArgument("The first and last arguments cannot be combined.")
        }
        return window
    }

    private static let suffixes: [String] = [
        "_not_starts_with_i", "_not_ends_with_i", "_not_contains_i", "_starts_with_i", "_ends_with_i", "_contains_i",
        "_not_starts_with", "_not_ends_with", "_not_contains", "_starts_with", "_ends_with", "_contains",
        "_not_in", "_every", "_some", "_none", "_not", "_lte", "_gte", "_in", "_lt", "_gt",
    ]

    /// A `<Type>Filter` input value as a filter on `type`'s nodes.
    func filter(_ value: JSONValue, type: String) throws(GraphQLError) -> RecordFilter {
        guard case .object(let object) = value, let modelType = model.type(named: type) else { return .always }
        var filters: [RecordFilter] = []
        for member in object.members {
            switch member.key {
            case "AND":
                filters.append(.and(try (member.value.arrayValue ?? []).map { value throws(GraphQLError) in try filter(value, type: type) }))
            case "OR":
                filters.append(.or(try (member.value.arrayValue ?? []).map { value throws(GraphQLError) in try filter(value, type: type) }))
            default:
                var name = member.key
                var suffix = ""
                if modelType.field(named: name) == nil, let found = Self.suffixes.first(where: { name.hasSuffix($0) }) {
                    suffix = found
                    name = String(name.dropLast(found.count))
                }
                guard let field = modelType.field(named: name) else {
                    throw APIError.invalidArgument("\(type) has no field to filter by \(member.key).")
                }
                if let condition = try condition(field, suffix, member.value) { filters.append(condition) }
            }
        }
        return filters.count == 1 ? filters[0] : .and(filters)
    }

    private func condition(_ field: ModelField, _ suffix: String, _ value: JSONValue) throws(GraphQLError) -> RecordFilter? {
        let name = field.name
        if case .relation(_, let target) = field.kind {
            let inner: RecordFilter = value.isNull ? .always : try filter(value, type: target)
            switch suffix {
            case "_every": return .related(name, .every, inner)
            case "_none": return .related(name, .none, inner)
            default:
                if value.isNull { return .related(name, .none, .always) }
                return .related(name, .some, inner)
            }
        }
        let sql = { (value: JSONValue) throws(GraphQLError) -> SQLValue in try GraphcoolValues.sql(value, of: field) }
        switch suffix {
        case "": return .compare(name, .equals, try sql(value))
        case "_not": return .not(.compare(name, .equals, try sql(value)))
        case "_in", "_not_in":
            guard let values = value.arrayValue else { return nil }
            var sqlValues: [SQLValue] = []
            for element in values { sqlValues.append(try sql(element)) }
            return suffix == "_in" ? .oneOf(name, sqlValues) : .not(.oneOf(name, sqlValues))
        case "_lt", "_lte", "_gt", "_gte":
            if value.isNull { return nil }
            let comparison: RecordFilter.Comparison =
                switch suffix {
                case "_lt": .lessThan
                case "_lte": .lessThanOrEqual
                case "_gt": .greaterThan
                default: .greaterThanOrEqual
                }
            return .compare(name, comparison, try sql(value))
        default:
            guard let text = value.stringValue else { return nil }
            let negated = suffix.hasPrefix("_not_")
            let caseSensitive = !suffix.hasSuffix("_i")
            let operation = caseSensitive ? suffix : String(suffix.dropLast(2))
            let match: RecordFilter.TextMatch =
                operation.hasSuffix("contains") ? .contains : operation.hasSuffix("starts_with") ? .startsWith : .endsWith
            let condition = RecordFilter.text(name, match, text, caseSensitive: caseSensitive)
            return negated ? .not(condition) : condition
        }
    }
}
