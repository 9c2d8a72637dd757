/// How a leaf value is written: the built-in scalars' `serialize` rules as
/// graphql-js 16 has them (the spec's "Result Coercion"), enums by value name,
/// custom scalars through their hook or as they are.
enum LeafKind: Sendable {
    case int, float, string, boolean, id
    case enumeration(GraphQLEnumType)
    case custom(name: String, serialize: (@Sendable (any Sendable) throws(GraphQLError) -> JSONValue)?)

    /// The value to write for `value`; the message of a field error when it
    /// cannot represent it.
    func serialize(_ value: JSONValue) throws(LeafError) -> JSONValue {
        switch self {
        case .int:
            let number: Double
            switch value {
            case .int(let int):
                guard Int(Int32.min)...Int(Int32.max) ~= int else {
                    throw LeafError("Int cannot represent non 32-bit signed integer value: \(int)")
                }
                return value
            case .bool(let bool): return .int(bool ? 1 : 0)
            case .double(let double): number = double
            case .string(let string) where !string.isEmpty:
                guard let parsed = numberFromString(string), isInteger(parsed) else {
                    throw LeafError("Int cannot represent non-integer value: \(inspect(value))")
                }
                number = parsed
            default: throw LeafError("Int cannot represent non-integer value: \(inspect(value))")
            }
            guard isInteger(number) else { throw LeafError("Int cannot represent non-integer value: \(inspect(value))") }
            guard number >= -2_147_483_648, number <= 2_147_483_647 else {
                throw LeafError("Int cannot represent non 32-bit signed integer value: \(inspect(value))")
            }
            return .int(Int(number))
        case .float:
            switch value {
            case .int: return value
            case .double(let double) where double.isFinite: return value
            case .bool(let bool): return .int(bool ? 1 : 0)
            case .string(let string) where !string.isEmpty:
                if let number = numberFromString(string), number.isFinite { return .double(number) }
            default: break
            }
            throw LeafError("Float cannot represent non numeric value: \(inspect(value))")
        case .string:
            switch value {
            case .string: return value
            case .bool(let bool): return .string(bool ? "true" : "false")
            case .int(let int): return .string(String(int))
            case .double(let double) where double.isFinite: return .string(JSNumberFormat.string(double))
            default: throw LeafError("String cannot represent value: \(inspect(value))")
            }
        case .boolean:
            switch value {
            case .bool: return value
            case .int(let int): return .bool(int != 0)
            case .double(let double) where double.isFinite: return .bool(double != 0)
            default: throw LeafError("Boolean cannot represent a non boolean value: \(inspect(value))")
            }
        case .id:
            switch value {
            case .string: return value
            case .int(let int): return .string(String(int))
            case .double(let double) where isInteger(double): return .string(JSNumberFormat.string(double))
            default: throw LeafError("ID cannot represent value: \(inspect(value))")
            }
        case .enumeration(let type):
            if case .string(let name) = value, type.values.contains(where: { $0.name == name }) { return value }
            throw LeafError("Enum \"\(type.name)\" cannot represent value: \(inspect(value))")
        case .custom(let name, let serialize):
            guard let serialize else { return value }
            return try serializeCustom(name, serialize, value)
        }
    }

    /// The value to write for a Swift value a resolver returned.
    func serialize(swift value: any Sendable) throws(LeafError) -> JSONValue {
        if case .custom(let name, let serialize?) = self { return try serializeCustom(name, serialize, value) }
        if case .enumeration(let type) = self, let raw = value as? any RawRepresentable,
            let name = raw.rawValue as? String, type.value(named: name) != nil
        {
            return .string(name)
        }
        guard let json = leafJSON(value) else {
            throw LeafError("\(typeName) cannot represent value: \(Swift.type(of: value))")
        }
        return try serialize(json)
    }

    private var typeName: String {
        switch self {
        case .int: "Int"
        case .float: "Float"
        case .string: "String"
        case .boolean: "Boolean"
        case .id: "ID"
        case .enumeration(let type): "Enum \"\(type.name)\""
        case .custom(let name, _): name
        }
    }

    private func serializeCustom(
        _ name: String, _ serialize: @Sendable (any Sendable) throws(GraphQLError) -> JSONValue, _ value: any Sendable
    ) throws(LeafError) -> JSONValue {
        let result: JSONValue
        do throws(GraphQLError) {
            result = try serialize(value)
        } catch {
            throw LeafError(error)
        }
        guard !result.isNull else {
            throw LeafError("Expected `\(name).serialize(\(String(describing: value)))` to return non-nullable value, returned: null")
        }
        return result
    }
}

/// Why a leaf value cannot be written: a message, or a hook's own error.
struct LeafError: Error {
    var error: any Error

    init(_ message: String) { error = GraphQLError(message) }
    init(_ error: any Error) { self.error = error }
}

/// A Swift value as JSON, for leaf fields: strings, numbers, booleans, raw values
/// of enums, `JSONValue`s and other `Encodable` values.
func leafJSON(_ value: Any) -> JSONValue? {
    switch value {
    case let value as String: return .string(value)
    case let value as Int: return .int(value)
    case let value as Double: return .double(value)
    case let value as Bool: return .bool(value)
    case let value as JSONValue: return value
    case let value as any BinaryInteger: return Int(exactly: value).map(JSONValue.int) ?? .double(Double(value))
    case let value as any BinaryFloatingPoint: return .double(Double(value))
    case let value as any RawRepresentable: return leafJSON(value.rawValue)
    case let value as any Encodable: return try? JSONValueEncoder.encode(value)
    default: return nil
    }
}

/// Whether a number is an integer (`Number.isInteger`).
func isInteger(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    // Every double of 2^53 or more is an integer.
    return value.magnitude >= 9_007_199_254_740_992 || Double(Int(value)) == value
}

/// JavaScript's `Number(string)`: decimal (with exponent), `0x`/`0o`/`0b`
/// integers, `Infinity`, surrounding white space ignored, empty as 0; `nil` for NaN.
func numberFromString(_ string: String) -> Double? {
    let trimmed = string.utf8.drop { isJavaScriptSpace($0) }.reversed().drop { isJavaScriptSpace($0) }.reversed()
    let text = String(decoding: trimmed, as: UTF8.self)
    if text.isEmpty { return 0 }
    switch text {
    case "Infinity", "+Infinity": return .infinity
    case "-Infinity": return -.infinity
    default: break
    }
    let bytes = Array(text.utf8)
    if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
        let radix: Int? = switch bytes[1] | 0x20 {
        case UInt8(ascii: "x"): 16
        case UInt8(ascii: "o"): 8
        case UInt8(ascii: "b"): 2
        default: nil
        }
        if let radix {
            var result = 0.0
            for byte in bytes.dropFirst(2) {
                guard let digit = Int(String(UnicodeScalar(byte)), radix: radix) else { return nil }
                result = result * Double(radix) + Double(digit)
            }
            return result
        }
    }
    let allowed = bytes.allSatisfy { byte in
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }
    return allowed ? Double(text) : nil
}

private func isJavaScriptSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
}
