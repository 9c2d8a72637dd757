import GraphQL

/// Where what a selection read is written: the response's JSON bytes (`JSONOutput`), or
/// a `SelectionValue` for the executor to complete (`SelectionValueOutput`). Objects
/// and lists are written member by member, with a `separator()` between two.
protocol SelectionOutput {
    mutating func beginObject()
    /// The key of the next member of the object being written.
    mutating func key(_ key: EntryKey)
    mutating func endObject()
    mutating func beginList()
    mutating func endList()
    mutating func separator()
    mutating func constant(_ constant: JSONConstant)
    mutating func int(_ value: Int)
    mutating func bool(_ value: Bool)
    mutating func string(_ value: String)
    /// A leaf field's value; false when it cannot be written as it completes.
    mutating func leaf(_ value: JSONValue, _ field: SelectedField) -> Bool
    /// Null for a field that is non-null (`nonNull`) or not; false when it cannot be written.
    mutating func null(nonNull: Bool) -> Bool
    /// A field error; false when it cannot be written.
    mutating func error(_ error: GraphQLError) -> Bool
    /// An object whose fields the executor could not collect, for it to report why;
    /// false when it cannot be written.
    mutating func uncollectedObject() -> Bool
    /// The object being written has deferred fields, which `rest` reads later; false
    /// when that cannot be written.
    mutating func deferredFields(_ rest: DeferredFields) -> Bool
}

/// Writes the response's JSON bytes: only values that complete as they are, which
/// every node of a healthy database is.
struct JSONOutput: SelectionOutput {
    var writer: JSONWriter

    init(capacity: Int) {
        writer = JSONWriter(capacity: capacity)
    }

    mutating func beginObject() { writer.writeByte(UInt8(ascii: "{")) }
    mutating func key(_ key: EntryKey) { writer.writeRaw(key.bytes) }
    mutating func endObject() { writer.writeByte(UInt8(ascii: "}")) }
    mutating func beginList() { writer.writeByte(UInt8(ascii: "[")) }
    mutating func endList() { writer.writeByte(UInt8(ascii: "]")) }
    mutating func separator() { writer.writeByte(UInt8(ascii: ",")) }
    mutating func constant(_ constant: JSONConstant) { writer.writeRaw(constant.bytes) }
    mutating func int(_ value: Int) { writer.writeInt(value) }
    mutating func bool(_ value: Bool) { writer.writeBool(value) }
    mutating func string(_ value: String) { writer.writeString(value) }
    mutating func leaf(_ value: JSONValue, _ field: SelectedField) -> Bool { field.writeLeafValue(value, to: &writer) }

    mutating func null(nonNull: Bool) -> Bool {
        guard !nonNull else { return false }
        writer.writeNull()
        return true
    }

    mutating func error(_ error: GraphQLError) -> Bool { false }
    mutating func uncollectedObject() -> Bool { false }
    mutating func deferredFields(_ rest: DeferredFields) -> Bool { false }
}

/// Builds a `SelectionValue`, in which the executor finds and reports what the
/// bytes could not hold.
struct SelectionValueOutput: SelectionOutput {
    /// The objects and lists being written, innermost last: an object's members
    /// (and the key of the next one), or a list's items.
    private var objects: [(members: [String: SelectionValue], key: String, rest: DeferredFields?)] = []
    private var lists: [[SelectionValue]] = []
    /// Whether each open container, innermost last, is an object.
    private var isObject: [Bool] = []
    private(set) var value: SelectionValue = .value(.null)

    mutating func beginObject() {
        objects.append(([:], "", nil))
        isObject.append(true)
    }

    mutating func key(_ key: EntryKey) { objects[objects.count - 1].key = key.name }

    mutating func endObject() {
        isObject.removeLast()
        let object = objects.removeLast()
        add(object.rest.map { .partialObject(object.members, rest: $0) } ?? .object(object.members))
    }

    mutating func beginList() {
        lists.append([])
        isObject.append(false)
    }

    mutating func endList() {
        isObject.removeLast()
        add(.list(lists.removeLast()))
    }

    mutating func separator() {}
    mutating func constant(_ constant: JSONConstant) { add(.value(constant.value)) }
    mutating func int(_ value: Int) { add(.value(.int(value))) }
    mutating func bool(_ value: Bool) { add(.value(.bool(value))) }
    mutating func string(_ value: String) { add(.value(.string(value))) }

    mutating func leaf(_ value: JSONValue, _ field: SelectedField) -> Bool {
        add(.value(value))
        return true
    }

    mutating func null(nonNull: Bool) -> Bool {
        add(.value(.null))
        return true
    }

    mutating func error(_ error: GraphQLError) -> Bool {
        add(.error(error))
        return true
    }

    mutating func uncollectedObject() -> Bool {
        add(.object([:]))
        return true
    }

    mutating func deferredFields(_ rest: DeferredFields) -> Bool {
        objects[objects.count - 1].rest = rest
        return true
    }

    /// Adds `value` to the innermost container, as the member of its key or the next item.
    private mutating func add(_ value: SelectionValue) {
        guard let last = isObject.last else {
            self.value = value
            return
        }
        if last {
            let index = objects.count - 1
            objects[index].members[objects[index].key] = value
        } else {
            lists[lists.count - 1].append(value)
        }
    }
}
