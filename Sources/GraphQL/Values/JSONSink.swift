/// Receives a JSON document token by token, in order: `JSONWriter` writes the
/// bytes, `JSONTreeBuilder` builds a `JSONValue`. Producers generic over it
/// (such as the introspection executor) are specialized for each.
///
/// Inside an object, each value follows its `key`.
public protocol JSONSink {
    mutating func beginObject()
    mutating func key(_ key: String)
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    mutating func null()
    mutating func bool(_ value: Bool)
    mutating func string(_ value: String)
    mutating func value(_ value: JSONValue)
}

extension JSONWriter: JSONSink {
    public mutating func beginObject() {
        separate()
        writeByte(UInt8(ascii: "{"))
        needsSeparator = false
    }

    public mutating func key(_ key: String) {
        separate()
        writeString(key)
        writeByte(UInt8(ascii: ":"))
        needsSeparator = false
    }

    public mutating func endObject() {
        writeByte(UInt8(ascii: "}"))
        needsSeparator = true
    }

    public mutating func beginArray() {
        separate()
        writeByte(UInt8(ascii: "["))
        needsSeparator = false
    }

    public mutating func endArray() {
        writeByte(UInt8(ascii: "]"))
        needsSeparator = true
    }

    public mutating func null() {
        separate()
        writeNull()
        needsSeparator = true
    }

    public mutating func bool(_ value: Bool) {
        separate()
        writeBool(value)
        needsSeparator = true
    }

    public mutating func string(_ value: String) {
        separate()
        writeString(value)
        needsSeparator = true
    }

    public mutating func value(_ value: JSONValue) {
        separate()
        write(value)
        needsSeparator = true
    }

    /// The `,` between members or elements.
    private mutating func separate() {
        if needsSeparator { writeByte(UInt8(ascii: ",")) }
    }
}

/// Builds a `JSONValue` from sink calls.
public struct JSONTreeBuilder: JSONSink {
    /// The open containers, innermost last: `true` for an object. Objects (with
    /// the key of their next member) and arrays have stacks of their own, so
    /// that the innermost one grows in place.
    private var isObject: [Bool] = []
    private var objects: [(object: JSONObject, key: String)] = []
    private var arrays: [[JSONValue]] = []
    /// The finished value, once the outermost container is closed (or a lone value given).
    public private(set) var result: JSONValue?

    public init() {}

    public mutating func beginObject() {
        isObject.append(true)
        objects.append((JSONObject(), ""))
    }

    public mutating func key(_ key: String) {
        objects[objects.count - 1].key = key
    }

    public mutating func endObject() {
        isObject.removeLast()
        add(.object(objects.removeLast().object))
    }

    public mutating func beginArray() {
        isObject.append(false)
        arrays.append([])
    }

    public mutating func endArray() {
        isObject.removeLast()
        add(.array(arrays.removeLast()))
    }

    public mutating func null() { add(.null) }
    public mutating func bool(_ value: Bool) { add(.bool(value)) }
    public mutating func string(_ value: String) { add(.string(value)) }
    public mutating func value(_ value: JSONValue) { add(value) }

    private mutating func add(_ value: JSONValue) {
        guard let inObject = isObject.last else {
            result = value
            return
        }
        if inObject {
            let last = objects.count - 1
            objects[last].object.append(objects[last].key, value)
        } else {
            arrays[arrays.count - 1].append(value)
        }
    }
}
