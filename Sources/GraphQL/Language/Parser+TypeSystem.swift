/// Type-system definitions and extensions.
extension Parser {
    mutating func parseSchemaDefinition() throws(GraphQLError) -> SchemaDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("schema")
        let directives = try parseDirectives(isConst: true)
        let operationTypes = try many(.braceL, .braceR) { parser throws(GraphQLError) in
            try parser.parseOperationTypeDefinition()
        }
        return SchemaDefinition(
            description: description, directives: directives, operationTypes: operationTypes,
            loc: location(from: start))
    }

    mutating func parseOperationTypeDefinition() throws(GraphQLError) -> OperationTypeDefinition {
        let start = token.start
        let operation = try parseOperationType()
        try expect(.colon)
        let type = try parseNamedType()
        return OperationTypeDefinition(operation: operation, type: type, loc: location(from: start))
    }

    mutating func parseScalarTypeDefinition() throws(GraphQLError) -> ScalarTypeDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("scalar")
        let name = try parseName()
        let directives = try parseDirectives(isConst: true)
        return ScalarTypeDefinition(
            description: description, name: name, directives: directives, loc: location(from: start))
    }

    mutating func parseObjectTypeDefinition() throws(GraphQLError) -> ObjectTypeDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("type")
        let name = try parseName()
        let interfaces = try parseImplementsInterfaces()
        let directives = try parseDirectives(isConst: true)
        let fields = try parseFieldsDefinition()
        return ObjectTypeDefinition(
            description: description, name: name, interfaces: interfaces, directives: directives,
            fields: fields, loc: location(from: start))
    }

    mutating func parseImplementsInterfaces() throws(GraphQLError) -> [NamedType] {
        guard try skipKeyword("implements") else { return [] }
        return try parseNamedTypes(delimiter: .amp)
    }

    @inline(__always)
    mutating func parseFieldsDefinition() throws(GraphQLError) -> [FieldDefinition] {
        peek(.braceL) ? try parseFieldDefinitionList() : []
    }

    private mutating func parseFieldDefinitionList() throws(GraphQLError) -> [FieldDefinition] {
        try advance()
        let base = fieldDefinitions.count
        repeat {
            fieldDefinitions.push(try parseFieldDefinition())
        } while try !skip(.braceR)
        return fieldDefinitions.pop(from: base)
    }

    mutating func parseFieldDefinition() throws(GraphQLError) -> FieldDefinition {
        let start = token.start
        let description = try parseDescription()
        let name = try parseName()
        let arguments = try parseArgumentDefinitions()
        try expect(.colon)
        let type = try parseTypeReference()
        let directives = try parseDirectives(isConst: true)
        return FieldDefinition(
            description: description, name: name, arguments: arguments, type: type,
            directives: directives, loc: location(from: start))
    }

    mutating func parseArgumentDefinitions() throws(GraphQLError) -> [InputValueDefinition] {
        try parseInputValueDefinitions(.parenL, .parenR)
    }

    /// `(open InputValueDefinition+ close)?`.
    @inline(__always)
    mutating func parseInputValueDefinitions(
        _ open: TokenKind, _ close: TokenKind
    ) throws(GraphQLError) -> [InputValueDefinition] {
        peek(open) ? try parseInputValueDefinitionList(close) : []
    }

    private mutating func parseInputValueDefinitionList(_ close: TokenKind) throws(GraphQLError) -> [InputValueDefinition] {
        try advance()
        let base = inputValueDefinitions.count
        repeat {
            inputValueDefinitions.push(try parseInputValueDefinition())
        } while try !skip(close)
        return inputValueDefinitions.pop(from: base)
    }

    mutating func parseInputValueDefinition() throws(GraphQLError) -> InputValueDefinition {
        let start = token.start
        let description = try parseDescription()
        let name = try parseName()
        try expect(.colon)
        let type = try parseTypeReference()
        let defaultValue = try skip(.equals) ? try parseValue(isConst: true) : nil
        let directives = try parseDirectives(isConst: true)
        return InputValueDefinition(
            description: description, name: name, type: type, defaultValue: defaultValue,
            directives: directives, loc: location(from: start))
    }

    mutating func parseInterfaceTypeDefinition() throws(GraphQLError) -> InterfaceTypeDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("interface")
        let name = try parseName()
        let interfaces = try parseImplementsInterfaces()
        let directives = try parseDirectives(isConst: true)
        let fields = try parseFieldsDefinition()
        return InterfaceTypeDefinition(
            description: description, name: name, interfaces: interfaces, directives: directives,
            fields: fields, loc: location(from: start))
    }

    mutating func parseUnionTypeDefinition() throws(GraphQLError) -> UnionTypeDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("union")
        let name = try parseName()
        let directives = try parseDirectives(isConst: true)
        let types = try parseUnionMemberTypes()
        return UnionTypeDefinition(
            description: description, name: name, directives: directives, types: types,
            loc: location(from: start))
    }

    mutating func parseUnionMemberTypes() throws(GraphQLError) -> [NamedType] {
        guard try skip(.equals) else { return [] }
        return try parseNamedTypes(delimiter: .pipe)
    }

    /// `delimiter? NamedType (delimiter NamedType)*`.
    mutating func parseNamedTypes(delimiter: TokenKind) throws(GraphQLError) -> [NamedType] {
        _ = try skip(delimiter)
        let base = namedTypes.count
        repeat {
            namedTypes.push(try parseNamedType())
        } while try skip(delimiter)
        return namedTypes.pop(from: base)
    }

    mutating func parseEnumTypeDefinition() throws(GraphQLError) -> EnumTypeDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("enum")
        let name = try parseName()
        let directives = try parseDirectives(isConst: true)
        let values = try parseEnumValuesDefinition()
        return EnumTypeDefinition(
            description: description, name: name, directives: directives, values: values,
            loc: location(from: start))
    }

    mutating func parseEnumValuesDefinition() throws(GraphQLError) -> [EnumValueDefinition] {
        guard try skip(.braceL) else { return [] }
        let base = enumValueDefinitions.count
        repeat {
            let start = token.start
            let description = try parseDescription()
            let name = try parseEnumValueName()
            let directives = try parseDirectives(isConst: true)
            enumValueDefinitions.push(
                EnumValueDefinition(
                    description: description, name: name, directives: directives, loc: location(from: start)))
        } while try !skip(.braceR)
        return enumValueDefinitions.pop(from: base)
    }

    /// An enum value's name: any name but `true`, `false` and `null`.
    mutating func parseEnumValueName() throws(GraphQLError) -> Name {
        if tokenValue(token, equals: "true") || tokenValue(token, equals: "false")
            || tokenValue(token, equals: "null")
        {
            throw GraphQLError.syntax(
                lexer.source, at: token.start,
                "\(describe(token)) is reserved and cannot be used for an enum value.")
        }
        return try parseName()
    }

    mutating func parseInputObjectTypeDefinition() throws(GraphQLError) -> InputObjectTypeDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("input")
        let name = try parseName()
        let directives = try parseDirectives(isConst: true)
        let fields = try parseInputFieldsDefinition()
        return InputObjectTypeDefinition(
            description: description, name: name, directives: directives, fields: fields,
            loc: location(from: start))
    }

    mutating func parseInputFieldsDefinition() throws(GraphQLError) -> [InputValueDefinition] {
        try parseInputValueDefinitions(.braceL, .braceR)
    }

    mutating func parseDirectiveDefinition() throws(GraphQLError) -> DirectiveDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("directive")
        try expect(.at)
        let name = try parseName()
        let arguments = try parseArgumentDefinitions()
        let repeatable = try skipKeyword("repeatable")
        try expectKeyword("on")
        let locations = try delimitedMany(.pipe) { parser throws(GraphQLError) in
            let locationToken = parser.token
            let name = try parser.parseName()
            guard DirectiveLocation(rawValue: name.value) != nil else {
                throw parser.unexpected(locationToken)
            }
            return name
        }
        return DirectiveDefinition(
            description: description, name: name, arguments: arguments, repeatable: repeatable,
            locations: locations, loc: location(from: start))
    }

    // MARK: Extensions

    mutating func parseTypeSystemExtension() throws(GraphQLError) -> Definition {
        let keyword = try lookahead()
        if keyword.kind == .name {
            switch lexer.string(keyword.start..<keyword.end) {
            case "schema": return .schemaExtension(try parseSchemaExtension())
            case "scalar": return .scalarExtension(try parseScalarTypeExtension())
            case "type": return .objectExtension(try parseObjectTypeExtension())
            case "interface": return .interfaceExtension(try parseInterfaceTypeExtension())
            case "union": return .unionExtension(try parseUnionTypeExtension())
            case "enum": return .enumExtension(try parseEnumTypeExtension())
            case "input": return .inputObjectExtension(try parseInputObjectTypeExtension())
            default: break
            }
        }
        throw unexpected(keyword)
    }

    mutating func parseSchemaExtension() throws(GraphQLError) -> SchemaExtension {
        let start = token.start
        try expectKeyword("extend")
        try expectKeyword("schema")
        let directives = try parseDirectives(isConst: true)
        let operationTypes =
            peek(.braceL)
            ? try many(.braceL, .braceR) { parser throws(GraphQLError) in try parser.parseOperationTypeDefinition() }
            : []
        if directives.isEmpty && operationTypes.isEmpty {
            throw unexpected()
        }
        return SchemaExtension(directives: directives, operationTypes: operationTypes, loc: location(from: start))
    }

    mutating func parseScalarTypeExtension() throws(GraphQLError) -> ScalarTypeExtension {
        let start = token.start
        try expectKeyword("extend")
        try expectKeyword("scalar")
        let name = try parseName()
        let directives = try parseDirectives(isConst: true)
        if directives.isEmpty {
            throw unexpected()
        }
        return ScalarTypeExtension(name: name, directives: directives, loc: location(from: start))
    }

    mutating func parseObjectTypeExtension() throws(GraphQLError) -> ObjectTypeExtension {
        let start = token.start
        try expectKeyword("extend")
        try expectKeyword("type")
        let name = try parseName()
        let interfaces = try parseImplementsInterfaces()
        let directives = try parseDirectives(isConst: true)
        let fields = try parseFieldsDefinition()
        if interfaces.isEmpty && directives.isEmpty && fields.isEmpty {
            throw unexpected()
        }
        return ObjectTypeExtension(
            name: name, interfaces: interfaces, directives: directives, fields: fields,
            loc: location(from: start))
    }

    mutating func parseInterfaceTypeExtension() throws(GraphQLError) -> InterfaceTypeExtension {
        let start = token.start
        try expectKeyword("extend")
        try expectKeyword("interface")
        let name = try parseName()
        let interfaces = try parseImplementsInterfaces()
        let directives = try parseDirectives(isConst: true)
        let fields = try parseFieldsDefinition()
        if interfaces.isEmpty && directives.isEmpty && fields.isEmpty {
            throw unexpected()
        }
        return InterfaceTypeExtension(
            name: name, interfaces: interfaces, directives: directives, fields: fields,
            loc: location(from: start))
    }

    mutating func parseUnionTypeExtension() throws(GraphQLError) -> UnionTypeExtension {
        let start = token.start
        try expectKeyword("extend")
        try expectKeyword("union")
        let name = try parseName()
        let directives = try parseDirectives(isConst: true)
        let types = try parseUnionMemberTypes()
        if directives.isEmpty && types.isEmpty {
            throw unexpected()
        }
        return UnionTypeExtension(name: name, directives: directives, types: types, loc: location(from: start))
    }

    mutating func parseEnumTypeExtension() throws(GraphQLError) -> EnumTypeExtension {
        let start = token.start
        try expectKeyword("extend")
        try expectKeyword("enum")
        let name = try parseName()
        let directives = try parseDirectives(isConst: true)
        let values = try parseEnumValuesDefinition()
        if directives.isEmpty && values.isEmpty {
            throw unexpected()
        }
        return EnumTypeExtension(name: name, directives: directives, values: values, loc: location(from: start))
    }

    mutating func parseInputObjectTypeExtension() throws(GraphQLError) -> InputObjectTypeExtension {
        let start = token.start
        try expectKeyword("extend")
        try expectKeyword("input")
        let name = try parseName()
        let directives = try parseDirectives(isConst: true)
        let fields = try parseInputFieldsDefinition()
        if directives.isEmpty && fields.isEmpty {
            throw unexpected()
        }
        return InputObjectTypeExtension(
            name: name, directives: directives, fields: fields, loc: location(from: start))
    }
}
