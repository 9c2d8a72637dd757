/// Documents, operations, selections and fragments.
extension Parser {
    mutating func parseDocument() throws(GraphQLError) -> Document {
        try expect(.startOfFile)
        let base = definitions.count
        repeat {
            definitions.push(try parseDefinition())
        } while try !skip(.endOfFile)
        return Document(definitions: definitions.pop(from: base), loc: location(from: 0))
    }

    mutating func parseDefinition() throws(GraphQLError) -> Definition {
        if peek(.braceL) {
            return .operation(try parseOperationDefinition())
        }
        let hasDescription = peek(.string) || peek(.blockString)
        let keyword = hasDescription ? try lookahead() : token
        if keyword.kind == .name {
            if lexer.token(keyword, is: "query") || lexer.token(keyword, is: "mutation")
                || lexer.token(keyword, is: "subscription")
            {
                return .operation(try parseOperationDefinition())
            }
            if lexer.token(keyword, is: "fragment") { return .fragment(try parseFragmentDefinition()) }
            if lexer.token(keyword, is: "type") { return .object(try parseObjectTypeDefinition()) }
            if lexer.token(keyword, is: "input") { return .inputObject(try parseInputObjectTypeDefinition()) }
            if lexer.token(keyword, is: "enum") { return .enum(try parseEnumTypeDefinition()) }
            if lexer.token(keyword, is: "interface") { return .interface(try parseInterfaceTypeDefinition()) }
            if lexer.token(keyword, is: "union") { return .union(try parseUnionTypeDefinition()) }
            if lexer.token(keyword, is: "scalar") { return .scalar(try parseScalarTypeDefinition()) }
            if lexer.token(keyword, is: "directive") { return .directive(try parseDirectiveDefinition()) }
            if lexer.token(keyword, is: "schema") { return .schema(try parseSchemaDefinition()) }
            if hasDescription {
                throw GraphQLError.syntax(
                    lexer.source, at: token.start,
                    "Unexpected description, only GraphQL definitions support descriptions.")
            }
            if lexer.token(keyword, is: "extend") {
                return try parseTypeSystemExtension()
            }
        } else if hasDescription && keyword.kind == .braceL {
            throw GraphQLError.syntax(
                lexer.source, at: token.start,
                "Unexpected description, descriptions are not supported on shorthand queries.")
        }
        throw unexpected(keyword)
    }

    // MARK: Operations

    mutating func parseOperationDefinition() throws(GraphQLError) -> OperationDefinition {
        let start = token.start
        if peek(.braceL) {
            let selectionSet = try parseSelectionSet()
            return OperationDefinition(
                operation: .query, name: nil, variableDefinitions: [], directives: [],
                selectionSet: selectionSet, loc: location(from: start))
        }
        let description = try parseDescription()
        let operation = try parseOperationType()
        let name = peek(.name) ? try parseName() : nil
        let variableDefinitions = try parseVariableDefinitions()
        let directives = try parseDirectives(isConst: false)
        let selectionSet = try parseSelectionSet()
        return OperationDefinition(
            description: description, operation: operation, name: name,
            variableDefinitions: variableDefinitions, directives: directives,
            selectionSet: selectionSet, loc: location(from: start))
    }

    mutating func parseOperationType() throws(GraphQLError) -> OperationType {
        let operationToken = try expect(.name)
        if lexer.token(operationToken, is: "query") { return .query }
        if lexer.token(operationToken, is: "mutation") { return .mutation }
        if lexer.token(operationToken, is: "subscription") { return .subscription }
        throw unexpected(operationToken)
    }

    @inline(__always)
    mutating func parseVariableDefinitions() throws(GraphQLError) -> [VariableDefinition] {
        peek(.parenL) ? try parseVariableDefinitionList() : []
    }

    private mutating func parseVariableDefinitionList() throws(GraphQLError) -> [VariableDefinition] {
        try advance()
        let base = variableDefinitions.count
        repeat {
            variableDefinitions.push(try parseVariableDefinition())
        } while try !skip(.parenR)
        return variableDefinitions.pop(from: base)
    }

    mutating func parseVariableDefinition() throws(GraphQLError) -> VariableDefinition {
        let start = token.start
        let description = try parseDescription()
        let variable = try parseVariable()
        try expect(.colon)
        let type = try parseTypeReference()
        let defaultValue = try skip(.equals) ? try parseValue(isConst: true) : nil
        let directives = try parseDirectives(isConst: true)
        return VariableDefinition(
            description: description, variable: variable, type: type, defaultValue: defaultValue,
            directives: directives, loc: location(from: start))
    }

    mutating func parseVariable() throws(GraphQLError) -> Variable {
        let start = token.start
        try expect(.dollar)
        let name = try parseName()
        return Variable(name: name, loc: location(from: start))
    }

    // MARK: Selections

    mutating func parseSelectionSet() throws(GraphQLError) -> SelectionSetNode {
        let start = token.start
        try descend()
        try expect(.braceL)
        let base = selections.count
        repeat {
            try pushSelection()
        } while try !skip(.braceR)
        ascend()
        return SelectionSetNode(selections: selections.pop(from: base), loc: location(from: start))
    }

    /// Parses a selection onto `selections`: built in place there, a selection is not
    /// copied through a temporary first.
    mutating func pushSelection() throws(GraphQLError) {
        if peek(.spread) {
            try pushFragment()
        } else {
            try pushField()
        }
    }

    mutating func pushField() throws(GraphQLError) {
        let start = token.start
        let nameOrAlias = try parseName()
        let name: Name
        let extras: FieldExtras?
        if try skip(.colon) {
            name = try parseName()
            extras = try parseFieldExtras(alias: nameOrAlias)
        } else {
            name = nameOrAlias
            // Most fields have no alias, arguments or directives: then no extras are built.
            extras = peek(.parenL) || peek(.at) ? try parseFieldExtras(alias: nil) : nil
        }
        let selectionSet = peek(.braceL) ? try parseSelectionSet() : nil
        selections.push(
            .field(Field(name: name, extras: extras, selectionSet: selectionSet, loc: location(from: start))))
    }

    /// A field's arguments and directives, kept with its alias.
    private mutating func parseFieldExtras(alias: consuming Name?) throws(GraphQLError) -> FieldExtras {
        let arguments = try parseArguments(isConst: false)
        let directives = try parseDirectives(isConst: false)
        return FieldExtras(alias: alias, arguments: arguments, directives: directives)
    }

    /// `...Name` or `... on Type { }` or `... { }`.
    mutating func pushFragment() throws(GraphQLError) {
        let start = token.start
        try expect(.spread)
        let hasTypeCondition = try skipKeyword("on")
        if !hasTypeCondition && peek(.name) {
            let name = try parseFragmentName()
            let directives = try parseDirectives(isConst: false)
            selections.push(.fragmentSpread(FragmentSpread(name: name, directives: directives, loc: location(from: start))))
            return
        }
        let typeCondition = hasTypeCondition ? try parseNamedType() : nil
        let directives = try parseDirectives(isConst: false)
        let selectionSet = try parseSelectionSet()
        selections.push(
            .inlineFragment(
                InlineFragmentNode(
                    typeCondition: typeCondition, directives: directives, selectionSet: selectionSet,
                    loc: location(from: start))))
    }

    mutating func parseFragmentDefinition() throws(GraphQLError) -> FragmentDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("fragment")
        let name = try parseFragmentName()
        try expectKeyword("on")
        let typeCondition = try parseNamedType()
        let directives = try parseDirectives(isConst: false)
        let selectionSet = try parseSelectionSet()
        return FragmentDefinition(
            description: description, name: name, typeCondition: typeCondition,
            directives: directives, selectionSet: selectionSet, loc: location(from: start))
    }

    /// A fragment's name: any name but `on`.
    mutating func parseFragmentName() throws(GraphQLError) -> Name {
        if tokenValue(token, equals: "on") {
            throw unexpected()
        }
        return try parseName()
    }

    /// An optional description: a string or block string before a definition.
    @inline(__always)
    mutating func parseDescription() throws(GraphQLError) -> StringValue? {
        peek(.string) || peek(.blockString) ? try parseStringLiteral() : nil
    }
}
