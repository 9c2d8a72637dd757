import GraphQL

/// A page of a collection as its arguments ask for it: `first` or `last` (one of
/// them, 1 to 100), `after`/`before` cursors, `orderBy` (keys in turn) and `filter`; or
/// a page of a search's results (`query`, `first`, `after`).
struct PageRequest: Sendable, Hashable {
    /// The keys, in turn (empty: by id).
    var order: [RecordOrder]
    /// The search whose results the page is, best first.
    var search: RecordSearch?
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
        order = try Self.order(arguments["orderBy"], type: type, in: model)
        var filters: [RecordFilter] = []
        if let filter = arguments["filter"], !filter.isNull {
            filters.append(try FilterReader(model: model, type: type).filter(filter))
        }
        counted = filters.first ?? .always
        for (name, forward) in [("after", true), ("before", false)] {
            guard let text = arguments[name]?.stringValue else { continue }
            filters.append(try Cursor(decoding: text, for: order.map(\.key), argument: name).filter(forward: forward, order: order))
        }
        filter = filters.count == 1 ? filters[0] : .and(filters)
    }

    /// A page of the results of `postSearch(query:, first:, after:)`.
    init(searching arguments: JSONObject) throws(GraphQLError) {
        guard let count = arguments["first"]?.intValue else {
            throw APIError.invalidArgument("A search needs 'first' (at most \(CollectionsAPI.maxPageSize))")
        }
        guard count >= 0 && count <= CollectionsAPI.maxPageSize else {
            throw APIError.invalidArgument("'first' must be between 0 and \(CollectionsAPI.maxPageSize), not \(count)")
        }
        self.count = count
        fromEnd = false
        order = []
        filter = .always
        counted = .always
        var search = RecordSearch(text: SearchText(arguments["query"]?.stringValue ?? ""))
        if let text = arguments["after"]?.stringValue {
            let cursor = try Cursor(decoding: text, for: [QueryCompiler.scoreColumn], argument: "after")
            guard let score = cursor.values[0].real else {
                throw APIError.invalidArgument("Argument 'after' is not a cursor of this API: \"\(text)\"")
            }
            search.after = (score, cursor.id)
        }
        self.search = search
    }

    /// The read for this page and one node more (which tells whether there are more).
    var query: RecordQuery {
        let window = fromEnd ? RecordWindow(last: count + 1) : RecordWindow(first: count + 1)
        return RecordQuery(filter: filter, order: order, window: window, search: search)
    }

    /// `orderBy: [{ author: { name: ASC } }, { createdAt: DESC_NULLS_FIRST }]` (a single
    /// object is a list of one): one field per object, a scalar's direction or a to-one
    /// relation's object of one of its target's scalars.
    static func order(_ value: JSONValue?, type: ModelType, in model: Model) throws(GraphQLError) -> [RecordOrder] {
        guard let value, !value.isNull else { return [] }
        var keys: [RecordOrder] = []
        for element in value.arrayValue ?? [value] {
            guard let (name, direction) = try member(element) else { continue }
            if let nested = direction.objectValue {
                guard case .relation(_, let target) = type.field(named: name)?.kind, let targetType = model.type(named: target),
                    let (field, targetDirection) = try member(.object(nested))
                else { continue }
                guard targetType.field(named: field) != nil else { continue }
                guard targetDirection.objectValue == nil else {
                    throw APIError.invalidArgument(
                        "'orderBy' orders by a field of a relation's node, not of a relation's relation ('\(name).\(field)')")
                }
                keys.append(key(field, targetDirection, relation: name))
            } else {
                keys.append(key(name, direction, relation: nil))
            }
        }
        return keys
    }

    /// The one field an `orderBy` object gives (nil: none).
    private static func member(_ value: JSONValue) throws(GraphQLError) -> (String, JSONValue)? {
        let given = value.objectValue?.members.filter { !$0.value.isNull } ?? []
        guard given.count <= 1 else {
            throw APIError.invalidArgument(
                "Each 'orderBy' object takes one field, not \(given.count) (\(given.map(\.key).joined(separator: ", "))): give a list of objects to order by several"
            )
        }
        return given.first.map { ($0.key, $0.value) }
    }

    /// `DESC`, `ASC_NULLS_LAST`, …
    private static func key(_ field: String, _ direction: JSONValue, relation: String?) -> RecordOrder {
        let name = direction.stringValue ?? "ASC"
        let descending = name.hasPrefix("DESC")
        let nullsFirst: Bool? = name.hasSuffix("_NULLS_FIRST") ? true : name.hasSuffix("_NULLS_LAST") ? false : nil
        return RecordOrder(field: field, descending: descending, nullsFirst: nullsFirst, relation: relation)
    }
}

extension JSONValue {
    fileprivate var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }
}
