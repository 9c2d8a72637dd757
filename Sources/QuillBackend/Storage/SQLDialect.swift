/// How one database spells the SQL the backend needs: the migrator, the query
/// compiler and the record writer build statements only through it.
package protocol SQLDialect: Sendable {
    /// An identifier, quoted.
    func quote(_ identifier: String) -> String
    /// A value as a SQL literal (for column defaults).
    func literal(_ value: SQLValue) -> String
    /// The parameter placeholder for the argument at `index` (0-based).
    func placeholder(_ index: Int) -> String
    /// `placeholder` as a value of a column of `type`, where nothing in the statement
    /// says its type (a `SELECT` list): PostgreSQL infers a parameter's type from its use.
    func typed(_ placeholder: String, as type: ColumnType) -> String
    /// The 1-based position of `needle` in `haystack` (SQL expressions), 0 when absent; case-sensitive.
    func position(of needle: String, in haystack: String) -> String
    /// `expression`, a value of a column of `type`, as compared and ordered (SQLite's
    /// decimals, stored as text, as numbers).
    func comparable(_ expression: String, as type: ColumnType) -> String
    /// `expression`, text, folded for case-insensitive comparison (`TextFolding`).
    func folded(_ expression: String) -> String
    /// The statements that create `table` and its indexes.
    func createTable(_ table: TableDefinition) -> [String]
    /// The statements that add `column` to the table called `table`.
    func addColumn(_ column: ColumnDefinition, to table: String) -> [String]
    /// The statements that add the foreign keys of `columns` (of the table called
    /// `table`), run once every table of a migration exists; none where `createTable`,
    /// `addColumn` and `rebuildTable` declare them inline (SQLite).
    func addForeignKeys(of columns: [ColumnDefinition], to table: String) -> [String]
    func createIndex(_ index: IndexDefinition, on table: String) -> String
    func dropIndex(_ index: IndexDefinition, on table: String) -> String
    func dropTable(_ name: String) -> String
    /// The statement that renames table `old` (its data, indexes and the keys pointing at it kept).
    func renameTable(_ old: String, to new: String) -> String
    /// The statement that renames column `old` of the table called `table`.
    func renameColumn(_ old: String, to new: String, in table: String) -> String
    /// The statements that turn table `old` into `new` (same name), keeping the values
    /// of the columns named in `keeping`; the others start empty (or at their default).
    func rebuildTable(from old: TableDefinition, to new: TableDefinition, keeping: [String]) -> [String]
    /// The statements that give table `table` a full-text index of `columns` (text),
    /// kept in step with its rows from then on, and index the rows it holds.
    func createSearchIndex(on table: String, columns: [String]) -> [String]
    /// The statements that drop table `table`'s full-text index, if it has one.
    func dropSearchIndex(on table: String) -> [String]
    /// How a read of `table` (aliased `alias`) matches the search whose text (`searchArgument`)
    /// is bound at `placeholder`.
    func search(_ table: String, alias: String, placeholder: String) -> SearchSQL
    /// The argument a search binds (`search`'s placeholder) for `text`.
    func searchArgument(_ text: SearchText) -> String
}

/// A full-text search in a read: what joins the index, which rows match, and how well.
package struct SearchSQL: Sendable {
    /// Joined to the table (or empty).
    var join: String
    /// The condition of the rows that match, when the join does not restrict them.
    var condition: String?
    /// The relevance of a row (higher is better), a double.
    var score: String
}

extension SQLDialect {
    /// `ALTER TABLE … RENAME TO …`, as both databases spell it.
    func renameTable(_ old: String, to new: String) -> String {
        "ALTER TABLE \(quote(old)) RENAME TO \(quote(new))"
    }

    /// `ALTER TABLE … RENAME COLUMN … TO …`, as both databases spell it.
    func renameColumn(_ old: String, to new: String, in table: String) -> String {
        "ALTER TABLE \(quote(table)) RENAME COLUMN \(quote(old)) TO \(quote(new))"
    }
}
