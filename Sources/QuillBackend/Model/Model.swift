import GraphQL

/// A data model read from SDL: the types a backend stores, their fields and the
/// relations between them. Read one with `Model.read(_:)` or `Model.read(contentsOfFile:)`
/// and open a `Backend` on it.
public struct Model: Sendable, Hashable {
    /// The stored types, in the order the file declares them.
    package var types: [ModelType]
    /// The enums, in declaration order.
    package var enums: [ModelEnum]
    /// The relations, in the order their first field is declared.
    package var relations: [Relation]
    /// `extend schema @auth(rules:)`: the rules of every type without `@auth` of its own.
    package var authRules: [AuthRule]?

    package init(types: [ModelType], enums: [ModelEnum], relations: [Relation], authRules: [AuthRule]? = nil) {
        self.types = types
        self.enums = enums
        self.relations = relations
        self.authRules = authRules
    }

    /// The type called `name`.
    package func type(named name: String) -> ModelType? {
        types.first { $0.name == name }
    }

    /// The enum called `name`.
    package func enumType(named name: String) -> ModelEnum? {
        enums.first { $0.name == name }
    }

    /// The relation called `name`.
    package func relation(named name: String) -> Relation? {
        relations.first { $0.name == name }
    }
}

/// A stored type (a table): `type Conference { … }`.
package struct ModelType: Sendable, Hashable {
    package var name: String
    /// The fields, system ones included: `id` first (where declared, if it is),
    /// `createdAt` and `updatedAt` last unless declared.
    package var fields: [ModelField]
    /// Unique constraints, each over one or more scalar fields (`id` is implied and not listed).
    package var uniques: [UniqueConstraint]
    /// Whether the type carries `@model`.
    package var hasModelDirective: Bool
    /// `@auth(rules:)` on the type; nil when it has none.
    package var authRules: [AuthRule]?
    /// The SDL description (`"""…"""` before the type), for the generated schema.
    package var description: String?
    package var location: SourceLocation

    package init(
        name: String, fields: [ModelField], uniques: [UniqueConstraint], hasModelDirective: Bool, authRules: [AuthRule]? = nil,
        description: String? = nil, location: SourceLocation
    ) {
        self.name = name
        self.fields = fields
        self.uniques = uniques
        self.hasModelDirective = hasModelDirective
        self.authRules = authRules
        self.description = description
        self.location = location
    }

    /// The field called `name`.
    package func field(named name: String) -> ModelField? {
        fields.first { $0.name == name }
    }

    /// The fields that are stored as columns of this type's table (scalars and enums).
    package var scalarFields: [ModelField] {
        fields.filter { if case .relation = $0.kind { false } else { true } }
    }

    /// The fields that point at other types.
    package var relationFields: [ModelField] {
        fields.filter { if case .relation = $0.kind { true } else { false } }
    }
}

/// A field of a stored type.
package struct ModelField: Sendable, Hashable {
    package var name: String
    package var kind: FieldKind
    /// `[T]`: a list of scalars, or the to-many side of a relation.
    package var isList: Bool
    /// `T!` (for a list, the list itself is non-null: `[T]!` or `[T!]!`).
    package var isRequired: Bool
    /// `id`, `createdAt` or `updatedAt`: managed by the backend, read-only.
    package var isSystem: Bool
    /// `@default(value:)` / `@defaultValue(value:)`, as JSON (an enum default is its name).
    package var defaultValue: JSONValue?
    /// `@length(min:, max:)`.
    package var length: LengthConstraint?
    /// `@auth(rules:)` on the field: who may read and set it, beyond its type's rules.
    package var authRules: [AuthRule]?
    /// The SDL description, for the generated schema.
    package var description: String?
    package var location: SourceLocation

    package init(
        name: String, kind: FieldKind, isList: Bool, isRequired: Bool, isSystem: Bool = false,
        defaultValue: JSONValue? = nil, length: LengthConstraint? = nil, authRules: [AuthRule]? = nil, description: String? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.kind = kind
        self.isList = isList
        self.isRequired = isRequired
        self.isSystem = isSystem
        self.defaultValue = defaultValue
        self.length = length
        self.authRules = authRules
        self.description = description
        self.location = location
    }

    /// The field's type as the model's SDL writes it (and the collections API returns
    /// it): `String!`, `[Int]`, `Post`.
    package var sdlType: String {
        let base = switch kind {
        case .scalar(let scalar): scalar.rawValue
        case .enumeration(let name): name
        case .relation(_, let target): target
        }
        return (isList ? "[\(base)]" : base) + (isRequired ? "!" : "")
    }

    /// Whether the API's object types declare the field non-null: a required field without
    /// `@auth` rules of its own (a caller its rules refuse reads null).
    package var isNonNullInOutput: Bool { isSystem || (isRequired && authRules == nil) }

    /// The name of the relation this field is a side of, if it is a relation field.
    package var relationName: String? {
        if case .relation(let name, _) = kind { name } else { nil }
    }
}

/// What a field holds.
package enum FieldKind: Sendable, Hashable {
    case scalar(ModelScalar)
    /// A value of the named enum.
    case enumeration(String)
    /// One side of the named relation, pointing at `target`.
    case relation(name: String, target: String)
}

/// The scalars a model field can have.
package enum ModelScalar: String, Sendable, Hashable, CaseIterable {
    case string = "String"
    case int = "Int"
    case float = "Float"
    case boolean = "Boolean"
    case id = "ID"
    case dateTime = "DateTime"
    case json = "JSON"
}

/// An enum of the model.
package struct ModelEnum: Sendable, Hashable {
    package var name: String
    package var values: [String]
    /// The SDL description, for the generated schema.
    package var description: String?
    package var location: SourceLocation

    package init(name: String, values: [String], description: String? = nil, location: SourceLocation) {
        self.name = name
        self.values = values
        self.description = description
        self.location = location
    }
}

/// Fields whose values, taken together, no two nodes of a type share.
package struct UniqueConstraint: Sendable, Hashable {
    package var fields: [String]

    package init(fields: [String]) {
        self.fields = fields
    }
}

/// The allowed length of a string (in characters) or a list (in elements).
package struct LengthConstraint: Sendable, Hashable {
    package var min: Int?
    package var max: Int?

    package init(min: Int?, max: Int?) {
        self.min = min
        self.max = max
    }
}
