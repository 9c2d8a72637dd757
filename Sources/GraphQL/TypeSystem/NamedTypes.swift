/// A named type of a schema. Each kind is an immutable class, so that passing one
/// around costs a single reference count.
public enum GraphQLNamedType: Sendable {
    case scalar(GraphQLScalarType)
    case object(GraphQLObjectType)
    case interface(GraphQLInterfaceType)
    case union(GraphQLUnionType)
    case `enum`(GraphQLEnumType)
    case inputObject(GraphQLInputObjectType)

    /// The type's name.
    public var name: String {
        switch self {
        case .scalar(let type): type.name
        case .object(let type): type.name
        case .interface(let type): type.name
        case .union(let type): type.name
        case .enum(let type): type.name
        case .inputObject(let type): type.name
        }
    }

    public var description: String? {
        switch self {
        case .scalar(let type): type.description
        case .object(let type): type.description
        case .interface(let type): type.description
        case .union(let type): type.description
        case .enum(let type): type.description
        case .inputObject(let type): type.description
        }
    }

    /// Where the type was written: its definition, then its extensions.
    public var sites: [DefinitionSite] {
        switch self {
        case .scalar(let type): type.sites
        case .object(let type): type.sites
        case .interface(let type): type.sites
        case .union(let type): type.sites
        case .enum(let type): type.sites
        case .inputObject(let type): type.sites
        }
    }

    /// The fields of an object or interface type; empty for other kinds.
    public var fields: [GraphQLField] {
        switch self {
        case .object(let type): type.fields
        case .interface(let type): type.fields
        default: []
        }
    }

    /// The field named `name` of an object or interface type.
    public func field(named name: String) -> GraphQLField? {
        switch self {
        case .object(let type): type.field(named: name)
        case .interface(let type): type.field(named: name)
        default: nil
        }
    }

    /// Scalars, enums and input objects may be inputs.
    public var isInputType: Bool {
        switch self {
        case .scalar, .enum, .inputObject: true
        default: false
        }
    }

    /// Everything but input objects may be outputs.
    public var isOutputType: Bool {
        if case .inputObject = self { return false }
        return true
    }

    /// Scalars and enums: types without selections.
    public var isLeaf: Bool {
        switch self {
        case .scalar, .enum: true
        default: false
        }
    }

    /// Objects, interfaces and unions: types with selections.
    public var isComposite: Bool {
        switch self {
        case .object, .interface, .union: true
        default: false
        }
    }

    /// Interfaces and unions.
    public var isAbstract: Bool {
        switch self {
        case .interface, .union: true
        default: false
        }
    }
}

/// A scalar type: built-in (`Int`, `Float`, `String`, `Boolean`, `ID`) or custom.
public final class GraphQLScalarType: Sendable {
    public let name: String
    public let description: String?
    public let specifiedByURL: String?
    public let sites: [DefinitionSite]
    /// The built-in scalar of this name, whose coercions this type has; nil for a custom scalar.
    let builtIn: BuiltInScalar?

    public init(name: String, description: String? = nil, specifiedByURL: String? = nil, sites: [DefinitionSite] = []) {
        self.name = name
        self.description = description
        self.specifiedByURL = specifiedByURL
        self.sites = sites
        builtIn = BuiltInScalar(rawValue: name)
    }
}

/// An object type: fields, and the interfaces it implements.
public final class GraphQLObjectType: Sendable {
    public let name: String
    public let description: String?
    public let fields: [GraphQLField]
    public let interfaces: [TypeID]
    public let sites: [DefinitionSite]
    private let fieldIndex: [String: Int]

    public init(
        name: String, description: String? = nil, fields: [GraphQLField], interfaces: [TypeID] = [],
        sites: [DefinitionSite] = []
    ) {
        self.name = name
        self.description = description
        self.fields = fields
        self.interfaces = interfaces
        self.sites = sites
        self.fieldIndex = indexByName(fields, \.name)
    }

    /// The field named `name`, found through an index.
    public func field(named name: String) -> GraphQLField? {
        fieldIndex[name].map { fields[$0] }
    }
}

/// An interface type: fields, and the interfaces it implements.
public final class GraphQLInterfaceType: Sendable {
    public let name: String
    public let description: String?
    public let fields: [GraphQLField]
    public let interfaces: [TypeID]
    public let sites: [DefinitionSite]
    private let fieldIndex: [String: Int]

    public init(
        name: String, description: String? = nil, fields: [GraphQLField], interfaces: [TypeID] = [],
        sites: [DefinitionSite] = []
    ) {
        self.name = name
        self.description = description
        self.fields = fields
        self.interfaces = interfaces
        self.sites = sites
        self.fieldIndex = indexByName(fields, \.name)
    }

    /// The field named `name`, found through an index.
    public func field(named name: String) -> GraphQLField? {
        fieldIndex[name].map { fields[$0] }
    }
}

/// A union type: its member object types.
public final class GraphQLUnionType: Sendable {
    public let name: String
    public let description: String?
    public let types: [TypeID]
    public let sites: [DefinitionSite]

    public init(name: String, description: String? = nil, types: [TypeID], sites: [DefinitionSite] = []) {
        self.name = name
        self.description = description
        self.types = types
        self.sites = sites
    }
}

/// An enum type: its values, in definition order.
public final class GraphQLEnumType: Sendable {
    public let name: String
    public let description: String?
    public let values: [GraphQLEnumValue]
    public let sites: [DefinitionSite]
    private let valueIndex: [String: Int]

    public init(name: String, description: String? = nil, values: [GraphQLEnumValue], sites: [DefinitionSite] = []) {
        self.name = name
        self.description = description
        self.values = values
        self.sites = sites
        self.valueIndex = indexByName(values, \.name)
    }

    /// The value named `name`, found through an index.
    public func value(named name: String) -> GraphQLEnumValue? {
        valueIndex[name].map { values[$0] }
    }
}

/// An input object type: its fields (input values), in definition order.
public final class GraphQLInputObjectType: Sendable {
    public let name: String
    public let description: String?
    public let fields: [GraphQLInputValue]
    /// `@oneOf`: exactly one field must be given, and it must not be null.
    public let isOneOf: Bool
    public let sites: [DefinitionSite]
    private let fieldIndex: [String: Int]

    public init(
        name: String, description: String? = nil, fields: [GraphQLInputValue], isOneOf: Bool = false,
        sites: [DefinitionSite] = []
    ) {
        self.name = name
        self.description = description
        self.fields = fields
        self.isOneOf = isOneOf
        self.sites = sites
        self.fieldIndex = indexByName(fields, \.name)
    }

    /// The field named `name`, found through an index.
    public func field(named name: String) -> GraphQLInputValue? {
        fieldIndex[name].map { fields[$0] }
    }
}

/// Positions by name; the first of duplicate names wins (schema validation reports them).
func indexByName<T>(_ items: [T], _ name: (T) -> String) -> [String: Int] {
    var index: [String: Int] = [:]
    index.reserveCapacity(items.count)
    for (position, item) in items.enumerated() where index[name(item)] == nil {
        index[name(item)] = position
    }
    return index
}
