/// Encodes an `Encodable` value as a `JSONValue`, for the default resolver to read
/// fields of `Encodable` parents. Integers become `.int` (`.double` beyond `Int`),
/// floating-point numbers `.double`, `nil` `.null`; keys keep their encoding order.
enum JSONValueEncoder {
    static func encode(_ value: some Encodable) throws -> JSONValue {
        let encoder = NodeEncoder(codingPath: [])
        try value.encode(to: encoder)
        return encoder.node.value
    }
}

/// A value being encoded: reference-typed so that containers fill it in place.
private final class EncodingNode {
    enum Content {
        case value(JSONValue)
        case object([(String, EncodingNode)])
        case array([EncodingNode])
    }

    var content: Content = .value(.null)

    var value: JSONValue {
        switch content {
        case .value(let value): return value
        case .array(let nodes): return .array(nodes.map(\.value))
        case .object(let members):
            var object = JSONObject()
            object.reserveCapacity(members.count)
            for (key, node) in members { object.set(key, node.value) }
            return .object(object)
        }
    }

    func object(_ key: String) -> EncodingNode {
        let child = EncodingNode()
        if case .object(var members) = content {
            content = .value(.null)
            members.append((key, child))
            content = .object(members)
        } else {
            content = .object([(key, child)])
        }
        return child
    }

    func element() -> EncodingNode {
        let child = EncodingNode()
        if case .array(var nodes) = content {
            content = .value(.null)
            nodes.append(child)
            content = .array(nodes)
        } else {
            content = .array([child])
        }
        return child
    }
}

private struct NodeEncoder: Encoder {
    var node = EncodingNode()
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(codingPath: [any CodingKey], node: EncodingNode = EncodingNode()) {
        self.codingPath = codingPath
        self.node = node
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(KeyedContainer(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(node: node, codingPath: codingPath)
    }
}

/// Encodes a value into a node: primitives directly, everything else through its `encode(to:)`.
private func encode(_ value: some Encodable, into node: EncodingNode, codingPath: [any CodingKey]) throws {
    switch value {
    case let value as String: node.content = .value(.string(value))
    case let value as Int: node.content = .value(.int(value))
    case let value as Double: node.content = .value(.double(value))
    case let value as Bool: node.content = .value(.bool(value))
    default: try value.encode(to: NodeEncoder(codingPath: codingPath, node: node))
    }
}

private func jsonInteger(_ value: some BinaryInteger) -> JSONValue {
    if let int = Int(exactly: value) { return .int(int) }
    return .double(Double(value))
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.object(key.stringValue).content = .value(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { node.object(key.stringValue).content = .value(.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { node.object(key.stringValue).content = .value(.string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { node.object(key.stringValue).content = .value(.double(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { node.object(key.stringValue).content = .value(.double(Double(value))) }
    mutating func encode(_ value: Int, forKey key: Key) throws { node.object(key.stringValue).content = .value(.int(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { node.object(key.stringValue).content = .value(jsonInteger(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { node.object(key.stringValue).content = .value(jsonInteger(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { node.object(key.stringValue).content = .value(jsonInteger(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { node.object(key.stringValue).content = .value(jsonInteger(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { node.object(key.stringValue).content = .value(jsonInteger(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { node.object(key.stringValue).content = .value(jsonInteger(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { node.object(key.stringValue).content = .value(jsonInteger(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { node.object(key.stringValue).content = .value(jsonInteger(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { node.object(key.stringValue).content = .value(jsonInteger(value)) }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try GraphQL.encode(value, into: node.object(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = node.object(key.stringValue)
        child.content = .object([])
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = node.object(key.stringValue)
        child.content = .array([])
        return UnkeyedContainer(node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(codingPath: codingPath, node: node.object("super")) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(codingPath: codingPath + [key], node: node.object(key.stringValue))
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    var codingPath: [any CodingKey]
    var count: Int {
        if case .array(let nodes) = node.content { return nodes.count }
        return 0
    }

    mutating func encodeNil() throws { node.element().content = .value(.null) }
    mutating func encode(_ value: Bool) throws { node.element().content = .value(.bool(value)) }
    mutating func encode(_ value: String) throws { node.element().content = .value(.string(value)) }
    mutating func encode(_ value: Double) throws { node.element().content = .value(.double(value)) }
    mutating func encode(_ value: Float) throws { node.element().content = .value(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { node.element().content = .value(.int(value)) }
    mutating func encode(_ value: Int8) throws { node.element().content = .value(jsonInteger(value)) }
    mutating func encode(_ value: Int16) throws { node.element().content = .value(jsonInteger(value)) }
    mutating func encode(_ value: Int32) throws { node.element().content = .value(jsonInteger(value)) }
    mutating func encode(_ value: Int64) throws { node.element().content = .value(jsonInteger(value)) }
    mutating func encode(_ value: UInt) throws { node.element().content = .value(jsonInteger(value)) }
    mutating func encode(_ value: UInt8) throws { node.element().content = .value(jsonInteger(value)) }
    mutating func encode(_ value: UInt16) throws { node.element().content = .value(jsonInteger(value)) }
    mutating func encode(_ value: UInt32) throws { node.element().content = .value(jsonInteger(value)) }
    mutating func encode(_ value: UInt64) throws { node.element().content = .value(jsonInteger(value)) }

    mutating func encode(_ value: some Encodable) throws {
        try GraphQL.encode(value, into: node.element(), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = node.element()
        child.content = .object([])
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = node.element()
        child.content = .array([])
        return UnkeyedContainer(node: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(codingPath: codingPath, node: node.element()) }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let node: EncodingNode
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .value(.null) }
    mutating func encode(_ value: Bool) throws { node.content = .value(.bool(value)) }
    mutating func encode(_ value: String) throws { node.content = .value(.string(value)) }
    mutating func encode(_ value: Double) throws { node.content = .value(.double(value)) }
    mutating func encode(_ value: Float) throws { node.content = .value(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { node.content = .value(.int(value)) }
    mutating func encode(_ value: Int8) throws { node.content = .value(jsonInteger(value)) }
    mutating func encode(_ value: Int16) throws { node.content = .value(jsonInteger(value)) }
    mutating func encode(_ value: Int32) throws { node.content = .value(jsonInteger(value)) }
    mutating func encode(_ value: Int64) throws { node.content = .value(jsonInteger(value)) }
    mutating func encode(_ value: UInt) throws { node.content = .value(jsonInteger(value)) }
    mutating func encode(_ value: UInt8) throws { node.content = .value(jsonInteger(value)) }
    mutating func encode(_ value: UInt16) throws { node.content = .value(jsonInteger(value)) }
    mutating func encode(_ value: UInt32) throws { node.content = .value(jsonInteger(value)) }
    mutating func encode(_ value: UInt64) throws { node.content = .value(jsonInteger(value)) }
    mutating func encode(_ value: some Encodable) throws { try GraphQL.encode(value, into: node, codingPath: codingPath) }
}
