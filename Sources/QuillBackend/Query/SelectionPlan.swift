import GraphQL

/// A selection of a model type compiled for `SelectionReader`: the columns to read,
/// the relations below (one statement per nesting level) and, in the selection's
/// order, what to write for each response key. (Classes, so that writing a node
/// retains one reference per entry, not every member.)
final class SelectionPlan: Sendable {
    let type: String
    /// The columns read, `id` first.
    let columns: [String]
    let entries: [Entry]
    let relations: [RelationRead]
    let counts: [CountRead]

    init(type: String, columns: [String], entries: [Entry], relations: [RelationRead], counts: [CountRead]) {
        self.type = type
        self.columns = columns
        self.entries = entries
        self.relations = relations
        self.counts = counts
    }

    /// One response key: `"key":` and its value.
    typealias Entry = KeyedEntry<Value>

    enum Value: Sendable {
        /// A constant, as JSON (`__typename`'s string).
        case constant([UInt8])
        /// A column (by its index in `columns`) holding a scalar field.
        case column(Int, ScalarColumn)
        /// The nodes of `relations[index]`.
        case relation(Int)
        /// The nodes of `relations[index]` as a page of a connection (collections).
        case connection(Int, ConnectionPlan)
        /// An object of the count of `counts[index]` (`_attendeesMeta { count }`),
        /// with these entries.
        case countObject(Int, [CountEntry])
    }

    /// One response key of a count object.
    typealias CountEntry = KeyedEntry<CountValue>

    enum CountValue: Sendable {
        /// A constant, as JSON (`__typename`'s string).
        case constant([UInt8])
        /// The count.
        case count
    }
}

/// How a scalar field's column is written.
final class ScalarColumn: Sendable {
    let field: ModelField
    let isNonNull: Bool
    /// For a list field: whether its items are non-null.
    let itemsNonNull: Bool
    /// The enum's values, for an enum field.
    let enumValues: Set<String>?
    /// Whether the column's text is written as a JSON string as it is (`String`, `ID`, `DateTime`).
    let isText: Bool

    init(field: ModelField, isNonNull: Bool, itemsNonNull: Bool, enumValues: Set<String>?) {
        self.field = field
        self.isNonNull = isNonNull
        self.itemsNonNull = itemsNonNull
        self.enumValues = enumValues
        isText = switch field.kind {
        case .scalar(.string), .scalar(.id), .scalar(.dateTime): !field.isList
        default: false
        }
    }
}

/// A relation field read for all parents of a level in one statement.
final class RelationRead: Sendable {
    let link: RelationLink
    let query: RecordQuery
    let plan: SelectionPlan
    /// Whether the field is a list (else the first node, or null).
    let isList: Bool
    let isNonNull: Bool

    init(link: RelationLink, query: RecordQuery, plan: SelectionPlan, isList: Bool, isNonNull: Bool) {
        self.link = link
        self.query = query
        self.plan = plan
        self.isList = isList
        self.isNonNull = isNonNull
    }
}

/// How many nodes a to-many relation selects per parent, in one statement for all parents.
struct CountRead: Sendable {
    let link: RelationLink
    let query: RecordQuery
}

/// A to-many relation (or a root list) read as a page of a Relay connection, as the
/// collections convention answers it: each parent's nodes, read with one more than the
/// page holds, cut to the page and written as `{ edges { node cursor } pageInfo }`.
final class ConnectionPlan: Sendable {
    /// How many nodes a page holds, and whether it is the last ones (`last`).
    let count: Int
    let fromEnd: Bool
    /// The column (in the nodes' plan) of the field the nodes are ordered by, which
    /// cursors hold with the node's id.
    let orderColumn: Int
    /// A node's cursor, from its value of the order field and its id.
    let cursor: @Sendable (SQLValue, String) -> String
    let entries: [Entry]

    init(count: Int, fromEnd: Bool, orderColumn: Int, cursor: @escaping @Sendable (SQLValue, String) -> String, entries: [Entry]) {
        self.count = count
        self.fromEnd = fromEnd
        self.orderColumn = orderColumn
        self.cursor = cursor
        self.entries = entries
    }

    /// One response key of the connection, an edge or the page info.
    typealias Entry = KeyedEntry<Value>

    enum Value: Sendable {
        case constant([UInt8])
        /// The connection's edges, with these entries.
        case edges([Entry])
        /// An edge's node, written with the nodes' plan.
        case node
        case cursor
        /// The connection's page info, with these entries.
        case pageInfo([Entry])
        case hasNextPage, hasPreviousPage, startCursor, endCursor
    }
}

/// One response key of a plan: `"key":`, ready to write, and what to write after it.
struct KeyedEntry<Value: Sendable>: Sendable {
    let key: [UInt8]
    let value: Value

    init(responseKey: String, value: Value) {
        var writer = JSONWriter(capacity: responseKey.utf8.count + 3)
        writer.writeString(responseKey)
        writer.writeByte(UInt8(ascii: ":"))
        key = writer.bytes
        self.value = value
    }
}
