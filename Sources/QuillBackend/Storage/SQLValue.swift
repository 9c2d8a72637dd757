/// A value bound to or read from a SQL statement.
package enum SQLValue: Sendable, Hashable, Codable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    /// The integer, if this is one.
    package var integer: Int64? { if case .integer(let value) = self { value } else { nil } }
    /// The number, if this is an integer or a real.
    package var real: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value): value
        default: nil
        }
    }
    /// The text, if this is text.
    package var text: String? { if case .text(let value) = self { value } else { nil } }
    package var isNull: Bool { self == .null }
}

/// One result row: values by column position or name.
package struct SQLRow: Sendable, Hashable {
    /// The column names, shared by every row of a result.
    package let columns: [String]
    package let values: [SQLValue]

    package init(columns: [String], values: [SQLValue]) {
        self.columns = columns
        self.values = values
    }

    package subscript(index: Int) -> SQLValue { values[index] }

    /// The value of the first column called `name`, or `.null` if there is none.
    package subscript(name: String) -> SQLValue {
        columns.firstIndex(of: name).map { values[$0] } ?? .null
    }
}
