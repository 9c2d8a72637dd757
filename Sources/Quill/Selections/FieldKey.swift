import struct GraphQL.JSONWriter

/// A field's key in its record: the name, and the arguments sorted by name with their
/// values as compact JSON (object members sorted too): `attendees(first:3)`,
/// `Conference(id:"c1")`. An argument whose variable was not given is left out, as
/// GraphQL leaves it out.
enum FieldKey {
    static func make(name: String, arguments: [(name: String, value: JSONValue)]) -> String {
        guard !arguments.isEmpty else { return name }
        var writer = JSONWriter(capacity: 32)
        writer.writeRaw(name.utf8)
        writer.writeByte(UInt8(ascii: "("))
        for (offset, argument) in arguments.sorted(by: { $0.name < $1.name }).enumerated() {
            if offset > 0 { writer.writeByte(UInt8(ascii: ",")) }
            writer.writeRaw(argument.name.utf8)
            writer.writeByte(UInt8(ascii: ":"))
            writeCanonical(argument.value, to: &writer)
        }
        writer.writeByte(UInt8(ascii: ")"))
        return writer.string
    }

    /// `value` as compact JSON with object members sorted by key.
    static func writeCanonical(_ value: JSONValue, to writer: inout JSONWriter) {
        switch value {
        case .object(let object):
            writer.writeByte(UInt8(ascii: "{"))
            for (offset, member) in object.members.sorted(by: { $0.key < $1.key }).enumerated() {
                if offset > 0 { writer.writeByte(UInt8(ascii: ",")) }
                writer.writeString(member.key)
                writer.writeByte(UInt8(ascii: ":"))
                writeCanonical(member.value, to: &writer)
            }
            writer.writeByte(UInt8(ascii: "}"))
        case .array(let elements):
            writer.writeByte(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { writer.writeByte(UInt8(ascii: ",")) }
                writeCanonical(element, to: &writer)
            }
            writer.writeByte(UInt8(ascii: "]"))
        default:
            writer.write(value)
        }
    }
}

extension InputValue {
    /// Whether the value names a variable anywhere.
    var usesVariables: Bool {
        switch self {
        case .value: false
        case .variable: true
        case .list(let values): values.contains { $0.usesVariables }
        case .object(let fields): fields.values.contains { $0.usesVariables }
        }
    }

    /// The value with variables replaced by theirs; nil for a variable that was not given
    /// (inside a list it becomes null, inside an object it is left out, as GraphQL does).
    func resolved(with variables: JSONObject?) -> JSONValue? {
        switch self {
        case .value(let value): return value
        case .variable(let name): return variables?[name]
        case .list(let values): return .array(values.map { $0.resolved(with: variables) ?? .null })
        case .object(let fields):
            var object = JSONObject()
            for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
                if let resolved = value.resolved(with: variables) { object.append(name, resolved) }
            }
            return .object(object)
        }
    }
}
