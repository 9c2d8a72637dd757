/// Type-system definitions and extensions (the spec's "Type System" grammar).

/// `schema @d { query: Q mutation: M }`.
public struct SchemaDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var directives: [Directive]
    public var operationTypes: [OperationTypeDefinition]
    public var loc: Location
}

/// `query: Q` in a schema definition or extension.
public struct OperationTypeDefinition: Sendable, Hashable {
    public var operation: OperationType
    public var type: NamedType
    public var loc: Location
}

/// `scalar Name @d`.
public struct ScalarTypeDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var loc: Location
}

/// `type Name implements I @d { fields }`.
public struct ObjectTypeDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var interfaces: [NamedType]
    public var directives: [Directive]
    public var fields: [FieldDefinition]
    public var loc: Location
}

/// `name(arguments): Type @d` in an object or interface type.
public struct FieldDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var arguments: [InputValueDefinition]
    public var type: TypeReference
    public var directives: [Directive]
    public var loc: Location
}

/// An argument definition or an input object field.
public struct InputValueDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var type: TypeReference
    public var defaultValue: Value?
    public var directives: [Directive]
    public var loc: Location
}

/// `interface Name implements I @d { fields }`.
public struct InterfaceTypeDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var interfaces: [NamedType]
    public var directives: [Directive]
    public var fields: [FieldDefinition]
    public var loc: Location
}

/// `union Name @d = A | B`.
public struct UnionTypeDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var types: [NamedType]
    public var loc: Location
}

/// `enum Name @d { VALUES }`.
public struct EnumTypeDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var values: [EnumValueDefinition]
    public var loc: Location
}

/// One value of an enum type definition.
public struct EnumValueDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var loc: Location
}

/// `input Name @d { fields }`.
public struct InputObjectTypeDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var fields: [InputValueDefinition]
    public var loc: Location
}

/// `directive @name(arguments) repeatable on LOCATIONS`.
public struct DirectiveDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var arguments: [InputValueDefinition]
    public var repeatable: Bool
    public var locations: [Name]
    public var loc: Location
}

// MARK: - Extensions

/// `extend schema @d { … }`.
public struct SchemaExtension: Sendable, Hashable {
    public var directives: [Directive]
    public var operationTypes: [OperationTypeDefinition]
    public var loc: Location
}

/// `extend scalar Name @d`.
public struct ScalarTypeExtension: Sendable, Hashable {
    public var name: Name
    public var directives: [Directive]
    public var loc: Location
}

/// `extend type Name …`.
public struct ObjectTypeExtension: Sendable, Hashable {
    public var name: Name
    public var interfaces: [NamedType]
    public var directives: [Directive]
    public var fields: [FieldDefinition]
    public var loc: Location
}

/// `extend interface Name …`.
public struct InterfaceTypeExtension: Sendable, Hashable {
    public var name: Name
    public var interfaces: [NamedType]
    public var directives: [Directive]
    public var fields: [FieldDefinition]
    public var loc: Location
}

/// `extend union Name …`.
public struct UnionTypeExtension: Sendable, Hashable {
    public var name: Name
    public var directives: [Directive]
    public var types: [NamedType]
    public var loc: Location
}

/// `extend enum Name …`.
public struct EnumTypeExtension: Sendable, Hashable {
    public var name: Name
    public var directives: [Directive]
    public var values: [EnumValueDefinition]
    public var loc: Location
}

/// `extend input Name …`.
public struct InputObjectTypeExtension: Sendable, Hashable {
    public var name: Name
    public var directives: [Directive]
    public var fields: [InputValueDefinition]
    public var loc: Location
}

// MARK: - Public initializers
//
// Each node's stored properties get the synthesized memberwise initializer, which
// the parser uses: an explicit initializer in the type's body makes the optimizer
// build the node on the stack and copy it (a retain and release per field).
// These public ones delegate to it; they name the location `location:`.

extension SchemaDefinition {
    public init(description: StringValue?, directives: [Directive], operationTypes: [OperationTypeDefinition], location: Location) {
        self.init(description: description, directives: directives, operationTypes: operationTypes, loc: location)
    }
}

extension OperationTypeDefinition {
    public init(operation: OperationType, type: NamedType, location: Location) {
        self.init(operation: operation, type: type, loc: location)
    }
}

extension ScalarTypeDefinition {
    public init(description: StringValue?, name: Name, directives: [Directive], location: Location) {
        self.init(description: description, name: name, directives: directives, loc: location)
    }
}

extension ObjectTypeDefinition {
    public init(
        description: StringValue?, name: Name, interfaces: [NamedType], directives: [Directive], fields: [FieldDefinition], location: Location
    ) {
        self.init(description: description, name: name, interfaces: interfaces, directives: directives, fields: fields, loc: location)
    }
}

extension FieldDefinition {
    public init(
        description: StringValue?, name: Name, arguments: [InputValueDefinition], type: TypeReference, directives: [Directive], location: Location
    ) {
        self.init(description: description, name: name, arguments: arguments, type: type, directives: directives, loc: location)
    }
}

extension InputValueDefinition {
    public init(description: StringValue?, name: Name, type: TypeReference, defaultValue: Value?, directives: [Directive], location: Location) {
        self.init(description: description, name: name, type: type, defaultValue: defaultValue, directives: directives, loc: location)
    }
}

extension InterfaceTypeDefinition {
    public init(
        description: StringValue?, name: Name, interfaces: [NamedType], directives: [Directive], fields: [FieldDefinition], location: Location
    ) {
        self.init(description: description, name: name, interfaces: interfaces, directives: directives, fields: fields, loc: location)
    }
}

extension UnionTypeDefinition {
    public init(description: StringValue?, name: Name, directives: [Directive], types: [NamedType], location: Location) {
        self.init(description: description, name: name, directives: directives, types: types, loc: location)
    }
}

extension EnumTypeDefinition {
    public init(description: StringValue?, name: Name, directives: [Directive], values: [EnumValueDefinition], location: Location) {
        self.init(description: description, name: name, directives: directives, values: values, loc: location)
    }
}

extension EnumValueDefinition {
    public init(description: StringValue?, name: Name, directives: [Directive], location: Location) {
        self.init(description: description, name: name, directives: directives, loc: location)
    }
}

extension InputObjectTypeDefinition {
    public init(description: StringValue?, name: Name, directives: [Directive], fields: [InputValueDefinition], location: Location) {
        self.init(description: description, name: name, directives: directives, fields: fields, loc: location)
    }
}

extension DirectiveDefinition {
    public init(description: StringValue?, name: Name, arguments: [InputValueDefinition], repeatable: Bool, locations: [Name], location: Location) {
        self.init(description: description, name: name, arguments: arguments, repeatable: repeatable, locations: locations, loc: location)
    }
}

extension SchemaExtension {
    public init(directives: [Directive], operationTypes: [OperationTypeDefinition], location: Location) {
        self.init(directives: directives, operationTypes: operationTypes, loc: location)
    }
}

extension ScalarTypeExtension {
    public init(name: Name, directives: [Directive], location: Location) {
        self.init(name: name, directives: directives, loc: location)
    }
}

extension ObjectTypeExtension {
    public init(name: Name, interfaces: [NamedType], directives: [Directive], fields: [FieldDefinition], location: Location) {
        self.init(name: name, interfaces: interfaces, directives: directives, fields: fields, loc: location)
    }
}

extension InterfaceTypeExtension {
    public init(name: Name, interfaces: [NamedType], directives: [Directive], fields: [FieldDefinition], location: Location) {
        self.init(name: name, interfaces: interfaces, directives: directives, fields: fields, loc: location)
    }
}

extension UnionTypeExtension {
    public init(name: Name, directives: [Directive], types: [NamedType], location: Location) {
        self.init(name: name, directives: directives, types: types, loc: location)
    }
}

extension EnumTypeExtension {
    public init(name: Name, directives: [Directive], values: [EnumValueDefinition], location: Location) {
        self.init(name: name, directives: directives, values: values, loc: location)
    }
}

extension InputObjectTypeExtension {
    public init(name: Name, directives: [Directive], fields: [InputValueDefinition], location: Location) {
        self.init(name: name, directives: directives, fields: fields, loc: location)
    }
}
