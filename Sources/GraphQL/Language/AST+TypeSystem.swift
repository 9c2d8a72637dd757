/// Type-system definitions and extensions (the spec's "Type System" grammar).

public struct SchemaDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var directives: [Directive]
    public var operationTypes: [OperationTypeDefinition]
    public var loc: Location

    public init(
        description: StringValue?, directives: [Directive],
        operationTypes: [OperationTypeDefinition], loc: Location
    ) {
        self.description = description
        self.directives = directives
        self.operationTypes = operationTypes
        self.loc = loc
    }
}

public struct OperationTypeDefinition: Sendable, Hashable {
    public var operation: OperationType
    public var type: NamedType
    public var loc: Location

    public init(operation: OperationType, type: NamedType, loc: Location) {
        self.operation = operation
        self.type = type
        self.loc = loc
    }
}

public struct ScalarTypeDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var loc: Location

    public init(description: StringValue?, name: Name, directives: [Directive], loc: Location) {
        self.description = description
        self.name = name
        self.directives = directives
        self.loc = loc
    }
}

public struct ObjectTypeDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var interfaces: [NamedType]
    public var directives: [Directive]
    public var fields: [FieldDefinition]
    public var loc: Location

    public init(
        description: StringValue?, name: Name, interfaces: [NamedType],
        directives: [Directive], fields: [FieldDefinition], loc: Location
    ) {
        self.description = description
        self.name = name
        self.interfaces = interfaces
        self.directives = directives
        self.fields = fields
        self.loc = loc
    }
}

public struct FieldDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var arguments: [InputValueDefinition]
    public var type: TypeReference
    public var directives: [Directive]
    public var loc: Location

    public init(
        description: StringValue?, name: Name, arguments: [InputValueDefinition],
        type: TypeReference, directives: [Directive], loc: Location
    ) {
        self.description = description
        self.name = name
        self.arguments = arguments
        self.type = type
        self.directives = directives
        self.loc = loc
    }
}

/// An argument definition or an input object field.
public struct InputValueDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var type: TypeReference
    public var defaultValue: Value?
    public var directives: [Directive]
    public var loc: Location

    public init(
        description: StringValue?, name: Name, type: TypeReference, defaultValue: Value?,
        directives: [Directive], loc: Location
    ) {
        self.description = description
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.directives = directives
        self.loc = loc
    }
}

public struct InterfaceTypeDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var interfaces: [NamedType]
    public var directives: [Directive]
    public var fields: [FieldDefinition]
    public var loc: Location

    public init(
        description: StringValue?, name: Name, interfaces: [NamedType],
        directives: [Directive], fields: [FieldDefinition], loc: Location
    ) {
        self.description = description
        self.name = name
        self.interfaces = interfaces
        self.directives = directives
        self.fields = fields
        self.loc = loc
    }
}

public struct UnionTypeDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var types: [NamedType]
    public var loc: Location

    public init(
        description: StringValue?, name: Name, directives: [Directive], types: [NamedType],
        loc: Location
    ) {
        self.description = description
        self.name = name
        self.directives = directives
        self.types = types
        self.loc = loc
    }
}

public struct EnumTypeDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var values: [EnumValueDefinition]
    public var loc: Location

    public init(
        description: StringValue?, name: Name, directives: [Directive],
        values: [EnumValueDefinition], loc: Location
    ) {
        self.description = description
        self.name = name
        self.directives = directives
        self.values = values
        self.loc = loc
    }
}

public struct EnumValueDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var loc: Location

    public init(description: StringValue?, name: Name, directives: [Directive], loc: Location) {
        self.description = description
        self.name = name
        self.directives = directives
        self.loc = loc
    }
}

public struct InputObjectTypeDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var fields: [InputValueDefinition]
    public var loc: Location

    public init(
        description: StringValue?, name: Name, directives: [Directive],
        fields: [InputValueDefinition], loc: Location
    ) {
        self.description = description
        self.name = name
        self.directives = directives
        self.fields = fields
        self.loc = loc
    }
}

public struct DirectiveDefinition: Sendable, Hashable {
    public var description: StringValue?
    public var name: Name
    public var arguments: [InputValueDefinition]
    public var repeatable: Bool
    public var locations: [Name]
    public var loc: Location

    public init(
        description: StringValue?, name: Name, arguments: [InputValueDefinition],
        repeatable: Bool, locations: [Name], loc: Location
    ) {
        self.description = description
        self.name = name
        self.arguments = arguments
        self.repeatable = repeatable
        self.locations = locations
        self.loc = loc
    }
}

// MARK: - Extensions

public struct SchemaExtension: Sendable, Hashable {
    public var directives: [Directive]
    public var operationTypes: [OperationTypeDefinition]
    public var loc: Location

    public init(directives: [Directive], operationTypes: [OperationTypeDefinition], loc: Location) {
        self.directives = directives
        self.operationTypes = operationTypes
        self.loc = loc
    }
}

public struct ScalarTypeExtension: Sendable, Hashable {
    public var name: Name
    public var directives: [Directive]
    public var loc: Location

    public init(name: Name, directives: [Directive], loc: Location) {
        self.name = name
        self.directives = directives
        self.loc = loc
    }
}

public struct ObjectTypeExtension: Sendable, Hashable {
    public var name: Name
    public var interfaces: [NamedType]
    public var directives: [Directive]
    public var fields: [FieldDefinition]
    public var loc: Location

    public init(
        name: Name, interfaces: [NamedType], directives: [Directive], fields: [FieldDefinition],
        loc: Location
    ) {
        self.name = name
        self.interfaces = interfaces
        self.directives = directives
        self.fields = fields
        self.loc = loc
    }
}

public struct InterfaceTypeExtension: Sendable, Hashable {
    public var name: Name
    public var interfaces: [NamedType]
    public var directives: [Directive]
    public var fields: [FieldDefinition]
    public var loc: Location

    public init(
        name: Name, interfaces: [NamedType], directives: [Directive], fields: [FieldDefinition],
        loc: Location
    ) {
        self.name = name
        self.interfaces = interfaces
        self.directives = directives
        self.fields = fields
        self.loc = loc
    }
}

public struct UnionTypeExtension: Sendable, Hashable {
    public var name: Name
    public var directives: [Directive]
    public var types: [NamedType]
    public var loc: Location

    public init(name: Name, directives: [Directive], types: [NamedType], loc: Location) {
        self.name = name
        self.directives = directives
        self.types = types
        self.loc = loc
    }
}

public struct EnumTypeExtension: Sendable, Hashable {
    public var name: Name
    public var directives: [Directive]
    public var values: [EnumValueDefinition]
    public var loc: Location

    public init(name: Name, directives: [Directive], values: [EnumValueDefinition], loc: Location) {
        self.name = name
        self.directives = directives
        self.values = values
        self.loc = loc
    }
}

public struct InputObjectTypeExtension: Sendable, Hashable {
    public var name: Name
    public var directives: [Directive]
    public var fields: [InputValueDefinition]
    public var loc: Location

    public init(
        name: Name, directives: [Directive], fields: [InputValueDefinition], loc: Location
    ) {
        self.name = name
        self.directives = directives
        self.fields = fields
        self.loc = loc
    }
}
