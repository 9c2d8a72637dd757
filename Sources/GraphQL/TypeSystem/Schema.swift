import QuillSync

/// A GraphQL schema: its types, root operation types and directives. Immutable;
/// every lookup table is computed once, when it is made.
///
/// Types refer to each other by `TypeID`, their index in `types`. `types` holds
/// every named type, introspection types and used built-in scalars included, in
/// the order graphql-js's `getTypeMap()` has them (which introspection and the
/// schema printer follow).
public final class GraphQLSchema: Sendable {
    public let description: String?
    public let types: [GraphQLNamedType]
    public let queryType: TypeID?
    public let mutationType: TypeID?
    public let subscriptionType: TypeID?
    public let directives: [GraphQLDirective]
    /// Where the `schema` definition and its extensions were written.
    public let sites: [DefinitionSite]

    private let typeIDs: [String: TypeID]
    private let directiveIndex: [String: Int]
    /// Per interface: the object types and the interfaces that implement it.
    private let implementationTable: [TypeID: Implementations]
    /// Per abstract type: its possible object types, and every subtype's ID.
    private let possibleTypeTable: [TypeID: [TypeID]]
    private let subtypeTable: [TypeID: Set<TypeID>]
    /// `validateSchema(self)`, once computed.
    private let validationResult = Locked<[GraphQLError]?>(nil)

    /// The types that implement an interface (`implementations(of:)`).
    public struct Implementations: Sendable {
        public var objects: [TypeID] = []
        public var interfaces: [TypeID] = []
    }

    public init(
        description: String? = nil, types: [GraphQLNamedType], queryType: TypeID?,
        mutationType: TypeID? = nil, subscriptionType: TypeID? = nil,
        directives: [GraphQLDirective], sites: [DefinitionSite] = []
    ) {
        self.description = description
        self.types = types
        self.queryType = queryType
        self.mutationType = mutationType
        self.subscriptionType = subscriptionType
        self.directives = directives
        self.sites = sites
        typeIDs = indexByName(types, \.name)
        directiveIndex = indexByName(directives, \.name)

        var implementations: [TypeID: Implementations] = [:]
        for (id, type) in types.enumerated() {
            switch type {
            case .object(let object):
                for interface in object.interfaces {
                    implementations[interface, default: Implementations()].objects.append(id)
                }
            case .interface(let interface):
                for parent in interface.interfaces {
                    implementations[parent, default: Implementations()].interfaces.append(id)
                }
            default:
                break
            }
        }
        var possibleTypes: [TypeID: [TypeID]] = [:]
        var subtypes: [TypeID: Set<TypeID>] = [:]
        for (id, type) in types.enumerated() {
            switch type {
            case .union(let union):
                possibleTypes[id] = union.types
                subtypes[id] = Set(union.types)
            case .interface:
                let found = implementations[id] ?? Implementations()
                possibleTypes[id] = found.objects
                subtypes[id] = Set(found.objects).union(found.interfaces)
            default:
                break
            }
        }
        implementationTable = implementations
        possibleTypeTable = possibleTypes
        subtypeTable = subtypes
    }

    /// The named type with this ID.
    public subscript(id: TypeID) -> GraphQLNamedType { types[id] }

    /// The schema's errors (`validateSchema`), computed on first use and kept, as
    /// graphql-js keeps them on the schema: requests check them every time.
    public var validationErrors: [GraphQLError] {
        if let cached = validationResult.withLock({ $0 }) { return cached }
        let errors = validateSchema(self)
        validationResult.withLock { $0 = errors }
        return errors
    }

    /// The ID of the named type called `name`.
    public func typeID(named name: String) -> TypeID? { typeIDs[name] }

    /// The named type called `name`.
    public func type(named name: String) -> GraphQLNamedType? { typeIDs[name].map { types[$0] } }

    /// The root operation type of `operation`; nil when the schema has none.
    public func rootType(for operation: OperationType) -> TypeID? {
        switch operation {
        case .query: queryType
        case .mutation: mutationType
        case .subscription: subscriptionType
        }
    }

    /// The directive called `name` (without `@`).
    public func directive(named name: String) -> GraphQLDirective? {
        directiveIndex[name].map { directives[$0] }
    }

    /// The object types an abstract type may be at run time; empty for other kinds.
    public func possibleTypes(of abstractType: TypeID) -> [TypeID] {
        possibleTypeTable[abstractType] ?? []
    }

    /// The object types and interfaces that implement an interface.
    public func implementations(of interface: TypeID) -> Implementations {
        implementationTable[interface] ?? Implementations()
    }

    /// Whether `subtype` is a member of union `abstractType` or implements interface `abstractType`.
    public func isSubtype(_ subtype: TypeID, of abstractType: TypeID) -> Bool {
        subtypeTable[abstractType]?.contains(subtype) ?? false
    }

    /// A type reference as SDL writes it: `[String!]!`.
    public func describe(_ type: GraphQLTypeRef) -> String {
        switch type {
        case .named(let id): types[id].name
        case .list(let inner): "[\(describe(inner))]"
        case .nonNull(let inner): "\(describe(inner))!"
        }
    }
}
