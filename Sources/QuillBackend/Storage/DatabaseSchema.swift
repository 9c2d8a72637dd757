/// The tables a model is stored in, independent of any SQL dialect.
///
/// Derived from a `Model` (`DatabaseSchema(model:)`); the migrator stores the
/// applied one in the database and diffs the next against it.
public struct DatabaseSchema: Sendable, Hashable, Codable {
    public var tables: [TableDefinition]

    public init(tables: [TableDefinition]) {
        self.tables = tables
    }

    public func table(named name: String) -> TableDefinition? {
        tables.first { $0.name == name }
    }
}

/// A table: a model type's nodes, or a many-to-many relation's connections.
public struct TableDefinition: Sendable, Hashable, Codable {
    public var name: String
    public var origin: TableOrigin
    public var columns: [ColumnDefinition]
    public var indexes: [IndexDefinition]

    public init(name: String, origin: TableOrigin, columns: [ColumnDefinition], indexes: [IndexDefinition]) {
        self.name = name
        self.origin = origin
        self.columns = columns
        self.indexes = indexes
    }

    public func column(named name: String) -> ColumnDefinition? {
        columns.first { $0.name == name }
    }
}

/// What a table stores.
public enum TableOrigin: Sendable, Hashable, Codable {
    /// The nodes of a model type.
    case type(String)
    /// The connections of a many-to-many relation.
    case relation(String)

    /// How migration messages name it: `type Conference`, `relation Attendees`.
    public var description: String {
        switch self {
        case .type(let name): "type \(name)"
        case .relation(let name): "relation \(name)"
        }
    }
}

/// A column and the model field it stores.
public struct ColumnDefinition: Sendable, Hashable, Codable {
    public var name: String
    public var type: ColumnType
    /// The field's type as the model writes it (`String!`, `[Int]`, `Post`), for messages and type-change checks.
    public var modelType: String
    public var isPrimaryKey: Bool
    /// `NOT NULL` in SQL: only system columns and join-table columns. Required model
    /// fields are enforced by the API, so that adding one is a plain `ADD COLUMN`.
    public var isNotNull: Bool
    /// Whether the model requires a value (a required field).
    public var isRequired: Bool
    /// The SQL default, from the field's default value. It fills existing rows when the
    /// column is added; the API applies the model's current default on every insert.
    public var defaultValue: SQLValue?
    public var references: ForeignKey?
    /// For an enum field, the enum's values (a removed value loses the rows holding it).
    public var enumValues: [String]?

    public init(
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
public enum ColumnType: String, Sendable, Hashable, Codable {
    case text
    case integer
    case real
    case boolean
    case dateTime
    case json
}

/// A column's reference to another table's `id`.
public struct ForeignKey: Sendable, Hashable, Codable {
    public var table: String
    public var column: String
    public var onDelete: ReferentialAction

    public init(table: String, column: String = "id", onDelete: ReferentialAction) {
        self.table = table
        self.column = column
        self.onDelete = onDelete
    }
}

/// What happens to a referencing row when the referenced row is deleted.
public enum ReferentialAction: String, Sendable, Hashable, Codable {
    case cascade = "CASCADE"
    case setNull = "SET NULL"
}

/// An index (unique or not) on one table's columns.
public struct IndexDefinition: Sendable, Hashable, Codable {
    public var name: String
    public var columns: [String]
    public var isUnique: Bool

    public init(name: String, columns: [String], isUnique: Bool) {
        self.name = name
        self.columns = columns
        self.isUnique = isUnique
    }
}
