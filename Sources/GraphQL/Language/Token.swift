/// The kinds of lexical tokens (the spec's "Tokens"); comments are skipped by the lexer.
enum TokenKind: UInt8, Sendable {
    case startOfFile
    case endOfFile
    case bang
    case dollar
    case amp
    case parenL
    case parenR
    case spread
    case colon
    case equals
    case at
    case bracketL
    case bracketR
    case braceL
    case pipe
    case braceR
    case name
    case int
    case float
    case string
    case blockString

    /// How graphql-js names the kind in syntax errors: `"{"`, `Name`, `<EOF>`.
    var errorDescription: String {
        switch self {
        case .startOfFile: "<SOF>"
        case .endOfFile: "<EOF>"
        case .bang: "\"!\""
        case .dollar: "\"$\""
        case .amp: "\"&\""
        case .parenL: "\"(\""
        case .parenR: "\")\""
        case .spread: "\"...\""
        case .colon: "\":\""
        case .equals: "\"=\""
        case .at: "\"@\""
        case .bracketL: "\"[\""
        case .bracketR: "\"]\""
        case .braceL: "\"{\""
        case .pipe: "\"|\""
        case .braceR: "\"}\""
        case .name: "Name"
        case .int: "Int"
        case .float: "Float"
        case .string: "String"
        case .blockString: "BlockString"
        }
    }
}

/// A token: its kind and byte range. A string token's decoded value is kept by the
/// lexer (`LexerBuffers.stringValues[stringIndex]`), so that tokens stay plain values.
struct Token {
    var kind: TokenKind
    var start: Int
    var end: Int
    var stringIndex: Int32 = -1

    static let startOfFile = Token(kind: .startOfFile, start: 0, end: 0)
}
