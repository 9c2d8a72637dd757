/// What a scalar or enum field can be filtered and ordered by.
enum FilterKind: Hashable {
    case scalar(ModelScalar)
    case enumeration(String)

    /// How a field is filtered, or nil if it is not (relations, lists, JSON).
    init?(_ field: ModelField) {
        if field.isList { return nil }
        switch field.kind {
        case .scalar(.json), .relation: return nil
        case .scalar(let scalar): self = .scalar(scalar)
        case .enumeration(let name): self = .enumeration(name)
        }
    }

    /// The GraphQL type of a value: `String`, `ID`, `Role`.
    var typeName: String {
        switch self {
        case .scalar(let scalar): scalar.rawValue
        case .enumeration(let name): name
        }
    }

    /// `StringCollectionFilterInput`.
    var filterInput: String { typeName + "CollectionFilterInput" }

    /// Whether `gt`, `gte`, `lt` and `lte` apply.
    var isOrdered: Bool {
        switch self {
        case .scalar(let scalar): scalar.isOrdered
        case .enumeration: false
        }
    }

    /// Whether nodes can be ordered by the field.
    var isSortable: Bool {
        switch self {
        case .scalar(let scalar): scalar.isSortable
        case .enumeration: true
        }
    }

    /// Whether `contains`, `startsWith` and `endsWith` apply (with `caseSensitive`).
    var isText: Bool {
        if case .scalar(let scalar) = self { scalar.isText } else { false }
    }

    /// Whether `in` and `notIn` apply.
    var hasMembership: Bool {
        switch self {
        case .scalar(let scalar): scalar.hasMembership
        case .enumeration: true
        }
    }
}
