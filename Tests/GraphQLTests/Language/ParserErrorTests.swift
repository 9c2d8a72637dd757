import Testing

@testable import GraphQL

/// Every syntax error the lexer and parser report, with message and line/column.
///
/// Unless a comment says otherwise, each expected message and location comes from
/// graphql-js 16.6 (`parse`, `parseValue`, `parseConstValue` or `parseType` on the
/// same text); "Syntax Error: " is prepended by the harness.
@Suite struct ParserErrorTests {
    /// Lexical errors: characters, strings, escapes and numbers.
    static let lexical: [SyntaxErrorCase] = [
        SyntaxErrorCase("{ a ? }", #"Unexpected character: "?"."#, 1, 5),
        SyntaxErrorCase("{ a \u{E9} }", "Unexpected character: U+00E9.", 1, 5),
        SyntaxErrorCase("{ a \u{1F600} }", "Unexpected character: U+1F600.", 1, 5),
        SyntaxErrorCase("\u{1F600} \u{E9}", "Unexpected character: U+1F600.", 1, 1),
        SyntaxErrorCase("{ a(x: 'b') }", #"Unexpected single quote character ('), did you mean to use a double quote (")?"#, 1, 8),
        SyntaxErrorCase(#"{ a(x: "b) }"#, "Unterminated string.", 1, 13),
        SyntaxErrorCase(#"{ a(x: "b"#, "Unterminated string.", 1, 10),
        SyntaxErrorCase(#"{ a(x: """b"#, "Unterminated string.", 1, 12),
        SyntaxErrorCase(#"{ a(x: "\x") }"#, #"Invalid character escape sequence: "\x"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\u{110000}") }"#, #"Invalid Unicode escape sequence: "\u{110000}"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\u{}") }"#, #"Invalid Unicode escape sequence: "\u{}"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\uD83D") }"#, #"Invalid Unicode escape sequence: "\uD83D"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\uDE00") }"#, #"Invalid Unicode escape sequence: "\uDE00"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\u{D800}") }"#, #"Invalid Unicode escape sequence: "\u{D800}"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\uXYZW") }"#, #"Invalid Unicode escape sequence: "\uXYZW"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\u12") }"#, #"Invalid Unicode escape sequence: "\u12")"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\u{12G}") }"#, #"Invalid Unicode escape sequence: "\u{12G"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\u{1234567}") }"#, #"Invalid Unicode escape sequence: "\u{1234567}"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\uD83D\u0041") }"#, #"Invalid Unicode escape sequence: "\uD83D"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\uD83Dx") }"#, #"Invalid Unicode escape sequence: "\uD83D"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\u{FFFFFFFF}") }"#, #"Invalid Unicode escape sequence: "\u{FFFFFFFF"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\u{0000000041}") }"#, #"Invalid Unicode escape sequence: "\u{000000004"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\u"#, #"Invalid Unicode escape sequence: "\u"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\"#, #"Invalid character escape sequence: "\"."#, 1, 9),
        SyntaxErrorCase("{ a(x: \"\u{E9}\\q\") }", #"Invalid character escape sequence: "\q"."#, 1, 10),
        SyntaxErrorCase(#"{ a(x: "\u{1F600") }"#, #"Invalid Unicode escape sequence: "\u{1F600""."#, 1, 9),
        SyntaxErrorCase("{ a(x: 01) }", #"Invalid number, unexpected digit after 0: "1"."#, 1, 9),
        SyntaxErrorCase("{ a(x: -01) }", #"Invalid number, unexpected digit after 0: "1"."#, 1, 10),
        SyntaxErrorCase("{ a(x: 1.) }", #"Invalid number, expected digit but got: ")"."#, 1, 10),
        SyntaxErrorCase("{ a(x: .5) }", #"Unexpected character: "."."#, 1, 8),
        SyntaxErrorCase("{ a(x: 1e) }", #"Invalid number, expected digit but got: ")"."#, 1, 10),
        SyntaxErrorCase("{ a(x: 1e+) }", #"Invalid number, expected digit but got: ")"."#, 1, 11),
        SyntaxErrorCase("{ a(x: 123abc) }", #"Invalid number, expected digit but got: "a"."#, 1, 11),
        SyntaxErrorCase("{ a(x: 1.2.3) }", #"Invalid number, expected digit but got: "."."#, 1, 11),
        SyntaxErrorCase("{ a(x: -a) }", #"Invalid number, expected digit but got: "a"."#, 1, 9),
        SyntaxErrorCase("{ a(x: 0x1) }", #"Invalid number, expected digit but got: "x"."#, 1, 9),
        SyntaxErrorCase("{ a(x: 1.e1) }", #"Invalid number, expected digit but got: "e"."#, 1, 10),
        SyntaxErrorCase("{ a(x: 1.5_) }", #"Invalid number, expected digit but got: "_"."#, 1, 11),
        SyntaxErrorCase("{ a(x: 1e5.1) }", #"Invalid number, expected digit but got: "."."#, 1, 11),
        SyntaxErrorCase("{ a(x: -) }", #"Invalid number, expected digit but got: ")"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: 1.") }"#, #"Invalid number, expected digit but got: '"'."#, 1, 10),
        SyntaxErrorCase(#"{ a(x: -") }"#, #"Invalid number, expected digit but got: '"'."#, 1, 9),
        SyntaxErrorCase("{ a(x: 00) }", #"Invalid number, unexpected digit after 0: "0"."#, 1, 9),
        SyntaxErrorCase("{ a(x: 1.\u{E9}) }", "Invalid number, expected digit but got: U+00E9.", 1, 10),
        SyntaxErrorCase("{ a(x: ..) }", #"Unexpected character: "."."#, 1, 8),
        SyntaxErrorCase("{ a(x: .) }", #"Unexpected character: "."."#, 1, 8),
        SyntaxErrorCase("{ ..a }", #"Unexpected character: "."."#, 1, 3),
        SyntaxErrorCase("query Q { a } ; ", #"Unexpected character: ";"."#, 1, 15),
        SyntaxErrorCase("{ a }\u{0}", "Unexpected character: U+0000.", 1, 6),
        SyntaxErrorCase("{ a }\u{7}", "Unexpected character: U+0007.", 1, 6),
        SyntaxErrorCase("{ a }\u{7F}", "Unexpected character: U+007F.", 1, 6),
        SyntaxErrorCase(#"{ a(x: "\uD800\uD800") }"#, #"Invalid Unicode escape sequence: "\uD800"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\u{DFFF}") }"#, #"Invalid Unicode escape sequence: "\u{DFFF}"."#, 1, 9),
        SyntaxErrorCase("\u{E9}", "Unexpected character: U+00E9.", 1, 1, .parseValue),
        SyntaxErrorCase("\"\u{E9}\" \u{E9}", "Unexpected character: U+00E9.", 1, 5, .parseValue),
        SyntaxErrorCase("\"\u{1F600}\" \u{1F600}", "Unexpected character: U+1F600.", 1, 6, .parseValue),
        SyntaxErrorCase("\"\u{1F600}\\z\"", #"Invalid character escape sequence: "\z"."#, 1, 4, .parseValue),
        SyntaxErrorCase("\"\u{1F600}\\u{ZZ}\"", #"Invalid Unicode escape sequence: "\u{Z"."#, 1, 4, .parseValue),
        SyntaxErrorCase(#"{ a(x: "\u{1F600}\u{1F60") }"#, #"Invalid Unicode escape sequence: "\u{1F60""."#, 1, 18),
        SyntaxErrorCase(#"{ a(x: "\u{10FFFF") }"#, #"Invalid Unicode escape sequence: "\u{10FFFF""."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\u{-1}") }"#, #"Invalid Unicode escape sequence: "\u{-"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\u{ 41}") }"#, #"Invalid Unicode escape sequence: "\u{ "."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\uD83D\uDE0") }"#, #"Invalid Unicode escape sequence: "\uD83D"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\uD83D\u{DE00}") }"#, #"Invalid Unicode escape sequence: "\uD83D"."#, 1, 9),
        SyntaxErrorCase(#"{ a(x: "\uD83D\\uDE00") }"#, #"Invalid Unicode escape sequence: "\uD83D"."#, 1, 9),
        SyntaxErrorCase("{ a(x: \"\\u00\u{1F600}\") }", "Invalid Unicode escape sequence: \"\\u00\u{1F600}\".", 1, 9),
        SyntaxErrorCase("{ a(x: \"\\\u{E9}\") }", "Invalid character escape sequence: \"\\\u{E9}\".", 1, 9),
        SyntaxErrorCase("{ a(x: 1\u{E9}) }", "Unexpected character: U+00E9.", 1, 9),
        SyntaxErrorCase("{ a(x: 1\u{1F600}) }", "Unexpected character: U+1F600.", 1, 9),
        SyntaxErrorCase("\u{E9}\u{E9} ?", "Unexpected character: U+00E9.", 1, 1),
        SyntaxErrorCase("\"\u{E9}\" ?", #"Unexpected character: "?"."#, 1, 5),
        SyntaxErrorCase("\"\u{1F600}\" ?", #"Unexpected character: "?"."#, 1, 6),
        SyntaxErrorCase("{ a(x: \"\"\"\u{1F600}\"\"\") ? }", #"Unexpected character: "?"."#, 1, 18),
        SyntaxErrorCase("{ a }\t?", #"Unexpected character: "?"."#, 1, 7),
        SyntaxErrorCase("{ a }\u{B}?", "Unexpected character: U+000B.", 1, 6),
        SyntaxErrorCase("{ a }\u{C}?", "Unexpected character: U+000C.", 1, 6),
        SyntaxErrorCase("{ a }\u{A0}?", "Unexpected character: U+00A0.", 1, 6),
        SyntaxErrorCase("{ a }\u{2028}?", "Unexpected character: U+2028.", 1, 6),
        SyntaxErrorCase("query Q { a } fragment F on T { a } extend type X { b: Int } ?", #"Unexpected character: "?"."#, 1, 62),
    ]

    /// Parser errors: expected and unexpected tokens, reserved names, constants, extensions.
    static let syntactic: [SyntaxErrorCase] = [
        SyntaxErrorCase("{ a(x: 1", "Expected Name, found <EOF>.", 1, 9),
        SyntaxErrorCase("{", "Expected Name, found <EOF>.", 1, 2),
        SyntaxErrorCase("{ a(x 1) }", #"Expected ":", found Int "1"."#, 1, 7),
        SyntaxErrorCase("{ a(x: 1 }", #"Expected Name, found "}"."#, 1, 10),
        SyntaxErrorCase("x", #"Unexpected Name "x"."#, 1, 1),
        SyntaxErrorCase("query { a } x", #"Unexpected Name "x"."#, 1, 13),
        SyntaxErrorCase("", "Unexpected <EOF>.", 1, 1),
        SyntaxErrorCase("   ", "Unexpected <EOF>.", 1, 4),
        SyntaxErrorCase("# only a comment", "Unexpected <EOF>.", 1, 17),
        SyntaxErrorCase("fragment on on T { a }", #"Unexpected Name "on"."#, 1, 10),
        SyntaxErrorCase("{ ...on }", #"Expected Name, found "}"."#, 1, 9),
        SyntaxErrorCase("fragment F T { a }", #"Expected "on", found Name "T"."#, 1, 12),
        SyntaxErrorCase("fragment F on { a }", #"Expected Name, found "{"."#, 1, 15),
        SyntaxErrorCase("enum E { true }", #"Name "true" is reserved and cannot be used for an enum value."#, 1, 10),
        SyntaxErrorCase("enum E { false }", #"Name "false" is reserved and cannot be used for an enum value."#, 1, 10),
        SyntaxErrorCase("enum E { null }", #"Name "null" is reserved and cannot be used for an enum value."#, 1, 10),
        SyntaxErrorCase(#"enum E { "true" }"#, #"Expected Name, found "}"."#, 1, 17),
        SyntaxErrorCase(#"enum E { "desc" null }"#, #"Name "null" is reserved and cannot be used for an enum value."#, 1, 17),
        SyntaxErrorCase(#"enum E { """true""" }"#, #"Expected Name, found "}"."#, 1, 21),
        SyntaxErrorCase("query ($x: Int = $y) { a }", #"Unexpected variable "$y" in constant value."#, 1, 18),
        SyntaxErrorCase("type T { f(a: Int = $x): Int }", #"Unexpected variable "$x" in constant value."#, 1, 21),
        SyntaxErrorCase("type T @d(a: $x) { f: Int }", #"Unexpected variable "$x" in constant value."#, 1, 14),
        SyntaxErrorCase("query ($x: Int = $) { a }", #"Unexpected "$"."#, 1, 18),
        SyntaxErrorCase("extend type X", "Unexpected <EOF>.", 1, 14),
        SyntaxErrorCase("extend schema", "Unexpected <EOF>.", 1, 14),
        SyntaxErrorCase("extend scalar S", "Unexpected <EOF>.", 1, 16),
        SyntaxErrorCase("extend interface I", "Unexpected <EOF>.", 1, 19),
        SyntaxErrorCase("extend union U", "Unexpected <EOF>.", 1, 15),
        SyntaxErrorCase("extend enum E", "Unexpected <EOF>.", 1, 14),
        SyntaxErrorCase("extend input I", "Unexpected <EOF>.", 1, 15),
        SyntaxErrorCase("extend foo X", #"Unexpected Name "foo"."#, 1, 8),
        SyntaxErrorCase("extend", "Unexpected <EOF>.", 1, 7),
        SyntaxErrorCase("extend type X {}", #"Expected Name, found "}"."#, 1, 16),
        SyntaxErrorCase("directive @d on FIELD | UNKNOWN", #"Unexpected Name "UNKNOWN"."#, 1, 25),
        SyntaxErrorCase("directive @d on field", #"Unexpected Name "field"."#, 1, 17),
        SyntaxErrorCase("directive @d FIELD", #"Expected "on", found Name "FIELD"."#, 1, 14),
        SyntaxErrorCase("directive d on FIELD", #"Expected "@", found Name "d"."#, 1, 11),
        SyntaxErrorCase(#""desc""#, "Unexpected <EOF>.", 1, 7),
        SyntaxErrorCase(#""desc" 1"#, #"Unexpected Int "1"."#, 1, 8),
        SyntaxErrorCase("notakeyword { a }", #"Unexpected Name "notakeyword"."#, 1, 1),
        SyntaxErrorCase("query Q", #"Expected "{", found <EOF>."#, 1, 8),
        SyntaxErrorCase("{ a { } }", #"Expected Name, found "}"."#, 1, 7),
        SyntaxErrorCase("{ a @ }", #"Expected Name, found "}"."#, 1, 7),
        SyntaxErrorCase("{ a(x: [1, }", #"Unexpected "}"."#, 1, 12),
        SyntaxErrorCase("{ a(x: {b 1}) }", #"Expected ":", found Int "1"."#, 1, 11),
        SyntaxErrorCase("{ a(x: {b: 1) }", #"Expected Name, found ")"."#, 1, 13),
        SyntaxErrorCase("type T { f: }", #"Expected Name, found "}"."#, 1, 13),
        SyntaxErrorCase("type T { f: [Int }", #"Expected "]", found "}"."#, 1, 18),
        SyntaxErrorCase("type T implements { f: Int }", #"Expected Name, found "{"."#, 1, 19),
        SyntaxErrorCase("union U = | ", "Expected Name, found <EOF>.", 1, 13),
        SyntaxErrorCase("schema { foo: Q }", #"Unexpected Name "foo"."#, 1, 10),
        SyntaxErrorCase("schema { query Q }", #"Expected ":", found Name "Q"."#, 1, 16),
        SyntaxErrorCase("input I { f(x: Int): Int }", #"Expected ":", found "("."#, 1, 12),
        SyntaxErrorCase("scalar", "Expected Name, found <EOF>.", 1, 7),
        SyntaxErrorCase("query ($x) { a }", #"Expected ":", found ")"."#, 1, 10),
        SyntaxErrorCase("query (x: Int) { a }", #"Expected "$", found Name "x"."#, 1, 8),
        SyntaxErrorCase("mutation M", #"Expected "{", found <EOF>."#, 1, 11),
        SyntaxErrorCase("{ a: }", #"Expected Name, found "}"."#, 1, 6),
        SyntaxErrorCase("{ a: b: c }", #"Expected Name, found ":"."#, 1, 7),
        SyntaxErrorCase("{ ... }", #"Expected "{", found "}"."#, 1, 7),
        SyntaxErrorCase("{ ... on }", #"Expected Name, found "}"."#, 1, 10),
        SyntaxErrorCase("{ ... @d }", #"Expected "{", found "}"."#, 1, 10),
        SyntaxErrorCase(#"{ a "b" }"#, #"Expected Name, found String "b"."#, 1, 5),
        SyntaxErrorCase(#"{ a """b""" }"#, #"Expected Name, found BlockString "b"."#, 1, 5),
        SyntaxErrorCase("{ a 1.5 }", #"Expected Name, found Float "1.5"."#, 1, 5),
        SyntaxErrorCase("{ a 1 }", #"Expected Name, found Int "1"."#, 1, 5),
        SyntaxErrorCase("{ a $b }", #"Expected Name, found "$"."#, 1, 5),
        SyntaxErrorCase("{ a & }", #"Expected Name, found "&"."#, 1, 5),
        SyntaxErrorCase("{ a | }", #"Expected Name, found "|"."#, 1, 5),
        SyntaxErrorCase("{ a = }", #"Expected Name, found "="."#, 1, 5),
        SyntaxErrorCase("{ a ! }", #"Expected Name, found "!"."#, 1, 5),
        SyntaxErrorCase("{ a [ }", #"Expected Name, found "["."#, 1, 5),
        SyntaxErrorCase("{ a ] }", #"Expected Name, found "]"."#, 1, 5),
        SyntaxErrorCase("{ a ) }", #"Expected Name, found ")"."#, 1, 5),
        SyntaxErrorCase("{ a ... }", #"Expected "{", found "}"."#, 1, 9),
        SyntaxErrorCase("{ a } }", #"Unexpected "}"."#, 1, 7),
        SyntaxErrorCase(#"enum E { "d" "true" }"#, #"String "true" is reserved and cannot be used for an enum value."#, 1, 14),
        SyntaxErrorCase(#"enum E { "d" """null""" }"#, #"BlockString "null" is reserved and cannot be used for an enum value."#, 1, 14),
        SyntaxErrorCase(#"fragment "on" on T { a }"#, #"Unexpected String "on"."#, 1, 10),
        SyntaxErrorCase("$x", #"Unexpected variable "$x" in constant value."#, 1, 1, .parseConstValue),
        SyntaxErrorCase("[1, $x]", #"Unexpected variable "$x" in constant value."#, 1, 5, .parseConstValue),
        SyntaxErrorCase("{a: $x}", #"Unexpected variable "$x" in constant value."#, 1, 5, .parseConstValue),
        SyntaxErrorCase("1 2", #"Expected <EOF>, found Int "2"."#, 1, 3, .parseValue),
        SyntaxErrorCase("", "Unexpected <EOF>.", 1, 1, .parseValue),
        SyntaxErrorCase("{a 1}", #"Expected ":", found Int "1"."#, 1, 4, .parseValue),
        SyntaxErrorCase("[Int", #"Expected "]", found <EOF>."#, 1, 5, .parseType),
        SyntaxErrorCase("Int!!", #"Expected <EOF>, found "!"."#, 1, 5, .parseType),
        SyntaxErrorCase("!", #"Expected Name, found "!"."#, 1, 1, .parseType),
        SyntaxErrorCase("", "Expected Name, found <EOF>.", 1, 1, .parseType),
        SyntaxErrorCase("[]", #"Expected Name, found "]"."#, 1, 2, .parseType),
        SyntaxErrorCase("[Int!]! x", #"Expected <EOF>, found Name "x"."#, 1, 9, .parseType),
        SyntaxErrorCase("1", #"Expected Name, found Int "1"."#, 1, 1, .parseType),
    ]

    /// Line and column counting: CRLF, CR, BOM, comments, and multi-line block strings.
    static let positions: [SyntaxErrorCase] = [
        SyntaxErrorCase("{ a(x: \"b\n\") }", "Unterminated string.", 1, 10),
        SyntaxErrorCase("{ a }\r\n{ b }\r\n?", #"Unexpected character: "?"."#, 3, 1),
        SyntaxErrorCase("{ a }\r{ b }\r?", #"Unexpected character: "?"."#, 3, 1),
        SyntaxErrorCase("{ a }\n\r\n\r?", #"Unexpected character: "?"."#, 4, 1),
        SyntaxErrorCase("\u{FEFF}{ a ?", #"Unexpected character: "?"."#, 1, 6),
        SyntaxErrorCase("\u{FEFF}?", #"Unexpected character: "?"."#, 1, 2),
        SyntaxErrorCase("{ a(x: \"\"\"\n  one\n  two\n\"\"\") ? }", #"Unexpected character: "?"."#, 4, 6),
        SyntaxErrorCase("{ a(x: \"\"\"one\r\ntwo\r\n\"\"\") \u{E9} }", "Unexpected character: U+00E9.", 3, 6),
        SyntaxErrorCase("{ a(x: \"\"\"\n one \\\"\"\" \n\"\"\") ? }", #"Unexpected character: "?"."#, 3, 6),
        SyntaxErrorCase("{ a }\n\n  \u{E9}", "Unexpected character: U+00E9.", 3, 3),
        SyntaxErrorCase("{ a }\r\n\r\n  ?", #"Unexpected character: "?"."#, 3, 3),
        SyntaxErrorCase("{ a(x: \"\"\"\r\n\r\n\"\"\" ?", #"Unexpected character: "?"."#, 3, 5),
        SyntaxErrorCase("{ a(x: \"\"\"\r\r\"\"\" ?", #"Unexpected character: "?"."#, 3, 5),
        SyntaxErrorCase("{ a(x: \"\"\"\n\n", "Unterminated string.", 3, 1),
        SyntaxErrorCase("{ a(x: \"\"\"\n \\\"\"\"\"\"\"\"\"\"\n\"\"\")} ?", #"Expected Name, found BlockString ""."#, 2, 9),
        SyntaxErrorCase("{ a }\u{FEFF}\u{FEFF} ?", #"Unexpected character: "?"."#, 1, 9),
        SyntaxErrorCase("{ a } # comment \u{E9}\n ?", #"Unexpected character: "?"."#, 2, 2),
        SyntaxErrorCase("{ a } # comment \r ?", #"Unexpected character: "?"."#, 2, 2),
    ]

    /// The September 2025 edition's executable descriptions, with graphql-js 17's
    /// wording (graphql-js 16.6 rejects every description before an executable
    /// definition with "descriptions are supported only on type definitions").
    static let descriptions: [SyntaxErrorCase] = [
        SyntaxErrorCase(#""desc" { a }"#, "Unexpected description, descriptions are not supported on shorthand queries.", 1, 1),
        SyntaxErrorCase("\"\"\"desc\"\"\"\n{ a }", "Unexpected description, descriptions are not supported on shorthand queries.", 1, 1),
        SyntaxErrorCase(#"query Q { a } "desc" { b }"#, "Unexpected description, descriptions are not supported on shorthand queries.", 1, 15),
        SyntaxErrorCase(#""desc" extend type X { a: Int }"#, "Unexpected description, only GraphQL definitions support descriptions.", 1, 1),
        SyntaxErrorCase(
            "type A { a: Int }\n\"\"\"desc\"\"\" extend scalar S @d", "Unexpected description, only GraphQL definitions support descriptions.", 2, 1),
        // A description before a variable is allowed; one before the `(` is not.
        SyntaxErrorCase(#"query Q "desc" ($x: Int) { a }"#, #"Expected "{", found String "desc"."#, 1, 9),
        SyntaxErrorCase(#"query Q($x: Int "desc") { a }"#, #"Expected "$", found ")"."#, 1, 23),
    ]

    @Test(arguments: lexical)
    func lexicalError(_ testCase: SyntaxErrorCase) {
        testCase.check()
    }

    @Test(arguments: syntactic)
    func syntaxError(_ testCase: SyntaxErrorCase) {
        testCase.check()
    }

    @Test(arguments: positions)
    func errorPosition(_ testCase: SyntaxErrorCase) {
        testCase.check()
    }

    @Test(arguments: descriptions)
    func descriptionError(_ testCase: SyntaxErrorCase) {
        testCase.check()
    }

    /// graphql-js 17 (and 16.6, in its own wording) reports a description before
    /// any name that does not start a definition at the description itself.
    @Test
    func descriptionBeforeUnknownName() {
        SyntaxErrorCase(#""desc" foo"#, "Unexpected description, only GraphQL definitions support descriptions.", 1, 1).check()
    }

    /// graphql-js quotes the first two UTF-16 units of an escape, which can split a
    /// surrogate pair; a Swift string cannot hold the lone surrogate, so the message
    /// has U+FFFD where graphql-js 16.6 has the lone high surrogate U+D83D.
    @Test func escapeOfAnAstralCharacterQuotesAReplacementCharacter() {
        SyntaxErrorCase("{ a(x: \"\\\u{1F600}\") }", "Invalid character escape sequence: \"\\\u{FFFD}\".", 1, 9).check()
        SyntaxErrorCase("{ a(x: \"\\u{\u{1F600}}\") }", "Invalid Unicode escape sequence: \"\\u{\u{FFFD}\".", 1, 9).check()
    }
}

/// A document (or value, or type) and the syntax error parsing it must throw.
struct SyntaxErrorCase: Sendable, CustomTestStringConvertible {
    enum Entry: Sendable {
        case parse, parseValue, parseConstValue, parseType
    }

    let source: String
    let message: String
    let line: Int
    let column: Int
    let entry: Entry
    let options: ParseOptions

    /// `message` is without the "Syntax Error: " prefix.
    init(
        _ source: String, _ message: String, _ line: Int, _ column: Int, _ entry: Entry = .parse,
        maxTokens: Int? = nil, maxDepth: Int = ParseOptions().maxDepth
    ) {
        self.source = source
        self.message = message
        self.line = line
        self.column = column
        self.entry = entry
        self.options = ParseOptions(maxTokens: maxTokens, maxDepth: maxDepth)
    }

    /// The entry point and the source, cut short: some sources are 100 000 characters.
    var testDescription: String {
        let shown = source.count > 80 ? String(source.prefix(80)) + "…" : source
        return "\(entry) \(shown.debugDescription)"
    }

    func check(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let expected = GraphQLError(
            "Syntax Error: " + message, locations: [GraphQL.SourceLocation(line: line, column: column)])
        #expect(throws: expected, sourceLocation: sourceLocation) {
            let source = Source(source)
            switch entry {
            case .parse: _ = try Parser.parse(source, options: options)
            case .parseValue: _ = try Parser.parseValue(source, options: options)
            case .parseConstValue: _ = try Parser.parseConstValue(source, options: options)
            case .parseType: _ = try Parser.parseType(source, options: options)
            }
        }
    }
}
