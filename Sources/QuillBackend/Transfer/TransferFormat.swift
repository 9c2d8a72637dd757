import GraphQL

/// The JSON lines `quill export` writes and `quill import` reads.
///
/// The first line is the header, `{"quill":"export","version":1}`; then one line per
/// row of each table of the model's `DatabaseSchema`, tables in schema order, rows by
/// id (a relation's by its two ids):
///
/// ```
/// {"type":"Conference","node":{"id":"c…","name":"UIKonf",…,"createdAt":"2017-…Z","updatedAt":"2017-…Z"}}
/// {"relation":"Attendees","A":"c…","B":"c…"}
/// ```
///
/// A node has every column of its type's table, in the table's order: scalar and enum
/// fields, the system fields, and the id a to-one relation field holds. Values are
/// those the API returns (text, enums and date-times as strings, `Int`, `Float`,
/// `Boolean`, `JSON` and lists as JSON), SQL's null as `null`; so the same data writes
/// the same bytes from SQLite and from PostgreSQL.
enum TransferFormat {
    static let header = #"{"quill":"export","version":1}"#

    /// The key that names a line's table (`type`, `relation`) and the table's name in it.
    static func key(of origin: TableOrigin) -> (key: String, name: String) {
        switch origin {
        case .type(let name): ("type", name)
        case .relation(let name): ("relation", name)
        }
    }

    /// The columns a table's rows are ordered by: a node's id, a connection's two ids.
    static func order(of table: TableDefinition, _ dialect: any SQLDialect) -> String {
        if case .relation = table.origin { return "\(dialect.quote("A")), \(dialect.quote("B"))" }
        return dialect.quote("id")
    }

    /// Writes `value`, stored in `column`, as JSON; throws for a value the column's type never holds.
    static func write(_ value: SQLValue, of column: ColumnDefinition, to writer: inout JSONWriter) throws(TransferError) {
        if value.isNull {
            writer.writeNull()
            return
        }
        switch (column.type, value) {
        case (.text, .text(let text)), (.dateTime, .text(let text)), (.date, .text(let text)), (.decimal, .text(let text)),
            (.inet, .text(let text)):
            writer.writeString(text)
        case (.blob, .blob(let bytes)):
            writer.writeString(ScalarFormats.base64(bytes))
        case (.integer, .integer(let int)):
            writer.writeInt(Int(int))
        case (.boolean, .integer(let int)):
            writer.writeBool(int != 0)
        case (.real, .integer), (.real, .real):
            let double = value.real ?? 0
            guard double.isFinite else { throw TransferError("column \(column.name) holds \(double), which JSON cannot write") }
            writer.writeDouble(double)
        case (.json, .text(let text)):
            do throws(JSONReadError) {
                writer.write(try JSONReader().read(text))
            } catch {
                throw TransferError("column \(column.name) holds text that is not JSON (\(error))")
            }
        default:
            throw TransferError("column \(column.name) (\(column.modelType)) holds \(value), which its type never stores")
        }
    }

    /// The value to store in `column` for `json`, as `write` wrote it; throws a message for anything else.
    static func value(_ json: JSONValue, of column: ColumnDefinition) throws(TransferError) -> SQLValue {
        if json.isNull {
            guard !column.isNotNull else { throw TransferError("'\(column.name)' needs a value, not null") }
            return .null
        }
        switch (column.type, json) {
        case (.text, .string(let text)):
            if let values = column.enumValues, !values.contains(text) {
                throw TransferError("'\(column.name)' needs one of \(values.joined(separator: ", ")), not \(quoted(json))")
            }
            return .text(text)
        case (.dateTime, .string(let text)):
            guard let milliseconds = DateTimeText.parse(text) else {
                throw TransferError("'\(column.name)' needs a date-time (2017-05-15T09:30:00.000Z), not \(quoted(json))")
            }
            return .text(DateTimeText.format(milliseconds: milliseconds))
        case (.date, .string(let text)) where ScalarFormats.isDate(text): return .text(text)
        case (.decimal, .string(let text)):
            guard let decimal = ScalarFormats.decimal(text) else {
                throw TransferError("'\(column.name)' needs a decimal number, not \(quoted(json))")
            }
            return .text(decimal)
        case (.inet, .string(let text)):
            guard let address = ScalarFormats.ipAddress(text) else {
                throw TransferError("'\(column.name)' needs an IP address, not \(quoted(json))")
            }
            return .text(address)
        case (.blob, .string(let text)):
            guard let bytes = ScalarFormats.base64(text) else { throw TransferError("'\(column.name)' needs base64 text, not \(quoted(json))") }
            return .blob(bytes)
        case (.integer, .int(let int)): return .integer(Int64(int))
        case (.boolean, .bool(let flag)): return .integer(flag ? 1 : 0)
        case (.real, .int(let int)): return .real(Double(int))
        case (.real, .double(let double)): return .real(double)
        case (.json, _): return .text(String(decoding: json.serialized(), as: UTF8.self))
        default:
            let expected =
                switch column.type {
                case .text: column.enumValues == nil ? "a string" : "a string (an enum value)"
                case .dateTime: "a date-time string"
                case .integer: "an integer"
                case .boolean: "true or false"
                case .real: "a number"
                case .json: "JSON"
                case .date: "a date string"
                case .decimal, .inet, .blob: "a string"
                }
            throw TransferError("'\(column.name)' needs \(expected), not \(quoted(json))")
        }
    }

    /// A value as JSON text, for messages.
    static func quoted(_ json: JSONValue) -> String {
        let text = String(decoding: json.serialized(), as: UTF8.self)
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
}
