import GraphQL

/// A page of a collection as its arguments ask for it: `first` or `last` (one of
/// them, 1 to 100), `after`/`before` cursors, `orderBy` (one field) and `filter`.
struct PageRequest: Sendable, Hashable {
    var order: RecordOrder
    /// The filter, with the cursors' conditions.
    var filter: RecordFilter
    /// The filter alone: the nodes `totalCount` counts.
    var counted: RecordFilter
    /// How many nodes the page holds at most.
    var count: Int
    /// Whether the page is the last `count` nodes (`last`) rather than the first.
    var fromEnd: Bool

    init(_ arguments: JSONObject, type: ModelType, in model: Model) throws(GraphQLError) {
        let first = arguments["first"]?.intValue
        let last = arguments["last"]?.intValue
        switch (first, last) {
        case (nil, nil):
            throw APIError.invalidArgument("A collection needs 'first' or 'last' (at most \(CollectionsAPI.maxPageSize))")
        case (.some, .some):
            throw APIError.invalidArgument("A collection takes 'first' or 'last', not both")
        case (.some(let count), nil), (nil, .some(let count)):
            let name = first != nil ? "first" : "last"
            guard count >= 0 && count <= CollectionsAPI.maxPageSize else {
                throw APIError.invalidArgument("'\(name)' must be between 0 and \(CollectionsAPI.maxPageSize), not \(count)")
            }
            self.count = count
            fromEnd = last != nil
        }
        order = try Self.order(arguments["orderBy"], type: type)
        var filters: [RecordFilter] = []
        if let filter = arguments["filter"], !filter.isNull {
            filters.append(try FilterReader(model: model, type: type).filter(filter))
        }
        counted = filters.first ?? .always
        for (name, forward) in [("after", true), ("before", false)] {
            guard let text = arguments[name]?.stringValue else { continue }
            filters.append(try Cursor(decoding: text, for: order, argument: name).filter(forward: forward, order: order))
        }
        filter = filters.count == 1 ? filters[0] : .and(filters)
    }

    /// The read for this page and one node more (which tells whether there are more).
    var query: RecordQuery {
        let window = fromEnd ? RecordWindow(last: count + 1) : RecordWindow(first: count + 1)
        return RecordQuery(filter: filter, order: [order], window: window)
    }

    /// `orderBy: { title: DESC }`: one field; ascending id (creation order) without one.
    static func order(_ value: JSONValue?, type: ModelType) throws(GraphQLError) -> RecordOrder {
        guard let object = value?.objectValue else { return .byID }
        let given = object.members.filter { !$0.value.isNull }
        guard given.count <= 1 else {
            throw APIError.invalidArgument("'orderBy' takes one field, not \(given.count) (\(given.map(\.key).joined(separator: ", ")))")
        }
        guard let member = given.first else { return .byID }
        return RecordOrder(field: member.key, descending: member.value.stringValue == "DESC")
    }
}

extension JSONValue {
    fileprivate var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }
}
