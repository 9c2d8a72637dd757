import Testing

@testable import GraphQL

/// Tokens, string values and numbers. Expected kinds, byte ranges and values come
/// from graphql-js 16.6 (its `Lexer`, and `parseValue(...).value`), with its
/// UTF-16 offsets converted to UTF-8 byte offsets.
@Suite struct LexerTests {
    /// The kind and byte range of every token of `text`, up to and including `<EOF>`.
    static func tokens(_ text: String) throws -> [Spelled] {
        var text = text
        let source = Source(text)
        let block = ScratchBlock.take()
        defer { ScratchBlock.giveBack(block) }
        return try text.withUTF8 { bytes in
            var lexer = Lexer(source: source, bytes: bytes, block: block)
            defer { lexer.finish() }
            var result: [Spelled] = []
            repeat {
                let token = try lexer.next()
                result.append(Spelled(kind: token.kind, start: token.start, end: token.end))
            } while result.last?.kind != .endOfFile
            return result
        }
    }

    struct Spelled: Equatable, CustomStringConvertible {
        var kind: TokenKind
        var start: Int
        var end: Int
        var description: String { "\(kind) \(start)..<\(end)" }
    }

    static let tokenCases: [(String, [(TokenKind, Int, Int)])] = [
        (
            "! $ & ( ) ... : = @ [ ] { | }",
            [
                (.bang, 0, 1), (.dollar, 2, 3), (.amp, 4, 5), (.parenL, 6, 7), (.parenR, 8, 9),
                (.spread, 10, 13), (.colon, 14, 15), (.equals, 16, 17), (.at, 18, 19),
                (.bracketL, 20, 21), (.bracketR, 22, 23), (.braceL, 24, 25), (.pipe, 26, 27),
                (.braceR, 28, 29), (.endOfFile, 29, 29),
            ]
        ),
        (
            #"name _x9 __typename 0 -12 1.5 -2e3 "s" """b""""#,
            [
                (.name, 0, 4), (.name, 5, 8), (.name, 9, 19), (.int, 20, 21), (.int, 22, 25),
                (.float, 26, 29), (.float, 30, 34), (.string, 35, 38), (.blockString, 39, 46),
                (.endOfFile, 46, 46),
            ]
        ),
        // BOM, comments, commas, tabs, CRLF and CR are skipped; offsets count UTF-8 bytes.
        (
            "\u{FEFF}# comment\r\n,,a\t,b # c\rc\n\"\u{E9}\"d",
            [(.name, 16, 17), (.name, 19, 20), (.name, 25, 26), (.string, 27, 31), (.name, 31, 32), (.endOfFile, 32, 32)]
        ),
        (
            "\"\"\"\n  \u{E9} \u{1F600}\n\"\"\"x",
            [(.blockString, 0, 17), (.name, 17, 18), (.endOfFile, 18, 18)]
        ),
        (
            "-0.0e+1 0 ...\"\u{E9}\" 1E1 a...b 0,1",
            [
                (.float, 0, 7), (.int, 8, 9), (.spread, 10, 13), (.string, 13, 17), (.float, 18, 21),
                (.name, 22, 23), (.spread, 23, 26), (.name, 26, 27), (.int, 28, 29), (.int, 30, 31),
                (.endOfFile, 31, 31),
            ]
        ),
        ("", [(.endOfFile, 0, 0)]),
        (" \t,\r\n# only trivia", [(.endOfFile, 18, 18)]),
    ]

    @Test(arguments: tokenCases)
    func lexesKindsAndRanges(text: String, expected: [(TokenKind, Int, Int)]) throws {
        #expect(try Self.tokens(text) == expected.map { Spelled(kind: $0.0, start: $0.1, end: $0.2) })
    }

    /// graphql-js's getTokenKindDesc: punctuators quoted, other kinds by name.
    @Test func describesKindsAsGraphQLJS() {
        let descriptions: [TokenKind: String] = [
            .startOfFile: "<SOF>", .endOfFile: "<EOF>", .bang: #""!""#, .dollar: #""$""#, .amp: #""&""#,
            .parenL: #""(""#, .parenR: #"")""#, .spread: #""...""#, .colon: #"":""#, .equals: #""=""#,
            .at: #""@""#, .bracketL: #""[""#, .bracketR: #""]""#, .braceL: #""{""#, .pipe: #""|""#,
            .braceR: #""}""#, .name: "Name", .int: "Int", .float: "Float", .string: "String",
            .blockString: "BlockString",
        ]
        #expect(descriptions.count == 21)
        for (kind, description) in descriptions {
            #expect(kind.errorDescription == description)
        }
    }

    // MARK: Strings

    /// Escapes: `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\uXXXX`, surrogate pairs, `\u{...}`.
    static let strings: [(String, String)] = [
        ("\"\"", ""),
        (#""simple""#, "simple"),
        (#""  spaces  ""#, "  spaces  "),
        (#""\u0041""#, "A"),
        (#""\u00e9\u00E9""#, "\u{E9}\u{E9}"),
        (#""\u{1F600}""#, "\u{1F600}"),
        (#""\u{41}""#, "A"),
        (#""\u{0041}""#, "A"),
        (#""\u{000041}""#, "A"),
        (#""\u{10FFFF}""#, "\u{10FFFF}"),
        (#""\u{0}""#, "\u{0}"),
        (#""\u{E000}""#, "\u{E000}"),
        (#""\uD83D\uDE00""#, "\u{1F600}"),
        (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
        (#""\ud83d\ude00""#, "\u{1F600}"),
        (#""\u{1f600}""#, "\u{1F600}"),
        (#""\" \\ \/ \b \f \n \r \t""#, "\" \\ / \u{8} \u{C} \n \r \t"),
        (#""a\"b""#, #"a"b"#),
        ("\"\u{E9}\u{1F600}\"", "\u{E9}\u{1F600}"),
        (#""x\u0041y\u{42}z""#, "xAyBz"),
        (#""\u0000""#, "\u{0}"),
        ("\"#not a comment\"", "#not a comment"),
        (#""\\u0041""#, #"\u0041"#),
        ("\"\u{7}\"", "\u{7}"),
        ("\"tab\there\"", "tab\there"),
    ]

    @Test(arguments: strings)
    func decodesString(literal: String, expected: String) throws {
        let value = try Parser.parseValue(Source(literal))
        #expect(value == .string(StringValue(value: expected, block: false, loc: Location(start: 0, end: literal.utf8.count))))
    }

    /// The spec's BlockStringValue(): common indentation (first line excluded) removed,
    /// leading and trailing blank lines dropped, `\"""` unescaped, line ends normalized.
    static let blockStrings: [(String, String)] = [
        ("\"\"\"\"\"\"", ""),
        ("\"\"\"simple\"\"\"", "simple"),
        ("\"\"\"  first line keeps  \"\"\"", "  first line keeps  "),
        ("\"\"\"\n    a\n      b\n    c\n\"\"\"", "a\n  b\nc"),
        ("\"\"\"first\n    a\n    b\"\"\"", "first\na\nb"),
        ("\"\"\"\n\n   \n  a\n \n\n\"\"\"", "a"),
        ("\"\"\"\n  a\n     \n  b\n\"\"\"", "a\n   \nb"),
        ("\"\"\"a \\\"\"\" b\"\"\"", #"a """ b"#),
        ("\"\"\"\\\"\"\"\"\"\"", "\"\"\""),
        ("\"\"\"\r\n  a\r\n  b\r\n\"\"\"", "a\nb"),
        ("\"\"\"\r  a\r  b\r\"\"\"", "a\nb"),
        ("\"\"\"\n\ta\n\t\tb\n\"\"\"", "a\n\tb"),
        ("\"\"\"\n \ta\n\t b\n\"\"\"", "a\nb"),
        ("\"\"\"   \n   \"\"\"", ""),
        ("\"\"\"   \n  a\n   b\"\"\"", "a\n b"),
        ("\"\"\"\n  \u{E9}\n  \u{1F600}\n\"\"\"", "\u{E9}\n\u{1F600}"),
        ("\"\"\"\\n \\u0041 \\t\"\"\"", #"\n \u0041 \t"#),
        ("\"\"\"  \n    indented\n  less\n\"\"\"", "  indented\nless"),
        ("\"\"\"a\n\n\nb\"\"\"", "a\n\n\nb"),
        ("\"\"\"\n    line\n  \"\"\"", "line"),
        ("\"\"\"\n  \\\"\"\"\n  x\n\"\"\"", "\"\"\"\nx"),
        ("\"\"\"a\"\"b\"c\"\"\"", #"a""b"c"#),
        ("\"\"\"\\\"\"\"\\\"\"\"\\\"\"\"\"\"\"", "\"\"\"\"\"\"\"\"\""),
        ("\"\"\"\n  a\\\n  b\n\"\"\"", "a\\\nb"),
        ("\"\"\"    \n\n    x\n        y\n\n    \"\"\"", "x\n    y"),
        ("\"\"\"\u{7}\"\"\"", "\u{7}"),
        ("\"\"\"  a\n  b\"\"\"", "  a\nb"),
    ]

    @Test(arguments: blockStrings)
    func dedentsBlockString(literal: String, expected: String) throws {
        let value = try Parser.parseValue(Source(literal))
        #expect(value == .string(StringValue(value: expected, block: true, loc: Location(start: 0, end: literal.utf8.count))))
    }

    /// String bodies are scanned eight bytes at a time. A quote, backslash or line end
    /// at any offset of a word is found, and bytes that equal one of them but for the
    /// high bit are not mistaken for it: U+00A2, U+00CA, U+00CD and U+0710 are UTF-8
    /// C2 A2, C3 8A, C3 8D and DC 90 (`"`, LF, CR and `\` are 22, 0A, 0D and 5C).
    /// Expected values follow from the spec directly: unescaped text is kept as is.
    @Test(arguments: 0..<17)
    func findsStringSpecialsAtEveryOffset(padding: Int) throws {
        let filler = String(repeating: "a", count: padding)
        let lookalikes = "\u{A2}\u{CA}\u{CD}\u{710}"
        for body in [filler, filler + lookalikes, lookalikes + filler, filler + lookalikes + filler] {
            func value(_ literal: String) throws -> String? {
                guard case .string(let string) = try Parser.parseValue(Source(literal)) else { return nil }
                return string.value
            }
            #expect(try value("\"" + body + "\"") == body)
            #expect(try value("\"" + body + #"\n"# + body + "\"") == body + "\n" + body)
            #expect(try value("\"\"\"" + body + #"\""""# + body + "\"\"\"") == body + "\"\"\"" + body)
            if !body.isEmpty {  // an empty body leaves two blank lines, which are dropped
                #expect(try value("\"\"\"" + body + "\n" + body + "\"\"\"") == body + "\n" + body)
            }
            let column = 2 + body.utf16.count
            for lineEnd in ["\n", "\r", ""] {
                #expect(throws: GraphQLError("Syntax Error: Unterminated string.", locations: [GraphQL.SourceLocation(line: 1, column: column)])) {
                    try Parser.parseValue(Source("\"" + body + lineEnd))
                }
            }
        }
    }

    // MARK: Numbers

    /// Int and Float literals keep their text.
    static let numbers: [(String, isFloat: Bool)] = [
        ("0", false), ("-0", false), ("7", false), ("-12", false),
        ("123456789012345678901234567890", false), ("9007199254740993", false),
        ("0.0", true), ("-0.0", true), ("1.5", true), ("1.5e10", true), ("1E-3", true), ("-1.0e+2", true),
        ("1e0", true), ("0e0", true), ("6.0221409e+23", true), ("-0.5E-10", true),
    ]

    @Test(arguments: numbers)
    func keepsNumberText(literal: String, isFloat: Bool) throws {
        let loc = Location(start: 0, end: literal.utf8.count)
        let expected: Value =
            isFloat
            ? .float(FloatValue(value: literal, loc: loc)) : .int(IntValue(value: literal, loc: loc))
        #expect(try Parser.parseValue(Source(literal)) == expected)
    }
}
