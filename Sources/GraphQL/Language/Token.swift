/// The kinds of lexical tokens (the spec's "Tokens"); comments are skipped by the lexer.
public enum TokenKind: UInt8, Sendable {
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
    public var errorDescription: String {
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

/// A token: its kind and byte range; string tokens also carry their decoded value.
struct Token {
    var kind: TokenKind
    var start: Int
    var end: Int
    /// The decoded value of a string or block string (escapes resolved, dedented).
    var stringValue: String?

    static let startOfFile = Token(kind: .startOfFile, start: 0, end: 0, stringValue: nil)
}
