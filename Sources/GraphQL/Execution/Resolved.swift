/// A value a field resolved to, on its way to completion.
enum Resolved: Sendable {
    case null
    case json(JSONValue)
    case introspection(IntrospectionValue)
    case introspectionList([IntrospectionValue])
    /// A Swift value a resolver returned.
    case swift(any Sendable)
    /// A value its resolver completed and wrote as JSON.
    case completed(CompletedJSON)

    /// A resolver's result: `nil` and `Optional.none` inside it as null,
    /// `JSONValue`s as JSON.
    init(_ value: consuming (any Sendable)?) {
        guard let value else {
            self = .null
            return
        }
        // Exact dynamic types first: the casts below look through `Optional` and
        // `AnyHashable` boxes, which no other type needs.
        if let json = exactCast(value, to: JSONValue.self) {
            self.init(json: json)
            return
        }
        if let completed = exactCast(value, to: CompletedJSON.self) {
            self = .completed(completed)
            return
        }
        if isPlain(Swift.type(of: value)) {
            self = .swift(value)
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

    /// The error a resolver returned as a value (a field error where it
    /// completes). `plainType`, the type of a non-error value seen before,
    /// skips the runtime's conformance check for values of that type.
    func error(skipping plainType: Any.Type?) -> (any Error)? {
        guard case .swift(let value) = self, Swift.type(of: value) != plainType else { return nil }
        return value as? any Error
    }

    /// The type of this value when every value of it is known not to be an
    /// `Error`, given that this one is not.
    var plainType: Any.Type? {
        guard case .swift(let value) = self, isPlain(Swift.type(of: value)) else { return nil }
        return Swift.type(of: value)
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
        case .completed(let value): value
        }
    }
}

/// `Optional`, seen through `any Sendable`: so that a `nil` boxed inside an
/// existential (a dictionary's optional value) completes as null. (Casts see
/// through a non-nil optional by themselves.)
protocol OptionalValue {
    /// Whether this is `nil`, or an optional holding `nil` at any depth (a lookup
    /// in a dictionary of optionals gives `.some(nil)`).
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    var isNone: Bool {
        guard case .some(let wrapped) = self else { return true }
        guard _isOptional(Wrapped.self) else { return false }
        return (wrapped as? any OptionalValue)?.isNone ?? false
    }
}

/// Whether casts of values of `type` depend on the type alone: not on a value
/// inside an `Optional` or `AnyHashable` box.
private func isPlain(_ type: Any.Type) -> Bool {
    !_isOptional(type) && type != AnyHashable.self
}

/// `value as? T` without the runtime's cast for a value whose dynamic type is
/// exactly `T`; `nil` for any other value.
func exactCast<T>(_ value: any Sendable, to type: T.Type) -> T? {
    guard Swift.type(of: value) == T.self else { return nil }
    return load(value, as: T.self)
}

/// `value as! T`, without the runtime's cast (nor an `Optional<T>`) for a value whose
/// dynamic type is exactly `T`: a resolver's context, cast on every call.
func forceCast<T>(_ value: any Sendable, to type: T.Type) -> T {
    guard Swift.type(of: value) == T.self else { return value as! T }
    return load(value, as: T.self)
}

/// The value, whose type is `T`, as a `T`.
private func load<Value, T>(_ value: Value, as type: T.Type) -> T {
    withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: T.self) }
}
