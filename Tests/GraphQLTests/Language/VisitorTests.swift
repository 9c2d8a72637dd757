import Foundation
import Testing

@testable import GraphQL

/// The expected event logs in Fixtures/printer/expected/visit-*.txt come from
/// graphql-js 16.6 `visit` over the same documents (enter returning `false` to
/// skip, `BREAK` to stop).
@Suite struct VisitorTests {

    static func load(_ path: String) throws -> String {
        try String(contentsOf: Fixtures.url(path), encoding: .utf8)
    }

    @Test(arguments: [
        ("corpus/operations/kitchen-sink.graphql", "printer/expected/visit-kitchen-sink.txt"),
        ("printer/type-system.graphql", "printer/expected/visit-type-system.txt"),
    ])
    func visitsInGraphQLJSOrder(input: String, expectedLog: String) throws {
        var recorder = Recorder()
        let finished = walk(try Parser.parse(Self.load(input)), &recorder)
        #expect(finished)
        #expect(recorder.log == (try Self.load(expectedLog)).split(separator: "\n").map(String.init))
    }

    @Test func skipsSubtreesAndStops() throws {
        var recorder = Recorder(skipField: "venue", stopName: "role")
        let finished = walk(try Parser.parse(Self.load("corpus/operations/list.graphql")), &recorder)
        #expect(!finished)
        #expect(recorder.log == (try Self.load("printer/expected/visit-skip-stop.txt")).split(separator: "\n").map(String.init))
    }

    @Test func stopsFromLeave() throws {
        var recorder = Recorder(stopOnLeave: "Field")
        let finished = walk(try Parser.parse("{ a { b } c }"), &recorder)
        #expect(!finished)
        #expect(
            recorder.log == [
                "enter Document", "enter OperationDefinition", "enter SelectionSet", "enter Field",
                "enter Name \"a\"", "leave Name \"a\"", "enter SelectionSet", "enter Field",
                "enter Name \"b\"", "leave Name \"b\"", "leave Field",
            ])
    }

    @Test func visitsExecutableDescriptionsFirst() throws {
        var recorder = Recorder()
        walk(try Parser.parse(#""op" query Q("var" $v: Int) { a } "frag" fragment F on T { b }"#), &recorder)
        #expect(
            recorder.log.filter { $0.hasPrefix("enter") } == [
                "enter Document", "enter OperationDefinition", "enter StringValue \"op\"", "enter Name \"Q\"",
                "enter VariableDefinition", "enter StringValue \"var\"", "enter Variable", "enter Name \"v\"",
                "enter NamedType", "enter Name \"Int\"", "enter SelectionSet", "enter Field", "enter Name \"a\"",
                "enter FragmentDefinition", "enter StringValue \"frag\"", "enter Name \"F\"", "enter NamedType",
                "enter Name \"T\"", "enter SelectionSet", "enter Field", "enter Name \"b\"",
            ])
    }

    @Test func walksPartsOfADocument() throws {
        var recorder = Recorder()
        walk(try Parser.parseValue(Source("[1, {a: $b}]")), &recorder)
        walk(try Parser.parseType(Source("[Int!]")), &recorder)
        #expect(
            recorder.log == [
                "enter ListValue", "enter IntValue \"1\"", "leave IntValue \"1\"", "enter ObjectValue",
                "enter ObjectField", "enter Name \"a\"", "leave Name \"a\"", "enter Variable", "enter Name \"b\"",
                "leave Name \"b\"", "leave Variable", "leave ObjectField", "leave ObjectValue", "leave ListValue",
                "enter ListType", "enter NonNullType", "enter NamedType", "enter Name \"Int\"", "leave Name \"Int\"",
                "leave NamedType", "leave NonNullType", "leave ListType",
            ])
    }

    /// Only the kinds a visitor implements are called; the rest default to `.continue`.
    @Test func defaultsLetAVisitorPickKinds() throws {
        struct FieldNames: ASTVisitor {
            var names: [String] = []
            mutating func enter(_ node: Field) -> VisitAction {
                names.append(node.responseKey)
                return .continue
            }
        }
        var visitor = FieldNames()
        walk(try Parser.parse("query { a { b ...F } c: d } fragment F on T { e }"), &visitor)
        #expect(visitor.names == ["a", "b", "c", "e"])
    }
}

/// Logs every event as "enter Kind" or "leave Kind", with the node's scalar value
/// JSON-quoted, as the graphql-js script that produced the expected logs does.
private struct Recorder: ASTVisitor {
    var log: [String] = []
    var skipField: String?
    var stopName: String?
    var stopOnLeave: String?

    mutating func record(_ event: String, _ label: String) -> VisitAction {
        log.append(event + " " + label)
        if event == "enter", let stopName, label == "Name " + jsonQuoted(stopName) { return .stop }
        if event == "leave", label == stopOnLeave { return .stop }
        return .continue
    }

    mutating func enter(_ node: Document) -> VisitAction { record("enter", "Document") }
    mutating func leave(_ node: Document) -> VisitAction { record("leave", "Document") }
    mutating func enter(_ node: OperationDefinition) -> VisitAction { record("enter", "OperationDefinition") }
    mutating func leave(_ node: OperationDefinition) -> VisitAction { record("leave", "OperationDefinition") }
    mutating func enter(_ node: VariableDefinition) -> VisitAction { record("enter", "VariableDefinition") }
    mutating func leave(_ node: VariableDefinition) -> VisitAction { record("leave", "VariableDefinition") }
    mutating func enter(_ node: Variable) -> VisitAction { record("enter", "Variable") }
    mutating func leave(_ node: Variable) -> VisitAction { record("leave", "Variable") }
    mutating func enter(_ node: SelectionSetNode) -> VisitAction { record("enter", "SelectionSet") }
    mutating func leave(_ node: SelectionSetNode) -> VisitAction { record("leave", "SelectionSet") }
    mutating func enter(_ node: Field) -> VisitAction {
        let action = record("enter", "Field")
        return node.name.value == skipField ? .skip : action
    }
    mutating func leave(_ node: Field) -> VisitAction { record("leave", "Field") }
    mutating func enter(_ node: Argument) -> VisitAction { record("enter", "Argument") }
    mutating func leave(_ node: Argument) -> VisitAction { record("leave", "Argument") }
    mutating func enter(_ node: FragmentSpread) -> VisitAction { record("enter", "FragmentSpread") }
    mutating func leave(_ node: FragmentSpread) -> VisitAction { record("leave", "FragmentSpread") }
    mutating func enter(_ node: InlineFragmentNode) -> VisitAction { record("enter", "InlineFragment") }
    mutating func leave(_ node: InlineFragmentNode) -> VisitAction { record("leave", "InlineFragment") }
    mutating func enter(_ node: FragmentDefinition) -> VisitAction { record("enter", "FragmentDefinition") }
    mutating func leave(_ node: FragmentDefinition) -> VisitAction { record("leave", "FragmentDefinition") }
    mutating func enter(_ node: IntValue) -> VisitAction { record("enter", "IntValue " + jsonQuoted(node.value)) }
    mutating func leave(_ node: IntValue) -> VisitAction { record("leave", "IntValue " + jsonQuoted(node.value)) }
    mutating func enter(_ node: FloatValue) -> VisitAction { record("enter", "FloatValue " + jsonQuoted(node.value)) }
    mutating func leave(_ node: FloatValue) -> VisitAction { record("leave", "FloatValue " + jsonQuoted(node.value)) }
    mutating func enter(_ node: StringValue) -> VisitAction { record("enter", "StringValue " + jsonQuoted(node.value)) }
    mutating func leave(_ node: StringValue) -> VisitAction { record("leave", "StringValue " + jsonQuoted(node.value)) }
    mutating func enter(_ node: BooleanValue) -> VisitAction { record("enter", "BooleanValue " + String(node.value)) }
    mutating func leave(_ node: BooleanValue) -> VisitAction { record("leave", "BooleanValue " + String(node.value)) }
    mutating func enter(_ node: NullValue) -> VisitAction { record("enter", "NullValue") }
    mutating func leave(_ node: NullValue) -> VisitAction { record("leave", "NullValue") }
    mutating func enter(_ node: EnumValue) -> VisitAction { record("enter", "EnumValue " + jsonQuoted(node.value)) }
    mutating func leave(_ node: EnumValue) -> VisitAction { record("leave", "EnumValue " + jsonQuoted(node.value)) }
    mutating func enter(_ node: ListValue) -> VisitAction { record("enter", "ListValue") }
    mutating func leave(_ node: ListValue) -> VisitAction { record("leave", "ListValue") }
    mutating func enter(_ node: ObjectValue) -> VisitAction { record("enter", "ObjectValue") }
    mutating func leave(_ node: ObjectValue) -> VisitAction { record("leave", "ObjectValue") }
    mutating func enter(_ node: ObjectField) -> VisitAction { record("enter", "ObjectField") }
    mutating func leave(_ node: ObjectField) -> VisitAction { record("leave", "ObjectField") }
    mutating func enter(_ node: Directive) -> VisitAction { record("enter", "Directive") }
    mutating func leave(_ node: Directive) -> VisitAction { record("leave", "Directive") }
    mutating func enter(_ node: NamedType) -> VisitAction { record("enter", "NamedType") }
    mutating func leave(_ node: NamedType) -> VisitAction { record("leave", "NamedType") }
    mutating func enter(_ node: ListType) -> VisitAction { record("enter", "ListType") }
    mutating func leave(_ node: ListType) -> VisitAction { record("leave", "ListType") }
    mutating func enter(_ node: NonNullType) -> VisitAction { record("enter", "NonNullType") }
    mutating func leave(_ node: NonNullType) -> VisitAction { record("leave", "NonNullType") }
    mutating func enter(_ node: Name) -> VisitAction { record("enter", "Name " + jsonQuoted(node.value)) }
    mutating func leave(_ node: Name) -> VisitAction { record("leave", "Name " + jsonQuoted(node.value)) }
    mutating func enter(_ node: SchemaDefinition) -> VisitAction { record("enter", "SchemaDefinition") }
    mutating func leave(_ node: SchemaDefinition) -> VisitAction { record("leave", "SchemaDefinition") }
    mutating func enter(_ node: OperationTypeDefinition) -> VisitAction { record("enter", "OperationTypeDefinition") }
    mutating func leave(_ node: OperationTypeDefinition) -> VisitAction { record("leave", "OperationTypeDefinition") }
    mutating func enter(_ node: ScalarTypeDefinition) -> VisitAction { record("enter", "ScalarTypeDefinition") }
    mutating func leave(_ node: ScalarTypeDefinition) -> VisitAction { record("leave", "ScalarTypeDefinition") }
    mutating func enter(_ node: ObjectTypeDefinition) -> VisitAction { record("enter", "ObjectTypeDefinition") }
    mutating func leave(_ node: ObjectTypeDefinition) -> VisitAction { record("leave", "ObjectTypeDefinition") }
    mutating func enter(_ node: FieldDefinition) -> VisitAction { record("enter", "FieldDefinition") }
    mutating func leave(_ node: FieldDefinition) -> VisitAction { record("leave", "FieldDefinition") }
    mutating func enter(_ node: InputValueDefinition) -> VisitAction { record("enter", "InputValueDefinition") }
    mutating func leave(_ node: InputValueDefinition) -> VisitAction { record("leave", "InputValueDefinition") }
    mutating func enter(_ node: InterfaceTypeDefinition) -> VisitAction { record("enter", "InterfaceTypeDefinition") }
    mutating func leave(_ node: InterfaceTypeDefinition) -> VisitAction { record("leave", "InterfaceTypeDefinition") }
    mutating func enter(_ node: UnionTypeDefinition) -> VisitAction { record("enter", "UnionTypeDefinition") }
    mutating func leave(_ node: UnionTypeDefinition) -> VisitAction { record("leave", "UnionTypeDefinition") }
    mutating func enter(_ node: EnumTypeDefinition) -> VisitAction { record("enter", "EnumTypeDefinition") }
    mutating func leave(_ node: EnumTypeDefinition) -> VisitAction { record("leave", "EnumTypeDefinition") }
    mutating func enter(_ node: EnumValueDefinition) -> VisitAction { record("enter", "EnumValueDefinition") }
    mutating func leave(_ node: EnumValueDefinition) -> VisitAction { record("leave", "EnumValueDefinition") }
    mutating func enter(_ node: InputObjectTypeDefinition) -> VisitAction { record("enter", "InputObjectTypeDefinition") }
    mutating func leave(_ node: InputObjectTypeDefinition) -> VisitAction { record("leave", "InputObjectTypeDefinition") }
    mutating func enter(_ node: DirectiveDefinition) -> VisitAction { record("enter", "DirectiveDefinition") }
    mutating func leave(_ node: DirectiveDefinition) -> VisitAction { record("leave", "DirectiveDefinition") }
    mutating func enter(_ node: SchemaExtension) -> VisitAction { record("enter", "SchemaExtension") }
    mutating func leave(_ node: SchemaExtension) -> VisitAction { record("leave", "SchemaExtension") }
    mutating func enter(_ node: ScalarTypeExtension) -> VisitAction { record("enter", "ScalarTypeExtension") }
    mutating func leave(_ node: ScalarTypeExtension) -> VisitAction { record("leave", "ScalarTypeExtension") }
    mutating func enter(_ node: ObjectTypeExtension) -> VisitAction { record("enter", "ObjectTypeExtension") }
    mutating func leave(_ node: ObjectTypeExtension) -> VisitAction { record("leave", "ObjectTypeExtension") }
    mutating func enter(_ node: InterfaceTypeExtension) -> VisitAction { record("enter", "InterfaceTypeExtension") }
    mutating func leave(_ node: InterfaceTypeExtension) -> VisitAction { record("leave", "InterfaceTypeExtension") }
    mutating func enter(_ node: UnionTypeExtension) -> VisitAction { record("enter", "UnionTypeExtension") }
    mutating func leave(_ node: UnionTypeExtension) -> VisitAction { record("leave", "UnionTypeExtension") }
    mutating func enter(_ node: EnumTypeExtension) -> VisitAction { record("enter", "EnumTypeExtension") }
    mutating func leave(_ node: EnumTypeExtension) -> VisitAction { record("leave", "EnumTypeExtension") }
    mutating func enter(_ node: InputObjectTypeExtension) -> VisitAction { record("enter", "InputObjectTypeExtension") }
    mutating func leave(_ node: InputObjectTypeExtension) -> VisitAction { record("leave", "InputObjectTypeExtension") }
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
