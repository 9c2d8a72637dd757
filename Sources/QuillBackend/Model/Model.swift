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
    /// The fields marked unique with Graphcool's spelling, `@isUnique` (`User.id`), which
    /// says the model is written for Graphcool's API.
    package var isUniqueFields: [String]

    package init(
        types: [ModelType], enums: [ModelEnum], relations: [Relation], authRules: [AuthRule]? = nil, isUniqueFields: [String] = []
    ) {
        self.types = types
        self.enums = enums
        self.relations = relations
        self.authRules = authRules
        self.isUniqueFields = isUniqueFields
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

    /// The name `relation` had before its types were renamed (`@rename`), when it differs:
    /// an unnamed relation is named after its types.
    func oldName(of relation: Relation) -> String? {
        guard !relation.isNamed else { return nil }
        let names = [relation.a.typeName, relation.b.typeName].map { type(named: $0)?.oldName ?? $0 }.sorted()
        let old = "\(names[0])To\(names[1])"
        return old == relation.name ? nil : old
    }

    /// The scalars of the fields beyond GraphQL's, each once, in `ModelScalar`'s order.
    var customScalars: [ModelScalar] {
        let used = Set(types.flatMap(\.fields).compactMap { if case .scalar(let scalar) = $0.kind { scalar } else { nil } })
        return ModelScalar.allCases.filter { !$0.isBuiltIn && used.contains($0) }
    }

    /// The links from nodes of `type` through every relation, the implied sides of
    /// one-sided relations pointing at `type` included.
    func links(from type: String) -> [RelationLink] {
        relations.flatMap { relation in
            [relation.a, relation.b].filter { $0.typeName == type }.map { RelationLink(relation, from: $0) }
        }
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
    /// `@rename(oldName:)`: the name the type had, whose table a migration renames.
    package var oldName: String?
    /// `@search` on the type (Grafbase's): every `String` field without rules of its own is searched.
    package var searchesAll = false
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

    /// The fields full-text search reads (`@search` on the type or on each), in
    /// declaration order; empty when the type has no search.
    package var searchFields: [String] {
        fields.filter { $0.isSearched || (searchesAll && $0.isSearchable && $0.authRules == nil) }.map(\.name)
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
    /// `@rename(oldName:)`: the name the field had, whose column a migration renames.
    package var oldName: String?
    /// A time the backend sets: `@createdAt` (or `@default(value: now)`), `@updatedAt`.
    package var automatic: AutomaticTime?
    /// `@search` on the field: full-text search reads it.
    package var isSearched = false
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
        let base =
            switch kind {
            case .scalar(let scalar): scalar.rawValue
            case .enumeration(let name): name
            case .relation(_, let target): target
            }
        return (isList ? "[\(base)]" : base) + (isRequired ? "!" : "")
    }

    /// Whether the API's object types declare the field non-null: a required field without
    /// `@auth` rules of its own (a caller its rules refuse reads null).
    package var isNonNullInOutput: Bool { isSystem || (isRequired && authRules == nil) }

    /// Whether full-text search can read the field: a `String` (not a list).
    package var isSearchable: Bool { kind == .scalar(.string) && !isList }

    /// Whether the backend sets the field (`id`, the times): inputs do not have it.
    package var isManaged: Bool { isSystem || automatic != nil }

    /// The name of the relation this field is a side of, if it is a relation field.
    package var relationName: String? {
        if case .relation(let name, _) = kind { name } else { nil }
    }
}

/// When the backend sets a time field (a `DateTime`, `Timestamp` or `Date`), as Prisma 1's
/// `@createdAt` and `@updatedAt` do on any field.
package enum AutomaticTime: Sendable, Hashable {
    /// When the node is created.
    case creation
    /// When the node is created and whenever it is updated.
    case update
}

/// What a field holds.
package enum FieldKind: Sendable, Hashable {
    case scalar(ModelScalar)
    /// A value of the named enum.
    case enumeration(String)
    /// One side of the named relation, pointing at `target`.
    case relation(name: String, target: String)
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

    /// The argument that names a node by this key: the field, or for several the fields
    /// joined, `authorAndNumber`.
    package var argumentName: String {
        fields.enumerated().map { $0.offset == 0 ? $0.element : $0.element.uppercasedFirst }.joined(separator: "And")
    }

    /// The input holding several fields' values: `PostAuthorAndNumberInput` (in both dialects).
    func inputName(of type: String) -> String { type + argumentName.uppercasedFirst + "Input" }
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
