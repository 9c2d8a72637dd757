import Foundation

/// Compares the applied schema with the model's and plans the SQL between them.
///
/// Additive changes (new types, fields, relations, uniques) and renames (`@rename`: a
/// table or column whose previous name the applied schema has, and not its new one)
/// are plain statements.
/// Destructive ones are listed in `destructiveChanges`: a removed type, relation or
/// field, a changed field type, a new required field without a default on a
/// non-empty table, a field made required while some rows have no value, and an
/// enum value removed while rows hold it. When applied, the rows concerned are
/// deleted (an optional enum field is set to null instead); removed and retyped
/// columns are dropped by rebuilding their table.
struct MigrationPlanner {
    let dialect: any SQLDialect
    /// Counts the rows of a table matching an optional SQL condition.
    let count: (_ table: String, _ condition: String?) throws -> Int

    func plan(from old: DatabaseSchema?, to new: DatabaseSchema) throws -> MigrationPlan {
        var plan = MigrationPlan()
        var old = old ?? DatabaseSchema(tables: [])
        let applied = old
        var deletions: [(table: String, condition: String?)] = []
        var foreignKeys: [String] = []
        var rebuilt: Set<String> = []
        for table in new.tables {
            guard let previousName = table.previousName, old.table(named: table.name) == nil,
                let index = old.tables.firstIndex(where: { $0.name == previousName })
            else { continue }
            plan.statements.append(dialect.renameTable(previousName, to: table.name))
            plan.summary.append("rename table \(previousName) to \(table.name)")
            old.renameTable(at: index, to: table.name, origin: table.origin)
        }
        for table in old.tables where new.table(named: table.name) == nil {
            let rows = try count(table.name, nil)
            plan.destructiveChanges.append("\(table.origin.description) was removed; its table \(table.name) would be dropped with its \(rows) rows")
            plan.statements.append(dialect.dropTable(table.name))
            plan.summary.append("drop table \(table.name)")
        }
        for table in new.tables {
            guard let previous = old.table(named: table.name) else {
                plan.statements += dialect.createTable(table)
                foreignKeys += dialect.addForeignKeys(of: table.columns, to: table.name)
                plan.summary.append("create table \(table.name) for \(table.origin.description)")
                continue
            }
            deletions += try planChanges(of: previous, to: table, into: &plan, foreignKeys: &foreignKeys, rebuilt: &rebuilt)
        }
        for deletion in deletions {
            plan.statements += deleteStatements(from: deletion.table, where: deletion.condition, in: new)
        }
        plan.statements += foreignKeys
        planSearchIndexes(from: applied, to: new, rebuilt: rebuilt, into: &plan)
        return plan
    }

    /// Drops (first) every full-text index that does not stay as it is, and creates (last,
    /// once the rows are in place) every new one, which indexes the rows the table holds: a
    /// table created, renamed or rebuilt, or whose searched columns changed, is indexed anew.
    private func planSearchIndexes(from old: DatabaseSchema, to new: DatabaseSchema, rebuilt: Set<String>, into plan: inout MigrationPlan) {
        func stays(_ table: TableDefinition) -> Bool {
            !rebuilt.contains(table.name) && new.table(named: table.name)?.search == table.search
        }
        var drops: [String] = []
        for table in old.tables where table.search != nil && !stays(table) {
            drops += dialect.dropSearchIndex(on: table.name)
            plan.summary.append("drop the search index of table \(table.name)")
        }
        plan.statements.insert(contentsOf: drops, at: 0)
        for table in new.tables {
            guard let columns = table.search, old.table(named: table.name).map(stays) != true else { continue }
            plan.statements += dialect.createSearchIndex(on: table.name, columns: columns)
            plan.summary.append("create a search index of table \(table.name) (\(columns.joined(separator: ", ")))")
        }
    }

    /// Plans one table's changes, adding to `foreignKeys` those of its new columns;
    /// returns the rows to delete once the schema is in place.
    private func planChanges(
        of old: TableDefinition, to new: TableDefinition, into plan: inout MigrationPlan, foreignKeys: inout [String],
        rebuilt: inout Set<String>
    ) throws -> [(table: String, condition: String?)] {
        var old = old
        for column in new.columns {
            guard let previousName = column.previousName, old.column(named: column.name) == nil,
                let index = old.columns.firstIndex(where: { $0.name == previousName })
            else { continue }
            plan.statements.append(dialect.renameColumn(previousName, to: column.name, in: new.name))
            plan.summary.append("rename column \(new.name).\(previousName) to \(column.name)")
            old.columns[index].name = column.name
            old.indexes = old.indexes.map { index in
                var index = index
                index.columns = index.columns.map { $0 == previousName ? column.name : $0 }
                return index
            }
        }
        let what = new.origin.description
        var rebuild = false
        var kept: [String] = []
        var added: [ColumnDefinition] = []
        var deletions: [(table: String, condition: String?)] = []
        for column in old.columns where new.column(named: column.name) == nil {
            plan.destructiveChanges.append("field \(fieldName(new, column)) was removed (\(what)); its values would be lost")
            rebuild = true
        }
        for column in new.columns {
            guard let previous = old.column(named: column.name) else {
                added.append(column)
                if column.isRequired && column.defaultValue == nil {
                    let rows = try count(new.name, nil)
                    if rows > 0 {
                        plan.destructiveChanges.append(
                            "field \(fieldName(new, column)) is new, required and has no default, but table \(new.name) has \(rows) rows; they would be deleted"
                        )
                        deletions.append((new.name, nil))
                    }
                }
                continue
            }
            if !isCompatible(previous, column) {
                plan.destructiveChanges.append(
                    "field \(fieldName(new, column)) changed type from \(previous.modelType) to \(column.modelType); its values would be lost")
                rebuild = true
                continue
            }
            kept.append(column.name)
            if let removal = try enumValueRemoval(previous, column, in: new) {
                plan.destructiveChanges.append(removal.message)
                if let deletion = removal.deletion { deletions.append(deletion) } else { plan.statements += removal.statements }
            }
            if column.isRequired && !previous.isRequired {
                let condition = "\(dialect.quote(column.name)) IS NULL"
                let rows = try count(new.name, condition)
                if rows > 0 {
                    plan.destructiveChanges.append(
                        "field \(fieldName(new, column)) is now required, but \(rows) rows of \(new.name) have no value; they would be deleted")
                    deletions.append((new.name, condition))
                }
            }
        }
        if rebuild {
            rebuilt.insert(new.name)
            plan.statements += dialect.rebuildTable(from: old, to: new, keeping: kept)
            foreignKeys += dialect.addForeignKeys(of: new.columns.filter { !kept.contains($0.name) }, to: new.name)
            plan.summary.append("rebuild table \(new.name)")
            return deletions
        }
        for column in added {
            plan.statements += dialect.addColumn(column, to: new.name)
            foreignKeys += dialect.addForeignKeys(of: [column], to: new.name)
            plan.summary.append("add column \(new.name).\(column.name)")
        }
        for index in old.indexes where !new.indexes.contains(index) {
            plan.statements.append(dialect.dropIndex(index, on: new.name))
            plan.summary.append("drop index \(index.name)")
        }
        for index in new.indexes where !old.indexes.contains(index) {
            plan.statements.append(dialect.createIndex(index, on: new.name))
            plan.summary.append("create index \(index.name)")
        }
        return deletions
    }

    /// What removing enum values from a column costs: a message, and either rows to
    /// delete (a required field) or statements that null the values (an optional one).
    private func enumValueRemoval(_ old: ColumnDefinition, _ new: ColumnDefinition, in table: TableDefinition) throws
        -> (message: String, deletion: (table: String, condition: String?)?, statements: [String])?
    {
        let removed = (old.enumValues ?? []).filter { !(new.enumValues ?? []).contains($0) }
        guard !removed.isEmpty else { return nil }
        let condition = "\(dialect.quote(new.name)) IN (\(removed.map { dialect.literal(.text($0)) }.joined(separator: ", ")))"
        let rows = try count(table.name, condition)
        guard rows > 0 else { return nil }
        let values = removed.joined(separator: ", ")
        if new.isRequired {
            return (
                "field \(fieldName(table, new)) lost the enum values \(values), which \(rows) rows hold; they would be deleted",
                (table.name, condition), []
            )
        }
        let update = "UPDATE \(dialect.quote(table.name)) SET \(dialect.quote(new.name)) = NULL WHERE \(condition)"
        return ("field \(fieldName(table, new)) lost the enum values \(values), which \(rows) rows hold; they would be set to null", nil, [update])
    }

    /// Whether a column's values carry over: same storage, and the same type apart from
    /// required-ness (`String` and `ID` are interchangeable), defaults and keys alike.
    private func isCompatible(_ old: ColumnDefinition, _ new: ColumnDefinition) -> Bool {
        func base(_ type: String) -> String {
            let bare = type.hasSuffix("!") ? String(type.dropLast()) : type
            return bare == "ID" ? "String" : bare.replacingOccurrences(of: "[ID", with: "[String")
        }
        return old.type == new.type && base(old.modelType) == base(new.modelType) && old.references == new.references
            && old.isPrimaryKey == new.isPrimaryKey
    }

    private func fieldName(_ table: TableDefinition, _ column: ColumnDefinition) -> String {
        switch table.origin {
        case .type(let name): "\(name).\(column.name)"
        case .relation(let name): "\(name).\(column.name)"
        }
    }

    /// Deletes rows of `table`, doing by hand what each referencing column's `ON DELETE`
    /// would (foreign keys are not enforced during a migration).
    private func deleteStatements(from table: String, where condition: String?, in schema: DatabaseSchema) -> [String] {
        let filter = condition.map { " WHERE \($0)" } ?? ""
        let doomed = "SELECT \(dialect.quote("id")) FROM \(dialect.quote(table))\(filter)"
        var statements: [String] = []
        for other in schema.tables {
            for column in other.columns where column.references?.table == table {
                let match = "\(dialect.quote(column.name)) IN (\(doomed))"
                switch column.references!.onDelete {
                case .cascade: statements.append("DELETE FROM \(dialect.quote(other.name)) WHERE \(match)")
                case .setNull: statements.append("UPDATE \(dialect.quote(other.name)) SET \(dialect.quote(column.name)) = NULL WHERE \(match)")
                }
            }
        }
        return statements + ["DELETE FROM \(dialect.quote(table))\(filter)"]
    }
}
