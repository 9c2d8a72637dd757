/// The default resolver's view of one parent object, found the first time one of
/// its fields is read: a JSON object's members, a dictionary, or an `Encodable`
/// value's encoding (encoded once for all its fields).
enum DefaultSource {
    case unresolved
    case json(JSONObject)
    case dictionary([String: any Sendable])
    /// Nothing to read fields from: every field is null (graphql-js's `undefined`).
    case none
    /// An `Encodable` parent whose encoding threw: every field is that error.
    case failed(any Error)

    /// The field named `name` of `parent`.
    mutating func field(_ name: String, of parent: Resolved) -> Resolved {
        if case .unresolved = self { self = DefaultSource(parent) }
        switch self {
        case .json(let object): return Self.member(name, of: object)
        case .dictionary(let dictionary): return Resolved(dictionary[name] ?? nil)
        case .failed(let error): return .swift(error)
        case .none, .unresolved: return .null
        }
    }

    /// The member's value, found without copying the members before it.
    private static func member(_ name: String, of object: JSONObject) -> Resolved {
        object.members.withUnsafeBufferPointer { members in
            for index in members.indices where members[index].key == name {
                return Resolved(json: members[index].value)
            }
            return .null
        }
    }

    private init(_ parent: Resolved) {
        // A dictionary without the runtime's cast, the common case of a resolver's object.
        if case .swift(let value) = parent, let dictionary = exactCast(value, to: [String: any Sendable].self) {
            self = .dictionary(dictionary)
            return
        }
        switch parent {
        case .json(.object(let object)): self = .json(object)
        case .swift(let dictionary as [String: any Sendable]): self = .dictionary(dictionary)
        case .swift(let value as any Encodable):
            do {
                if case .object(let object) = try JSONValueEncoder.encode(value) { self = .json(object) } else { self = .none }
            } catch {
                self = .failed(error)
            }
        default: self = .none
        }
    }
}
