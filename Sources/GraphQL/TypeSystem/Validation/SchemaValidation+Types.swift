/// Type validation: fields, interfaces, union members, enum values, input fields.

extension SchemaValidator {
    mutating func validateTypes() {
        var cycles = InputObjectCycleFinder()
        var defaultValueCycles = DefaultValueCycleFinder()
        for (id, type) in schema.types.enumerated() {
            if !IntrospectionTypes.names.contains(type.name) {
                validateName(type.name, type.sites)
            }
            switch type {
            case .object(let object):
                validateFields(object.name, object.fields, object.sites)
                validateInterfaces(id, object.name, object.interfaces, object.fields, object.sites)
            case .interface(let interface):
                validateFields(interface.name, interface.fields, interface.sites)
                validateInterfaces(id, interface.name, interface.interfaces, interface.fields, interface.sites)
            case .union(let union):
                validateUnionMembers(union)
            case .enum(let enumType):
                if enumType.values.isEmpty {
                    report("Enum type \(enumType.name) must define one or more values.", enumType.sites)
                }
                for value in enumType.values { validateName(value.name, value.sites) }
            case .inputObject(let inputObject):
                validateInputFields(inputObject)
                cycles.detect(id, in: &self)
                defaultValueCycles.detect(id, in: &self)
            case .scalar:
                break
            }
        }
    }

    private mutating func validateFields(_ typeName: String, _ fields: [GraphQLField], _ typeSites: [DefinitionSite]) {
        if fields.isEmpty {
            report("Type \(typeName) must define one or more fields.", typeSites)
        }
        for field in fields {
            validateName(field.name, field.sites)
            if !schema[field.type.namedType].isOutputType {
                report("The type of \(typeName).\(field.name) must be Output Type but got: \(schema.describe(field.type)).", typeNode(of: field))
            }
            for argument in field.arguments {
                validateName(argument.name, argument.sites)
                if !schema[argument.type.namedType].isInputType {
                    report(
                        "The type of \(typeName).\(field.name)(\(argument.name):) must be Input Type but got: \(schema.describe(argument.type)).",
                        typeNode(of: argument)
                    )
                }
                if argument.isRequired, argument.deprecationReason != nil {
                    report("Required argument \(typeName).\(field.name)(\(argument.name):) cannot be deprecated.", deprecatedAndType(argument))
                }
            }
        }
    }

    private mutating func validateInterfaces(
        _ id: TypeID, _ typeName: String, _ interfaces: [TypeID], _ fields: [GraphQLField], _ typeSites: [DefinitionSite]
    ) {
        var seen = Set<TypeID>()
        for interface in interfaces {
            guard case .interface(let interfaceType) = schema[interface] else {
                report(
                    "Type \(typeName) must only implement Interface types, it cannot implement \(schema[interface].name).",
                    implementsNodes(typeSites, schema[interface].name)
                )
                continue
            }
            if interface == id {
                report(
                    "Type \(typeName) cannot implement itself because it would create a circular reference.",
                    implementsNodes(typeSites, typeName)
                )
                continue
            }
            if !seen.insert(interface).inserted {
                report("Type \(typeName) can only implement \(interfaceType.name) once.", implementsNodes(typeSites, interfaceType.name))
                continue
            }
            for transitive in interfaceType.interfaces where !interfaces.contains(transitive) {
                let message =
                    transitive == id
                    ? "Type \(typeName) cannot implement \(interfaceType.name) because it would create a circular reference."
                    : "Type \(typeName) must implement \(schema[transitive].name) because it is implemented by \(interfaceType.name)."
                report(message, implementsNodes(interfaceType.sites, schema[transitive].name) + implementsNodes(typeSites, interfaceType.name))
            }
            validateImplementation(typeName, fields, typeSites, interfaceType)
        }
    }

    private mutating func validateImplementation(
        _ typeName: String, _ fields: [GraphQLField], _ typeSites: [DefinitionSite], _ interface: GraphQLInterfaceType
    ) {
        let fieldIndex = indexByName(fields, \.name)
        for interfaceField in interface.fields {
            let name = interfaceField.name
            guard let position = fieldIndex[name] else {
                report(
                    "Interface field \(interface.name).\(name) expected but \(typeName) does not provide it.",
                    Array(interfaceField.sites.prefix(1)) + typeSites
                )
                continue
            }
            let field = fields[position]
            if !isSubtype(field.type, of: interfaceField.type) {
                report(
                    "Interface field \(interface.name).\(name) expects type \(schema.describe(interfaceField.type)) but \(typeName).\(name) is type \(schema.describe(field.type)).",
                    typeNode(of: interfaceField) + typeNode(of: field)
                )
            }
            for interfaceArgument in interfaceField.arguments {
                guard let argument = field.argument(named: interfaceArgument.name) else {
                    report(
                        "Interface field argument \(interface.name).\(name)(\(interfaceArgument.name):) expected but \(typeName).\(name) does not provide it.",
                        Array(interfaceArgument.sites.prefix(1)) + Array(field.sites.prefix(1))
                    )
                    continue
                }
                if interfaceArgument.type != argument.type {
                    report(
                        "Interface field argument \(interface.name).\(name)(\(argument.name):) expects type \(schema.describe(interfaceArgument.type)) but \(typeName).\(name)(\(argument.name):) is type \(schema.describe(argument.type)).",
                        typeNode(of: interfaceArgument) + typeNode(of: argument)
                    )
                }
            }
            for argument in field.arguments where argument.isRequired && interfaceField.argument(named: argument.name) == nil {
                report(
                    "Object field \(typeName).\(name) includes required argument \(argument.name) that is missing from the Interface field \(interface.name).\(name).",
                    Array(argument.sites.prefix(1)) + Array(interfaceField.sites.prefix(1))
                )
            }
        }
    }

    /// graphql-js `isTypeSubTypeOf`: covariant output types.
    func isSubtype(_ type: GraphQLTypeRef, of superType: GraphQLTypeRef) -> Bool {
        if type == superType { return true }
        switch (type, superType) {
        case (.nonNull(let inner), .nonNull(let superInner)): return isSubtype(inner, of: superInner)
        case (_, .nonNull): return false
        case (.nonNull(let inner), _): return isSubtype(inner, of: superType)
        case (.list(let inner), .list(let superInner)): return isSubtype(inner, of: superInner)
        case (_, .list), (.list, _): return false
        case (.named(let id), .named(let superID)):
            guard schema[superID].isAbstract else { return false }
            switch schema[id] {
            case .object, .interface: return schema.isSubtype(id, of: superID)
            default: return false
            }
        }
    }

    /// The `implements` entries naming `name`, in a type's definition and extensions.
    private mutating func implementsNodes(_ typeSites: [DefinitionSite], _ name: String) -> [(DefinitionSite, Location)] {
        var found: [(DefinitionSite, Location)] = []
        for site in typeSites {
            let interfaces: [NamedType]
            switch sites.definition(site) {
            case .object(let node): interfaces = node.interfaces
            case .objectExtension(let node): interfaces = node.interfaces
            case .interface(let node): interfaces = node.interfaces
            case .interfaceExtension(let node): interfaces = node.interfaces
            default: continue
            }
            for interface in interfaces where interface.name.value == name { found.append((site, interface.loc)) }
        }
        return found
    }

    private mutating func validateUnionMembers(_ union: GraphQLUnionType) {
        if union.types.isEmpty {
            report("Union type \(union.name) must define one or more member types.", union.sites)
        }
        var seen = Set<TypeID>()
        for member in union.types {
            let memberName = schema[member].name
            if !seen.insert(member).inserted {
                report("Union type \(union.name) can only include type \(memberName) once.", memberNodes(union, memberName))
                continue
            }
            if case .object = schema[member] { continue }
            report(
                "Union type \(union.name) can only include Object types, it cannot include \(memberName).",
                memberNodes(union, memberName)
            )
        }
    }

    private mutating func memberNodes(_ union: GraphQLUnionType, _ name: String) -> [(DefinitionSite, Location)] {
        var found: [(DefinitionSite, Location)] = []
        for site in union.sites {
            let members: [NamedType]
            switch sites.definition(site) {
            case .union(let node): members = node.types
            case .unionExtension(let node): members = node.types
            default: continue
            }
            for member in members where member.name.value == name { found.append((site, member.loc)) }
        }
        return found
    }

    private mutating func validateInputFields(_ inputObject: GraphQLInputObjectType) {
        if inputObject.fields.isEmpty {
            report("Input Object type \(inputObject.name) must define one or more fields.", inputObject.sites)
        }
        for field in inputObject.fields {
            validateName(field.name, field.sites)
            if !schema[field.type.namedType].isInputType {
                report(
                    "The type of \(inputObject.name).\(field.name) must be Input Type but got: \(schema.describe(field.type)).",
                    typeNode(of: field)
                )
            }
            if field.isRequired, field.deprecationReason != nil {
                report("Required input field \(inputObject.name).\(field.name) cannot be deprecated.", deprecatedAndType(field))
            }
            if inputObject.isOneOf {
                if field.type.isNonNull {
                    report("OneOf input field \(inputObject.name).\(field.name) must be nullable.", typeNode(of: field))
                }
                if field.defaultValue != nil {
                    report("OneOf input field \(inputObject.name).\(field.name) cannot have a default value.", Array(field.sites.prefix(1)))
                }
            }
        }
    }
}

/// Finds input objects that reach themselves through non-null input-object fields
/// (graphql-js's depth-first search, which reports every cycle once).
struct InputObjectCycleFinder {
    private var visited = Set<TypeID>()
    private var path: [GraphQLInputValue] = []
    private var pathIndex: [TypeID: Int] = [:]

    mutating func detect(_ id: TypeID, in validator: inout SchemaValidator) {
        if !visited.insert(id).inserted { return }
        guard case .inputObject(let inputObject) = validator.schema[id] else { return }
        pathIndex[id] = path.count
        for field in inputObject.fields {
            guard case .nonNull(.named(let fieldType)) = field.type,
                case .inputObject(let fieldObject) = validator.schema[fieldType]
            else { continue }
            path.append(field)
            if let cycleStart = pathIndex[fieldType] {
                let cycle = path[cycleStart...]
                validator.report(
                    "Cannot reference Input Object \"\(fieldObject.name)\" within itself through a series of non-null fields: \"\(cycle.map(\.name).joined(separator: "."))\".",
                    cycle.compactMap(\.sites.first)
                )
            } else {
                detect(fieldType, in: &validator)
            }
            path.removeLast()
        }
        pathIndex[id] = nil
    }
}
