import Foundation
import GraphQL
import Testing

@testable import QuillCodegen

/// Inputs the generator refuses: each names the file, line and column, and nothing is
/// generated.
@Suite struct BadInputTests {
    @Test func anOperationThatDoesNotValidate() {
        #expect(
            diagnostics(["Operations.graphql": "query Q {\n  viewer { nme }\n}"]) == [
                #"Operations.graphql:2:12: Cannot query field "nme" on type "User". Did you mean "name"?"#
            ])
    }

    @Test func aSyntaxErrorNamesItsFile() {
        #expect(
            diagnostics(["A.graphql": "query A { viewer { id } }", "B.graphql": "query B {"]) == [
                "B.graphql:1:10: Syntax Error: Expected Name, found <EOF>."
            ])
    }

    @Test func twoOperationsWithOneNameInTwoFiles() {
        let found = diagnostics(["A.graphql": "query Same { viewer { id } }", "B.graphql": "\nquery Same { viewer { login } }"])
        #expect(
            found == [
                #"A.graphql:1:7: There can be only one operation named "Same"."#,
                "B.graphql:2:7: note: see also here",
            ])
    }

    @Test func twoFragmentsWithOneName() {
        let found = diagnostics([
            "A.graphql": "fragment F on User { id }\nquery A { viewer { ...F } }", "B.graphql": "fragment F on User { login }",
        ])
        #expect(found.first == #"A.graphql:1:10: There can be only one fragment named "F"."#)
    }

    @Test func operationsThatBecomeOneSwiftType() {
        let found = diagnostics(["Operations.graphql": "query Viewer { viewer { id } }\nquery ViewerQuery { viewer { login } }"])
        #expect(found == ["Operations.graphql:2:7: operation 'ViewerQuery' becomes Swift type 'ViewerQuery', as operation 'Viewer' does"])
    }

    @Test func aNameThatCannotBeASwiftType() {
        #expect(
            diagnostics(["Operations.graphql": "fragment String on User { id }\nquery Q { viewer { ...String } }"]) == [
                "Operations.graphql:1:10: fragment 'String' cannot become Swift type 'String': the generated code uses that name"
            ])
        #expect(diagnostics(["Operations.graphql": "fragment Type on User { id }"]).count == 1)
    }

    @Test func anAnonymousOperation() {
        #expect(
            diagnostics(["Operations.graphql": "{ viewer { id } }"]) == [
                "Operations.graphql:1:1: an operation needs a name: its Swift type is named after it"
            ])
    }

    @Test func aSchemaThatIsNeitherSDLNorJSON() {
        #expect(throws: CodegenFailure.self) { try SchemaLoader.load(path: "schema.txt", text: "%PDF-1.4 binary") }
        do {
            _ = try SchemaLoader.load(path: "schema.txt", text: "%PDF-1.4 binary")
        } catch {
            #expect(
                error.description
                    == #"schema.txt:1:1: Syntax Error: Unexpected character: "%". (a schema is SDL, or an introspection result in JSON)"#)
        }
    }

    @Test func jsonThatIsNotAnIntrospectionResult() {
        do {
            _ = try SchemaLoader.load(path: "schema.json", text: #"{"data": {"user": null}}"#)
            Issue.record("no error")
        } catch {
            #expect(error.description.hasPrefix("schema.json: not an introspection result"))
        }
        do {
            _ = try SchemaLoader.load(path: "schema.json", text: "{\n  \"__schema\": [1,\n}")
            Issue.record("no error")
        } catch {
            #expect(error.diagnostics.first?.place == "schema.json:3:1")
        }
    }

    @Test func anInvalidSchema() {
        do {
            _ = try SchemaLoader.load(path: "schema.graphql", text: "type Query { a: Missing }")
            Issue.record("no error")
        } catch {
            #expect(error.description == #"schema.graphql:1:17: Unknown type "Missing"."#)
        }
    }

    @Test func optionsThatDoNotFitTheSchema() {
        let options = CodegenOptions(
            namespace: "my-api", scalars: ["Nope": "Date", "DateTime": "Date()"], keyFields: ["Post": ["nope"], "Ghost": ["id"]])
        #expect(
            diagnostics(["Operations.graphql": "query Q { viewer { id } }"], options: options) == [
                "quill-codegen.json: namespace 'my-api' is not a Swift identifier",
                "quill-codegen.json: scalars: 'Date()' is not a Swift type name",
                "quill-codegen.json: scalars: 'Nope' is not a custom scalar of the schema",
                "quill-codegen.json: keyFields: 'Ghost' is not an object or interface type of the schema",
                "quill-codegen.json: keyFields: 'Post.nope' is not a field of a scalar or enum type without required arguments",
            ])
    }

    @Test func aKeyFieldTakenByAnAlias() {
        let found = diagnostics(["Operations.graphql": "query Q { viewer { id: login } }"], options: CodegenOptions(keyFields: ["User": ["id"]]))
        #expect(found == ["Operations.graphql:1:20: key field 'id' of User cannot be added: 'id' is the alias of 'login' here"])
    }

    @Test func aConfigurationFileWithAMistake() {
        #expect(throws: CodegenFailure(file: "quill-codegen.json", "\"access\" must be \"public\" or \"internal\", not \"open\"")) {
            try CodegenOptions.read(path: "quill-codegen.json", text: #"{"access": "open"}"#)
        }
        #expect(
            throws: CodegenFailure(
                file: "quill-codegen.json",
                "unknown option \"namspace\" (known: schema, namespace, access, scalars, keyFields, codable, graphQLEnum, graphQLNullable, module)")
        ) {
            try CodegenOptions.read(path: "quill-codegen.json", text: #"{"namspace": "API"}"#)
        }
        #expect(throws: CodegenFailure(file: "quill-codegen.json", "\"keyFields\".\"User\" must be a list of field names")) {
            try CodegenOptions.read(path: "quill-codegen.json", text: #"{"keyFields": {"User": "id"}}"#)
        }
    }

    @Test func twoOperationFilesWithOneOutputName() {
        #expect(throws: CodegenFailure.self) {
            _ = try Codegen.generate(
                schema: featuresSchema,
                operations: [OperationFile(path: "a/Q.graphql", text: ""), OperationFile(path: "b/Q.graphql", text: "")],
                options: CodegenOptions(), layout: .directory)
        }
    }
}
