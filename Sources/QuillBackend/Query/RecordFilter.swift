/// A condition on the nodes of one model type, independent of any API convention:
/// each convention turns its filter arguments into one of these, and
/// `QueryCompiler` turns it into SQL.
///
/// Null semantics: a comparison with a null column is false (`x < 3` does not match
/// a node whose `x` is null), `equals(x, .null)` matches exactly the nulls, and
/// `not` is the exact complement of what it negates.
indirect enum RecordFilter: Sendable, Hashable {
    /// Every filter matches (an empty list matches every node).
    case and([RecordFilter])
    /// Some filter matches (an empty list matches no node).
    case or([RecordFilter])
    case not(RecordFilter)
    /// `field <op> value`; `.equals` with `.null` is `IS NULL`.
    case compare(String, Comparison, SQLValue)
    /// The field's value is one of the values.
    case oneOf(String, [SQLValue])
    /// The text field contains, starts or ends with the text, case-sensitive or not
    /// (`TextFolding`).
    case text(String, TextMatch, String, caseSensitive: Bool)
    /// A condition on the nodes a relation field points at.
    case related(String, Quantifier, RecordFilter)

    /// Matches every node.
    static let always = RecordFilter.and([])

    enum Comparison: String, Sendable, Hashable {
        case equals = "="
        case lessThan = "<"
        case lessThanOrEqual = "<="
        case greaterThan = ">"
        case greaterThanOrEqual = ">="
    }

    enum TextMatch: Sendable, Hashable {
        case contains
        case startsWith
        case endsWith
    }

    /// How a relation field's nodes must match: for a to-one field, `some` means
    /// the node it points at exists and matches.
    enum Quantifier: Sendable, Hashable {
        case some
        case every
        case none
    }
}

/// A sort key: a scalar field (of the node, or of the node a to-one relation field points
/// at), a direction and where nulls go (first ascending, last descending, unless said).
/// Every order ends with ascending `id` (unless it is already `id`), so that ties are
/// broken the same way every time.
struct RecordOrder: Sendable, Hashable {
    var field: String
    var descending: Bool
    var nullsFirst: Bool
    /// The to-one relation field whose node's `field` is the key, if not the node's own.
    var relation: String?

    init(field: String, descending: Bool = false, nullsFirst: Bool? = nil, relation: String? = nil) {
        self.field = field
        self.descending = descending
        self.nullsFirst = nullsFirst ?? !descending
        self.relation = relation
    }

    /// The key as the compiler reads it, a column name: `title`, or `author.name` (a
    /// relation's: no field's name has a dot).
    var key: String { relation.map { "\($0).\(field)" } ?? field }

    /// Ascending id: creation order.
    static let byID = RecordOrder(field: "id")
}

/// Which part of the filtered, ordered nodes to return (per parent, for a relation).
///
/// Applied in this order: the nodes after `after` and before `before` (node ids;
/// the cursor node itself is excluded), then `skip` from the start and `first`
/// from the start, or -- with `last` -- `skip` from the end and `last` from the end.
/// The result is always in the requested order (`last: 3` is the last three, in order).
struct RecordWindow: Sendable, Hashable {
    var skip: Int
    var first: Int?
    var last: Int?
    var after: String?
    var before: String?

    init(skip: Int = 0, first: Int? = nil, last: Int? = nil, after: String? = nil, before: String? = nil) {
        self.skip = skip
        self.first = first
        self.last = last
        self.after = after
        self.before = before
    }

    /// No window: every node.
    static let all = RecordWindow()

    var isAll: Bool { self == .all }
}

/// What to read of one type: which nodes (filter), in which order, which window.
struct RecordQuery: Sendable, Hashable {
    var filter: RecordFilter
    var order: [RecordOrder]
    var window: RecordWindow
    /// A full-text search: only the nodes it matches, best first (then by id), `order` aside.
    var search: RecordSearch?

    init(filter: RecordFilter = .always, order: [RecordOrder] = [], window: RecordWindow = .all, search: RecordSearch? = nil) {
        self.filter = filter
        self.order = order
        self.window = window
        self.search = search
    }
}

/// A full-text search of a type's index (`@search`), and where a page of its results starts.
struct RecordSearch: Sendable, Hashable {
    var text: SearchText
    /// The nodes after this one in the results: its score and id (a cursor's).
    var after: (score: Double, id: String)?

    init(text: SearchText, after: (score: Double, id: String)? = nil) {
        self.text = text
        self.after = after
    }

    static func == (lhs: RecordSearch, rhs: RecordSearch) -> Bool {
        lhs.text == rhs.text && lhs.after?.score == rhs.after?.score && lhs.after?.id == rhs.after?.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(after?.score)
        hasher.combine(after?.id)
    }
}
