import GraphQL
import QuillSync

/// A node read from the database: its type and its row (the table's columns, and
/// for a relation read the parent's id in `__parent`).
///
/// Nodes read by one statement share a `RecordBatch`, through which a relation
/// field read on one of them is read for all of them at once.
struct Record: Sendable {
    let type: String
    let row: SQLRow
    let batch: RecordBatch

    init(type: String, row: SQLRow, batch: RecordBatch) {
        self.type = type
        self.row = row
        self.batch = batch
    }

    var id: String { row["id"].text ?? "" }

    subscript(column: String) -> SQLValue { row[column] }

    /// The value of `column`, found at `index` when the row has it there (a table's
    /// rows do: `QueryCompiler.columns` order), else by name.
    func value(_ column: String, at index: Int?) -> SQLValue {
        if let index, index < row.values.count, row.columns[index] == column { return row.values[index] }
        return row[column]
    }
}

/// The nodes one statement read (their ids), and what has been loaded for all of
/// them: the first resolver of a relation field (with given arguments) on any of
/// them loads that field for every one in one statement and keeps the result here
/// for the others. This keeps reads at one statement per nesting level, without
/// suspending the executor.
final class RecordBatch: Sendable {
    let ids: [String]
    private let loaded: Locked<[String: any Sendable]>

    /// A batch of `ids`, with what is already `loaded` for them by key.
    init(ids: [String], loaded: [String: any Sendable] = [:]) {
        self.ids = ids
        self.loaded = Locked(loaded)
    }

    /// The key under which a batch keeps relation field `field` read with `arguments`.
    static func key(_ field: String, _ arguments: Arguments) -> String {
        if arguments.values.members.isEmpty { return field + "{}" }
        return field + String(decoding: JSONValue.object(arguments.values).serialized(), as: UTF8.self)
    }

    /// The value kept under `key`, made by `load` (with every id of the batch) the first time.
    func value<T: Sendable>(_ key: String, _ load: ([String]) throws -> T) throws -> T {
        try loaded.withLock { loaded throws -> T in
            if let value = loaded[key] as? T { return value }
            let value = try load(ids)
            loaded[key] = value
            return value
        }
    }
}

/// Converts field values between the API's JSON and the database's SQL values.
enum FieldValues {
    /// The JSON value of a column holding `field`.
    static func json(_ value: SQLValue, of field: ModelField) -> JSONValue {
        if value.isNull { return .null }
        if field.isList { return parsed(value) }
        switch field.kind {
        case .scalar(.boolean): return .bool((value.integer ?? 0) != 0)
        case .scalar(.int): return value.integer.map { .int(Int($0)) } ?? .null
        case .scalar(.float): return value.real.map { .double($0) } ?? .null
        case .scalar(.json): return parsed(value)
        case .scalar(.string), .scalar(.id), .scalar(.dateTime), .enumeration, .relation:
            return value.text.map { .string($0) } ?? .null
        }
    }

    /// The SQL value stored for `value` of `field`.
    static func sql(_ value: JSONValue, of field: ModelField) -> SQLValue {
        if value.isNull { return .null }
        return DatabaseSchema.sqlValue(value, as: DatabaseSchema.columnType(of: field))
    }

    private static func parsed(_ value: SQLValue) -> JSONValue {
        guard let text = value.text else { return .null }
        return (try? JSONReader().read(text)) ?? .string(text)
    }
}
