import Foundation
import Testing

@testable import GraphQL

/// AST shapes and byte locations. Expected locations come from graphql-js 16.6
/// (`loc.start`/`loc.end`, converted from UTF-16 to UTF-8 offsets), except for the
/// executable descriptions, which graphql-js 16 does not parse: those follow
/// graphql-js 17, where such a node starts at its description.
@Suite struct ParserTests {

    /// The file's text, byte for byte (`String(contentsOf:)` would drop a leading BOM).
    static func load(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: Fixtures.url(path)), as: UTF8.self)
    }

    /// Each document's nodes, in graphql-js `visit` order, as "Kind [value] start end".
    /// Fixtures/parser/locations/*.txt were written by graphql-js 16.6 `visit`.
    @Test(arguments: [
        ("corpus/operations/kitchen-sink.graphql", "kitchen-sink"),
        ("printer/type-system.graphql", "type-system"),
        ("corpus/schema.graphql", "schema"),
        ("parser/locations.graphql", "locations"),
    ])
    func locatesEveryNodeAsGraphQLJS(input: String, expected: String) throws {
        var recorder = LocationRecorder()
        walk(try Parser.parse(Self.load(input)), &recorder)
        let expectedLines = try Self.load("parser/locations/\(expected).txt").split(separator: "\n").map(String.init)
        #expect(recorder.lines.count == expectedLines.count)
        if let index = recorder.lines.indices.first(where: { $0 < expectedLines.count && recorder.lines[$0] != expectedLines[$0] }) {
            Issue.record("node \(index + 1): got \(recorder.lines[index]), want \(expectedLines[index])")
        }
    }

    @Test(arguments: [
        "corpus/github-schema.graphql", "corpus/operations/app.graphql",
        "corpus/operations/introspection.graphql", "corpus/operations/large.graphql",
        "corpus/operations/list.graphql",
    ])
    func parsesCorpusDocument(path: String) throws {
        let text = try Self.load(path)
        let document = try Parser.parse(Source(text, name: path))
        #expect(!document.definitions.isEmpty)
        #expect(document.loc == Location(start: 0, end: text.utf8.count))
    }

    // MARK: Shapes

    @Test func parsesAnOperationIntoItsTree() throws {
        let text = "query Q($v: [Int!] = [1]) @d { alias: f(x: $v) { ...F ... on T { b } } }"
        func name(_ value: String, _ start: Int) -> Name {
            Name(value: value, loc: Location(start: start, end: start + value.utf8.count))
        }
        let listType = TypeReference.list(
            ListType(
                type: .nonNull(
                    NonNullType(type: .named(NamedType(name: name("Int", 13), loc: Location(start: 13, end: 16))), loc: Location(start: 13, end: 17))),
                loc: Location(start: 12, end: 18)))
        let variableDefinition = VariableDefinition(
            description: nil,
            variable: Variable(name: name("v", 9), loc: Location(start: 8, end: 10)),
            type: listType,
            defaultValue: .list(
                ListValue(values: [.int(IntValue(value: "1", loc: Location(start: 22, end: 23)))], loc: Location(start: 21, end: 24))),
            directives: [], loc: Location(start: 8, end: 24))
        let inner = SelectionSetNode(
            selections: [
                .fragmentSpread(FragmentSpread(name: name("F", 52), directives: [], loc: Location(start: 49, end: 53))),
                .inlineFragment(
                    InlineFragmentNode(
                        typeCondition: NamedType(name: name("T", 61), loc: Location(start: 61, end: 62)), directives: [],
                        selectionSet: SelectionSetNode(
                            selections: [
                                .field(
                                    Field(
                                        alias: nil, name: name("b", 65), arguments: [], directives: [], selectionSet: nil,
                                        loc: Location(start: 65, end: 66)))
                            ], loc: Location(start: 63, end: 68)),
                        loc: Location(start: 54, end: 68))),
            ], loc: Location(start: 47, end: 70))
        let field = Field(
            alias: name("alias", 31), name: name("f", 38),
            arguments: [
                Argument(
                    name: name("x", 40), value: .variable(Variable(name: name("v", 44), loc: Location(start: 43, end: 45))),
                    loc: Location(start: 40, end: 45))
            ],
            directives: [], selectionSet: inner, loc: Location(start: 31, end: 70))
        let operation = OperationDefinition(
            description: nil, operation: .query, name: name("Q", 6), variableDefinitions: [variableDefinition],
            directives: [Directive(name: name("d", 27), arguments: [], loc: Location(start: 26, end: 28))],
            selectionSet: SelectionSetNode(selections: [.field(field)], loc: Location(start: 29, end: 72)),
            loc: Location(start: 0, end: 72))
        #expect(try Parser.parse(text) == Document(definitions: [.operation(operation)], loc: Location(start: 0, end: 72)))
    }

    @Test func parsesShorthandQueryWithoutNameOrVariables() throws {
        let document = try Parser.parse("{ a }")
        guard case .operation(let operation) = document.definitions.first else {
            Issue.record("not an operation: \(document)")
            return
        }
        #expect(operation.operation == .query)
        #expect(operation.name == nil && operation.description == nil)
        #expect(operation.variableDefinitions.isEmpty && operation.directives.isEmpty)
        #expect(operation.loc == Location(start: 0, end: 5))
    }

    /// The September 2025 edition: descriptions on operations, fragments and variables.
    @Test func parsesExecutableDescriptions() throws {
        let text = #""op" query Q("var" $v: Int) { a } """frag""" fragment F on T { b }"#
        let document = try Parser.parse(text)
        guard document.definitions.count == 2,
            case .operation(let operation) = document.definitions[0],
            case .fragment(let fragment) = document.definitions[1]
        else {
            Issue.record("unexpected definitions: \(document.definitions)")
            return
        }
        #expect(operation.description == StringValue(value: "op", block: false, loc: Location(start: 0, end: 4)))
        #expect(operation.loc == Location(start: 0, end: 33))
        #expect(operation.variableDefinitions.map(\.description) == [StringValue(value: "var", block: false, loc: Location(start: 13, end: 18))])
        #expect(operation.variableDefinitions.map(\.loc) == [Location(start: 13, end: 26)])
        #expect(fragment.description == StringValue(value: "frag", block: true, loc: Location(start: 34, end: 44)))
        #expect(fragment.loc == Location(start: 34, end: 66))
    }

    @Test(arguments: ["query", "mutation", "subscription"])
    func parsesDescribedOperationTypes(keyword: String) throws {
        let document = try Parser.parse("\"\"\"\n  Described.\n\"\"\"\n\(keyword) { a }")
        guard case .operation(let operation) = document.definitions.first else {
            Issue.record("not an operation")
            return
        }
        #expect(operation.operation.rawValue == keyword)
        #expect(operation.description?.value == "Described.")
        #expect(operation.loc.start == 0)
    }

    // MARK: Values and types

    @Test func parsesValueWithVariables() throws {
        let value = try Parser.parseValue(Source(#"{a: [1, $v], b: "s", c: E}"#))
        #expect(
            value
                == .object(
                    ObjectValue(
                        fields: [
                            ObjectField(
                                name: Name(value: "a", loc: Location(start: 1, end: 2)),
                                value: .list(
                                    ListValue(
                                        values: [
                                            .int(IntValue(value: "1", loc: Location(start: 5, end: 6))),
                                            .variable(
                                                Variable(name: Name(value: "v", loc: Location(start: 9, end: 10)), loc: Location(start: 8, end: 10))),
                                        ], loc: Location(start: 4, end: 11))),
                                loc: Location(start: 1, end: 11)),
                            ObjectField(
                                name: Name(value: "b", loc: Location(start: 13, end: 14)),
                                value: .string(StringValue(value: "s", block: false, loc: Location(start: 16, end: 19))),
                                loc: Location(start: 13, end: 19)),
                            ObjectField(
                                name: Name(value: "c", loc: Location(start: 21, end: 22)),
                                value: .enum(EnumValue(value: "E", loc: Location(start: 24, end: 25))),
                                loc: Location(start: 21, end: 25)),
                        ], loc: Location(start: 0, end: 26))))
    }

    @Test func parsesConstValue() throws {
        let value = try Parser.parseConstValue(Source("[true, false, null, {}, []]"))
        #expect(
            value
                == .list(
                    ListValue(
                        values: [
                            .boolean(BooleanValue(value: true, loc: Location(start: 1, end: 5))),
                            .boolean(BooleanValue(value: false, loc: Location(start: 7, end: 12))),
                            .null(NullValue(loc: Location(start: 14, end: 18))),
                            .object(ObjectValue(fields: [], loc: Location(start: 20, end: 22))),
                            .list(ListValue(values: [], loc: Location(start: 24, end: 26))),
                        ], loc: Location(start: 0, end: 27))))
    }

    @Test func parsesType() throws {
        let type = try Parser.parseType(Source(" [String!]! "))
        let named = NamedType(name: Name(value: "String", loc: Location(start: 2, end: 8)), loc: Location(start: 2, end: 8))
        #expect(
            type
                == .nonNull(
                    NonNullType(
                        type: .list(
                            ListType(
                                type: .nonNull(NonNullType(type: .named(named), loc: Location(start: 2, end: 9))), loc: Location(start: 1, end: 10))),
                        loc: Location(start: 1, end: 11))))
        #expect(type.namedType == named)
    }
}

/// Logs each node on entry as graphql-js's generating script does: its kind, its
/// scalar value JSON-quoted, and its byte range.
private struct LocationRecorder: ASTVisitor {
    var lines: [String] = []

    mutating func record(_ label: String, _ loc: Location) -> VisitAction {
        lines.append("\(label) \(loc.start) \(loc.end)")
        return .continue
    }

    mutating func enter(_ node: Document) -> VisitAction { record("Document", node.loc) }
    mutating func enter(_ node: OperationDefinition) -> VisitAction { record("OperationDefinition", node.loc) }
    mutating func enter(_ node: VariableDefinition) -> VisitAction { record("VariableDefinition", node.loc) }
    mutating func enter(_ node: Variable) -> VisitAction { record("Variable", node.loc) }
    mutating func enter(_ node: SelectionSetNode) -> VisitAction { record("SelectionSet", node.loc) }
    mutating func enter(_ node: Field) -> VisitAction { record("Field", node.loc) }
    mutating func enter(_ node: Argument) -> VisitAction { record("Argument", node.loc) }
    mutating func enter(_ node: FragmentSpread) -> VisitAction { record("FragmentSpread", node.loc) }
    mutating func enter(_ node: InlineFragmentNode) -> VisitAction { record("InlineFragment", node.loc) }
    mutating func enter(_ node: FragmentDefinition) -> VisitAction { record("FragmentDefinition", node.loc) }
    mutating func enter(_ node: NullValue) -> VisitAction { record("NullValue", node.loc) }
    mutating func enter(_ node: ListValue) -> VisitAction { record("ListValue", node.loc) }
    mutating func enter(_ node: ObjectValue) -> VisitAction { record("ObjectValue", node.loc) }
    mutating func enter(_ node: ObjectField) -> VisitAction { record("ObjectField", node.loc) }
    mutating func enter(_ node: Directive) -> VisitAction { record("Directive", node.loc) }
    mutating func enter(_ node: NamedType) -> VisitAction { record("NamedType", node.loc) }
    mutating func enter(_ node: ListType) -> VisitAction { record("ListType", node.loc) }
    mutating func enter(_ node: NonNullType) -> VisitAction { record("NonNullType", node.loc) }
    mutating func enter(_ node: SchemaDefinition) -> VisitAction { record("SchemaDefinition", node.loc) }
    mutating func enter(_ node: OperationTypeDefinition) -> VisitAction { record("OperationTypeDefinition", node.loc) }
    mutating func enter(_ node: ScalarTypeDefinition) -> VisitAction { record("ScalarTypeDefinition", node.loc) }
    mutating func enter(_ node: ObjectTypeDefinition) -> VisitAction { record("ObjectTypeDefinition", node.loc) }
    mutating func enter(_ node: FieldDefinition) -> VisitAction { record("FieldDefinition", node.loc) }
    mutating func enter(_ node: InputValueDefinition) -> VisitAction { record("InputValueDefinition", node.loc) }
    mutating func enter(_ node: InterfaceTypeDefinition) -> VisitAction { record("InterfaceTypeDefinition", node.loc) }
    mutating func enter(_ node: UnionTypeDefinition) -> VisitAction { record("UnionTypeDefinition", node.loc) }
    mutating func enter(_ node: EnumTypeDefinition) -> VisitAction { record("EnumTypeDefinition", node.loc) }
    mutating func enter(_ node: EnumValueDefinition) -> VisitAction { record("EnumValueDefinition", node.loc) }
    mutating func enter(_ node: InputObjectTypeDefinition) -> VisitAction { record("InputObjectTypeDefinition", node.loc) }
    mutating func enter(_ node: DirectiveDefinition) -> VisitAction { record("DirectiveDefinition", node.loc) }
    mutating func enter(_ node: SchemaExtension) -> VisitAction { record("SchemaExtension", node.loc) }
    mutating func enter(_ node: ScalarTypeExtension) -> VisitAction { record("ScalarTypeExtension", node.loc) }
    mutating func enter(_ node: ObjectTypeExtension) -> VisitAction { record("ObjectTypeExtension", node.loc) }
    mutating func enter(_ node: InterfaceTypeExtension) -> VisitAction { record("InterfaceTypeExtension", node.loc) }
    mutating func enter(_ node: UnionTypeExtension) -> VisitAction { record("UnionTypeExtension", node.loc) }
    mutating func enter(_ node: EnumTypeExtension) -> VisitAction { record("EnumTypeExtension", node.loc) }
    mutating func enter(_ node: InputObjectTypeExtension) -> VisitAction { record("InputObjectTypeExtension", node.loc) }
    mutating func enter(_ node: Name) -> VisitAction { record("Name " + jsonQuoted(node.value), node.loc) }
    mutating func enter(_ node: IntValue) -> VisitAction { record("IntValue " + jsonQuoted(node.value), node.loc) }
    mutating func enter(_ node: FloatValue) -> VisitAction { record("FloatValue " + jsonQuoted(node.value), node.loc) }
    mutating func enter(_ node: StringValue) -> VisitAction { record("StringValue " + jsonQuoted(node.value), node.loc) }
    mutating func enter(_ node: EnumValue) -> VisitAction { record("EnumValue " + jsonQuoted(node.value), node.loc) }
    mutating func enter(_ node: BooleanValue) -> VisitAction { record("BooleanValue " + String(node.value), node.loc) }
}

/// A string as JavaScript's `JSON.stringify` writes it.
private func jsonQuoted(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\u{08}": out += "\\b"
        case "\u{0C}": out += "\\f"
        case "\u{00}"..."\u{1F}":
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
