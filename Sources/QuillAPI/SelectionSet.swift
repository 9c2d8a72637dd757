/// Typed data over a response object: a generated struct per selection set whose
/// properties read `__data` (`var name: String { __data["name"] }`).
///
/// The data is JSON as the server sent it or as the cache read it back; it was checked
/// against `__selections` on its way in (the client rejects a response whose data does not
/// match its operation), so the typed accessors never fail.
public protocol SelectionSet: Sendable, Hashable, JSONDecodable, JSONEncodable {
    /// The GraphQL type the selections are made on (an object, interface or union type).
    static var __parentType: String { get }
    /// The selections, as the cache and the response checker walk them.
    static var __selections: [Selection] { get }
    var __data: DataDict { get }
    init(_dataDict: DataDict)
}

/// The `Data` of an operation: the selection set on its root type.
public protocol RootSelectionSet: SelectionSet {}

/// A type condition inside a selection set (`... on User { … }`), reached through an
/// `asUser` property that is nil when the object is of another type.
public protocol InlineFragment: SelectionSet {
    /// The concrete types (`__typename`s) the condition holds for.
    static var __possibleTypes: Set<String> { get }
}

/// A named fragment (`fragment ConferenceDetails on Conference { … }`), reached as
/// `.fragments.conferenceDetails` from every selection set that spreads it.
public protocol GraphQLFragment: SelectionSet {
    /// `fragment ConferenceDetails on Conference { … }`, as it is appended to documents.
    static var fragmentDefinition: String { get }
    /// The concrete types (`__typename`s) the fragment's type condition holds for.
    static var __possibleTypes: Set<String> { get }
    /// As `GraphQLOperation.__cacheKeyFields`, for reading and writing the fragment alone.
    static var __cacheKeyFields: [String: [String]] { get }
}

extension GraphQLFragment {
    public static var __cacheKeyFields: [String: [String]] { [:] }
}

extension SelectionSet {
    /// The object's type name: the data's `__typename` (selected in every selection set below
    /// an operation's root), else the type the selections are made on (an operation's root).
    public var __typename: String { __data._data["__typename"]?.stringValue ?? Self.__parentType }

    /// The data as another selection set on the same object (a fragment, a type case):
    /// nil when `T`'s type condition does not hold for this object's `__typename`.
    public func _asType<T: SelectionSet>(_ type: T.Type, possibleTypes: Set<String>) -> T? {
        __data._as(type, possibleTypes: possibleTypes)
    }

    public init(_jsonValue value: JSONValue) throws {
        guard case .object(let object) = value else {
            throw JSONDecodingError.wrongType(expected: "an object", value)
        }
        self.init(_dataDict: DataDict(object))
    }

    public var _jsonValue: JSONValue { .object(__data._data) }
}

/// The JSON object under a selection set. Two are equal when they hold the same members,
/// in whatever order (the server, the cache and a `Decoder` order them differently).
public struct DataDict: Sendable, Hashable {
    /// The members by response key, in selection order.
    public var _data: JSONObject

    public init(_ data: JSONObject) {
        _data = data
    }

    /// The value under `key` converted to `T`; the data was checked on its way in, so a
    /// mismatch here is a programming error (hand-built data that does not fit).
    public subscript<T: JSONDecodable>(key: String) -> T {
        do {
            return try T(_jsonValue: _data[key] ?? .null)
        } catch {
            preconditionFailure("\(key): \(error)")
        }
    }
}

extension DataDict {
    public static func == (lhs: DataDict, rhs: DataDict) -> Bool {
        sameMembers(lhs._data, rhs._data)
    }

    public func hash(into hasher: inout Hasher) {
        Self.hash(.object(_data), into: &hasher)
    }

    private static func sameMembers(_ lhs: JSONObject, _ rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.members.elementsEqual(rhs.members, by: { $0.key == $1.key }) {
            return zip(lhs.members, rhs.members).allSatisfy { same($0.value, $1.value) }
        }
        return lhs.members.allSatisfy { member in rhs[member.key].map { same(member.value, $0) } ?? false }
    }

    private static func same(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let left), .object(let right)): sameMembers(left, right)
        case (.array(let left), .array(let right)): left.count == right.count && zip(left, right).allSatisfy { same($0, $1) }
        default: lhs == rhs
        }
    }

    /// Members hash in any order: their hashes are summed.
    private static func hash(_ value: JSONValue, into hasher: inout Hasher) {
        switch value {
        case .object(let object):
            var sum = 0
            for member in object.members {
                var memberHasher = Hasher()
                memberHasher.combine(member.key)
                hash(member.value, into: &memberHasher)
                sum &+= memberHasher.finalize()
            }
            hasher.combine(object.count)
            hasher.combine(sum)
        case .array(let elements):
            hasher.combine(elements.count)
            for element in elements { hash(element, into: &hasher) }
        default:
            hasher.combine(value)
        }
    }

    /// The data as `T` (a fragment, a type case) when `possibleTypes` holds the object's
    /// `__typename` (nil: any type). With `ifFulfilled`, also only when the data has every
    /// field `T` selects without a condition: a fragment or type case under `@include` or
    /// `@skip` has none of them when the variables left it out.
    public func _as<T: SelectionSet>(_ type: T.Type, possibleTypes: Set<String>?, ifFulfilled: Bool = false) -> T? {
        if let possibleTypes {
            guard let typename = _data["__typename"]?.stringValue, possibleTypes.contains(typename) else { return nil }
        }
        guard !ifFulfilled || fulfills(T.__selections) else { return nil }
        return T(_dataDict: self)
    }

    /// Whether the data has the response keys of `selections`' unconditional fields, those
    /// of the fragments and type cases that apply to it included.
    private func fulfills(_ selections: [Selection]) -> Bool {
        let typename = _data["__typename"]?.stringValue
        return selections.allSatisfy { selection in
            switch selection {
            case .field(let field):
                return field.name == "__typename" || _data[field.responseKey] != nil
            case .fragment(let fragment):
                return !fragment.__possibleTypes.contains(typename ?? "") || fulfills(fragment.__selections)
            case .inlineFragment(let inline):
                return !inline.__possibleTypes.contains(typename ?? "") || fulfills(inline.__selections)
            case .conditional, .deferred:
                return true
            }
        }
    }
}

/// A deferred fragment's accessor (`...Details @defer`, `... on X @defer(label:)`): nil
/// until its data came (or when its type condition does not hold for the object), and as
/// `$name` its state, as Apollo iOS's generated code has them.
@propertyWrapper
public struct Deferred<Fragment: SelectionSet>: Sendable {
    public enum State: Sendable, Hashable {
        case pending
        case fulfilled(Fragment)
    }

    private let data: DataDict
    private let possibleTypes: Set<String>?

    /// `possibleTypes`: the fragment's, nil when its condition holds for every object of the parent type.
    public init(_dataDict: DataDict, possibleTypes: Set<String>?) {
        data = _dataDict
        self.possibleTypes = possibleTypes
    }

    public var wrappedValue: Fragment? { data._as(Fragment.self, possibleTypes: possibleTypes, ifFulfilled: true) }

    public var projectedValue: State { wrappedValue.map(State.fulfilled) ?? .pending }
}
