import GraphQL

/// What the compiler asks of a schema beyond its lookups.
extension GraphQLSchema {
    /// The type of field `name` on composite type `parent`, meta fields included.
    func fieldType(_ name: String, on parent: TypeID) -> GraphQLTypeRef? {
        switch name {
        case "__typename":
            return typeID(named: "String").map { .nonNull(.named($0)) }
        case "__schema" where parent == queryType:
            return typeID(named: "__Schema").map { .nonNull(.named($0)) }
        case "__type" where parent == queryType:
            return typeID(named: "__Type").map { .named($0) }
        default:
            return self[parent].field(named: name)?.type
        }
    }

    /// The object types a value of `type` can be: itself for an object type.
    func concreteTypes(of type: TypeID) -> [TypeID] {
        isObject(type) ? [type] : possibleTypes(of: type)
    }

    /// Whether the fields of `condition` are fields of `type` too: an inline fragment on it
    /// merges into a selection set on `type` (`... on Node { id }` in a `User`).
    func fields(of condition: TypeID, belongTo type: TypeID) -> Bool {
        condition == type || isSubtype(type, of: condition)
    }

    /// Whether a type condition on `condition` holds for every value of `type`.
    func condition(_ condition: TypeID, alwaysHoldsFor type: TypeID) -> Bool {
        condition == type || Set(concreteTypes(of: condition)).isSuperset(of: concreteTypes(of: type))
    }

    func isObject(_ type: TypeID) -> Bool {
        if case .object = self[type] { return true }
        return false
    }
}
