import Testing

@testable import GraphQL

/// `maxTokens` and `maxDepth`, and documents large enough to expose quadratic work
/// or unbounded recursion.
@Suite struct ParserLimitsTests {
    /// From graphql-js 16.6 `parse(text, { maxTokens })`, "more that" typo included.
    /// Comments do not count; the error is at the first token over the limit.
    static let tokenLimits: [SyntaxErrorCase] = [
        SyntaxErrorCase("{ a b c }", "Document contains more that 4 tokens. Parsing aborted.", 1, 9, maxTokens: 4),
        SyntaxErrorCase("{ a b c }", "Document contains more that 3 tokens. Parsing aborted.", 1, 7, maxTokens: 3),
        SyntaxErrorCase("# c\n{ a(x: 1) }", "Document contains more that 5 tokens. Parsing aborted.", 2, 8, maxTokens: 5),
        SyntaxErrorCase(#""d" type T { a: Int }"#, "Document contains more that 1 tokens. Parsing aborted.", 1, 5, maxTokens: 1),
        SyntaxErrorCase(#""d" type T { a: Int }"#, "Document contains more that 2 tokens. Parsing aborted.", 1, 10, maxTokens: 2),
        SyntaxErrorCase(#""d" type T { a: Int }"#, "Document contains more that 0 tokens. Parsing aborted.", 1, 1, maxTokens: 0),
        SyntaxErrorCase("[1, 2, 3]", "Document contains more that 4 tokens. Parsing aborted.", 1, 9, .parseValue, maxTokens: 4),
        SyntaxErrorCase("query Q($v: Int = 1) { a(x: $v) @d }", "Document contains more that 20 tokens. Parsing aborted.", 1, 36, maxTokens: 20),
    ]

    @Test(arguments: tokenLimits)
    func stopsAtTokenLimit(_ testCase: SyntaxErrorCase) {
        testCase.check()
    }

    /// A document with exactly `maxTokens` tokens parses (graphql-js 16.6 agrees).
    @Test func acceptsDocumentAtTokenLimit() throws {
        let document = try Parser.parse("query Q($v: Int = 1) { a(x: $v) @d }", options: ParseOptions(maxTokens: 21))
        #expect(document.definitions.count == 1)
        #expect(try Parser.parseValue(Source("[1, 2, 3]"), options: ParseOptions(maxTokens: 5)).loc == Location(start: 0, end: 9))
    }

    // MARK: Depth
    //
    // graphql-js has no depth limit (it overflows its stack); the message and the
    // position (the opening token one level too deep) are Quill's own. These tests
    // run on Swift Testing's worker threads, whose stacks are smaller than the main
    // thread's, so they also show that the default depth is safe there.

    static let tooDeep = 100_000
    static let depthError = "Document exceeds the maximum nesting depth of 256."

    @Test func rejectsDeeplyNestedListValue() {
        let text = String(repeating: "[", count: Self.tooDeep) + String(repeating: "]", count: Self.tooDeep)
        SyntaxErrorCase(text, Self.depthError, 1, 257, .parseValue).check()
        // The selection set is level 1, so list 256 is too deep.
        SyntaxErrorCase("{ a(x: " + text + ") }", Self.depthError, 1, 263).check()
    }

    @Test func rejectsDeeplyNestedObjectValue() {
        let text = String(repeating: "{a: ", count: Self.tooDeep) + "1" + String(repeating: "}", count: Self.tooDeep)
        SyntaxErrorCase(text, Self.depthError, 1, 1025, .parseConstValue).check()
    }

    @Test func rejectsDeeplyNestedSelections() {
        let text = String(repeating: "{ a ", count: Self.tooDeep) + String(repeating: "}", count: Self.tooDeep)
        SyntaxErrorCase(text, Self.depthError, 1, 1025).check()
    }

    @Test func rejectsDeeplyNestedListType() {
        let type = String(repeating: "[", count: Self.tooDeep) + "Int" + String(repeating: "]", count: Self.tooDeep)
        SyntaxErrorCase(type, Self.depthError, 1, 257, .parseType).check()
        SyntaxErrorCase("query ($v: " + type + ") { a }", Self.depthError, 1, 268).check()
        SyntaxErrorCase("type T { f: " + type + " }", Self.depthError, 1, 269).check()
    }

    /// Selection sets, lists and objects share one depth count.
    @Test func countsMixedNestingTogether() {
        func document(lists: Int) -> String {
            String(repeating: "{ a ", count: 100) + "b(x: " + String(repeating: "[{c: ", count: lists) + "1"
                + String(repeating: "}]", count: lists) + ")" + String(repeating: "}", count: 100)
        }
        // 100 selection sets, then lists holding an object each: 100 + 2 * 78 = 256 levels.
        #expect(throws: Never.self) { try Parser.parse(document(lists: 78)) }
        // Level 257 is the 79th list, at offset 400 + 5 + 5 * 78.
        SyntaxErrorCase(document(lists: 79), Self.depthError, 1, 796).check()
        // Level 101 is the first list.
        SyntaxErrorCase(document(lists: 78), "Document exceeds the maximum nesting depth of 100.", 1, 406, maxDepth: 100)
            .check()
    }

    /// Exactly `maxDepth` levels of each kind parse, at the default 256: the
    /// deepest recursion the parser allows does not overflow a worker thread's stack.
    @Test func acceptsDefaultMaximumDepth() throws {
        let depth = ParseOptions().maxDepth
        #expect(depth == 256)
        let list = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(try Parser.parseValue(Source(list)).loc == Location(start: 0, end: 2 * depth))
        let object = String(repeating: "{a: ", count: depth) + "1" + String(repeating: "}", count: depth)
        #expect(try Parser.parseConstValue(Source(object)).loc == Location(start: 0, end: object.utf8.count))
        let selections = String(repeating: "{ a ", count: depth) + String(repeating: "}", count: depth)
        #expect(try Parser.parse(selections).loc == Location(start: 0, end: selections.utf8.count))
        let type = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
        #expect(try Parser.parseType(Source(type)).namedType.name.value == "Int")
        SyntaxErrorCase("[" + list + "]", Self.depthError, 1, 257, .parseValue).check()
    }

    // MARK: Size

    /// 100 000 fields in about 1 MB, and a 1 MB string: no timing assertion, only
    /// that they parse (a quadratic parser would not finish in the test's time).
    @Test func parsesLargeDocuments() throws {
        var text = "{\n"
        for index in 0..<100_000 {
            text += "  field\(index)\n"
        }
        text += "}\n"
        #expect(text.utf8.count > 1_000_000)
        let document = try Parser.parse(text)
        guard case .operation(let operation) = document.definitions.first else {
            Issue.record("not an operation")
            return
        }
        #expect(operation.selectionSet.selections.count == 100_000)
        guard case .field(let last) = operation.selectionSet.selections.last else {
            Issue.record("not a field")
            return
        }
        #expect(last.name.value == "field99999")
        #expect(last.loc.end == text.utf8.count - 3)

        let long = String(repeating: "\u{E9}x", count: 350_000)
        let value = try Parser.parseValue(Source("\"" + long + "\""))
        #expect(value == .string(StringValue(value: long, block: false, loc: Location(start: 0, end: long.utf8.count + 2))))
    }
}
