import GraphQL

/// The scalars a model field can have: GraphQL's, and Grafbase's (`Date`, `DateTime`,
/// `Timestamp`, `Email`, `URL`, `IPAddress`, `PhoneNumber`, `Decimal`, `BigInt`, `Bytes`,
/// `JSON`), which the generated schema declares where the model uses them.
package enum ModelScalar: String, Sendable, Hashable, CaseIterable {
    case string = "String"
    case int = "Int"
    case float = "Float"
    case boolean = "Boolean"
    case id = "ID"
    case dateTime = "DateTime"
    case json = "JSON"
    /// A calendar date, `2022-11-07`.
    case date = "Date"
    /// Milliseconds since 1970-01-01T00:00:00Z, a JSON integer.
    case timestamp = "Timestamp"
    /// An email address, as the HTML specification's `type=email` accepts it.
    case email = "Email"
    /// An absolute URL with a scheme and a host: `https://example.com/a`.
    case url = "URL"
    /// An IPv4 or IPv6 address with an optional CIDR prefix, written canonically.
    case ipAddress = "IPAddress"
    /// An E.164 phone number: `+` and up to 15 digits, `+14155552671`.
    case phoneNumber = "PhoneNumber"
    /// An exact decimal number, as a JSON string: `"12.50"`.
    case decimal = "Decimal"
    /// A 64-bit integer, a JSON integer (a string of digits is taken too).
    case bigInt = "BigInt"
    /// Bytes, as a base64 string.
    case bytes = "Bytes"

    /// Whether GraphQL defines it (the generated schema declares the others).
    var isBuiltIn: Bool { [.string, .int, .float, .boolean, .id].contains(self) }

    /// What a value is, for errors: a singular with its article, a plural, an example.
    var expected: (one: String, many: String, example: String) {
        switch self {
        case .string, .id: ("a string", "strings", "\"a\"")
        case .int: ("an integer", "integers", "1")
        case .float: ("a number", "numbers", "1.5")
        case .boolean: ("true or false", "true or false", "true")
        case .json: ("JSON", "JSON", "{\"a\": 1}")
        case .dateTime: ("an ISO-8601 date-time", "ISO-8601 date-times", "2007-12-03T10:15:30Z")
        case .date: ("a date (YYYY-MM-DD)", "dates (YYYY-MM-DD)", "2022-11-07")
        case .timestamp: ("milliseconds since 1970 (an integer)", "milliseconds since 1970 (integers)", "1662032540000")
        case .email: ("an email address", "email addresses", "hello@example.com")
        case .url: ("an absolute URL", "absolute URLs", "https://example.com/")
        case .ipAddress: ("an IPv4 or IPv6 address", "IPv4 or IPv6 addresses", "123.123.123.123")
        case .phoneNumber: ("an E.164 phone number", "E.164 phone numbers", "+14155552671")
        case .decimal: ("a decimal number", "decimal numbers", "\"12.50\"")
        case .bigInt: ("a 64-bit integer", "64-bit integers", "9007199254740993")
        case .bytes: ("base64 text", "base64 texts", "\"AQID\"")
        }
    }

    /// `value`, an API value of this scalar, as the backend keeps it (a date-time with
    /// milliseconds in UTC, an address canonical, a decimal without leading zeros, a big
    /// integer as an integer); nil when it is not one.
    func normalized(_ value: JSONValue) -> JSONValue? {
        // (No `? value : nil`: JSONValue is ExpressibleByNilLiteral, and such a nil is JSON's null.)
        let valid: Bool
        switch (self, value) {
        case (.string, .string), (.id, .string), (.boolean, .bool), (.int, .int), (.float, .double), (.json, _),
            (.timestamp, .int), (.bigInt, .int):
            return value
        case (.float, .int(let int)):
            return .double(Double(int))
        case (.dateTime, .string(let text)):
            return DateTimeText.parse(text).map { .string(DateTimeText.format(milliseconds: $0)) }
        case (.bigInt, .string(let text)):
            return Int64(text).map { .int(Int($0)) }
        case (.ipAddress, .string(let text)):
            return ScalarFormats.ipAddress(text).map(JSONValue.string)
        case (.decimal, .string(let text)):
            return ScalarFormats.decimal(text).map(JSONValue.string)
        case (.decimal, .int(let int)):
            return .string(String(int))
        case (.decimal, .double(let double)) where double.isFinite:
            return ScalarFormats.decimal("\(double)").map(JSONValue.string)
        case (.date, .string(let text)): valid = ScalarFormats.isDate(text)
        case (.email, .string(let text)): valid = ScalarFormats.isEmail(text)
        case (.url, .string(let text)): valid = ScalarFormats.isURL(text)
        case (.phoneNumber, .string(let text)): valid = ScalarFormats.isPhoneNumber(text)
        case (.bytes, .string(let text)): valid = ScalarFormats.base64(text) != nil
        default: valid = false
        }
        return valid ? .some(value) : .none
    }

    /// The JSON of a stored value (`value` is not null).
    func json(_ value: SQLValue) -> JSONValue {
        switch (self, value) {
        case (.boolean, _): .bool((value.integer ?? 0) != 0)
        case (.int, .integer(let int)), (.timestamp, .integer(let int)), (.bigInt, .integer(let int)): .int(Int(int))
        case (.float, _): value.real.map { .double($0) } ?? .null
        case (.bytes, .blob(let bytes)): .string(ScalarFormats.base64(bytes))
        case (_, .text(let text)): .string(text)
        case (_, .integer(let int)): .int(Int(int))
        case (_, .real(let real)): .double(real)
        default: .null
        }
    }

    /// How a field of this scalar is stored.
    var columnType: ColumnType {
        switch self {
        case .int, .timestamp, .bigInt: .integer
        case .float: .real
        case .boolean: .boolean
        case .dateTime: .dateTime
        case .json: .json
        case .date: .date
        case .decimal: .decimal
        case .bytes: .blob
        case .ipAddress: .inet
        case .string, .id, .email, .url, .phoneNumber: .text
        }
    }

    /// Whether values compare by order (`gt`, `lt`, ordering).
    var isOrdered: Bool { ![.boolean, .json, .ipAddress, .bytes].contains(self) }

    /// Whether nodes can be ordered by a field of it (`orderBy`).
    var isSortable: Bool { ![.json, .ipAddress, .bytes].contains(self) }

    /// Whether a filter can ask for one of several values (`in`).
    var hasMembership: Bool { ![.boolean, .json, .bytes].contains(self) }

    /// Whether text conditions apply (`contains`, `starts_with`, `ends_with`).
    var isText: Bool { [.string, .id, .email, .url, .phoneNumber].contains(self) }
}
