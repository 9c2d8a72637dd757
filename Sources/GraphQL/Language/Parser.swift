/// Limits that keep hostile documents from costing unbounded time or stack.
public struct ParseOptions: Sendable, Hashable {
    /// The most tokens a document may have (comments excluded); `nil` for no limit,
    /// as graphql-js's `maxTokens` default.
    public var maxTokens: Int?
    /// The deepest nesting of selection sets, list and object values, and list types.
    public var maxDepth: Int

    public init(maxTokens: Int? = nil, maxDepth: Int = 256) {
        self.maxTokens = maxTokens
        self.maxDepth = maxDepth
    }
}

/// A recursive-descent parser for GraphQL documents (the spec's "Language" section),
/// with graphql-js 16's syntax errors.
///
/// The September 2025 edition's descriptions on operations, fragments and variable
/// definitions are accepted; graphql-js 16 predates them.
public struct Parser: ~Copyable {
    var lexer: Lexer
    let options: ParseOptions
    /// The current token.
    var token: Token = .startOfFile
    /// The token after the current one, when something looked ahead.
    private var peeked: Token?
    /// The end of the last consumed token: where a node being built ends.
    var lastEnd = 0
    private var tokenCount = 0
    private var depth = 0
    /// Whether `options.maxTokens` is set, read once.
    private let countsTokens: Bool
    /// Whether `advance()` must take `peeked` or count tokens (else it only lexes).
    private var advancesSlowly: Bool

    // Where lists are collected before they become exact-size arrays.
    var selections: ScratchStack<SelectionNode>
    var arguments: ScratchStack<Argument>
    var directives: ScratchStack<Directive>
    var values: ScratchStack<Value>
    var objectFields: ScratchStack<ObjectField>
    var definitions: ScratchStack<Definition>
    var variableDefinitions: ScratchStack<VariableDefinition>
    var fieldDefinitions: ScratchStack<FieldDefinition>
    var inputValueDefinitions: ScratchStack<InputValueDefinition>
    var enumValueDefinitions: ScratchStack<EnumValueDefinition>
    var namedTypes: ScratchStack<NamedType>

    /// A parser whose scratch stacks start in `block` (a `ScratchBlock`).
    private init(source: Source, bytes: UnsafeBufferPointer<UInt8>, options: ParseOptions, block: UnsafeMutableRawPointer) {
        self.lexer = Lexer(source: source, bytes: bytes, block: block)
        self.options = options
        self.countsTokens = options.maxTokens != nil
        self.advancesSlowly = countsTokens
        selections = ScratchStack(region: ScratchBlock.selectionRegion(of: block), bytes: ScratchBlock.selectionBytes)
        arguments = ScratchStack(region: ScratchBlock.region(0, of: block), bytes: ScratchBlock.regionBytes)
        directives = ScratchStack(region: ScratchBlock.region(1, of: block), bytes: ScratchBlock.regionBytes)
        values = ScratchStack(region: ScratchBlock.region(2, of: block), bytes: ScratchBlock.regionBytes)
        objectFields = ScratchStack(region: ScratchBlock.region(3, of: block), bytes: ScratchBlock.regionBytes)
        definitions = ScratchStack(region: ScratchBlock.region(4, of: block), bytes: ScratchBlock.regionBytes)
        variableDefinitions = ScratchStack(region: ScratchBlock.region(5, of: block), bytes: ScratchBlock.regionBytes)
        fieldDefinitions = ScratchStack(region: ScratchBlock.region(6, of: block), bytes: ScratchBlock.regionBytes)
        inputValueDefinitions = ScratchStack(region: ScratchBlock.region(7, of: block), bytes: ScratchBlock.regionBytes)
        enumValueDefinitions = ScratchStack(region: ScratchBlock.region(8, of: block), bytes: ScratchBlock.regionBytes)
        namedTypes = ScratchStack(region: ScratchBlock.region(9, of: block), bytes: ScratchBlock.regionBytes)
    }

    /// Parses a whole document, executable or type-system.
    public static func parse(_ source: Source, options: ParseOptions = ParseOptions()) throws(GraphQLError) -> Document {
        try run(source, options) { parser throws(GraphQLError) in try parser.parseDocument() }
    }

    /// Parses a document from text (a `Source` named "GraphQL request").
    public static func parse(_ text: String, options: ParseOptions = ParseOptions()) throws(GraphQLError) -> Document {
        try parse(Source(text), options: options)
    }

    /// Parses a single value literal, variables allowed (graphql-js `parseValue`).
    public static func parseValue(_ source: Source, options: ParseOptions = ParseOptions()) throws(GraphQLError) -> Value {
        try run(source, options) { parser throws(GraphQLError) in try parser.parseWhole { p throws(GraphQLError) in try p.parseValue(isConst: false) }
        }
    }

    /// Parses a single constant value literal (graphql-js `parseConstValue`).
    public static func parseConstValue(_ source: Source, options: ParseOptions = ParseOptions()) throws(GraphQLError) -> Value {
        try run(source, options) { parser throws(GraphQLError) in try parser.parseWhole { p throws(GraphQLError) in try p.parseValue(isConst: true) }
        }
    }

    /// Parses a type reference such as `[String!]!` (graphql-js `parseType`).
    public static func parseType(_ source: Source, options: ParseOptions = ParseOptions()) throws(GraphQLError) -> TypeReference {
        try run(source, options) { parser throws(GraphQLError) in try parser.parseWhole { p throws(GraphQLError) in try p.parseTypeReference() } }
    }

    /// Runs `body` on a parser over the source's UTF-8 bytes.
    private static func run<T>(
        _ source: Source, _ options: ParseOptions, _ body: (inout Parser) throws(GraphQLError) -> T
    ) throws(GraphQLError) -> T {
        var text = source.body
        let block = ScratchBlock.take()
        let result: Result<T, GraphQLError> = text.withUTF8 { bytes in
            var parser = Parser(source: source, bytes: bytes, options: options, block: block)
            let result = Result { () throws(GraphQLError) -> T in try body(&parser) }
            parser.lexer.finish()
            return result
        }
        ScratchBlock.giveBack(block)
        return try result.get()
    }

    /// `<SOF> item <EOF>`.
    private mutating func parseWhole<T>(_ item: (inout Parser) throws(GraphQLError) -> T) throws(GraphQLError) -> T {
        try expect(.startOfFile)
        let result = try item(&self)
        try expect(.endOfFile)
        return result
    }

    // MARK: Tokens

    /// Moves to the next token, counting it against `maxTokens`.
    @inline(__always)
    mutating func advance() throws(GraphQLError) {
        lastEnd = token.end
        if advancesSlowly {
            try advanceSlowly()
        } else {
            token = try lexer.next()
        }
    }

    /// `advance()` after a lookahead or with `maxTokens` set.
    @inline(never)
    private mutating func advanceSlowly() throws(GraphQLError) {
        if let next = peeked {
            token = next
            peeked = nil
        } else {
            token = try lexer.next()
        }
        advancesSlowly = countsTokens
        if countsTokens {
            try countToken()
        }
    }

    @inline(never)
    private mutating func countToken() throws(GraphQLError) {
        guard token.kind != .endOfFile, let maxTokens = options.maxTokens else { return }
        tokenCount += 1
        if tokenCount > maxTokens {
            throw GraphQLError.syntax(
                lexer.source, at: token.start, "Document contains more that \(maxTokens) tokens. Parsing aborted.")
        }
    }

    /// The token after the current one, without moving.
    mutating func lookahead() throws(GraphQLError) -> Token {
        if token.kind == .endOfFile { return token }
        if let next = peeked { return next }
        let next = try lexer.next()
        peeked = next
        advancesSlowly = true
        return next
    }

    @inline(__always)
    func peek(_ kind: TokenKind) -> Bool {
        token.kind == kind
    }

    /// Consumes a token of `kind` or throws "Expected …, found …".
    @discardableResult @inline(__always)
    mutating func expect(_ kind: TokenKind) throws(GraphQLError) -> Token {
        let current = token
        guard current.kind == kind else {
            throw expected(kind)
        }
        try advance()
        return current
    }

    /// "Expected …, found …" at the current token.
    @inline(never)
    func expected(_ kind: TokenKind) -> GraphQLError {
        GraphQLError.syntax(lexer.source, at: token.start, "Expected \(kind.errorDescription), found \(describe(token)).")
    }

    /// Consumes a token of `kind` if it is the current one.
    @inline(__always)
    mutating func skip(_ kind: TokenKind) throws(GraphQLError) -> Bool {
        guard token.kind == kind else { return false }
        try advance()
        return true
    }

    /// Consumes the name `keyword` or throws `Expected "keyword", found …`.
    mutating func expectKeyword(_ keyword: StaticString) throws(GraphQLError) {
        guard lexer.token(token, is: keyword) else {
            throw GraphQLError.syntax(
                lexer.source, at: token.start, "Expected \"\(keyword)\", found \(describe(token)).")
        }
        try advance()
    }

    /// Consumes the name `keyword` if it is the current token.
    mutating func skipKeyword(_ keyword: StaticString) throws(GraphQLError) -> Bool {
        guard lexer.token(token, is: keyword) else { return false }
        try advance()
        return true
    }

    /// "Unexpected …" at `token` (the current one by default).
    func unexpected(_ at: Token? = nil) -> GraphQLError {
        let token = at ?? self.token
        return GraphQLError.syntax(lexer.source, at: token.start, "Unexpected \(describe(token)).")
    }

    /// graphql-js's getTokenDesc: the kind, and the value for names, numbers and strings.
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .name, .int, .float:
            "\(token.kind.errorDescription) \"\(lexer.string(token.start..<token.end))\""
        case .string, .blockString:
            "\(token.kind.errorDescription) \"\(lexer.stringValue(of: token))\""
        default:
            token.kind.errorDescription
        }
    }

    /// Whether the token's value (a name's text or a string's value) is `text`,
    /// as graphql-js compares `token.value`.
    func tokenValue(_ token: Token, equals text: StaticString) -> Bool {
        switch token.kind {
        case .name: lexer.token(token, is: text)
        case .string, .blockString: lexer.stringValue(of: token) == text.description
        default: false
        }
    }

    /// A location from `start` to the end of the last consumed token.
    @inline(__always)
    func location(from start: Int) -> Location {
        Location(start: start, end: lastEnd)
    }

    /// Enters one level of nesting, enforcing `maxDepth`; pair with `depth -= 1`.
    @inline(__always)
    mutating func descend() throws(GraphQLError) {
        depth += 1
        if depth > options.maxDepth {
            throw tooDeep()
        }
    }

    @inline(never)
    private func tooDeep() -> GraphQLError {
        GraphQLError.syntax(
            lexer.source, at: token.start, "Document exceeds the maximum nesting depth of \(options.maxDepth).")
    }

    mutating func ascend() {
        depth -= 1
    }

    // MARK: Rare lists (hot ones collect on a ScratchStack instead)

    /// `open item+ close`.
    mutating func many<T>(
        _ open: TokenKind, _ close: TokenKind, _ item: (inout Parser) throws(GraphQLError) -> T
    ) throws(GraphQLError) -> [T] {
        try expect(open)
        var items: [T] = []
        repeat {
            items.append(try item(&self))
        } while try !skip(close)
        return items
    }

    /// `delimiter? item (delimiter item)*`.
    mutating func delimitedMany<T>(
        _ delimiter: TokenKind, _ item: (inout Parser) throws(GraphQLError) -> T
    ) throws(GraphQLError) -> [T] {
        _ = try skip(delimiter)
        var items: [T] = []
        repeat {
            items.append(try item(&self))
        } while try skip(delimiter)
        return items
    }

    // MARK: Names

    mutating func parseName() throws(GraphQLError) -> Name {
        let nameToken = try expect(.name)
        return Name(
            value: lexer.text(of: nameToken),
            loc: Location(start: nameToken.start, end: nameToken.end))
    }
}
