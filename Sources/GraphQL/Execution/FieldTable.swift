/// What planning a field needs from the schema and the resolvers, compiled once
/// per executor: per object type, its fields by name; per field, its return
/// shape, resolver, and its arguments when a field node gives none.
final class FieldTable: Sendable {
    /// By type ID; `nil` for types other than object types.
    let objects: [ObjectFields?]
    /// The meta-fields: `__typename` on every type, `__schema` and `__type` on the query root.
    let typename: FieldEntry
    let schema: FieldEntry
    let type: FieldEntry

    init(schema: GraphQLSchema, resolvers: [[FieldResolver]], shapes: [Shape], reachesAsync: [Bool], scalars: CustomScalars) {
        func entry(_ definition: GraphQLField, _ kind: FieldPlan.Kind, _ resolver: FieldResolver) -> FieldEntry {
            FieldEntry(
                definition: definition, kind: kind, resolver: resolver, shape: Self.shape(of: definition.type, shapes),
                maySuspend: { if case .async = resolver { true } else { reachesAsync[definition.type.namedType] } }(),
                absentArguments: Self.absentArguments(definition.arguments, schema, scalars),
                objectType: { if case .object = schema[definition.type.namedType] { definition.type.namedType } else { nil } }())
        }
        objects = schema.types.enumerated().map { id, type in
            guard case .object(let object) = type else { return nil }
            let isIntrospectionType = object.name.hasPrefix("__")
            return ObjectFields(
                object.fields.enumerated().map { index, definition in
                    if isIntrospectionType, let field = IntrospectionField(named: definition.name, on: object.name) {
                        entry(definition, .introspection(field), .default)
                    } else {
                        entry(definition, .field(index), resolvers[id][index])
                    }
                })
        }
        typename = entry(MetaFields.typename(schema), .typename, .default)
        self.schema = entry(MetaFields.schema(schema), .schema, .default)
        type = entry(MetaFields.type(schema), .type(name: nil), .default)
    }

    /// The meta-field `name` answers on `type` (`__schema` and `__type` only on the query root).
    func metaField(_ name: String, isQueryRoot: Bool) -> FieldEntry? {
        switch name {
        case "__typename": typename
        case "__schema" where isQueryRoot: schema
        case "__type" where isQueryRoot: type
        default: nil
        }
    }

    private static func shape(of type: GraphQLTypeRef, _ shapes: [Shape]) -> Shape {
        switch type {
        case .named(let id): shapes[id]
        case .list(let inner): .list(shape(of: inner, shapes))
        case .nonNull(let inner): .nonNull(shape(of: inner, shapes))
        }
    }

    /// The coerced arguments of a field node without arguments: the defaults. `nil`
    /// when a required argument has no default, which coercion reports at the node.
    private static func absentArguments(_ definitions: [GraphQLInputValue], _ schema: GraphQLSchema, _ scalars: CustomScalars) -> Arguments? {
        if definitions.isEmpty { return Arguments() }
        guard !definitions.contains(where: { $0.type.isNonNull && $0.defaultValue == nil }) else { return nil }
        return try? Arguments(
            coerceArgumentValues(
                definitions: definitions, arguments: [], variables: CoercedVariables(), schema: schema, scalars: scalars,
                source: Source(""), location: Location(start: 0, end: 0)))
    }
}

/// The fields of an object type in definition order, found by name.
final class ObjectFields: Sendable {
    private let entries: [FieldEntry]
    private let names: [String]
    /// For types with many fields; empty otherwise (a linear search is faster).
    private let indexByName: [String: Int]

    init(_ entries: [FieldEntry]) {
        self.entries = entries
        names = entries.map(\.definition.name)
        indexByName = names.count > 16 ? Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }) : [:]
    }

    func entry(named name: String) -> FieldEntry? {
        if names.count > 16 { return indexByName[name].map { entries[$0] } }
        // Comparing lengths first skips most calls to String's comparison.
        let count = name.utf8.count
        for index in names.indices where names[index].utf8.count == count && names[index] == name { return entries[index] }
        return nil
    }
}

/// One field of an object type (or a meta-field), as planning uses it.
final class FieldEntry: Sendable {
    let definition: GraphQLField
    let kind: FieldPlan.Kind
    let resolver: FieldResolver
    let shape: Shape
    /// Whether an `async` resolver may run for this field or below it.
    let maySuspend: Bool
    /// The coerced arguments when a field node gives none (see `FieldTable.absentArguments`).
    let absentArguments: Arguments?
    /// The named type under the field's wrappers, when it is an object type.
    let objectType: TypeID?
    /// `"name":`, the key bytes of the field's plans without an alias; freed in `deinit`.
    nonisolated(unsafe) let keyBytes: UnsafeBufferPointer<UInt8>
    /// Whether the name starts with `__`, as the meta-fields' do.
    let hasReservedName: Bool

    init(
        definition: GraphQLField, kind: FieldPlan.Kind, resolver: FieldResolver, shape: Shape, maySuspend: Bool,
        absentArguments: Arguments?, objectType: TypeID?
    ) {
        self.definition = definition
        self.kind = kind
        self.resolver = resolver
        self.shape = shape
        self.maySuspend = maySuspend
        self.absentArguments = absentArguments
        self.objectType = objectType
        keyBytes = FieldPlan.keyBytes(definition.name)
        hasReservedName = definition.name.hasPrefix("__")
    }

    deinit {
        keyBytes.deallocate()
    }
}

/// The definitions of the meta-fields every executor answers: `__typename` on
/// every type, `__schema` and `__type(name:)` on the query root.
enum MetaFields {
    static func typename(_ schema: GraphQLSchema) -> GraphQLField {
        GraphQLField(name: "__typename", type: .nonNull(named("String", schema)))
    }

    static func schema(_ schema: GraphQLSchema) -> GraphQLField {
        GraphQLField(name: "__schema", type: .nonNull(named("__Schema", schema)))
    }

    static func type(_ schema: GraphQLSchema) -> GraphQLField {
        GraphQLField(
            name: "__type", arguments: [GraphQLInputValue(name: "name", type: .nonNull(named("String", schema)))],
            type: named("__Type", schema))
    }

    private static func named(_ name: String, _ schema: GraphQLSchema) -> GraphQLTypeRef {
        guard let id = schema.typeID(named: name) else { preconditionFailure("Every schema has the type \(name).") }
        return .named(id)
    }
}
