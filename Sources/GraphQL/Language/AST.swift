/// The GraphQL abstract syntax tree, as the spec's "Language" section defines it.
///
/// Nodes are immutable value types. Each carries its byte range in the source
/// (`loc`); line and column are computed from it only when needed
/// (`Source.location(at:)`). They take the grammar's names, but for the three whose plain
/// names the client's generated-code contract has from Apollo (`Selection`, `SelectionSet`,
/// `InlineFragment`): those take graphql-js's (`SelectionNode`, `SelectionSetNode`,
/// `InlineFragmentNode`), so that one name means one thing in the package.

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

/// A name (`Name` in the grammar): of a field, type, argument, directive, fragment or variable.
public struct Name: Sendable, Hashable {
    public var value: String
    public var loc: Location
}

/// A parsed document: its definitions in source order.
public struct Document: Sendable, Hashable {
    public var definitions: [Definition]
    public var loc: Location
}

/// One definition of a document: executable (operation, fragment) or type-system.
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

/// `query`, `mutation` or `subscription`.
public enum OperationType: String, Sendable, Hashable {
    case query
    case mutation
    case subscription
}

/// An operation: `query Name($v: T) @d { … }`, or a bare `{ … }` (an anonymous query).
public struct OperationDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var operation: OperationType
    public var name: Name?
    public var variableDefinitions: [VariableDefinition]
    public var directives: [Directive]
    public var selectionSet: SelectionSetNode
    public var loc: Location
}

/// `$name: Type = default @d` in an operation's variable definitions.
public struct VariableDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var variable: Variable
    public var type: TypeReference
    public var defaultValue: Value?
    public var directives: [Directive]
    public var loc: Location
}

/// `$name` in a value.
public struct Variable: Sendable, Hashable {
    public var name: Name
    public var loc: Location
}

/// `{ … }`: the fields and fragments selected.
public struct SelectionSetNode: Sendable, Hashable {
    public var selections: [SelectionNode]
    public var loc: Location
}

/// One selection of a selection set.
public enum SelectionNode: Sendable, Hashable {
    case field(Field)
    case fragmentSpread(FragmentSpread)
    case inlineFragment(InlineFragmentNode)

    public var loc: Location {
        switch self {
        case .field(let node): node.loc
        case .fragmentSpread(let node): node.loc
        case .inlineFragment(let node): node.loc
        }
    }

    public var directives: [Directive] {
        switch self {
        case .field(let node): node.directives
        case .fragmentSpread(let node): node.directives
        case .inlineFragment(let node): node.directives
        }
    }
}

/// A field selection.
///
/// Most fields have no alias, arguments or directives: those three are kept together
/// in `extras`, `nil` when all are absent, so that freeing such a field releases two
/// references (name, selection set) instead of five.
public struct Field: Sendable, Hashable {
    public var name: Name
    /// The alias, arguments and directives; `nil` when there are none (never all empty).
    var extras: FieldExtras?
    public var selectionSet: SelectionSetNode?
    public var loc: Location

    public var alias: Name? {
        get { extras?.alias }
        set { extras = .ifAny(alias: newValue, arguments: arguments, directives: directives) }
    }

    public var arguments: [Argument] {
        get { extras?.arguments ?? [] }
        set { extras = .ifAny(alias: alias, arguments: newValue, directives: directives) }
    }

    public var directives: [Directive] {
        get { extras?.directives ?? [] }
        set { extras = .ifAny(alias: alias, arguments: arguments, directives: newValue) }
    }

    /// The key of this field in the response: its alias, else its name.
    public var responseKey: String { extras?.alias?.value ?? name.value }
}

/// A field's alias, arguments and directives (see `Field.extras`).
struct FieldExtras: Sendable, Hashable {
    var alias: Name?
    var arguments: [Argument]
    var directives: [Directive]

    /// The extras, or `nil` when there is no alias, argument or directive.
    @inline(__always)
    static func ifAny(alias: Name?, arguments: [Argument], directives: [Directive]) -> FieldExtras? {
        if alias == nil && arguments.isEmpty && directives.isEmpty {
            return nil
        }
        return FieldExtras(alias: alias, arguments: arguments, directives: directives)
    }
}

/// `name: value` in a field's or directive's arguments.
public struct Argument: Sendable, Hashable {
    public var name: Name
    public var value: Value
    public var loc: Location
}

/// `...Name @d`: a named fragment spread.
public struct FragmentSpread: Sendable, Hashable {
    public var name: Name
    public var directives: [Directive]
    public var loc: Location
}

/// `... on Type @d { … }`; the type condition is optional.
public struct InlineFragmentNode: Sendable, Hashable {
    public var typeCondition: NamedType?
    public var directives: [Directive]
    public var selectionSet: SelectionSetNode
    public var loc: Location
}

/// `fragment Name on Type @d { … }`.
public struct FragmentDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var typeCondition: NamedType
    public var directives: [Directive]
    public var selectionSet: SelectionSetNode
    public var loc: Location
}

// MARK: - Values

/// A value literal (`Value` in the grammar); `const` positions forbid variables.
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
}

/// A float literal, kept as written.
public struct FloatValue: Sendable, Hashable {
    public var value: String
    public var loc: Location
}

/// A string literal with escapes resolved; `block` for `"""` strings (dedented).
public struct StringValue: Sendable, Hashable {
    public var value: String
    public var block: Bool
    public var loc: Location
}

/// `true` or `false`.
public struct BooleanValue: Sendable, Hashable {
    public var value: Bool
    public var loc: Location
}

/// `null`.
public struct NullValue: Sendable, Hashable {
    public var loc: Location
}

/// An enum value literal: a name other than `true`, `false` and `null`.
public struct EnumValue: Sendable, Hashable {
    public var value: String
    public var loc: Location
}

/// `[a, b]`.
public struct ListValue: Sendable, Hashable {
    public var values: [Value]
    public var loc: Location
}

/// `{ name: value }`: an input object literal.
public struct ObjectValue: Sendable, Hashable {
    public var fields: [ObjectField]
    public var loc: Location
}

/// `name: value` in an object literal.
public struct ObjectField: Sendable, Hashable {
    public var name: Name
    public var value: Value
    public var loc: Location
}

// MARK: - Directives and types

/// `@name(arguments)`.
public struct Directive: Sendable, Hashable {
    public var name: Name
    public var arguments: [Argument]
    public var loc: Location

    /// The argument named `name`, if given.
    public func argument(named name: String) -> Argument? {
        arguments.first { $0.name.value == name }
    }
}

extension [Directive] {
    /// The first directive named `name`.
    public func first(named name: String) -> Directive? {
        first { $0.name.value == name }
    }
}

/// A type as written in a document: `Name`, `[T]` or `T!`.
///
/// Lists are boxed; named types are not, nor is a non-null named type (see
/// `NonNullType`), so the common `T` and `T!` cost no allocation.
public enum TypeReference: Sendable, Hashable {
    case named(NamedType)
    indirect case list(ListType)
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

/// A type named in a type reference or a type condition.
public struct NamedType: Sendable, Hashable {
    public var name: Name
    public var loc: Location
}

/// `[T]`.
public struct ListType: Sendable, Hashable {
    public var type: TypeReference
    public var loc: Location
}

/// `T!`; `type` is never itself non-null.
public struct NonNullType: Sendable, Hashable {
    var storedType: NonNullTypeStorage
    public var loc: Location

    public var type: TypeReference {
        get { storedType.type }
        set { storedType = NonNullTypeStorage(newValue) }
    }
}

/// How `NonNullType` keeps its type: a named type inline, anything else boxed.
enum NonNullTypeStorage: Sendable, Hashable {
    case named(NamedType)
    /// A list (or, when built by hand, a non-null) type; never `.named`.
    indirect case boxed(TypeReference)

    @inline(__always)
    init(_ type: TypeReference) {
        if case .named(let named) = type {
            self = .named(named)
        } else {
            self = .boxed(type)
        }
    }

    var type: TypeReference {
        switch self {
        case .named(let named): .named(named)
        case .boxed(let type): type
        }
    }
}

// MARK: - Public initializers
//
// Each node's stored properties get the synthesized memberwise initializer, which
// the parser uses: an explicit initializer in the type's body makes the optimizer
// build the node on the stack and copy it (a retain and release per field).
// These public ones delegate to it; they name the location `location:`.

extension Name {
    public init(value: String, location: Location) {
        self.init(value: value, loc: location)
    }
}

extension Document {
    public init(definitions: [Definition], location: Location) {
        self.init(definitions: definitions, loc: location)
    }
}

extension OperationDefinition {
    public init(
        description: StringValue? = nil, operation: OperationType, name: Name?, variableDefinitions: [VariableDefinition], directives: [Directive],
        selectionSet: SelectionSetNode, location: Location
    ) {
        self.init(
            description: description, operation: operation, name: name, variableDefinitions: variableDefinitions, directives: directives,
            selectionSet: selectionSet, loc: location)
    }
}

extension VariableDefinition {
    public init(
        description: StringValue? = nil, variable: Variable, type: TypeReference, defaultValue: Value?, directives: [Directive], location: Location
    ) {
        self.init(description: description, variable: variable, type: type, defaultValue: defaultValue, directives: directives, loc: location)
    }
}

extension Variable {
    public init(name: Name, location: Location) {
        self.init(name: name, loc: location)
    }
}

extension SelectionSetNode {
    public init(selections: [SelectionNode], location: Location) {
        self.init(selections: selections, loc: location)
    }
}

extension Field {
    public init(alias: Name?, name: Name, arguments: [Argument], directives: [Directive], selectionSet: SelectionSetNode?, location: Location) {
        self.init(alias: alias, name: name, arguments: arguments, directives: directives, selectionSet: selectionSet, loc: location)
    }

    @inline(__always)
    init(alias: Name?, name: Name, arguments: [Argument], directives: [Directive], selectionSet: SelectionSetNode?, loc: Location) {
        self.init(
            name: name, extras: .ifAny(alias: alias, arguments: arguments, directives: directives),
            selectionSet: selectionSet, loc: loc)
    }
}

extension Argument {
    public init(name: Name, value: Value, location: Location) {
        self.init(name: name, value: value, loc: location)
    }
}

extension FragmentSpread {
    public init(name: Name, directives: [Directive], location: Location) {
        self.init(name: name, directives: directives, loc: location)
    }
}

extension InlineFragmentNode {
    public init(typeCondition: NamedType?, directives: [Directive], selectionSet: SelectionSetNode, location: Location) {
        self.init(typeCondition: typeCondition, directives: directives, selectionSet: selectionSet, loc: location)
    }
}

extension FragmentDefinition {
    public init(
        description: StringValue? = nil, name: Name, typeCondition: NamedType, directives: [Directive], selectionSet: SelectionSetNode,
        location: Location
    ) {
        self.init(
            description: description, name: name, typeCondition: typeCondition, directives: directives, selectionSet: selectionSet, loc: location)
    }
}

extension IntValue {
    public init(value: String, location: Location) {
        self.init(value: value, loc: location)
    }
}

extension FloatValue {
    public init(value: String, location: Location) {
        self.init(value: value, loc: location)
    }
}

extension StringValue {
    public init(value: String, block: Bool, location: Location) {
        self.init(value: value, block: block, loc: location)
    }
}

extension BooleanValue {
    public init(value: Bool, location: Location) {
        self.init(value: value, loc: location)
    }
}

extension NullValue {
    public init(location: Location) {
        self.init(loc: location)
    }
}

extension EnumValue {
    public init(value: String, location: Location) {
        self.init(value: value, loc: location)
    }
}

extension ListValue {
    public init(values: [Value], location: Location) {
        self.init(values: values, loc: location)
    }
}

extension ObjectValue {
    public init(fields: [ObjectField], location: Location) {
        self.init(fields: fields, loc: location)
    }
}

extension ObjectField {
    public init(name: Name, value: Value, location: Location) {
        self.init(name: name, value: value, loc: location)
    }
}

extension Directive {
    public init(name: Name, arguments: [Argument], location: Location) {
        self.init(name: name, arguments: arguments, loc: location)
    }
}

extension NamedType {
    public init(name: Name, location: Location) {
        self.init(name: name, loc: location)
    }
}

extension ListType {
    public init(type: TypeReference, location: Location) {
        self.init(type: type, loc: location)
    }
}

extension NonNullType {
    public init(type: TypeReference, location: Location) {
        self.init(type: type, loc: location)
    }

    init(type: TypeReference, loc: Location) {
        self.init(storedType: NonNullTypeStorage(type), loc: loc)
    }
}
