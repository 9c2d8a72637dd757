import Testing

@testable import QuillCodegen

/// The protocols a generated struct conforms to beyond its kind's: `Identifiable` where the
/// selection has `id: ID!` (apollo-ios #710), `Codable` when the `codable` option asks.
@Suite struct ConformanceTests {
    @Test func aSelectionWithIdOfTypeNonNullIDIsIdentifiable() throws {
        let swift = try generated("query Q { viewer { id login } node(id: \"1\") { id ... on User { login } } }")
        #expect(swift.contains("public struct Viewer: SelectionSet, Identifiable {"))
        // An interface's `id: ID!` too, and the type case that inherits it.
        #expect(swift.contains("public struct Node: SelectionSet, Identifiable {"))
        #expect(swift.contains("public struct AsUser: InlineFragment, Identifiable {"))
        #expect(swift.contains("public struct Data: RootSelectionSet {"))
    }

    @Test(arguments: [
        "query Q { viewer { login } }",
        "query Q { viewer { id: login } }",
        "query Q($show: Boolean!) { viewer { id @include(if: $show) login } }",
    ])
    func noIdOfTypeNonNullIDIsNotIdentifiable(_ operation: String) throws {
        let swift = try generated(operation)
        #expect(swift.contains("public struct Viewer: SelectionSet {"), "\(swift)")
    }

    @Test func theCodableOptionMakesTheDataCodableNotTheOperation() throws {
        let swift = try generated(
            "query Q { viewer { id ...Details } } fragment Details on User { name }", options: CodegenOptions(codable: true))
        #expect(swift.contains("public struct QQuery: GraphQLQuery, Hashable {"))
        #expect(swift.contains("public struct Data: RootSelectionSet, Codable {"))
        #expect(swift.contains("public struct Viewer: SelectionSet, Identifiable, Codable {"))
        #expect(swift.contains("public struct Details: GraphQLFragment, Codable {"))
        #expect(!(try generated("query Q { viewer { name } }")).contains("Codable"))
    }

    @Test func theCodableOptionIsReadFromTheConfiguration() throws {
        #expect(try CodegenOptions.read(path: "quill-codegen.json", text: #"{"codable": true}"#).codable == true)
        #expect(throws: CodegenFailure.self) { try CodegenOptions.read(path: "quill-codegen.json", text: #"{"codable": "yes"}"#) }
        #expect(CodegenOptions(codable: true).merging(over: CodegenOptions(codable: false)).codable == true)
        #expect(CodegenOptions().merging(over: CodegenOptions(codable: true)).codable == true)
    }
}
