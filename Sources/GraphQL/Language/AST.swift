/// The GraphQL abstract syntax tree, as the spec's "Language" section defines it.
///
/// Nodes are immutable value types. Each carries its byte range in the source
/// (`loc`); line and column are computed from it only when needed
/// (`Source.location(at:)`).

/// A node's byte range in its source: `start..<end`.
public struct Location: Sendable, Hashable {
    public let startOffset: UInt32
    public let endOffset: UInt32

    public init(start: Int, end: Int) {
        startOffset = UInt32(truncatingIfNeeded: start)
        endOffset = UInt32(truncatingIfNeeded: end)
    }

    public var start: Int { Int(startOffset) }
    public var end: Int { Int(endOffset) }
}

public struct Name: Sendable, Hashable {
    public var value: String
    public var loc: Location

    public init(value: String, loc: Location) {
        self.value = value
        self.loc = loc
    }
}

public struct Document: Sendable, Hashable {
    public var definitions: [Definition]
    public var loc: Location

    public init(definitions: [Definition], loc: Location) {
        self.definitions = definitions
        self.loc = loc
    }
}

public enum Definition: Sendable, Hashable {
    case operation(OperationDefinition)
    case fragment(FragmentDefinition)
    case schema(SchemaDefinition)
    case scalar(ScalarTypeDefinition)
    case object(ObjectTypeDefinition)
    case interface(InterfaceTypeDefinition)
    case union(UnionTypeDefinition)
    case `enum`(EnumTypeDefinition)
    case inputObject(InputObjectTypeDefinition)
    case directive(DirectiveDefinition)
    case schemaExtension(SchemaExtension)
    case scalarExtension(ScalarTypeExtension)
    case objectExtension(ObjectTypeExtension)
    case interfaceExtension(InterfaceTypeExtension)
    case unionExtension(UnionTypeExtension)
    case enumExtension(EnumTypeExtension)
    case inputObjectExtension(InputObjectTypeExtension)

    public var loc: Location {
        switch self {
        case .operation(let node): node.loc
        case .fragment(let node): node.loc
        case .schema(let node): node.loc
        case .scalar(let node): node.loc
        case .object(let node): node.loc
        case .interface(let node): node.loc
        case .union(let node): node.loc
        case .enum(let node): node.loc
        case .inputObject(let node): node.loc
        case .directive(let node): node.loc
        case .schemaExtension(let node): node.loc
        case .scalarExtension(let node): node.loc
        case .objectExtension(let node): node.loc
        case .interfaceExtension(let node): node.loc
        case .unionExtension(let node): node.loc
        case .enumExtension(let node): node.loc
        case .inputObjectExtension(let node): node.loc
        }
    }

    /// Whether this is an operation or a fragment (the spec's ExecutableDefinition).
    public var isExecutable: Bool {
        switch self {
        case .operation, .fragment: true
        default: false
        }
    }
}

// MARK: - Executable definitions

public enum OperationType: String, Sendable, Hashable {
    case query
    case mutation
    case subscription
}

public struct OperationDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var operation: OperationType
    public var name: Name?
    public var variableDefinitions: [VariableDefinition]
    public var directives: [Directive]
    public var selectionSet: SelectionSet
    public var loc: Location

    public init(
        description: StringValue? = nil, operation: OperationType, name: Name?,
        variableDefinitions: [VariableDefinition], directives: [Directive],
        selectionSet: SelectionSet, loc: Location
    ) {
        self.description = description
        self.operation = operation
        self.name = name
        self.variableDefinitions = variableDefinitions
        self.directives = directives
        self.selectionSet = selectionSet
        self.loc = loc
    }
}

public struct VariableDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var variable: Variable
    public var type: TypeReference
    public var defaultValue: Value?
    public var directives: [Directive]
    public var loc: Location

    public init(
        description: StringValue? = nil, variable: Variable, type: TypeReference,
        defaultValue: Value?, directives: [Directive], loc: Location
    ) {
        self.description = description
        self.variable = variable
        self.type = type
        self.defaultValue = defaultValue
        self.directives = directives
        self.loc = loc
    }
}

public struct Variable: Sendable, Hashable {
    public var name: Name
    public var loc: Location

    public init(name: Name, loc: Location) {
        self.name = name
        self.loc = loc
    }
}

public struct SelectionSet: Sendable, Hashable {
    public var selections: [Selection]
    public var loc: Location

    public init(selections: [Selection], loc: Location) {
        self.selections = selections
        self.loc = loc
    }
}

public enum Selection: Sendable, Hashable {
    case field(Field)
    case fragmentSpread(FragmentSpread)
    case inlineFragment(InlineFragment)

    public var loc: Location {
        switch self {
        case .field(let node): node.loc
        case .fragmentSpread(let node): node.loc
        case .inlineFragment(let node): node.loc
        }
    }
}

public struct Field: Sendable, Hashable {
    public var alias: Name?
    public var name: Name
    public var arguments: [Argument]
    public var directives: [Directive]
    public var selectionSet: SelectionSet?
    public var loc: Location

    public init(
        alias: Name?, name: Name, arguments: [Argument], directives: [Directive],
        selectionSet: SelectionSet?, loc: Location
    ) {
        self.alias = alias
        self.name = name
        self.arguments = arguments
        self.directives = directives
        self.selectionSet = selectionSet
        self.loc = loc
    }

    /// The key of this field in the response: its alias, else its name.
    public var responseKey: String { alias?.value ?? name.value }
}

public struct Argument: Sendable, Hashable {
    public var name: Name
    public var value: Value
    public var loc: Location

    public init(name: Name, value: Value, loc: Location) {
        self.name = name
        self.value = value
        self.loc = loc
    }
}

public struct FragmentSpread: Sendable, Hashable {
    public var name: Name
    public var directives: [Directive]
    public var loc: Location

    public init(name: Name, directives: [Directive], loc: Location) {
        self.name = name
        self.directives = directives
        self.loc = loc
    }
}

public struct InlineFragment: Sendable, Hashable {
    public var typeCondition: NamedType?
    public var directives: [Directive]
    public var selectionSet: SelectionSet
    public var loc: Location

    public init(
        typeCondition: NamedType?, directives: [Directive], selectionSet: SelectionSet,
        loc: Location
    ) {
        self.typeCondition = typeCondition
        self.directives = directives
        self.selectionSet = selectionSet
        self.loc = loc
    }
}

public struct FragmentDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var typeCondition: NamedType
    public var directives: [Directive]
    public var selectionSet: SelectionSet
    public var loc: Location

    public init(
        description: StringValue? = nil, name: Name, typeCondition: NamedType,
        directives: [Directive], selectionSet: SelectionSet, loc: Location
    ) {
        self.description = description
        self.name = name
        self.typeCondition = typeCondition
        self.directives = directives
        self.selectionSet = selectionSet
        self.loc = loc
    }
}

// MARK: - Values

public enum Value: Sendable, Hashable {
    case variable(Variable)
    case int(IntValue)
    case float(FloatValue)
    case string(StringValue)
    case boolean(BooleanValue)
    case null(NullValue)
    case `enum`(EnumValue)
    case list(ListValue)
    case object(ObjectValue)

    public var loc: Location {
        switch self {
        case .variable(let node): node.loc
        case .int(let node): node.loc
        case .float(let node): node.loc
        case .string(let node): node.loc
        case .boolean(let node): node.loc
        case .null(let node): node.loc
        case .enum(let node): node.loc
        case .list(let node): node.loc
        case .object(let node): node.loc
        }
    }
}

/// An integer literal, kept as written (it may exceed any machine integer).
public struct IntValue: Sendable, Hashable {
    public var value: String
    public var loc: Location

    public init(value: String, loc: Location) {
        self.value = value
        self.loc = loc
    }
}

/// A float literal, kept as written.
public struct FloatValue: Sendable, Hashable {
    public var value: String
    public var loc: Location

    public init(value: String, loc: Location) {
        self.value = value
        self.loc = loc
    }
}

/// A string literal with escapes resolved; `block` for `"""` strings (dedented).
public struct StringValue: Sendable, Hashable {
    public var value: String
    public var block: Bool
    public var loc: Location

    public init(value: String, block: Bool, loc: Location) {
        self.value = value
        self.block = block
        self.loc = loc
    }
}

public struct BooleanValue: Sendable, Hashable {
    public var value: Bool
    public var loc: Location

    public init(value: Bool, loc: Location) {
        self.value = value
        self.loc = loc
    }
}

public struct NullValue: Sendable, Hashable {
    public var loc: Location

    public init(loc: Location) {
        self.loc = loc
    }
}

public struct EnumValue: Sendable, Hashable {
    public var value: String
    public var loc: Location

    public init(value: String, loc: Location) {
        self.value = value
        self.loc = loc
    }
}

public struct ListValue: Sendable, Hashable {
    public var values: [Value]
    public var loc: Location

    public init(values: [Value], loc: Location) {
        self.values = values
        self.loc = loc
    }
}

public struct ObjectValue: Sendable, Hashable {
    public var fields: [ObjectField]
    public var loc: Location

    public init(fields: [ObjectField], loc: Location) {
        self.fields = fields
        self.loc = loc
    }
}

public struct ObjectField: Sendable, Hashable {
    public var name: Name
    public var value: Value
    public var loc: Location

    public init(name: Name, value: Value, loc: Location) {
        self.name = name
        self.value = value
        self.loc = loc
    }
}

// MARK: - Directives and types

public struct Directive: Sendable, Hashable {
    public var name: Name
    public var arguments: [Argument]
    public var loc: Location

    public init(name: Name, arguments: [Argument], loc: Location) {
        self.name = name
        self.arguments = arguments
        self.loc = loc
    }
}

/// A type as written in a document: `Name`, `[T]` or `T!`.
public indirect enum TypeReference: Sendable, Hashable {
    case named(NamedType)
    case list(ListType)
    case nonNull(NonNullType)

    public var loc: Location {
        switch self {
        case .named(let node): node.loc
        case .list(let node): node.loc
        case .nonNull(let node): node.loc
        }
    }

    /// The named type at the bottom of the list and non-null wrappers.
    public var namedType: NamedType {
        switch self {
        case .named(let node): node
        case .list(let node): node.type.namedType
        case .nonNull(let node): node.type.namedType
        }
    }
}

public struct NamedType: Sendable, Hashable {
    public var name: Name
    public var loc: Location

    public init(name: Name, loc: Location) {
        self.name = name
        self.loc = loc
    }
}

public struct ListType: Sendable, Hashable {
    public var type: TypeReference
    public var loc: Location

    public init(type: TypeReference, loc: Location) {
        self.type = type
        self.loc = loc
    }
}

/// `T!`; `type` is never itself non-null.
public struct NonNullType: Sendable, Hashable {
    public var type: TypeReference
    public var loc: Location

    public init(type: TypeReference, loc: Location) {
        self.type = type
        self.loc = loc
    }
}
