import Testing

@testable import GraphQL

/// The lexer's string buffers are kept in the scratch blocks from parse to parse
/// (`LexerBuffers`): a parse must see none of an earlier parse's strings, whether that
/// parse failed, had more strings, or grew a buffer past the kept capacity.
@Suite struct LexerBuffersTests {
    static func stringArguments(_ text: String) throws -> [String] {
        let document = try Parser.parse(text)
        guard case .operation(let operation) = document.definitions.first,
            case .field(let field) = operation.selectionSet.selections.first
        else {
            Issue.record("not an operation with a field")
            return []
        }
        return field.arguments.map { argument in
            if case .string(let value) = argument.value { return value.value }
            return "not a string"
        }
    }

    @Test func stringsOfEarlierParsesDoNotLeakIntoLaterOnes() throws {
        let large = (0..<4000).map { "line \($0) of a block string" }.joined(separator: "\n")
        #expect(large.utf8.count > LexerBuffers.keptCapacity)
        for _ in 0..<3 {
            #expect(
                try Self.stringArguments(#"{ f(a: "one", b: "t\u0077o", c: """three""", d: "four\n") }"#)
                    == ["one", "two", "three", "four\n"])
            #expect(throws: GraphQLError.self) { try Parser.parse(#"{ f(a: "x", b: "y\u0077", c: ) }"#) }
            #expect(try Self.stringArguments(#"{ f(a: "\u00e9") }"#) == ["é"])
            #expect(try Self.stringArguments("{ f(a: \"\"\"\(large)\"\"\") }") == [large])
            #expect(try Self.stringArguments("{ f(a: \"\"\"  indented\n    more\n  \"\"\") }") == ["  indented\nmore"])
        }
    }
}
