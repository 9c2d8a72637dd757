/// A value a field resolved to, on its way to completion.
enum Resolved: Sendable {
    case null
    case json(JSONValue)
    case introspection(IntrospectionValue)
    case introspectionList([IntrospectionValue])
    /// A Swift value a resolver returned.
    case swift(any Sendable)

    /// A resolver's result: `nil` and `Optional.none` inside it as null,
    /// `JSONValue`s as JSON.
    init(_ value: (any Sendable)?) {
        guard let value else {
            self = .null
            return
        }
        switch value {
        case let json as JSONValue: self.init(json: json)
        case let optional as any OptionalValue where optional.isNone: self = .null
        default: self = .swift(value)
        }
    }

    init(json: JSONValue) {
        self = json.isNull ? .null : .json(json)
    }

    init(_ result: IntrospectionResult) {
        switch result {
        case .leaf(let json): self.init(json: json)
        case .object(let value): self = .introspection(value)
        case .list(let values): self = .introspectionList(values)
        }
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value as resolvers see a parent.
    var parentValue: any Sendable {
        switch self {
        case .null: JSONValue.null
        case .json(let json): json
        case .introspection(let value): value
        case .introspectionList(let values): values
        case .swift(let value): value
        }
    }
}

/// `Optional`, seen through `any Sendable`: so that a `nil` boxed inside an
/// existential (a dictionary's optional value) completes as null. (Casts see
/// through a non-nil optional by themselves.)
protocol OptionalValue {
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    var isNone: Bool { self == nil }
}
