/// Hand-picked documents at the edges of the lexer, parser and printer: truncations at
/// every kind of construct, malformed numbers, strings and escapes, stray characters,
/// and block strings whose printing depends on indentation and quotes.
enum EdgeCaseDocuments {
    static let all: [String] = lexical + executable + typeSystem + printing

    static let lexical = [
        "", " ", "\n", "\r\n", "\r", ",", "# only a comment", "# comment\r\n#another", "\u{FEFF}", "\u{FEFF}{ a }",
        "{ a }\u{FEFF}", "{ a\u{FEFF}b }", "\"", "\"\"", "\"\"\"", "\"\"\"\"", "\"\"\"\"\"", "\"\"\"\"\"\"",
        "{ a(b: 01) }", "{ a(b: 00) }", "{ a(b: -01) }", "{ a(b: 1.) }", "{ a(b: .5) }", "{ a(b: -.5) }",
        "{ a(b: 1e) }", "{ a(b: 1E+) }", "{ a(b: 1.5e-) }", "{ a(b: 1.e5) }", "{ a(b: 123abc) }",
        "{ a(b: 1.5x) }", "{ a(b: 1.2.3) }", "{ a(b: 1..2) }", "{ a(b: 0x1F) }", "{ a(b: -) }",
        "{ a(b: -a) }", "{ a(b: +1) }", "{ a(b: 1_000) }", "{ a(b: 1e5.5) }", "{ a(b: 1\"s\") }",
        "{ a(b: 1$c) }", "{ a(b: 1.0_1) }", "{ a(b: 9007199254740993) }", "{ a(b: -0.0e-0) }",
        "{ a(b: 'x') }", "{ a ? }", "{ a . b }", "{ a .. b }", "{ a ....b }", "{ a \u{7} }", "{ a \u{0} }",
        "{ a \u{7F} }", "{ a \u{A0} }", "{ a 😀 }", "{ a é }", "{ a \u{2028} }", "{ a \u{FFFE} }", "{ a ~ }",
        "{ a \\ }", "{ a ; }", "{ a(b: \"\\u{1F600}\") }", "{ a(b: \"\\uD83D\\uDE00\") }", "{ a(b: \"\\uD83D\") }",
        "{ a(b: \"\\uDE00\") }", "{ a(b: \"\\uD83Dx\") }", "{ a(b: \"\\uD83D\\u0041\") }",
        "{ a(b: \"\\uD83D\\u{DE00}\") }", "{ a(b: \"\\u{D800}\") }", "{ a(b: \"\\u{110000}\") }",
        "{ a(b: \"\\u{FFFFFFFFF}\") }", "{ a(b: \"\\u{00000041}\") }", "{ a(b: \"\\u{}\") }",
        "{ a(b: \"\\u{41\") }", "{ a(b: \"\\u{-1}\") }", "{ a(b: \"\\u12\") }", "{ a(b: \"\\u12G4\") }",
        "{ a(b: \"\\uXYZW\") }", "{ a(b: \"\\q\") }", "{ a(b: \"\\\") }", "{ a(b: \"\\", "{ a(b: \"abc) }",
        "{ a(b: \"abc\n\") }", "{ a(b: \"abc\r\") }", "{ a(b: \"\u{1}\t\u{0}\u{1F}\") }",
        "{ a(b: \"\"\"abc) }", "{ a(b: \"\"\"a\\\"\"\"b\"\"\") }", "{ a(b: \"😀\\u{😀}\") }",
        "{ a(b: \"é\\ué\") }", "{ a(b: \"😀\\u0E9😀\") }",
    ]

    static let executable = [
        "{", "}", "{}", "{ a", "{ a }}", "query", "query Q", "query Q(", "query Q($", "query Q($a",
        "query Q($a:", "query Q($a: Int", "query Q($a: Int =", "query Q($a: Int = $b) { a }",
        "query Q($a: Int = 1) {", "query Q() { a }", "query Q($a: [Int!]! = [1] @d(x: 1)) { a }",
        "query ($a: Int) { a }", "query @d { a }", "mutation { a }", "subscription S { a }",
        "fragment", "fragment F", "fragment F on", "fragment F on T", "fragment on on on { a }",
        "fragment F on T @d { a }", "{ ... }", "{ ... on }", "{ ...on T { a } }", "{ ... on T }",
        "{ ... @d { a } }", "{ ...F @d }", "{ ...on }", "{ a(b: 1,) }", "{ a(b:) }", "{ a() }",
        "{ a(b: $) }", "{ a(b: $1) }", "{ a(b: $c) }", "{ a: }", "{ a: b: c }", "{ a @ }", "{ a @b( }",
        "{ a @b() }", "{ a(b: [1, [2, [3]]]) }", "{ a(b: {c: {d: []}}) }", "{ a(b: {}) }",
        "{ a(b: {c}) }", "{ a(b: {c: }) }", "{ a(b: [) }", "{ a(b: true, c: false, d: null, e: ENUM) }",
        "{ a(b: TRUE) }", "{ __typename }", "query query { query }", "{ a } { b }",
        "{ a(b: 1) @c(d: 2) { e } }", "{ alias: a(b: $v) @include(if: $w) }", "query { a } query",
        "subscription { a(b: \"\"\"\n  x\n\"\"\") }",
    ]

    static let typeSystem = [
        "type", "type T", "type T {", "type T {}", "type T { a }", "type T { a: }", "type T { a: Int",
        "type T { a(): Int }", "type T { a(b): Int }", "type T { a(b: Int = ): Int }", "type T implements",
        "type T implements & A", "type T implements A &", "type T implements A B", "type T implements A & B & C",
        "type T implements & A & B { a: [[Int!]!]! @d }", "interface I implements J & K { a: Int }",
        "union U", "union U =", "union U = | A", "union U = A |", "union U = A | B @d", "union U @d",
        "enum E { true }", "enum E { false }", "enum E { null }", "enum E {}", "enum E { A B, C }",
        "input I { a(b: Int): Int }", "input I { a: Int = 1 @d }", "input I {}", "scalar S @",
        "scalar S @d(a: 1)", "directive @d on", "directive @d on FOO", "directive @d on field",
        "directive @d repeatable on FIELD | QUERY", "directive @d on | FIELD", "directive d on FIELD",
        "directive @d(a: Int = 1 @e) on FIELD", "directive @d repeatable", "extend", "extend type T",
        "extend scalar S", "extend schema", "extend schema {}", "extend schema @d", "extend union U",
        "extend enum E", "extend input I", "extend interface I", "extend foo", "schema {}", "schema { query }",
        "schema { query: Q mutation: M subscription: S }", "schema { other: Q }",
        "\"\"\"desc\"\"\" schema { query: Q }", "\"desc\" scalar S", "\"desc\"", "\"desc\" \"more\" type T",
        "type T { \"desc\" a(\"arg\" b: Int): Int }", "enum E { \"desc\" A }",
        "type T { \"\"\"\"\"\" a: Int }",
    ]

    static let printing = [
        "type T { a(b: String = \"\"\"  \"\"\"): Int }",
        "{ a(b: \"\"\"\n\n\"\"\") }",
        "{ a(b: \"\"\" leading space\"\"\") }",
        "{ a(b: \"\"\"trailing quote\\\"\"\" \"\"\") }",
        "{ a(b: \"\"\"ends with quote\" \"\"\") }",
        "{ a(b: \"\"\"\\\"\"\"\"\"\") }",
        "{ a(b: \"\"\"\n    first\n  second\n\t\ttabs\n\"\"\") }",
        "{ a(b: \"\"\"\r\n  crlf\r\n  lines\r\n\"\"\") }",
        "{ a(b: \"\"\"\\\\\"\"\") }",
        "\"\"\"\n  block\n    indented\n\"\"\"\ntype T { a: Int }",
        "\"\"\"   \n\n  only\n\n  \"\"\" type T { a: Int }",
        "\"single line description\" type T { a: Int }",
        "\"with \\\"quotes\\\" and \\\\ and \\n newline\" type T { a: Int }",
        "{ a(b: \"\\u0000\\u001f\\u007f\\u0080\\u009f\\u00a0\") }",
        "{ a(b: \"\\b\\f\\n\\r\\t\\/\\\\\\\"\") }",
        "{ field(argumentNumberOne: \"a rather long string value\", argumentNumberTwo: 12345, three: [1, 2]) }",
        "{ field(argumentNumberOne: \"a rather long string value\", argumentNumberTwo: 1234) }",
        "{ a(b: {c: [1, {d: \"e\"}], f: {g: null}}) }",
        "query Q($a: Int = 1, $b: [String!]! = [\"x\"], $c: In = {a: [1.5]}) @d { a }",
        "type T { a(\"\"\"desc\"\"\" b: Int, c: Int): Int }",
        "directive @d(\"desc\" a: Int) repeatable on FIELD | QUERY",
    ]
}
