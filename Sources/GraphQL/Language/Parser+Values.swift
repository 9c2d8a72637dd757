/// Arguments, values, directives and type references.
extension Parser {
    /// `(Argument+)?`; the common empty case is inlined into the caller.
    @inline(__always)
    mutating func parseArguments(isConst: Bool) throws(GraphQLError) -> [Argument] {
        peek(.parenL) ? try parseArgumentList(isConst: isConst) : []
    }

    private mutating func parseArgumentList(isConst: Bool) throws(GraphQLError) -> [Argument] {
        try advance()
        let base = arguments.count
        repeat {
            arguments.push(try parseArgument(isConst: isConst))
        } while try !skip(.parenR)
        return arguments.pop(from: base)
    }

    mutating func parseArgument(isConst: Bool) throws(GraphQLError) -> Argument {
        let start = token.start
        let name = try parseName()
        try expect(.colon)
        let value = try parseValue(isConst: isConst)
        return Argument(name: name, value: value, loc: location(from: start))
    }

    /// A value literal; with `isConst`, variables are a syntax error.
    mutating func parseValue(isConst: Bool) throws(GraphQLError) -> Value {
        let current = token
        let loc = Location(start: current.start, end: current.end)
        switch current.kind {
        case .bracketL:
            return .list(try parseList(isConst: isConst))
        case .braceL:
            return .object(try parseObject(isConst: isConst))
        case .int:
            try advance()
            return .int(IntValue(value: lexer.text(of: current), loc: loc))
        case .float:
            try advance()
            return .float(FloatValue(value: lexer.text(of: current), loc: loc))
        case .string, .blockString:
            return .string(try parseStringLiteral())
        case .name:
            try advance()
            if lexer.token(current, is: "true") { return .boolean(BooleanValue(value: true, loc: loc)) }
            if lexer.token(current, is: "false") { return .boolean(BooleanValue(value: false, loc: loc)) }
            if lexer.token(current, is: "null") { return .null(NullValue(loc: loc)) }
            return .enum(EnumValue(value: lexer.text(of: current), loc: loc))
        case .dollar:
            if isConst {
                try advance()
                if token.kind == .name {
                    let name = lexer.string(token.start..<token.end)
                    throw GraphQLError.syntax(
                        lexer.source, at: current.start, "Unexpected variable \"$\(name)\" in constant value.")
                }
                throw unexpected(current)
            }
            return .variable(try parseVariable())
        default:
            throw unexpected()
        }
    }

    mutating func parseStringLiteral() throws(GraphQLError) -> StringValue {
        let current = token
        try advance()
        return StringValue(
            value: lexer.stringValue(of: current), block: current.kind == .blockString,
            loc: Location(start: current.start, end: current.end))
    }

    mutating func parseList(isConst: Bool) throws(GraphQLError) -> ListValue {
        let start = token.start
        try descend()
        try expect(.bracketL)
        let base = values.count
        while try !skip(.bracketR) {
            values.push(try parseValue(isConst: isConst))
        }
        ascend()
        return ListValue(values: values.pop(from: base), loc: location(from: start))
    }

    mutating func parseObject(isConst: Bool) throws(GraphQLError) -> ObjectValue {
        let start = token.start
        try descend()
        try expect(.braceL)
        let base = objectFields.count
        while try !skip(.braceR) {
            let fieldStart = token.start
            let name = try parseName()
            try expect(.colon)
            let value = try parseValue(isConst: isConst)
            objectFields.push(ObjectField(name: name, value: value, loc: location(from: fieldStart)))
        }
        ascend()
        return ObjectValue(fields: objectFields.pop(from: base), loc: location(from: start))
    }

    // MARK: Directives

    /// `Directive*`; the common empty case is inlined into the caller.
    @inline(__always)
    mutating func parseDirectives(isConst: Bool) throws(GraphQLError) -> [Directive] {
        peek(.at) ? try parseDirectiveList(isConst: isConst) : []
    }

    private mutating func parseDirectiveList(isConst: Bool) throws(GraphQLError) -> [Directive] {
        let base = directives.count
        while peek(.at) {
            let start = token.start
            try advance()
            let name = try parseName()
            let arguments = try parseArguments(isConst: isConst)
            directives.push(Directive(name: name, arguments: arguments, loc: location(from: start)))
        }
        return directives.pop(from: base)
    }

    // MARK: Types

    /// `Name`, `[Type]`, either followed by `!`.
    mutating func parseTypeReference() throws(GraphQLError) -> TypeReference {
        let start = token.start
        let type: TypeReference
        if peek(.bracketL) {
            try descend()
            try advance()
            let inner = try parseTypeReference()
            ascend()
            try expect(.bracketR)
            type = .list(ListType(type: inner, loc: location(from: start)))
        } else {
            type = .named(try parseNamedType())
        }
        if try skip(.bang) {
            return .nonNull(NonNullType(type: type, loc: location(from: start)))
        }
        return type
    }

    mutating func parseNamedType() throws(GraphQLError) -> NamedType {
        let name = try parseName()
        return NamedType(name: name, loc: name.loc)
    }
}
