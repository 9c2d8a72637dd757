/// A SQL statement and its arguments, in placeholder order.
struct SQLStatement: Sendable, Hashable {
    var sql: String
    var arguments: [SQLValue]

    init(sql: String, arguments: [SQLValue]) {
        self.sql = sql
        self.arguments = arguments
    }
}

/// Compiles `RecordQuery`s into SQL for one model, in one dialect, for one caller: with
/// an `Access` that restricts it, every statement reads only the nodes the caller may
/// read (the condition of each type's rules, in lists, lookups, counts, relations and
/// relation filters alike) and its fields only where the caller may read them.
///
/// A read of a relation field compiles to one statement for all parent nodes at
/// once: the target rows carry the id of their parent in the column `__parent`,
/// and a window (`first`, `last`, `skip`, cursors) applies per parent through
/// `ROW_NUMBER() OVER (PARTITION BY parent …)`. Without a window the statement is
/// a plain filtered, ordered `SELECT`.
struct QueryCompiler: Sendable {
    let model: Model
    let dialect: any SQLDialect
    /// The column names of each type's table.
    let columns: [String: [String]]
    /// The column types of each type's table, by column name.
    let columnTypes: [String: [String: ColumnType]]
    /// Whose reads these are; nil reads everything.
    private(set) var access: Access?

    init(model: Model, dialect: any SQLDialect) {
        self.model = model
        self.dialect = dialect
        let schema = DatabaseSchema(model: model)
        var columns: [String: [String]] = [:]
        var columnTypes: [String: [String: ColumnType]] = [:]
        for type in model.types {
            let table = schema.table(named: type.name)?.columns ?? []
            columns[type.name] = table.map(\.name)
            columnTypes[type.name] = Dictionary(table.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        }
        self.columns = columns
        self.columnTypes = columnTypes
    }

    /// The compiler of `access`'s caller's reads (this one when no rule restricts it).
    func restricted(to access: Access) -> QueryCompiler {
        guard access.isRestricted else { return self }
        var restricted = self
        restricted.access = access
        return restricted
    }

    /// The nodes of `type` that `query` selects, in its order: their `columns`
    /// (by default every column of the table, in its order). `operation` is the read the
    /// caller's rules judge: `list`, or `get` for nodes named by id.
    func select(_ type: String, _ query: RecordQuery, columns: [String]? = nil, operation: AuthOperation = .list) -> SQLStatement {
        var builder = SQLBuilder(dialect: dialect)
        let sql = body(type, query, parents: nil, columns: columns, ordered: true, operation: operation, &builder)
        return SQLStatement(sql: sql, arguments: builder.arguments)
    }

    /// The nodes `link` points at from each of `parents` (ids), each row with its
    /// parent's id in `__parent` after the `columns`; per parent in `query`'s order.
    func select(
        _ link: RelationLink, parents: some Collection<String>, _ query: RecordQuery, columns: [String]? = nil
    ) -> SQLStatement {
        var builder = SQLBuilder(dialect: dialect)
        let sql = body(
            link.targetType, query, parents: (link, Array(parents)), columns: columns, ordered: true, operation: link.readOperation, &builder)
        return SQLStatement(sql: sql, arguments: builder.arguments)
    }

    /// The node of `type` whose `fields` equal the arguments (in order), a unique key:
    /// a plain `SELECT … WHERE`. With `including`, a to-many link from `type`, the
    /// statement also reads the nodes it points at (in id order) by `LEFT JOIN`s from
    /// the node (so that SQLite reads them by index): one row per target node (or one
    /// with nulls), the target's columns after the node's (every row belongs to the one
    /// node: no `__parent`). `columns` and `targetColumns` are every column of each
    /// table by default.
    func lookup(
        _ type: String, fields: [String], including link: RelationLink? = nil, columns: [String]? = nil,
        targetColumns: [String]? = nil
    ) -> SQLStatement {
        var builder = SQLBuilder(dialect: dialect)
        let table = builder.alias("t")
        // The key's values are the first arguments: the caller binds them.
        var conditions = fields.map { "\(column(type, $0, alias: table, &builder)) = \(builder.bind(.null))" }
        if let restriction = restriction(type, .get, alias: table, &builder) { conditions.append(restriction) }
        var selected = (columns ?? self.columns[type] ?? []).map { selectedColumn(type, $0, alias: table, &builder) }
        var from = "\(q(type)) AS \(table)"
        var order = ""
        if let link {
            let target = builder.alias("t")
            let id = q("id")
            let targetTable = "\(q(link.targetType)) AS \(target)"
            let visible = restriction(link.targetType, link.readOperation, alias: target, &builder).map { " AND \($0)" } ?? ""
            switch link.storage {
            case .joinTable(let joinTable, let sourceColumn, let targetColumn):
                let joined = builder.alias("l")
                from +=
                    " LEFT JOIN \(q(joinTable)) AS \(joined) ON \(joined).\(q(sourceColumn)) = \(table).\(id)"
                    + " LEFT JOIN \(targetTable) ON \(target).\(id) = \(joined).\(q(targetColumn))\(visible)"
            case .targetColumn(let column):
                from += " LEFT JOIN \(targetTable) ON \(target).\(q(column)) = \(table).\(id)\(visible)"
            case .sourceColumn(let column):
                from += " LEFT JOIN \(targetTable) ON \(target).\(id) = \(table).\(q(column))\(visible)"
            }
            selected += (targetColumns ?? self.columns[link.targetType] ?? []).map {
                selectedColumn(link.targetType, $0, alias: target, &builder)
            }
            order = " ORDER BY " + orderTerms([], type: link.targetType, alias: target, &builder).joined(separator: ", ")
        }
        let sql = "SELECT \(selected.joined(separator: ", ")) FROM \(from) WHERE \(conditions.joined(separator: " AND "))\(order)"
        return SQLStatement(sql: sql, arguments: builder.arguments)
    }

    /// The nodes `link` points at from every node of its source type (each row with
    /// its parent's id in `__parent`): `select(link, parents:query)` with every source
    /// node as a parent, without binding their ids.
    func selectFromAll(_ link: RelationLink, _ query: RecordQuery, columns: [String]? = nil) -> SQLStatement {
        var builder = SQLBuilder(dialect: dialect)
        let sql = body(link.targetType, query, parents: (link, nil), columns: columns, ordered: true, operation: link.readOperation, &builder)
        return SQLStatement(sql: sql, arguments: builder.arguments)
    }

    /// How many nodes `select(type, query)` returns: one row, one column.
    func count(_ type: String, _ query: RecordQuery) -> SQLStatement {
        var builder = SQLBuilder(dialect: dialect)
        let inner = body(type, query, parents: nil, columns: nil, ordered: false, operation: .list, &builder)
        return SQLStatement(sql: "SELECT COUNT(*) FROM (\(inner)) AS \(q("counted"))", arguments: builder.arguments)
    }

    /// `COUNT(*)` and each number field's `SUM`, `AVG`, `MIN` and `MAX` over the nodes of
    /// `type` that `query` selects (the caller's restrictions and masks applied): one row,
    /// or with `groupBy` one per value of that field (its value first), in its order.
    func aggregate(_ type: String, _ query: RecordQuery, fields: [String], groupBy: String?) -> SQLStatement {
        var builder = SQLBuilder(dialect: dialect)
        let columns = ((groupBy.map { [$0] } ?? []) + fields).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let inner = body(type, query, parents: nil, columns: columns.isEmpty ? ["id"] : columns, ordered: false, operation: .list, &builder)
        let group = q("grouped")
        var selected = groupBy.map { ["\(group).\(q($0))"] } ?? []
        selected.append("COUNT(*)")
        for field in fields {
            let column = "\(group).\(q(field))"
            let sum = columnTypes[type]?[field] == .integer ? "CAST(SUM(\(column)) AS BIGINT)" : "CAST(SUM(\(column)) AS DOUBLE PRECISION)"
            selected += [sum, "CAST(AVG(\(column)) AS DOUBLE PRECISION)", "MIN(\(column))", "MAX(\(column))"]
        }
        var sql = "SELECT \(selected.joined(separator: ", ")) FROM (\(inner)) AS \(group)"
        if let groupBy {
            let key = dialect.comparable("\(group).\(q(groupBy))", as: columnTypes[type]?[groupBy] ?? .text)
            sql += " GROUP BY \(group).\(q(groupBy)) ORDER BY \(key) ASC NULLS FIRST"
        }
        return SQLStatement(sql: sql, arguments: builder.arguments)
    }

    /// How many nodes `link` selects per parent: rows of `__parent` and `count`
    /// (parents without nodes have no row).
    func count(_ link: RelationLink, parents: some Collection<String>, _ query: RecordQuery) -> SQLStatement {
        var builder = SQLBuilder(dialect: dialect)
        let inner = body(link.targetType, query, parents: (link, Array(parents)), columns: nil, ordered: false, operation: .list, &builder)
        let parent = "\(q("counted")).\(q("__parent"))"
        return SQLStatement(
            sql: "SELECT \(parent), COUNT(*) AS \(q("count")) FROM (\(inner)) AS \(q("counted")) GROUP BY \(parent)",
            arguments: builder.arguments)
    }

    /// Whether `row` (a node of `type`, as it was or is) matches `filter`: one row,
    /// one column, 1 or 0. Relation conditions see the database's current connections.
    func matches(_ row: SQLRow, of type: String, _ filter: RecordFilter) -> SQLStatement {
        var builder = SQLBuilder(dialect: dialect)
        let types = columnTypes[type] ?? [:]
        let values = (columns[type] ?? []).map { column in
            "\(dialect.typed(builder.bind(row[column]), as: types[column] ?? .text)) AS \(q(column))"
        }.joined(separator: ", ")
        let table = builder.alias("t")
        let condition = condition(filter, type: type, alias: table, &builder)
        return SQLStatement(
            sql: "SELECT COUNT(*) FROM (SELECT \(values)) AS \(table) WHERE \(condition)", arguments: builder.arguments)
    }

    private func q(_ identifier: String) -> String { dialect.quote(identifier) }

    private func body(
        _ type: String, _ query: RecordQuery, parents: (RelationLink, [String]?)?, columns: [String]?, ordered: Bool,
        operation: AuthOperation, _ builder: inout SQLBuilder
    ) -> String {
        let table = builder.alias("t")
        var from = "\(q(type)) AS \(table)"
        var parentExpression: String?
        var conditions: [String] = []
        if let (link, ids) = parents {
            let (join, parent) = link.sql(target: table, link: builder.alias("l"), dialect)
            from += join
            parentExpression = parent
            if let ids {
                conditions.append(ids.isEmpty ? "1 = 0" : "\(parent) IN (\(ids.map { builder.bind(.text($0)) }.joined(separator: ", ")))")
            } else {
                conditions.append("\(parent) IS NOT NULL")
            }
        }
        if let restriction = restriction(type, operation, alias: table, &builder) { conditions.append(restriction) }
        if query.filter != .always {
            conditions.append(condition(query.filter, type: type, alias: table, &builder))
        }
        var selected = (columns ?? self.columns[type] ?? []).map { selectedColumn(type, $0, alias: table, &builder) }
        if let parentExpression { selected.append("\(parentExpression) AS \(q("__parent"))") }
        var orderKeys: String
        if let search = query.search {
            let score = self.search(search, type: type, alias: table, from: &from, conditions: &conditions, &builder)
            selected.append("\(score) AS \(q(Self.scoreColumn))")
            orderKeys = "\(score) DESC, \(table).\(q("id")) ASC"
        } else {
            orderKeys = orderTerms(query.order, type: type, alias: table, &builder).joined(separator: ", ")
        }
        let whereClause = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        let window = query.window
        if window.isAll {
            return "SELECT \(selected.joined(separator: ", ")) FROM \(from)\(whereClause)" + (ordered ? " ORDER BY \(orderKeys)" : "")
        }
        let partition = parentExpression.map { "PARTITION BY \($0) " } ?? ""
        let rank = q("__rank")
        let ranked = q("ranked")
        let rankedSQL =
            "SELECT \(selected.joined(separator: ", ")), ROW_NUMBER() OVER (\(partition)ORDER BY \(orderKeys)) AS \(rank) FROM \(from)\(whereClause)"
        var cuts: [String] = []
        let sameParent = parentExpression == nil ? "" : " AND c.\(q("__parent")) = r.\(q("__parent"))"
        for (cursor, comparison) in [(window.after, ">"), (window.before, "<")] {
            guard let cursor else { continue }
            cuts.append(
                "r.\(rank) \(comparison) (SELECT c.\(rank) FROM \(ranked) AS c WHERE c.\(q("id")) = \(builder.bind(.text(cursor)))\(sameParent))")
        }
        let slotPartition = parentExpression == nil ? "" : "PARTITION BY r.\(q("__parent")) "
        let direction = window.last != nil ? "DESC" : "ASC"
        let slot = q("__slot")
        let slotted =
            "SELECT r.*, ROW_NUMBER() OVER (\(slotPartition)ORDER BY r.\(rank) \(direction)) AS \(slot) FROM \(ranked) AS r"
            + (cuts.isEmpty ? "" : " WHERE " + cuts.joined(separator: " AND "))
        var limits = ["s.\(slot) > \(builder.bind(.integer(Int64(window.skip))))"]
        if let count = window.last ?? window.first {
            limits.append("s.\(slot) <= \(builder.bind(.integer(Int64(window.skip + count))))")
        }
        return "WITH \(ranked) AS (\(rankedSQL)) SELECT s.* FROM (\(slotted)) AS s WHERE \(limits.joined(separator: " AND "))"
            + (ordered ? " ORDER BY s.\(rank)" : "")
    }

    /// The column of a search's rows holding each one's score, after the columns read.
    static let scoreColumn = "__score"

    /// Joins `search`'s index to the rows of `type` (aliased `alias`) in `from`, with its
    /// conditions (those of a page after a cursor's node included); the score expression.
    private func search(
        _ search: RecordSearch, type: String, alias: String, from: inout String, conditions: inout [String], _ builder: inout SQLBuilder
    ) -> String {
        let sql = dialect.search(type, alias: alias, placeholder: builder.bind(.text(dialect.searchArgument(search.text))))
        from += sql.join
        if let condition = sql.condition { conditions.append(condition) }
        if let (score, id) = search.after {
            let cursorScore = builder.bind(.real(score))
            conditions.append(
                "(\(sql.score) < \(cursorScore) OR (\(sql.score) = \(cursorScore) AND \(alias).\(q("id")) > \(builder.bind(.text(id)))))")
        }
        return sql.score
    }

    /// Column `field` of `type` (aliased `alias`) as compared and ordered.
    private func compared(_ alias: String, _ field: String, of type: String, _ builder: inout SQLBuilder) -> String {
        dialect.comparable(column(type, field, alias: alias, &builder), as: columnType(type, field))
    }

    /// The column type of `field` of `type`, or of a relation's key (`author.name`).
    private func columnType(_ type: String, _ field: String) -> ColumnType {
        guard let dot = field.firstIndex(of: ".") else { return columnTypes[type]?[field] ?? .text }
        let target = RelationLink(model: model, type: type, field: String(field[..<dot]))?.targetType ?? type
        return columnTypes[target]?[String(field[field.index(after: dot)...])] ?? .text
    }

    /// The ORDER BY terms: each key (its nulls first or last), then ascending id.
    private func orderTerms(_ order: [RecordOrder], type: String, alias: String, _ builder: inout SQLBuilder) -> [String] {
        var terms = order.map { key in
            "\(compared(alias, key.key, of: type, &builder)) \(key.descending ? "DESC" : "ASC") NULLS \(key.nullsFirst ? "FIRST" : "LAST")"
        }
        if !order.contains(where: { $0.key == "id" }) { terms.append("\(alias).\(q("id")) ASC") }
        return terms
    }

    /// The condition a row of `type` (aliased `alias`) must meet for the caller to `operation`
    /// it; nil when every row does.
    private func restriction(_ type: String, _ operation: AuthOperation, alias: String, _ builder: inout SQLBuilder) -> String? {
        guard let filter = access?.decision(type, operation).filter else { return nil }
        return condition(filter, type: type, alias: alias, &builder)
    }

    /// A column of a row of `type` as the caller sees it: a field it reads only on some
    /// nodes is null on the others (in what is selected, filtered and ordered alike).
    private func column(_ type: String, _ field: String, alias: String, _ builder: inout SQLBuilder) -> String {
        if let dot = field.firstIndex(of: ".") {
            return relatedColumn(type, String(field[..<dot]), String(field[field.index(after: dot)...]), alias: alias, &builder)
        }
        let plain = "\(alias).\(q(field))"
        guard let access, let filter = access.maskedFields(type)[field] else { return plain }
        // Null of the column's type (a bare NULL is text to PostgreSQL in a subquery's select list).
        if filter == .or([]) { return "(CASE WHEN 1 = 0 THEN \(plain) END)" }
        return "(CASE WHEN \(condition(filter, type: type, alias: alias, &builder)) THEN \(plain) END)"
    }

    /// Column `field` of the node the to-one relation field `relation` of a row of `type`
    /// points at (null without one, or when the caller may not read it): a subquery.
    private func relatedColumn(_ type: String, _ relation: String, _ field: String, alias: String, _ builder: inout SQLBuilder) -> String {
        guard let link = RelationLink(model: model, type: type, field: relation) else { return "NULL" }
        let target = builder.alias("t")
        let value = column(link.targetType, field, alias: target, &builder)
        var sql = "SELECT \(value) FROM \(q(link.targetType)) AS \(target)"
        if case .sourceColumn(let foreignKey) = link.storage {
            sql += " WHERE \(target).\(q("id")) = \(alias).\(q(foreignKey))"
        } else {
            let (join, parent) = link.sql(target: target, link: builder.alias("l"), dialect)
            sql += "\(join) WHERE \(parent) = \(alias).\(q("id"))"
        }
        if let restriction = restriction(link.targetType, link.readOperation, alias: target, &builder) { sql += " AND \(restriction)" }
        return "(\(sql) LIMIT 1)"
    }

    /// A column in a select list, named after itself.
    private func selectedColumn(_ type: String, _ field: String, alias: String, _ builder: inout SQLBuilder) -> String {
        let expression = column(type, field, alias: alias, &builder)
        return expression.hasPrefix(alias + ".") ? expression : "\(expression) AS \(q(field))"
    }

    /// A SQL condition true exactly for the rows (aliased `alias`, of `type`) that `filter` matches.
    func condition(_ filter: RecordFilter, type: String, alias: String, _ builder: inout SQLBuilder) -> String {
        switch filter {
        case .and(let filters):
            if filters.isEmpty { return "1 = 1" }
            return "(" + filters.map { condition($0, type: type, alias: alias, &builder) }.joined(separator: " AND ") + ")"
        case .or(let filters):
            if filters.isEmpty { return "1 = 0" }
            return "(" + filters.map { condition($0, type: type, alias: alias, &builder) }.joined(separator: " OR ") + ")"
        case .not(let inner):
            return "NOT COALESCE(\(condition(inner, type: type, alias: alias, &builder)), FALSE)"
        case .compare(let field, .equals, .null):
            return "\(column(type, field, alias: alias, &builder)) IS NULL"
        case .compare(let field, let comparison, let value):
            let columnType = columnType(type, field)
            return "\(compared(alias, field, of: type, &builder)) \(comparison.rawValue) \(dialect.comparable(builder.bind(value), as: columnType))"
        case .oneOf(let field, let values):
            if values.isEmpty { return "1 = 0" }
            let columnType = columnTypes[type]?[field] ?? .text
            let list = values.map { dialect.comparable(builder.bind($0), as: columnType) }.joined(separator: ", ")
            return "\(compared(alias, field, of: type, &builder)) IN (\(list))"
        case .text(let field, let match, let text, let caseSensitive):
            let plain = column(type, field, alias: alias, &builder)
            let column = caseSensitive ? plain : dialect.folded(plain)
            let text = caseSensitive ? text : TextFolding.fold(text)
            switch match {
            case .contains:
                return "\(dialect.position(of: builder.bind(.text(text)), in: column)) > 0"
            case .startsWith:
                return "substr(\(column), 1, length(\(builder.bind(.text(text))))) = \(builder.bind(.text(text)))"
            case .endsWith:
                let first = builder.bind(.text(text))
                let second = builder.bind(.text(text))
                let third = builder.bind(.text(text))
                return "(length(\(column)) >= length(\(first)) AND substr(\(column), length(\(column)) - length(\(second)) + 1) = \(third))"
            }
        case .related(let field, let quantifier, let inner):
            guard let link = RelationLink(model: model, type: type, field: field) else { return "1 = 0" }
            let target = builder.alias("t")
            let (join, parent) = link.sql(target: target, link: builder.alias("l"), dialect)
            var sql = "SELECT 1 FROM \(q(link.targetType)) AS \(target)\(join) WHERE \(parent) = \(alias).\(q("id"))"
            // A node the caller may not list is not matched, nor counted against `every`.
            if let restriction = restriction(link.targetType, .list, alias: target, &builder) { sql += " AND \(restriction)" }
            let innerCondition = condition(inner, type: link.targetType, alias: target, &builder)
            switch quantifier {
            case .some:
                sql += " AND \(innerCondition)"
                return "EXISTS (\(sql))"
            case .none:
                sql += " AND \(innerCondition)"
                return "NOT EXISTS (\(sql))"
            case .every:
                sql += " AND NOT COALESCE(\(innerCondition), FALSE)"
                return "NOT EXISTS (\(sql))"
            }
        }
    }
}

/// Accumulates a statement's arguments and fresh table aliases.
struct SQLBuilder {
    let dialect: any SQLDialect
    var arguments: [SQLValue] = []
    private var aliases = 0

    init(dialect: any SQLDialect) {
        self.dialect = dialect
    }

    /// The placeholder of `value`, appended to the arguments.
    mutating func bind(_ value: SQLValue) -> String {
        defer { arguments.append(value) }
        return dialect.placeholder(arguments.count)
    }

    /// A new alias: `t0`, `l1`, …
    mutating func alias(_ prefix: String) -> String {
        defer { aliases += 1 }
        return "\(prefix)\(aliases)"
    }
}
