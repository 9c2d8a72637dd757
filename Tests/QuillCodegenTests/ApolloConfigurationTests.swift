import Foundation
import Testing

@testable import QuillCodegen

/// An Apollo iOS 1.x `apollo-codegen-config.json` read as an app has it (the one
/// `apollo-ios-cli init` writes for RocketReserver, with options and a manifest added):
/// its globs, several schema files, outputs, Apollo's shapes, and what is not honoured.
@Suite struct ApolloConfigurationTests {
    /// The fixture copied into a new directory, with `config` as its configuration when given.
    func withProject<T>(config: String? = nil, _ body: (URL) throws -> T) throws -> T {
        try withTemporaryDirectory { directory in
            var files: [String: String] = [:]
            for name in [
                "apollo-codegen-config.json", "graphql/schema.graphqls", "graphql/booking.graphqls", "graphql/LaunchList.graphql",
                "graphql/BookTrip.graphql",
            ] {
                files[name] = try String(contentsOf: fixture("ApolloConfiguration/\(name)"), encoding: .utf8)
            }
            if let config { files["apollo-codegen-config.json"] = config }
            try write(files, in: directory)
            return try body(directory)
        }
    }

    func run(in directory: URL, inputs: [String] = [], output: String = "") throws(CodegenFailure) -> Generation.Report {
        try Generation(
            inputs: inputs, schemaPath: nil, output: output,
            configurationPath: directory.appendingPathComponent("apollo-codegen-config.json").path
        ).run()
    }

    func errors(_ config: String) throws -> [String] {
        try withProject(config: config) { directory in
            do throws(CodegenFailure) {
                _ = try run(in: directory)
                return []
            } catch {
                return error.diagnostics.map { $0.message }
            }
        }
    }

    @Test func theRocketReserverConfigurationGeneratesItsSchemaModule() throws {
        try withProject { directory in
            let report = try run(in: directory)
            let module = directory.appendingPathComponent("RocketReserverAPI")
            let files = try contents(of: module)
            #expect(files.keys.sorted() == ["BookTrip.graphql.swift", "LaunchList.graphql.swift", "SchemaTypes.graphql.swift"])
            // A schema module: it re-exports Quill and declares the typealiases at its top level.
            let types = try #require(files["SchemaTypes.graphql.swift"])
            #expect(types.contains("@_exported import Quill"))
            #expect(types.contains("public typealias ID = String"))
            #expect(types.contains("public enum PatchSize: String, EnumType {"))
            // Apollo's shapes: GraphQLNullable variables, GraphQLEnum arguments; both schema files' fields.
            let list = try #require(files["LaunchList.graphql.swift"])
            #expect(list.contains("public var cursor: GraphQLNullable<String>"))
            #expect(list.contains("public var size: GraphQLNullable<GraphQLEnum<PatchSize>>"))
            let book = try #require(files["BookTrip.graphql.swift"])
            #expect(book.contains("public var passengers: Int?"))
            #expect(book.contains("public struct BookTripMutation: GraphQLMutation"))
            // The manifest, since generateManifestOnCodeGeneration is true.
            let manifest = try String(contentsOf: directory.appendingPathComponent("operations.json"), encoding: .utf8)
            #expect(manifest.hasPrefix(#"{"format":"apollo-persisted-query-manifest","version":1,"operations":["#))
            #expect(manifest.contains(#""name":"LaunchDetails","type":"query""#))
            let config = directory.appendingPathComponent("apollo-codegen-config.json").path
            #expect(
                report.warnings.map(\.description) == [
                    #"\#(config): "options"."cocoapodsCompatibleImportStatements": ignored: the generated code imports Quill"#,
                    #"\#(config): "options"."deprecatedEnumCases": not an option of Quill's generator; ignored"#,
                ])
        }
    }

    @Test func operationsBesideTheirFilesOrInADirectory() throws {
        let original = try String(contentsOf: fixture("ApolloConfiguration/apollo-codegen-config.json"), encoding: .utf8)
        let relative = original.replacingOccurrences(of: #""inSchemaModule" : {"#, with: #""relative" : { "subpath": "Generated""#)
        try withProject(config: relative) { directory in
            _ = try run(in: directory)
            #expect(try contents(of: directory.appendingPathComponent("RocketReserverAPI")).keys.sorted() == ["SchemaTypes.graphql.swift"])
            let beside = try contents(of: directory.appendingPathComponent("graphql/Generated")).keys.sorted()
            #expect(beside == ["BookTrip.graphql.swift", "LaunchList.graphql.swift"])
        }
        let absolute = original.replacingOccurrences(
            of: #""inSchemaModule" : {"#, with: #""absolute" : { "path": "App/Operations", "accessModifier": "internal""#)
        try withProject(config: absolute) { directory in
            _ = try run(in: directory)
            let operations = try contents(of: directory.appendingPathComponent("App/Operations"))
            #expect(operations.keys.sorted() == ["BookTrip.graphql.swift", "LaunchList.graphql.swift"])
            #expect(operations["LaunchList.graphql.swift"]?.contains("\nstruct LaunchListQuery: GraphQLQuery") == true)
        }
    }

    @Test func embeddedInATargetTheTypesAreInTheNamespace() throws {
        let original = try String(contentsOf: fixture("ApolloConfiguration/apollo-codegen-config.json"), encoding: .utf8)
        let embedded = original.replacingOccurrences(
            of: #""swiftPackageManager" : {"#, with: #""embeddedInTarget" : { "name": "RocketReserver", "accessModifier": "public""#)
        try withProject(config: embedded) { directory in
            _ = try run(in: directory)
            let types = try #require(try contents(of: directory.appendingPathComponent("RocketReserverAPI"))["SchemaTypes.graphql.swift"])
            #expect(!types.contains("@_exported"))
            #expect(types.contains("public enum RocketReserverAPI {}"))
        }
    }

    @Test func theCommandLineWinsOverTheConfiguration() throws {
        try withProject { directory in
            let list = directory.appendingPathComponent("graphql/LaunchList.graphql").path
            let output = directory.appendingPathComponent("API.swift").path
            _ = try run(in: directory, inputs: [list], output: output)
            let text = try String(contentsOf: URL(fileURLWithPath: output), encoding: .utf8)
            #expect(text.contains("LaunchListQuery"))
            #expect(!text.contains("BookTripMutation"))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("RocketReserverAPI").path))
        }
    }

    @Test func wrongValuesAreErrorsNamingTheirKey() throws {
        let base = #""input": {"schemaSearchPaths": ["**/*.graphqls"]}, "output": {"schemaTypes": {"path": "Out", "moduleType": {"other": {}}}}"#
        #expect(try errors(#"{"output": {"schemaTypes": {"path": "Out"}}}"#) == [#""schemaNamespace" is required"#])
        #expect(try errors(#"{"schemaNamespace": 7}"#) == [#""schemaNamespace": must be a string"#])
        #expect(
            try errors(#"{"schemaNamespace": "API", \#(base), "options": {"operationDocumentFormat": ["operationId"]}}"#) == [
                #""options"."operationDocumentFormat": operations are sent with their definition: ["operationId"] alone is not supported yet"#
            ])
        #expect(
            try errors(#"{"schemaNamespace": "API", "output": {"schemaTypes": {"path": "Out", "moduleType": {"cocoapods": {}}}}}"#) == [
                #""output"."schemaTypes"."moduleType": must be one of {"swiftPackageManager": …}, {"swiftPackage": …}, {"embeddedInTarget": …}, {"other": …}"#
            ])
        #expect(
            try errors(
                #"{"schemaNamespace": "API", "input": {"schemaSearchPaths": ["nowhere/*.graphqls"]}, "output": {"schemaTypes": {"path": "Out"}}}"#)
                == [#""input"."schemaSearchPaths": no file matches ["nowhere/*.graphqls"]"#])
    }

    @Test func anErrorInASecondSchemaFileIsLocatedInIt() throws {
        try withProject { directory in
            try write(["graphql/booking.graphqls": "type Mutation {\n  bookTrips(launchIds: [ID]!): Missing!\n}\n"], in: directory)
            do throws(CodegenFailure) {
                _ = try run(in: directory)
                Issue.record("generated with an unknown type")
            } catch {
                #expect(
                    error.diagnostics.map(\.description) == [
                        "\(directory.appendingPathComponent("graphql/booking.graphqls").path):2:32: Unknown type \"Missing\"."
                    ])
            }
        }
    }
}
