import GraphQL

/// A selection of a model type compiled for `SelectionReader`: what to read (the
/// columns, the relations below, one statement per nesting level, and the counts) and
/// how to write a node (its entries, in the selection's order). (Classes, so that
/// writing a node retains one reference per entry, not every member.)
final class CompiledSelection: Sendable {
    let type: String
    /// The columns read, `id` first.
    let columns: [String]
    /// How to write a node of the selection.
    let entries: [Entry]
    let relations: [RelationRead]
    let counts: [CountRead]
    /// False when the executor could not collect the selection (a `@skip` whose
    /// variable has no value): its nodes are written for the executor to complete,
    /// which reports that error where it collects fields.
    let isCollected: Bool
    /// When fields of the selection are deferred (not read with the others): what reads
    /// those of the node of an id when their payload is due.
    let deferred: (@Sendable (_ id: String) -> DeferredFields)?

    init(
        type: String, columns: [String], entries: [Entry], relations: [RelationRead], counts: [CountRead], isCollected: Bool = true,
        deferred: (@Sendable (_ id: String) -> DeferredFields)? = nil
    ) {
        self.type = type
        self.columns = columns
        self.entries = entries
        self.relations = relations
        self.counts = counts
        self.isCollected = isCollected
        self.deferred = deferred
    }

    /// Whether reading its nodes reads anything more (relations, counts).
    var readsBelow: Bool { !relations.isEmpty || !counts.isEmpty }

    /// The selection of a field whose selection the executor could not collect: ids only.
    static func uncollected(_ type: String) -> CompiledSelection {
        CompiledSelection(type: type, columns: ["id"], entries: [], relations: [], counts: [], isCollected: false)
    }

    /// One response key: `"key":` and its value.
    typealias Entry = KeyedEntry<Value>

    enum Value: Sendable {
        case constant(JSONConstant)
        /// A column (by its index in `columns`) holding a leaf field.
        case column(Int, LeafColumn)
        /// The nodes of `relations[index]`: a list, or the first node or null.
        case relation(Int)
        /// The nodes of `relations[index]` as a page of a connection (collections).
        case connection(Int, CompiledConnection)
        /// An object of the count of `counts[index]` (`_attendeesMeta { count }`),
        /// with these entries.
        case countObject(Int, [CountEntry])
        /// A field the API refuses (its arguments): this error where it is.
        case error(GraphQLError)
    }

    /// One response key of a count object.
    typealias CountEntry = KeyedEntry<CountValue>

    enum CountValue: Sendable {
        case constant(JSONConstant)
        /// The count.
        case count
    }
}

/// A leaf field (a scalar or an enum, or a list of them) read from its column:
/// converted to JSON (`FieldValues`) and written as the executor completes the field.
final class LeafColumn: Sendable {
    let field: ModelField
    let selected: SelectedField

    init(field: ModelField, selected: SelectedField) {
        self.field = field
        self.selected = selected
    }
}

/// A relation field read for all parents of a level in one statement.
final class RelationRead: Sendable {
    let link: RelationLink
    let query: RecordQuery
    let selection: CompiledSelection
    /// Whether the field is a list (else the first node, or null).
    let isList: Bool
    let isNonNull: Bool

    init(link: RelationLink, query: RecordQuery, selection: CompiledSelection, isList: Bool, isNonNull: Bool) {
        self.link = link
        self.query = query
        self.selection = selection
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
final class CompiledConnection: Sendable {
    /// How many nodes a page holds, and whether it is the last ones (`last`).
    let count: Int
    let fromEnd: Bool
    /// The columns (in the nodes' rows) of the keys the nodes are ordered by (a search's
    /// score, after the selection's columns), which cursors hold with the node's id.
    let orderColumns: [Int]
    /// A node's cursor, from its values of the order's keys and its id.
    let cursor: @Sendable ([SQLValue], String) -> String
    let entries: [Entry]
    /// Whether `totalCount` is selected.
    let countsTotal: Bool
    /// For a relation's connection, the count of the parent's selection that is its `totalCount`.
    let totalCountIndex: Int?

    init(
        count: Int, fromEnd: Bool, orderColumns: [Int], cursor: @escaping @Sendable ([SQLValue], String) -> String, entries: [Entry],
        countsTotal: Bool, totalCountIndex: Int?
    ) {
        self.count = count
        self.fromEnd = fromEnd
        self.orderColumns = orderColumns
        self.cursor = cursor
        self.entries = entries
        self.countsTotal = countsTotal
        self.totalCountIndex = totalCountIndex
    }

    /// One response key of the connection, an edge or the page info.
    typealias Entry = KeyedEntry<Value>

    enum Value: Sendable {
        case constant(JSONConstant)
        /// The connection's edges, with these entries.
        case edges([Entry])
        /// An edge's node, written with these entries of the nodes' selection (one
        /// list per `node` of the edges, which share what is read).
        case node([CompiledSelection.Entry])
        case cursor
        /// An object of the connection's (its page info, a search's info), with these entries.
        case object([Entry])
        /// An edge's score, a search's relevance (its one order column).
        case score
        case hasNextPage, hasPreviousPage, startCursor, endCursor
        /// How many nodes the filter selects (a search's `totalHits`), every page together
        /// (`totalCountIndex`, or `NodePage.total` at the root).
        case totalCount
    }
}

/// One response key of a selection: its key and what to write after it.
struct KeyedEntry<Value: Sendable>: Sendable {
    let key: EntryKey
    let value: Value

    init(responseKey: String, value: Value) {
        key = EntryKey(responseKey)
        self.value = value
    }
}

/// A response key, and `"key":` ready to write.
struct EntryKey: Sendable {
    let name: String
    let bytes: [UInt8]

    init(_ name: String) {
        self.name = name
        var writer = JSONWriter(capacity: name.utf8.count + 3)
        writer.writeString(name)
        writer.writeByte(UInt8(ascii: ":"))
        bytes = writer.bytes
    }
}

/// A constant value (a `__typename`), and its JSON ready to write.
struct JSONConstant: Sendable {
    let value: JSONValue
    let bytes: [UInt8]

    init(_ value: JSONValue) {
        self.value = value
        bytes = value.serialized()
    }
}
