/// How a leaf value is written: a built-in scalar's `serialize` (the spec's
/// "Result Coercion"), an enum's by value name, a custom scalar through its hook
/// or as it is.
enum LeafKind: Sendable {
    case builtIn(BuiltInScalar)
    case enumeration(GraphQLEnumType)
    case custom(name: String, serialize: (@Sendable (any Sendable) throws(GraphQLError) -> JSONValue)?)

    /// The value to write for `value`; the message of a field error when it
    /// cannot represent it.
    func serialize(_ value: JSONValue) throws(LeafError) -> JSONValue {
        do throws(GraphQLError) {
            switch self {
            case .builtIn(let scalar): return try scalar.serialize(value)
            case .enumeration(let type): return try type.serialize(value)
            case .custom: break
            }
        } catch {
            throw LeafError(error)
        }
        guard case .custom(let name, let serialize?) = self else { return value }
        return try serializeCustom(name, serialize, value)
    }

    /// Writes `value` (not null) as completed: the common cases directly, the others
    /// through `serialize`; nothing when it cannot be represented.
    func write(_ value: JSONValue, to writer: inout JSONWriter) throws(LeafError) {
        switch (self, value) {
        case (.builtIn(.string), .string(let string)), (.builtIn(.id), .string(let string)):
            writer.writeString(string)
        case (.builtIn(.int), .int(let int)) where Int(Int32.min)...Int(Int32.max) ~= int, (.builtIn(.float), .int(let int)):
            writer.writeInt(int)
        case (.builtIn(.boolean), .bool(let bool)):
            writer.writeBool(bool)
        default:
            writer.write(try serialize(value))
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
        case .builtIn(let scalar): scalar.name
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
    // The common types by comparison first: the runtime's casts below cost more.
    let type = Swift.type(of: value)
    if type == String.self { return .string(load(value, as: String.self)) }
    if type == Int.self { return .int(load(value, as: Int.self)) }
    if type == Bool.self { return .bool(load(value, as: Bool.self)) }
    if type == Double.self { return .double(load(value, as: Double.self)) }
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
