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
    /// An object or list of a `SelectionValue`.
    case selection(SelectionValue)

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
        if let selection = exactCast(value, to: SelectionValue.self) {
            self.init(selection: selection)
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

    /// A `SelectionValue`: an error as a value (a field error where it completes).
    init(selection value: SelectionValue) {
        switch value {
        case .value(let json): self.init(json: json)
        case .object, .partialObject, .list: self = .selection(value)
        case .error(let error): self = .swift(error)
        }
    }

    init(_ result: IntrospectionResult) {
        switch result {
        case .leaf(let json): self.init(json: json)
        case .object(let value): self = .introspection(value)
        case .list(let values): self = .introspectionList(values)
        }
    }

    /// The error a resolver returned as a value (a field error where it completes).
    /// Types in `knownPlain` skip the runtime's conformance check; a type found not to be
    /// an error is added.
    func error(knownPlain: inout PlainTypes) -> (any Error)? {
        guard case .swift(let value) = self else { return nil }
        let type = Swift.type(of: value)
        guard !knownPlain.contains(type) else { return nil }
        if let error = value as? any Error { return error }
        if isPlain(type) { knownPlain.insert(type) }
        return nil
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
        case .selection(let value): value
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

/// `value as! T`, by a type comparison when its dynamic type is exactly `T`. Unlike
/// `exactCast` it makes no `T?`: unspecialized generic code (a resolver wrapper of
/// `Resolvers<Context>`) looks `Optional<T>`'s metadata up in the runtime's cache at
/// every call, which costs more than the cast.
func forceCast<T>(_ value: any Sendable, to type: T.Type) -> T {
    Swift.type(of: value) == T.self ? load(value, as: T.self) : value as! T
}

/// The value inside `value`, whose dynamic type is exactly `T`, as a `T`, without the
/// runtime's cast: the existential is opened, so a value stored out of line (larger
/// than the existential's three words) is read from its box.
func load<T>(_ value: Any, as type: T.Type) -> T {
    func read<Contained>(_ contained: Contained) -> T {
        withUnsafePointer(to: contained) { UnsafeRawPointer($0).load(as: T.self) }
    }
    return _openExistential(value, do: read)
}
