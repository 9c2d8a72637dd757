/// Makes a `GraphQLSchema` from type definitions that refer to each other by name.
///
/// SDL (`buildSchema`) and introspection results both come to it in this form. It
/// adds the built-in scalars the schema uses and the introspection types, orders
/// the types as graphql-js's `GraphQLSchema` constructor does (which introspection
/// and the schema printer follow), and resolves names to `TypeID`s. A definition
/// named like a built-in scalar or an introspection type is replaced by the
/// built-in one, as in graphql-js.
struct SchemaAssembler: Sendable {
    /// A type reference by name.
    indirect enum TypeRef: Sendable, Hashable {
        case named(String)
        case list(TypeRef)
        case nonNull(TypeRef)

        var namedType: String {
            switch self {
            case .named(let name): name
            case .list(let inner), .nonNull(let inner): inner.namedType
            }
        }
    }

    /// An argument or input field.
    struct InputValue: Sendable {
        var name: String
        var description: String?
        var type: TypeRef
        var defaultValue: Value?
        var deprecationReason: String?
        var sites: [DefinitionSite]

        init(
            name: String, description: String? = nil, type: TypeRef, defaultValue: Value? = nil,
            deprecationReason: String? = nil, sites: [DefinitionSite] = []
        ) {
            self.name = name
            self.description = description
            self.type = type
            self.defaultValue = defaultValue
            self.deprecationReason = deprecationReason
            self.sites = sites
        }
    }

    struct Field: Sendable {
        var name: String
        var description: String?
        var arguments: [InputValue]
        var type: TypeRef
        var deprecationReason: String?
        var sites: [DefinitionSite]

        init(
            name: String, description: String? = nil, arguments: [InputValue] = [], type: TypeRef,
            deprecationReason: String? = nil, sites: [DefinitionSite] = []
        ) {
            self.name = name
            self.description = description
            self.arguments = arguments
            self.type = type
            self.deprecationReason = deprecationReason
            self.sites = sites
        }
    }

    /// A named type; `sites` lists its definition first, then its extensions.
    struct TypeDefinition: Sendable {
        enum Kind: Sendable {
            case scalar(specifiedByURL: String?)
            case object(fields: [Field], interfaces: [String])
            case interface(fields: [Field], interfaces: [String])
            case union(members: [String])
            case `enum`(values: [GraphQLEnumValue])
            case inputObject(fields: [InputValue], isOneOf: Bool)
        }

        var name: String
        var description: String?
        var kind: Kind
        var sites: [DefinitionSite]

        init(name: String, description: String? = nil, kind: Kind, sites: [DefinitionSite] = []) {
            self.name = name
            self.description = description
            self.kind = kind
            self.sites = sites
        }
    }

    struct Directive: Sendable {
        var name: String
        var description: String?
        var arguments: [InputValue]
        var locations: [DirectiveLocation]
        var isRepeatable: Bool
        var sites: [DefinitionSite]

        init(
            name: String, description: String? = nil, arguments: [InputValue] = [],
            locations: [DirectiveLocation], isRepeatable: Bool = false, sites: [DefinitionSite] = []
        ) {
            self.name = name
            self.description = description
            self.arguments = arguments
            self.locations = locations
            self.isRepeatable = isRepeatable
            self.sites = sites
        }
    }

    var description: String?
    /// The schema's types, in the order of graphql-js's `config.types`.
    var types: [TypeDefinition]
    var queryType: String?
    var mutationType: String?
    var subscriptionType: String?
    /// Exactly the schema's directives (built-ins are not added).
    var directives: [Directive]
    var sites: [DefinitionSite]

    init(
        description: String? = nil, types: [TypeDefinition], queryType: String?, mutationType: String? = nil,
        subscriptionType: String? = nil, directives: [Directive], sites: [DefinitionSite] = []
    ) {
        self.description = description
        self.types = types
        self.queryType = queryType
        self.mutationType = mutationType
        self.subscriptionType = subscriptionType
        self.directives = directives
        self.sites = sites
    }

    /// The schema; throws `Unknown type: "X".` for a reference to a type that is
    /// neither defined nor built in.
    func assemble() throws(GraphQLError) -> GraphQLSchema {
        var graph = TypeGraph(types)
        let order = try graph.order(
            roots: [queryType, mutationType, subscriptionType].compactMap { $0 },
            directiveArgumentTypes: directives.flatMap { $0.arguments.map(\.type.namedType) }
        )
        var ids: [String: TypeID] = [:]
        ids.reserveCapacity(order.count)
        for (id, definition) in order.enumerated() {
            ids[graph.definitions[definition].name] = id
        }
        let resolver = NameResolver(ids: ids)
        var built: [GraphQLNamedType] = []
        built.reserveCapacity(order.count)
        for definition in order {
            built.append(resolver.build(graph.definitions[definition]))
        }
        return GraphQLSchema(
            description: description, types: built,
            queryType: queryType.flatMap { ids[$0] }, mutationType: mutationType.flatMap { ids[$0] },
            subscriptionType: subscriptionType.flatMap { ids[$0] },
            directives: directives.map(resolver.build), sites: sites
        )
    }
}

/// The definitions and the names they reference, as integer indices.
private struct TypeGraph {
    var definitions: [SchemaAssembler.TypeDefinition]
    /// The given types come first; the built-ins follow.
    let givenCount: Int
    var index: [String: Int] = [:]

    init(_ given: [SchemaAssembler.TypeDefinition]) {
        let builtIns = BuiltIns.scalars + IntrospectionTypes.definitions
        definitions = given
        givenCount = given.count
        var builtInIndex: [String: Int] = [:]
        for builtIn in builtIns {
            builtInIndex[builtIn.name] = definitions.count
            definitions.append(builtIn)
        }
        index.reserveCapacity(definitions.count)
        for (position, definition) in given.enumerated() where index[definition.name] == nil {
            index[definition.name] = builtInIndex[definition.name] ?? position
        }
        index.merge(builtInIndex) { _, builtIn in builtIn }
    }

    /// graphql-js's order: each of `config.types` is removed from the set and
    /// re-added with a depth-first walk of what it references, then the root
    /// types, the directives' argument types and `__Schema` are walked.
    mutating func order(roots: [String], directiveArgumentTypes: [String]) throws(GraphQLError) -> [Int] {
        var references: [[Int]?] = Array(repeating: nil, count: definitions.count)
        var slots: [Int?] = []
        var slotOf = Array(repeating: -1, count: definitions.count)
        slots.reserveCapacity(definitions.count * 2)

        func resolve(_ name: String) throws(GraphQLError) -> Int {
            guard let found = index[name] else { throw GraphQLError("Unknown type: \"\(name)\".") }
            return found
        }
        func referencesOf(_ definition: Int) throws(GraphQLError) -> [Int] {
            if let known = references[definition] { return known }
            var names: [String] = []
            switch definitions[definition].kind {
            case .scalar, .enum:
                break
            case .union(let members):
                names = members
            case .object(let fields, let interfaces), .interface(let fields, let interfaces):
                names = interfaces
                for field in fields {
                    names.append(field.type.namedType)
                    for argument in field.arguments { names.append(argument.type.namedType) }
                }
            case .inputObject(let fields, _):
                names = fields.map(\.type.namedType)
            }
            var found: [Int] = []
            found.reserveCapacity(names.count)
            for name in names { found.append(try resolve(name)) }
            references[definition] = found
            return found
        }
        func add(_ definition: Int) {
            slotOf[definition] = slots.count
            slots.append(definition)
        }
        /// `collectReferencedTypes`, with an explicit stack.
        func collect(_ start: Int) throws(GraphQLError) {
            if slotOf[start] >= 0 { return }
            add(start)
            var stack: [(definition: Int, next: Int)] = [(start, 0)]
            while let top = stack.last {
                let children = try referencesOf(top.definition)
                if top.next == children.count {
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let child = children[top.next]
                if slotOf[child] < 0 {
                    add(child)
                    stack.append((child, 0))
                }
            }
        }

        var given: [Int] = []
        for position in 0..<givenCount where index[definitions[position].name] != nil {
            let definition = try resolve(definitions[position].name)
            if slotOf[definition] < 0 {
                add(definition)
                given.append(definition)
            }
        }
        for definition in given {
            slots[slotOf[definition]] = nil
            slotOf[definition] = -1
            try collect(definition)
        }
        for root in roots { try collect(try resolve(root)) }
        for name in directiveArgumentTypes { try collect(try resolve(name)) }
        try collect(try resolve("__Schema"))
        return slots.compactMap { $0 }
    }
}

/// Turns named references into `TypeID`s, once every type has its ID.
private struct NameResolver {
    let ids: [String: TypeID]

    func resolve(_ type: SchemaAssembler.TypeRef) -> GraphQLTypeRef {
        switch type {
        case .named(let name): .named(ids[name]!)
        case .list(let inner): .list(resolve(inner))
        case .nonNull(let inner): .nonNull(resolve(inner))
        }
    }

    func build(_ value: SchemaAssembler.InputValue) -> GraphQLInputValue {
        GraphQLInputValue(
            name: value.name, description: value.description, type: resolve(value.type),
            defaultValue: value.defaultValue, deprecationReason: value.deprecationReason, sites: value.sites
        )
    }

    func build(_ field: SchemaAssembler.Field) -> GraphQLField {
        GraphQLField(
            name: field.name, description: field.description, arguments: field.arguments.map(build),
            type: resolve(field.type), deprecationReason: field.deprecationReason, sites: field.sites
        )
    }

    func build(_ directive: SchemaAssembler.Directive) -> GraphQLDirective {
        GraphQLDirective(
            name: directive.name, description: directive.description, arguments: directive.arguments.map(build),
            locations: directive.locations, isRepeatable: directive.isRepeatable, sites: directive.sites
        )
    }

    func build(_ definition: SchemaAssembler.TypeDefinition) -> GraphQLNamedType {
        let name = definition.name
        let description = definition.description
        let sites = definition.sites
        switch definition.kind {
        case .scalar(let url):
            return .scalar(GraphQLScalarType(name: name, description: description, specifiedByURL: url, sites: sites))
        case .object(let fields, let interfaces):
            return .object(
                GraphQLObjectType(
                    name: name, description: description, fields: fields.map(build),
                    interfaces: interfaces.map { ids[$0]! }, sites: sites
                ))
        case .interface(let fields, let interfaces):
            return .interface(
                GraphQLInterfaceType(
                    name: name, description: description, fields: fields.map(build),
                    interfaces: interfaces.map { ids[$0]! }, sites: sites
                ))
        case .union(let members):
            return .union(GraphQLUnionType(name: name, description: description, types: members.map { ids[$0]! }, sites: sites))
        case .enum(let values):
            return .enum(GraphQLEnumType(name: name, description: description, values: values, sites: sites))
        case .inputObject(let fields, let isOneOf):
            return .inputObject(
                GraphQLInputObjectType(
                    name: name, description: description, fields: fields.map(build), isOneOf: isOneOf, sites: sites
                ))
        }
    }
}
