/// The tables a model is stored in, independent of any SQL dialect.
///
/// Derived from a `Model` (`DatabaseSchema(model:)`); the migrator stores the
/// applied one in the database and diffs the next against it.
package struct DatabaseSchema: Sendable, Hashable, Codable {
    package var tables: [TableDefinition]

    package init(tables: [TableDefinition]) {
        self.tables = tables
    }

    package func table(named name: String) -> TableDefinition? {
        tables.first { $0.name == name }
    }

    /// This schema as if table `index` had been renamed `name` (now storing `origin`):
    /// the columns that refer to it, and name its type, follow.
    mutating func renameTable(at index: Int, to name: String, origin: TableOrigin) {
        let old = tables[index].name
        tables[index].name = name
        tables[index].origin = origin
        for table in tables.indices {
            for column in tables[table].columns.indices where tables[table].columns[column].references?.table == old {
                tables[table].columns[column].references?.table = name
                let modelType = tables[table].columns[column].modelType
                if modelType == old || modelType == old + "!" { tables[table].columns[column].modelType = name + modelType.dropFirst(old.count) }
            }
        }
    }
}

/// A table: a model type's nodes, or a many-to-many relation's connections.
package struct TableDefinition: Sendable, Hashable, Codable {
    package var name: String
    package var origin: TableOrigin
    package var columns: [ColumnDefinition]
    package var indexes: [IndexDefinition]
    /// The name the table had (`@rename(oldName:)`): a migration from a schema with a
    /// table of that name and none of this one renames it.
    package var previousName: String?
    /// The text columns of its full-text index (`@search`), if it has one.
    package var search: [String]?

    package init(name: String, origin: TableOrigin, columns: [ColumnDefinition], indexes: [IndexDefinition]) {
        self.name = name
        self.origin = origin
        self.columns = columns
        self.indexes = indexes
    }

    package func column(named name: String) -> ColumnDefinition? {
        columns.first { $0.name == name }
    }
}

/// What a table stores.
package enum TableOrigin: Sendable, Hashable, Codable {
    /// The nodes of a model type.
    case type(String)
    /// The connections of a many-to-many relation.
    case relation(String)

    /// How migration messages name it: `type Conference`, `relation Attendees`.
    package var description: String {
        switch self {
        case .type(let name): "type \(name)"
        case .relation(let name): "relation \(name)"
        }
    }
}

/// A column and the model field it stores.
package struct ColumnDefinition: Sendable, Hashable, Codable {
    package var name: String
    package var type: ColumnType
    /// The field's type as the model writes it (`String!`, `[Int]`, `Post`), for messages and type-change checks.
    package var modelType: String
    package var isPrimaryKey: Bool
    /// `NOT NULL` in SQL: only system columns and join-table columns. Required model
    /// fields are enforced by the API, so that adding one is a plain `ADD COLUMN`.
    package var isNotNull: Bool
    /// Whether the model requires a value (a required field).
    package var isRequired: Bool
    /// The SQL default, from the field's default value. It fills existing rows when the
    /// column is added; the API applies the model's current default on every insert.
    package var defaultValue: SQLValue?
    package var references: ForeignKey?
    /// For an enum field, the enum's values (a removed value loses the rows holding it).
    package var enumValues: [String]?
    /// The name the column had (`@rename(oldName:)`), renamed as tables are.
    package var previousName: String?

    package init(
        name: String, type: ColumnType, modelType: String, isPrimaryKey: Bool = false, isNotNull: Bool = false,
        isRequired: Bool = false, defaultValue: SQLValue? = nil, references: ForeignKey? = nil, enumValues: [String]? = nil
    ) {
        self.name = name
        self.type = type
        self.modelType = modelType
        self.isPrimaryKey = isPrimaryKey
        self.isNotNull = isNotNull
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.references = references
        self.enumValues = enumValues
    }
}

/// How a column's values are stored.
///
/// - `text`: String, ID, enums, foreign keys.
/// - `integer`: Int. `boolean`: 0 or 1. `real`: Float.
/// - `dateTime`: ISO-8601 text in UTC with milliseconds (`DateTimeText`), chosen over
///   integer milliseconds because it reads as the API returns it and still sorts in time order.
/// - `json`: JSON text, for JSON fields and lists of scalars.
package enum ColumnType: String, Sendable, Hashable, Codable {
    case text
    case integer
    case real
    case boolean
    case dateTime
    case json
    /// A calendar date, `2022-11-07`.
    case date
    /// An exact decimal number.
    case decimal
    case blob
    /// An IP address with an optional prefix.
    case inet
}

/// A column's reference to another table's `id`.
package struct ForeignKey: Sendable, Hashable, Codable {
    package var table: String
    package var column: String
    package var onDelete: ReferentialAction

    package init(table: String, column: String = "id", onDelete: ReferentialAction) {
        self.table = table
        self.column = column
        self.onDelete = onDelete
    }
}

/// What happens to a referencing row when the referenced row is deleted.
package enum ReferentialAction: String, Sendable, Hashable, Codable {
    case cascade = "CASCADE"
    case setNull = "SET NULL"
}

/// An index (unique or not) on one table's columns.
package struct IndexDefinition: Sendable, Hashable, Codable {
    package var name: String
    package var columns: [String]
    package var isUnique: Bool

    package init(name: String, columns: [String], isUnique: Bool) {
        self.name = name
        self.columns = columns
        self.isUnique = isUnique
    }
}
