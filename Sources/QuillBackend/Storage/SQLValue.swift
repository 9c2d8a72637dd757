/// A value bound to or read from a SQL statement.
public enum SQLValue: Sendable, Hashable, Codable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    /// The integer, if this is one.
    public var integer: Int64? { if case .integer(let value) = self { value } else { nil } }
    /// The number, if this is an integer or a real.
    public var real: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value): value
        default: nil
        }
    }
    /// The text, if this is text.
    public var text: String? { if case .text(let value) = self { value } else { nil } }
    public var isNull: Bool { self == .null }
}

/// One result row: values by column position or name.
public struct SQLRow: Sendable, Hashable {
    /// The column names, shared by every row of a result.
    public let columns: [String]
    public let values: [SQLValue]

    public init(columns: [String], values: [SQLValue]) {
        self.columns = columns
        self.values = values
    }

    public subscript(index: Int) -> SQLValue { values[index] }

    /// The value of the first column called `name`, or `.null` if there is none.
    public subscript(name: String) -> SQLValue {
        columns.firstIndex(of: name).map { values[$0] } ?? .null
    }
}
