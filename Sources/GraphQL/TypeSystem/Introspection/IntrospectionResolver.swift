/// Field resolution for the introspection types (`__Schema`, `__Type`, `__Field`,
/// `__InputValue`, `__EnumValue`, `__Directive`), as graphql-js's resolvers in
/// `type/introspection` answer them; the executor resolves introspection fields
/// with it.

/// A value of an introspection object type.
enum IntrospectionValue: Sendable {
    case schema
    /// A named type, or a list or non-null wrapper (`__Type`).
    case type(GraphQLTypeRef)
    case field(GraphQLField)
    case inputValue(GraphQLInputValue)
    case enumValue(GraphQLEnumValue)
    case directive(GraphQLDirective)

    /// The introspection type this value is of (its `__typename`).
    var typeName: String {
        switch self {
        case .schema: "__Schema"
        case .type: "__Type"
        case .field: "__Field"
        case .inputValue: "__InputValue"
        case .enumValue: "__EnumValue"
        case .directive: "__Directive"
        }
    }
}

/// The fields of the introspection object types, and `__typename`.
enum IntrospectionField: String, Sendable, CaseIterable {
    case typename = "__typename"
    case description, types, queryType, mutationType, subscriptionType, directives
    case kind, name, specifiedByURL, fields, interfaces, possibleTypes, enumValues, inputFields, ofType, isOneOf
    case args, type, isDeprecated, deprecationReason, defaultValue
    case isRepeatable, locations

    /// The field named `name` of introspection type `typeName`, if it has one.
    init?(named name: String, on typeName: String) {
        guard let field = IntrospectionField(rawValue: name), field.belongs(to: typeName) else { return nil }
        self = field
    }

    private func belongs(to typeName: String) -> Bool {
        switch self {
        case .typename, .description: true
        case .types, .queryType, .mutationType, .subscriptionType, .directives: typeName == "__Schema"
        case .kind, .specifiedByURL, .fields, .interfaces, .possibleTypes, .enumValues, .inputFields, .ofType, .isOneOf:
            typeName == "__Type"
        case .name: typeName != "__Schema"
        case .args: typeName == "__Field" || typeName == "__Directive"
        case .type: typeName == "__Field" || typeName == "__InputValue"
        case .isDeprecated, .deprecationReason:
            typeName == "__Field" || typeName == "__InputValue" || typeName == "__EnumValue"
        case .defaultValue: typeName == "__InputValue"
        case .isRepeatable, .locations: typeName == "__Directive"
        }
    }

    /// Whether the field is a list of introspection objects.
    var isObjectList: Bool {
        switch self {
        case .types, .directives, .fields, .interfaces, .possibleTypes, .enumValues, .inputFields, .args: true
        default: false
        }
    }

    /// The introspection object type of the field's values; `nil` for leaf fields.
    var objectTypeName: String? {
        switch self {
        case .types, .queryType, .mutationType, .subscriptionType, .interfaces, .possibleTypes, .ofType, .type:
            "__Type"
        case .directives: "__Directive"
        case .fields: "__Field"
        case .args, .inputFields: "__InputValue"
        case .enumValues: "__EnumValue"
        default: nil
        }
    }
}

/// What an introspection field resolves to.
enum IntrospectionResult: Sendable {
    /// A scalar or enum value, or null.
    case leaf(JSONValue)
    case object(IntrospectionValue)
    case list([IntrospectionValue])
}

extension GraphQLSchema {
    /// `__schema` and `__type(name:)` on the query root; `nil` for other names.
    func resolveIntrospectionRoot(_ name: String, typeName: String? = nil) -> IntrospectionResult? {
        switch name {
        case "__schema": return .object(.schema)
        case "__type":
            guard let typeName, let id = typeID(named: typeName) else { return .leaf(.null) }
            return .object(.type(.named(id)))
        default: return nil
        }
    }

    /// The value of `field` of an introspection object; `nil` when the object's
    /// type has no such field. `includeDeprecated` is the argument of `fields`,
    /// `enumValues`, `inputFields` and `args` (false when not given).
    func resolveIntrospectionField(
        _ field: IntrospectionField, of parent: IntrospectionValue, includeDeprecated: Bool = false
    ) -> IntrospectionResult? {
        if field == .typename { return .leaf(.string(parent.typeName)) }
        if field.isObjectList {
            var items: [IntrospectionValue] = []
            let found = forEachIntrospectionItem(field, of: parent, includeDeprecated: includeDeprecated) { items.append($0) }
            return found.map { $0 ? .list(items) : .leaf(.null) }
        }
        switch parent {
        case .schema: return resolveSchemaField(field)
        case .type(let type): return resolveTypeField(field, type, includeDeprecated: includeDeprecated)
        case .field(let value):
            switch field {
            case .name: return .leaf(.string(value.name))
            case .description: return .leaf(optional(value.description))
            case .type: return .object(.type(value.type))
            case .isDeprecated: return .leaf(.bool(value.deprecationReason != nil))
            case .deprecationReason: return .leaf(optional(value.deprecationReason))
            default: return nil
            }
        case .inputValue(let value):
            switch field {
            case .name: return .leaf(.string(value.name))
            case .description: return .leaf(optional(value.description))
            case .type: return .object(.type(value.type))
            case .defaultValue: return .leaf(optional(printedDefaultValue(of: value)))
            case .isDeprecated: return .leaf(.bool(value.deprecationReason != nil))
            case .deprecationReason: return .leaf(optional(value.deprecationReason))
            default: return nil
            }
        case .enumValue(let value):
            switch field {
            case .name: return .leaf(.string(value.name))
            case .description: return .leaf(optional(value.description))
            case .isDeprecated: return .leaf(.bool(value.deprecationReason != nil))
            case .deprecationReason: return .leaf(optional(value.deprecationReason))
            default: return nil
            }
        case .directive(let directive):
            switch field {
            case .name: return .leaf(.string(directive.name))
            case .description: return .leaf(optional(directive.description))
            case .isRepeatable: return .leaf(.bool(directive.isRepeatable))
            case .locations: return .leaf(.array(directive.locations.map { .string($0.rawValue) }))
            default: return nil
            }
        }
    }

    private func resolveSchemaField(_ field: IntrospectionField) -> IntrospectionResult? {
        switch field {
        case .description: .leaf(optional(description))
        case .queryType: rootType(queryType)
        case .mutationType: rootType(mutationType)
        case .subscriptionType: rootType(subscriptionType)
        default: nil
        }
    }

    private func rootType(_ id: TypeID?) -> IntrospectionResult {
        id.map { .object(.type(.named($0))) } ?? .leaf(.null)
    }

    private func resolveTypeField(_ field: IntrospectionField, _ type: GraphQLTypeRef, includeDeprecated: Bool) -> IntrospectionResult? {
        let named: GraphQLNamedType?
        switch type {
        case .named(let id): named = self[id]
        case .list(let inner), .nonNull(let inner):
            switch field {
            case .kind: return .leaf(.string(type.isNonNull ? "NON_NULL" : "LIST"))
            case .ofType: return .object(.type(inner))
            case .name, .description, .specifiedByURL, .isOneOf: return .leaf(.null)
            default: return nil
            }
        }
        guard let named else { return nil }
        switch field {
        case .kind: return .leaf(.string(kindName(named)))
        case .name: return .leaf(.string(named.name))
        case .description: return .leaf(optional(named.description))
        case .specifiedByURL:
            if case .scalar(let scalar) = named { return .leaf(optional(scalar.specifiedByURL)) }
            return .leaf(.null)
        case .ofType: return .leaf(.null)
        case .isOneOf:
            guard case .inputObject(let inputObject) = named else { return .leaf(.null) }
            return .leaf(.bool(inputObject.isOneOf))
        default: return nil
        }
    }

    private func kindName(_ type: GraphQLNamedType) -> String {
        switch type {
        case .scalar: "SCALAR"
        case .object: "OBJECT"
        case .interface: "INTERFACE"
        case .union: "UNION"
        case .enum: "ENUM"
        case .inputObject: "INPUT_OBJECT"
        }
    }

    /// Calls `body` with each item of a list field of `parent` (`types`, `directives`,
    /// `fields`, `interfaces`, `possibleTypes`, `enumValues`, `inputFields`, `args`)
    /// without building the list, after calling `start`. Returns `true` when it did,
    /// `false` when the field is null for this parent (e.g. `fields` of a scalar),
    /// and `nil` when the parent's type has no such list field.
    func forEachIntrospectionItem(
        _ field: IntrospectionField, of parent: IntrospectionValue, includeDeprecated: Bool,
        start: () -> Void = {}, _ body: (IntrospectionValue) -> Void
    ) -> Bool? {
        switch (parent, field) {
        case (.schema, .types):
            start()
            for id in types.indices { body(.type(.named(id))) }
        case (.schema, .directives):
            start()
            for directive in directives { body(.directive(directive)) }
        case (.field(let value), .args):
            start()
            forEachInput(value.arguments, includeDeprecated, body)
        case (.directive(let directive), .args):
            start()
            forEachInput(directive.arguments, includeDeprecated, body)
        case (.type(.named(let id)), .fields):
            let fields: [GraphQLField]
            switch self[id] {
            case .object(let object): fields = object.fields
            case .interface(let interface): fields = interface.fields
            default: return false
            }
            start()
            for field in fields where includeDeprecated || field.deprecationReason == nil { body(.field(field)) }
        case (.type(.named(let id)), .interfaces):
            let interfaces: [TypeID]
            switch self[id] {
            case .object(let object): interfaces = object.interfaces
            case .interface(let interface): interfaces = interface.interfaces
            default: return false
            }
            start()
            for interface in interfaces { body(.type(.named(interface))) }
        case (.type(.named(let id)), .possibleTypes):
            guard self[id].isAbstract else { return false }
            start()
            for possible in possibleTypes(of: id) { body(.type(.named(possible))) }
        case (.type(.named(let id)), .enumValues):
            guard case .enum(let enumType) = self[id] else { return false }
            start()
            for value in enumType.values where includeDeprecated || value.deprecationReason == nil { body(.enumValue(value)) }
        case (.type(.named(let id)), .inputFields):
            guard case .inputObject(let inputObject) = self[id] else { return false }
            start()
            forEachInput(inputObject.fields, includeDeprecated, body)
        case (.type, .fields), (.type, .interfaces), (.type, .possibleTypes), (.type, .enumValues), (.type, .inputFields):
            return false  // list and non-null wrappers
        default:
            return nil
        }
        return true
    }

    private func forEachInput(_ inputs: [GraphQLInputValue], _ includeDeprecated: Bool, _ body: (IntrospectionValue) -> Void) {
        for input in inputs where includeDeprecated || input.deprecationReason == nil { body(.inputValue(input)) }
    }

    private func optional(_ string: String?) -> JSONValue {
        string.map { .string($0) } ?? .null
    }
}
