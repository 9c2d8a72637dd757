import GraphQL

/// A data model read from SDL: the types a backend stores, their fields and the
/// relations between them. Build one with `Model.read(_:)`.
public struct Model: Sendable, Hashable {
    /// The stored types, in the order the file declares them.
    public var types: [ModelType]
    /// The enums, in declaration order.
    public var enums: [ModelEnum]
    /// The relations, in the order their first field is declared.
    public var relations: [Relation]

    public init(types: [ModelType], enums: [ModelEnum], relations: [Relation]) {
        self.types = types
        self.enums = enums
        self.relations = relations
    }

    /// The type called `name`.
    public func type(named name: String) -> ModelType? {
        types.first { $0.name == name }
    }

    /// The enum called `name`.
    public func enumType(named name: String) -> ModelEnum? {
        enums.first { $0.name == name }
    }

    /// The relation called `name`.
    public func relation(named name: String) -> Relation? {
        relations.first { $0.name == name }
    }
}

/// A stored type (a table): `type Conference { … }`.
public struct ModelType: Sendable, Hashable {
    public var name: String
    /// The fields, system ones included: `id` first (where declared, if it is),
    /// `createdAt` and `updatedAt` last unless declared.
    public var fields: [ModelField]
    /// Unique constraints, each over one or more scalar fields (`id` is implied and not listed).
    public var uniques: [UniqueConstraint]
    /// Whether the type carries `@model`.
    public var hasModelDirective: Bool
    /// The SDL description (`"""…"""` before the type), for the generated schema.
    public var description: String?
    public var location: SourceLocation

    public init(
        name: String, fields: [ModelField], uniques: [UniqueConstraint], hasModelDirective: Bool,
        description: String? = nil, location: SourceLocation
    ) {
        self.name = name
        self.fields = fields
        self.uniques = uniques
        self.hasModelDirective = hasModelDirective
        self.description = description
        self.location = location
    }

    /// The field called `name`.
    public func field(named name: String) -> ModelField? {
        fields.first { $0.name == name }
    }

    /// The fields that are stored as columns of this type's table (scalars and enums).
    public var scalarFields: [ModelField] {
        fields.filter { if case .relation = $0.kind { false } else { true } }
    }

    /// The fields that point at other types.
    public var relationFields: [ModelField] {
        fields.filter { if case .relation = $0.kind { true } else { false } }
    }
}

/// A field of a stored type.
public struct ModelField: Sendable, Hashable {
    public var name: String
    public var kind: FieldKind
    /// `[T]`: a list of scalars, or the to-many side of a relation.
    public var isList: Bool
    /// `T!` (for a list, the list itself is non-null: `[T]!` or `[T!]!`).
    public var isRequired: Bool
    /// `id`, `createdAt` or `updatedAt`: managed by the backend, read-only.
    public var isSystem: Bool
    /// `@default(value:)` / `@defaultValue(value:)`, as JSON (an enum default is its name).
    public var defaultValue: JSONValue?
    /// `@length(min:, max:)`.
    public var length: LengthConstraint?
    /// The SDL description, for the generated schema.
    public var description: String?
    public var location: SourceLocation

    public init(
        name: String, kind: FieldKind, isList: Bool, isRequired: Bool, isSystem: Bool = false,
        defaultValue: JSONValue? = nil, length: LengthConstraint? = nil, description: String? = nil, location: SourceLocation
    ) {
        self.name = name
        self.kind = kind
        self.isList = isList
        self.isRequired = isRequired
        self.isSystem = isSystem
        self.defaultValue = defaultValue
        self.length = length
        self.description = description
        self.location = location
    }

    /// The name of the relation this field is a side of, if it is a relation field.
    public var relationName: String? {
        if case .relation(let name, _) = kind { name } else { nil }
    }
}

/// What a field holds.
public enum FieldKind: Sendable, Hashable {
    case scalar(ScalarKind)
    /// A value of the named enum.
    case enumeration(String)
    /// One side of the named relation, pointing at `target`.
    case relation(name: String, target: String)
}

/// The scalars a model field can have.
public enum ScalarKind: String, Sendable, Hashable, CaseIterable {
    case string = "String"
    case int = "Int"
    case float = "Float"
    case boolean = "Boolean"
    case id = "ID"
    case dateTime = "DateTime"
    case json = "JSON"
}

/// An enum of the model.
public struct ModelEnum: Sendable, Hashable {
    public var name: String
    public var values: [String]
    /// The SDL description, for the generated schema.
    public var description: String?
    public var location: SourceLocation

    public init(name: String, values: [String], description: String? = nil, location: SourceLocation) {
        self.name = name
        self.values = values
        self.description = description
        self.location = location
    }
}

/// Fields whose values, taken together, no two nodes of a type share.
public struct UniqueConstraint: Sendable, Hashable {
    public var fields: [String]

    public init(fields: [String]) {
        self.fields = fields
    }
}

/// The allowed length of a string (in characters) or a list (in elements).
public struct LengthConstraint: Sendable, Hashable {
    public var min: Int?
    public var max: Int?

    public init(min: Int?, max: Int?) {
        self.min = min
        self.max = max
    }
}
