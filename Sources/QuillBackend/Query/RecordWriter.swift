/// The writes of the API, each inside the caller's write transaction: insert,
/// update and delete nodes, connect and disconnect them.
///
/// Inserts get a new id and `createdAt`/`updatedAt` (and the fields the model sets to
/// the time: `@createdAt`, `@updatedAt`); fields left out get the model's default.
/// Updates set `updatedAt` (and the `@updatedAt` fields).
struct RecordWriter: Sendable {
    let model: Model
    let dialect: any SQLDialect
    let ids: IDGenerator

    init(model: Model, dialect: any SQLDialect, ids: IDGenerator) {
        self.model = model
        self.dialect = dialect
        self.ids = ids
    }

    /// The current time as the API writes it.
    private func now() -> String { DateTimeText.format(milliseconds: IDGenerator.systemMilliseconds()) }

    /// The values of `type`'s time fields the backend sets at `time` (`update`: those set
    /// on every update), as their scalars store a time.
    private func automaticTimes(of type: String, at time: String, update: Bool) -> [(String, SQLValue)] {
        (model.type(named: type)?.scalarFields ?? []).compactMap { field in
            guard let automatic = field.automatic, !update || automatic == .update else { return nil }
            switch field.kind {
            case .scalar(.timestamp): return (field.name, .integer(DateTimeText.parse(time) ?? 0))
            case .scalar(.date): return (field.name, .text(String(time.prefix(10))))
            default: return (field.name, .text(time))
            }
        }
    }

    private func q(_ identifier: String) -> String { dialect.quote(identifier) }

    private func placeholders(_ range: Range<Int>) -> String {
        range.map { dialect.placeholder($0) }.joined(separator: ", ")
    }

    /// Inserts a node of `type` with `values` (column → value); returns its id.
    func insert(_ type: String, _ values: [String: SQLValue], in database: any SQLExecutor) throws -> String {
        let id = ids.next()
        let time = now()
        var columns = ["id", "createdAt", "updatedAt"]
        var arguments: [SQLValue] = [.text(id), .text(time), .text(time)]
        for (column, value) in automaticTimes(of: type, at: time, update: false) {
            columns.append(column)
            arguments.append(value)
        }
        for field in model.type(named: type)?.scalarFields ?? [] where !field.isManaged && values[field.name] == nil {
            if let value = field.defaultValue {
                columns.append(field.name)
                arguments.append(FieldValues.sql(value, of: field))
            }
        }
        for (column, value) in values.sorted(by: { $0.key < $1.key }) where !columns.contains(column) {
            columns.append(column)
            arguments.append(value)
        }
        try database.execute(
            "INSERT INTO \(q(type)) (\(columns.map(q).joined(separator: ", "))) VALUES (\(placeholders(0..<arguments.count)))",
            arguments)
        return id
    }

    /// Sets `values` on the node `id` of `type` (and `updatedAt`); false when there is no such node.
    @discardableResult
    func update(_ type: String, id: String, _ values: [String: SQLValue], in database: any SQLExecutor) throws -> Bool {
        let time = now()
        let automatic = automaticTimes(of: type, at: time, update: true)
        let sorted = values.sorted(by: { $0.key < $1.key }).filter { value in
            !["id", "createdAt", "updatedAt"].contains(value.key) && !automatic.contains { $0.0 == value.key }
        }
        var assignments = ["\(q("updatedAt")) = \(dialect.placeholder(0))"]
        var arguments: [SQLValue] = [.text(time)]
        for (column, value) in automatic {
            assignments.append("\(q(column)) = \(dialect.placeholder(arguments.count))")
            arguments.append(value)
        }
        for (column, value) in sorted {
            assignments.append("\(q(column)) = \(dialect.placeholder(arguments.count))")
            arguments.append(value)
        }
        arguments.append(.text(id))
        let changed = try database.execute(
            "UPDATE \(q(type)) SET \(assignments.joined(separator: ", ")) WHERE \(q("id")) = \(dialect.placeholder(arguments.count - 1))",
            arguments)
        return changed > 0
    }

    /// Deletes the node `id` of `type` and, first, the nodes its cascading relations point
    /// at (`@relation(onDelete: CASCADE)`), each the same way, each node once. A node that a
    /// required to-one relation field of another (not deleted with it) points at stops it
    /// all (`APIError.requiredRelation`). `deleting` is told of each node before its row
    /// goes; `disconnected` of each node whose relation field loses one (the link, the node
    /// deleted, the node that stays).
    func delete(
        _ type: String, id: String, in database: any SQLExecutor, deleting: (String, String) throws -> Void = { _, _ in },
        disconnected: (RelationLink, String, String) throws -> Void = { _, _, _ in }
    ) throws {
        var deleted = Set<String>()
        try delete(type, id, &deleted, database, deleting, disconnected)
    }

    private func delete(
        _ type: String, _ id: String, _ deleted: inout Set<String>, _ database: any SQLExecutor,
        _ deleting: (String, String) throws -> Void, _ disconnected: (RelationLink, String, String) throws -> Void
    ) throws {
        guard deleted.insert(type + "/" + id).inserted else { return }
        for link in model.links(from: type) {
            let targets = try self.targets(link, of: id, in: database).filter { !deleted.contains(link.targetType + "/" + $0) }
            if link.cascades {
                for target in targets { try delete(link.targetType, target, &deleted, database, deleting, disconnected) }
            } else if !targets.isEmpty {
                if link.inverseIsRequiredToOne { throw APIError.requiredRelation(link) }
                for target in targets { try disconnected(link, id, target) }
            }
        }
        try deleting(type, id)
        try database.execute("DELETE FROM \(q(type)) WHERE \(q("id")) = \(dialect.placeholder(0))", [.text(id)])
    }

    /// Which of `ids` are nodes of `type`.
    func existing(_ type: String, ids: [String], in database: any SQLExecutor) throws -> Set<String> {
        guard !ids.isEmpty else { return [] }
        let rows = try database.query(
            "SELECT \(q("id")) FROM \(q(type)) WHERE \(q("id")) IN (\(placeholders(0..<ids.count)))", ids.map { .text($0) })
        return Set(rows.compactMap { $0[0].text })
    }

    /// The ids of the nodes `link` points at from `source`.
    func targets(_ link: RelationLink, of source: String, in database: any SQLExecutor) throws -> [String] {
        let sql: String
        switch link.storage {
        case .joinTable(let table, let sourceColumn, let targetColumn):
            sql = "SELECT \(q(targetColumn)) FROM \(q(table)) WHERE \(q(sourceColumn)) = \(dialect.placeholder(0))"
        case .targetColumn(let column):
            sql = "SELECT \(q("id")) FROM \(q(link.targetType)) WHERE \(q(column)) = \(dialect.placeholder(0))"
        case .sourceColumn(let column):
            sql = "SELECT \(q(column)) FROM \(q(link.sourceType)) WHERE \(q("id")) = \(dialect.placeholder(0)) AND \(q(column)) IS NOT NULL"
        }
        return try database.query(sql, [.text(source)]).compactMap { $0[0].text }
    }

    /// Connects `source` to `target` through `link`; returns whether the connection is new.
    /// On a to-one side the previous connection is replaced.
    @discardableResult
    func connect(_ link: RelationLink, source: String, target: String, in database: any SQLExecutor) throws -> Bool {
        let p0 = dialect.placeholder(0)
        let p1 = dialect.placeholder(1)
        switch link.storage {
        case .joinTable(let table, let sourceColumn, let targetColumn):
            return try database.execute(
                "INSERT INTO \(q(table)) (\(q(sourceColumn)), \(q(targetColumn))) VALUES (\(p0), \(p1)) ON CONFLICT DO NOTHING",
                [.text(source), .text(target)]) > 0
        case .targetColumn(let column):
            if try targets(link, of: source, in: database).contains(target) { return false }
            if !link.isToMany {
                try database.execute("UPDATE \(q(link.targetType)) SET \(q(column)) = NULL WHERE \(q(column)) = \(p0)", [.text(source)])
            }
            try database.execute(
                "UPDATE \(q(link.targetType)) SET \(q(column)) = \(p0) WHERE \(q("id")) = \(p1)", [.text(source), .text(target)])
            return true
        case .sourceColumn(let column):
            if try targets(link, of: source, in: database).contains(target) { return false }
            if !link.inverseIsToMany {
                try database.execute("UPDATE \(q(link.sourceType)) SET \(q(column)) = NULL WHERE \(q(column)) = \(p0)", [.text(target)])
            }
            try database.execute(
                "UPDATE \(q(link.sourceType)) SET \(q(column)) = \(p0) WHERE \(q("id")) = \(p1)", [.text(target), .text(source)])
            return true
        }
    }

    /// Disconnects `source` from `target`; returns whether they were connected.
    @discardableResult
    func disconnect(_ link: RelationLink, source: String, target: String, in database: any SQLExecutor) throws -> Bool {
        let p0 = dialect.placeholder(0)
        let p1 = dialect.placeholder(1)
        switch link.storage {
        case .joinTable(let table, let sourceColumn, let targetColumn):
            return try database.execute(
                "DELETE FROM \(q(table)) WHERE \(q(sourceColumn)) = \(p0) AND \(q(targetColumn)) = \(p1)",
                [.text(source), .text(target)]) > 0
        case .targetColumn(let column):
            return try database.execute(
                "UPDATE \(q(link.targetType)) SET \(q(column)) = NULL WHERE \(q("id")) = \(p0) AND \(q(column)) = \(p1)",
                [.text(target), .text(source)]) > 0
        case .sourceColumn(let column):
            return try database.execute(
                "UPDATE \(q(link.sourceType)) SET \(q(column)) = NULL WHERE \(q("id")) = \(p0) AND \(q(column)) = \(p1)",
                [.text(source), .text(target)]) > 0
        }
    }
}
