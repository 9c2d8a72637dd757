import Foundation
import Testing

@testable import GraphQL

/// Expected outputs in this file and in Fixtures/printer/expected/ come from
/// graphql-js 16.6 `print` (and `print` of a StringValue node for block strings),
/// except the executable-description cases, which follow graphql-js 17's printer.
@Suite struct PrinterTests {

    static let fixtureCases = [
        "printer/executable.graphql", "printer/long-arguments.graphql",
        "printer/strings.graphql", "printer/type-system.graphql",
        "corpus/schema.graphql", "corpus/github-schema.graphql",
        "corpus/operations/app.graphql", "corpus/operations/introspection.graphql",
        "corpus/operations/kitchen-sink.graphql", "corpus/operations/large.graphql",
        "corpus/operations/list.graphql",
    ]

    @Test(arguments: fixtureCases)
    func printsFixtureAsGraphQLJS(path: String) throws {
        let input = try String(contentsOf: Fixtures.url(path), encoding: .utf8)
        let expectedName = path.hasPrefix("printer/") ? String(path.dropFirst("printer/".count)) : path
        let expected = try String(
            contentsOf: Fixtures.url("printer/expected/" + expectedName),
            encoding: .utf8)
        let printed = Printer.print(try Parser.parse(input))
        #expect(printed == expected)
        #expect(printed.utf8.elementsEqual(expected.utf8))
        if printed != expected {
            let printedLines = printed.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            if let line = printedLines.indices.first(where: { $0 >= expectedLines.count || printedLines[$0] != expectedLines[$0] }) {
                Issue.record(
                    "line \(line + 1): got \(printedLines[line].debugDescription), want \(expectedLines.indices.contains(line) ? expectedLines[line].debugDescription : "end")"
                )
            }
        }
    }

    // MARK: String values

    static let blockStrings: [(value: String, printed: String)] = [
        ("", "\"\"\"\"\"\""),
        ("one line", "\"\"\"one line\"\"\""),
        ("  leading space", "\"\"\"  leading space\"\"\""),
        ("\tleading tab", "\"\"\"\tleading tab\"\"\""),
        ("trailing quote\"", "\"\"\"\ntrailing quote\"\n\"\"\""),
        ("trailing slash\\", "\"\"\"\ntrailing slash\\\n\"\"\""),
        ("quote and slash\\\"", "\"\"\"\nquote and slash\\\"\n\"\"\""),
        ("triple \"\"\" inside", "\"\"\"triple \\\"\"\" inside\"\"\""),
        ("ends with \"\"\"", "\"\"\"\nends with \\\"\"\"\n\"\"\""),
        ("ends with \"\"\"\"", "\"\"\"\nends with \\\"\"\"\"\n\"\"\""),
        ("\"\"\"", "\"\"\"\n\\\"\"\"\n\"\"\""),
        ("\"\"\"\"\"\"", "\"\"\"\n\\\"\"\"\\\"\"\"\n\"\"\""),
        ("\"", "\"\"\"\n\"\n\"\"\""),
        ("first\n  second", "\"\"\"\nfirst\n  second\n\"\"\""),
        ("  first\nsecond", "\"\"\"\n  first\nsecond\n\"\"\""),
        ("\nleading line break", "\"\"\"\n\nleading line break\n\"\"\""),
        ("trailing line break\n", "\"\"\"\ntrailing line break\n\n\"\"\""),
        ("a\n\nb", "\"\"\"\na\n\nb\n\"\"\""),
        ("a\n   \nb", "\"\"\"\na\n   \nb\n\"\"\""),
        ("windows\r\nline", "\"\"\"\nwindows\r\nline\n\"\"\""),
        ("cr\ronly", "\"\"\"\ncr\ronly\n\"\"\""),
        ("first\n  indented\n  all", "\"\"\"\nfirst\n  indented\n  all\n\"\"\""),
        ("  all\n  indented", "\"\"\"\n  all\n  indented\n\"\"\""),
        ("\n  \n", "\"\"\"\n\n  \n\n\"\"\""),
        (" ", "\"\"\" \"\"\""),
        (
            "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "\"\"\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"\"\""
        ),
        (
            "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "\"\"\"\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n\"\"\""
        ),
        (
            "ééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé",
            "\"\"\"\nééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé\n\"\"\""
        ),
        ("😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀", "\"\"\"😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀\"\"\""),
        ("😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀", "\"\"\"\n😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀\n\"\"\""),
        (" \"quoted\" ", "\"\"\" \"quoted\" \"\"\""),
        ("tab\tinside", "\"\"\"tab\tinside\"\"\""),
    ]

    static let quotedStrings: [(value: String, printed: String)] = [
        ("", "\"\""),
        ("plain", "\"plain\""),
        ("\"", "\"\\\"\""),
        ("\\", "\"\\\\\""),
        ("/", "\"/\""),
        ("é ü", "\"é ü\""),
        ("😀", "\"😀\""),
        ("\u{2028}\u{2029}", "\"\u{2028}\u{2029}\""),
        ("\u{A0}", "\"\u{A0}\""),
        ("\u{7F}", "\"\\u007F\""),
        ("\u{80}", "\"\\u0080\""),
        ("\u{85}", "\"\\u0085\""),
        ("\u{9F}", "\"\\u009F\""),
        (
            "\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\t\n\u{B}\u{C}\r\u{E}\u{F}\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}",
            "\"\\u0000\\u0001\\u0002\\u0003\\u0004\\u0005\\u0006\\u0007\\b\\t\\n\\u000B\\f\\r\\u000E\\u000F\\u0010\\u0011\\u0012\\u0013\\u0014\\u0015\\u0016\\u0017\\u0018\\u0019\\u001A\\u001B\\u001C\\u001D\\u001E\\u001F\""
        ),
    ]

    @Test(arguments: blockStrings)
    func printsBlockString(value: String, printed: String) {
        let output = Printer.print(Value.string(StringValue(value: value, block: true, loc: noLocation)))
        #expect(output == printed)
        #expect(output.utf8.elementsEqual(printed.utf8))
    }

    @Test(arguments: quotedStrings)
    func printsQuotedString(value: String, printed: String) {
        let output = Printer.print(Value.string(StringValue(value: value, block: false, loc: noLocation)))
        #expect(output == printed)
        #expect(output.utf8.elementsEqual(printed.utf8))
    }

    /// Found by the fuzzer (Fuzz/regressions/print-shorthand-query-after-empty-block.graphql):
    /// a shorthand query printed after a definition without a field block reads back as
    /// that block. graphql-js 16.6 prints exactly this, and Quill prints as graphql-js does.
    @Test func printsShorthandQueryAfterBodilessDefinitionAsGraphQLJS() throws {
        let document = try Parser.parse("interface B implements A query{ a: String }")
        let printed = Printer.print(document)
        #expect(printed == "interface B implements A\n\n{\n  a: String\n}")
        let reparsed = try Parser.parse(printed)
        #expect(reparsed.definitions.count == 1)
    }

    // MARK: Entry points for parts of a document

    @Test func printsValue() throws {
        let value = try Parser.parseValue(Source(#"{a: [1, 2.5, "x", $v, ENUM, null, true], b: {}, c: []}"#))
        #expect(Printer.print(value) == #"{a: [1, 2.5, "x", $v, ENUM, null, true], b: {}, c: []}"#)
    }

    @Test func printsType() throws {
        #expect(Printer.print(try Parser.parseType(Source("[ [Int!] ]!"))) == "[[Int!]]!")
    }

    @Test func printsSelectionsAndSelectionSets() throws {
        let document = try Parser.parse("{ a: b(x: 1) @d { c ...F ... on T { d } } }")
        guard case .operation(let operation) = document.definitions.first,
            case .field(let field) = operation.selectionSet.selections.first,
            let selections = field.selectionSet?.selections
        else {
            Issue.record("unexpected document shape")
            return
        }
        #expect(Printer.print(SelectionNode.field(field)) == "a: b(x: 1) @d {\n  c\n  ...F\n  ... on T {\n    d\n  }\n}")
        #expect(Printer.print(selections[1]) == "...F")
        #expect(
            Printer.print(operation.selectionSet)
                == "{\n  a: b(x: 1) @d {\n    c\n    ...F\n    ... on T {\n      d\n    }\n  }\n}")
    }

    @Test func printsDefinition() throws {
        let document = try Parser.parse("type T implements I @d { a(x: Int): [T!]! }")
        let definition = try #require(document.definitions.first)
        #expect(Printer.print(definition) == "type T implements I @d {\n  a(x: Int): [T!]!\n}")
    }

    /// Hand-built nodes that no parser produces: graphql-js prints an empty selection
    /// set as nothing and drops definitions that print as nothing.
    @Test func printsEmptySelectionSetsAsGraphQLJS() {
        let empty = SelectionSetNode(selections: [], loc: noLocation)
        func query(_ name: String?, _ selectionSet: SelectionSetNode) -> Definition {
            .operation(
                OperationDefinition(
                    operation: .query, name: name.map { Name(value: $0, loc: noLocation) },
                    variableDefinitions: [], directives: [], selectionSet: selectionSet, loc: noLocation))
        }
        let fragment = Definition.fragment(
            FragmentDefinition(
                name: Name(value: "F", loc: noLocation),
                typeCondition: NamedType(name: Name(value: "T", loc: noLocation), loc: noLocation),
                directives: [], selectionSet: empty, loc: noLocation))
        let selections = SelectionSetNode(
            selections: [
                .field(
                    Field(
                        alias: nil, name: Name(value: "f", loc: noLocation), arguments: [], directives: [],
                        selectionSet: empty, loc: noLocation)),
                .inlineFragment(InlineFragmentNode(typeCondition: nil, directives: [], selectionSet: empty, loc: noLocation)),
            ], loc: noLocation)
        let document = Document(
            definitions: [query(nil, empty), query("Named", empty), query(nil, empty), fragment, query(nil, selections)],
            loc: noLocation)
        #expect(Printer.print(document) == "query Named \n\nfragment F on T \n\n{\n  f\n  ...\n}")
    }

    // MARK: Descriptions on executable definitions (graphql-js 17)

    /// graphql-js 16 cannot parse these; the expected text follows graphql-js 17's
    /// printer: the description on the line before, and variable definitions one a
    /// line, unindented, once any of them has a description.
    @Test func printsExecutableDescriptionsAsGraphQLJS17() throws {
        let document = try Parser.parse(
            #"""
            """
            Operation description
            """
            query Q("first" $a: Int = 1 @d, $b: String, """
              block
            """ $c: [Int]) @x { a }

            "Fragment description" fragment F on T @y { b }

            """
            Two
              lines
            """
            mutation { m(x: 1) }

            query Plain($a: Int, $b: String = """
            two
            lines
            """) { a }
            """#)
        #expect(
            Printer.print(document) == #"""
                """Operation description"""
                query Q(
                "first"
                $a: Int = 1 @d
                $b: String
                """block"""
                $c: [Int]
                ) @x {
                  a
                }

                "Fragment description"
                fragment F on T @y {
                  b
                }

                """
                Two
                  lines
                """
                mutation {
                  m(x: 1)
                }

                query Plain($a: Int, $b: String = """
                two
                lines
                """) {
                  a
                }
                """#)
    }
}

private let noLocation = Location(start: 0, end: 0)
