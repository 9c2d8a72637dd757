/// An operation's variable values after coercion, by variable name.
///
/// A variable the request did not provide and that has no default is absent
/// (`nil`), which differs from one given as `null`.
public struct CoercedVariables: Sendable, Hashable {
    /// The coerced values in the order of the variable definitions. A variable
    /// whose default value is invalid is present without a value (`nil`), as
    /// graphql-js keeps it as `undefined`; only argument coercion tells the two apart.
    private var entries: [(name: String, value: JSONValue?)]

    public init() {
        entries = []
    }

    /// Variables with these values (for tests and for callers that coerced them already).
    public init(_ values: JSONObject) {
        entries = values.members.map { ($0.key, $0.value) }
    }

    /// The value of variable `name`; nil when it has none.
    public subscript(name: String) -> JSONValue? {
        for entry in entries where entry.name == name { return entry.value }
        return nil
    }

    /// Whether coercion produced an entry for the variable (graphql-js `hasOwnProperty`).
    public func contains(_ name: String) -> Bool {
        entries.contains { $0.name == name }
    }

    /// The variables that have values, in definition order.
    public var values: JSONObject {
        JSONObject(entries.compactMap { entry in entry.value.map { JSONObject.Member(key: entry.name, value: $0) } })
    }

    mutating func set(_ name: String, _ value: JSONValue?) {
        if let index = entries.firstIndex(where: { $0.name == name }) {
            entries[index].value = value
        } else {
            entries.append((name, value))
        }
    }

    public static func == (lhs: CoercedVariables, rhs: CoercedVariables) -> Bool {
        lhs.entries.elementsEqual(rhs.entries) { $0.name == $1.name && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.name)
            hasher.combine(entry.value)
        }
    }
}
