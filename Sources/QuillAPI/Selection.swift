/// One entry of a selection set's metadata: what the normalized cache needs to write a
/// response into records and read it back, and what the client checks a response against.
/// Codegen writes these from the operations; for an operation written by hand they mirror
/// its document.
public enum Selection: Sendable {
    case field(Field)
    /// `...ConferenceDetails`: applies when the object's `__typename` is one of the
    /// fragment's `__possibleTypes`.
    case fragment(any GraphQLFragment.Type)
    /// `... on User { … }`: applies when the object's `__typename` is one of the type's
    /// `__possibleTypes`.
    case inlineFragment(any InlineFragment.Type)
    /// Selections under `@include(if: $variable)` (or `@skip`, `inverted`).
    case conditional(Condition, [Selection])
    /// `...ConferenceDetails @defer(label: "details")` or `... on Conference @defer { … }`
    /// (a `GraphQLFragment` or an `InlineFragment`): its fields may come after the rest
    /// of the response, so data without them still matches; it applies once they came.
    case deferred(any SelectionSet.Type, label: String?)

    /// `.field("attendees", .list(.nonNull(.object(Attendee.self))), arguments: ["last": 3])`.
    public static func field(
        _ name: String, alias: String? = nil, _ type: FieldType, arguments: [String: InputValue] = [:]
    ) -> Selection {
        .field(Field(name: name, alias: alias, type: type, arguments: arguments))
    }

    public struct Field: Sendable {
        public let name: String
        public let alias: String?
        public let type: FieldType
        /// The arguments as written, variables unresolved.
        public let arguments: [String: InputValue]

        public init(name: String, alias: String? = nil, type: FieldType, arguments: [String: InputValue] = [:]) {
            self.name = name
            self.alias = alias
            self.type = type
            self.arguments = arguments
        }

        /// The key of the field's member in the response object.
        public var responseKey: String { alias ?? name }
    }

    /// A variable-driven `@include` / `@skip`.
    public struct Condition: Sendable, Hashable {
        public let variable: String
        /// True for `@skip(if:)`: the selections apply when the variable is false.
        public let inverted: Bool

        public init(variable: String, inverted: Bool = false) {
            self.variable = variable
            self.inverted = inverted
        }
    }
}

/// The GraphQL type of a field as the response checker and the cache need it.
public indirect enum FieldType: Sendable {
    /// A leaf: a scalar or an enum, converted by `JSONDecodable` (`String.self`, an enum).
    case scalar(any JSONDecodable.Type)
    /// An object, interface or union with its selections.
    case object(any SelectionSet.Type)
    case nonNull(FieldType)
    case list(FieldType)
}

/// An argument's value in an operation's text: a literal, a variable, or a list or input
/// object holding either.
public indirect enum InputValue: Sendable, Hashable {
    case value(JSONValue)
    case variable(String)
    case list([InputValue])
    case object([String: InputValue])
}

extension InputValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByFloatLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .value(.string(value)) }
    public init(integerLiteral value: Int) { self = .value(.int(value)) }
    public init(booleanLiteral value: Bool) { self = .value(.bool(value)) }
    public init(floatLiteral value: Double) { self = .value(.double(value)) }
    public init(nilLiteral: ()) { self = .value(.null) }
}

extension SelectionSet {
    /// The concrete types a deferred fragment's or type case's condition holds for; nil:
    /// any (a selection set that is neither).
    public static var _deferredPossibleTypes: Set<String>? {
        (self as? any GraphQLFragment.Type)?.__possibleTypes ?? (self as? any InlineFragment.Type)?.__possibleTypes
    }

    /// Whether a deferred fragment's condition holds for an object of `typename`.
    static func applies(to typename: String?) -> Bool {
        guard let types = _deferredPossibleTypes else { return true }
        return typename.map(types.contains) ?? false
    }
}
