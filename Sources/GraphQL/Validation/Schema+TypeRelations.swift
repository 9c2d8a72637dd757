extension GraphQLSchema {
    /// The schema's type for a type written in a document; `nil` when its named
    /// type is unknown (graphql-js's `typeFromAST`).
    public func typeReference(_ type: TypeReference) -> GraphQLTypeRef? {
        switch type {
        case .named(let named): typeID(named: named.name.value).map { .named($0) }
        case .list(let list): typeReference(list.type).map { .list($0) }
        case .nonNull(let nonNull): typeReference(nonNull.type).map { .nonNull($0) }
        }
    }

    /// Whether a value of type `subtype` may be used where `supertype` is expected
    /// (graphql-js's `isTypeSubTypeOf`).
    public func isTypeSubtype(_ subtype: GraphQLTypeRef, of supertype: GraphQLTypeRef) -> Bool {
        switch (subtype, supertype) {
        case (.nonNull(let sub), .nonNull(let sup)): return isTypeSubtype(sub, of: sup)
        case (.nonNull(let sub), _): return isTypeSubtype(sub, of: supertype)
        case (_, .nonNull): return false
        case (.list(let sub), .list(let sup)): return isTypeSubtype(sub, of: sup)
        case (_, .list), (.list, _): return false
        case (.named(let sub), .named(let sup)):
            return sub == sup || (self[sup].isAbstract && isSubtype(sub, of: sup))
        }
    }

    /// Whether two composite types may have an object type in common (graphql-js's `doTypesOverlap`).
    public func typesOverlap(_ typeA: TypeID, _ typeB: TypeID) -> Bool {
        if typeA == typeB { return true }
        if self[typeA].isAbstract {
            if self[typeB].isAbstract {
                return possibleTypes(of: typeA).contains { isSubtype($0, of: typeB) }
            }
            return isSubtype(typeB, of: typeA)
        }
        if self[typeB].isAbstract {
            return isSubtype(typeA, of: typeB)
        }
        return false
    }
}
