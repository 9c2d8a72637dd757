/// A field's value read ahead of the executor, shaped like the response: objects keyed
/// by response key (aliases, not field names), lists, leaf values, and field errors
/// where a field failed. The executor completes it as it completes any value (non-null
/// checks, leaf serialization, errors located at their paths and propagated to the
/// nearest nullable position, `__typename`), reading each field of an object from its
/// response key instead of calling resolvers.
///
/// For resolvers that read everything below their field at once
/// (`ResolveInfo.selection`): where every value is known to complete as it is, they
/// return `CompletedJSON`; where one may not (a value its type cannot represent, an
/// argument refused below), this, so that the executor reports exactly what it would
/// field by field.
public indirect enum SelectionValue: Sendable {
    /// A leaf's value (any JSON, for a JSON scalar), or null.
    case value(JSONValue)
    /// An object of the selection: its fields' values by response key.
    case object([String: SelectionValue])
    /// An object whose deferred fields (`SelectedField.isDeferred`, in an incremental
    /// execution) were not read with the others: `rest` reads them when their payload
    /// is due, after the payloads before it are out.
    case partialObject([String: SelectionValue], rest: DeferredFields)
    case list([SelectionValue])
    /// A field error at this position.
    case error(GraphQLError)

    /// An object's members, partial or not.
    public var members: [String: SelectionValue]? {
        switch self {
        case .object(let members), .partialObject(let members, _): members
        default: nil
        }
    }
}

/// Reads the deferred fields of an object of a `SelectionValue` (`partialObject`) when
/// their payload is due: the values of `fields` (the object's fields of one deferred
/// grouped field set) by response key; a field left out is null. A thrown error fails
/// the deferred fragments they belong to (their `completed` entry has it).
public struct DeferredFields: Sendable {
    let read: @Sendable (_ fields: [SelectedField]) async throws -> [String: SelectionValue]

    public init(_ read: @escaping @Sendable (_ fields: [SelectedField]) async throws -> [String: SelectionValue]) {
        self.read = read
    }
}

extension SelectedField {
    /// Writes `value` as the executor completes this field's value, when the field
    /// returns a scalar, an enum or lists of them: true when it did; false, having
    /// written nothing, when completion would be a field error (null in a non-null
    /// position, a value the type cannot represent), which only the executor reports
    /// (return a `SelectionValue` then), or when the field returns objects.
    public func writeLeafValue(_ value: JSONValue, to writer: inout JSONWriter) -> Bool {
        let mark = writer.count
        guard Self.isLeaf(plan.shape), Self.write(value, as: plan.shape, to: &writer) else {
            writer.truncate(to: mark)
            return false
        }
        return true
    }

    private static func isLeaf(_ shape: Shape) -> Bool {
        switch shape {
        case .nonNull(let inner), .list(let inner): isLeaf(inner)
        case .leaf: true
        case .object, .abstract: false
        }
    }

    private static func write(_ value: JSONValue, as shape: Shape, to writer: inout JSONWriter) -> Bool {
        switch (shape, value) {
        case (.nonNull, .null): return false
        case (.nonNull(let inner), _): return write(value, as: inner, to: &writer)
        case (_, .null):
            writer.writeNull()
            return true
        case (.list(let item), .array(let items)):
            writer.writeByte(UInt8(ascii: "["))
            for index in items.indices {
                if index > 0 { writer.writeByte(UInt8(ascii: ",")) }
                guard write(items[index], as: item, to: &writer) else { return false }
            }
            writer.writeByte(UInt8(ascii: "]"))
            return true
        case (.leaf(let kind), _):
            do throws(LeafError) {
                try kind.write(value, to: &writer)
                return true
            } catch {
                return false
            }
        case (.list, _), (.object, _), (.abstract, _):
            return false
        }
    }
}
