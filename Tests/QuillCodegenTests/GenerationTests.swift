import Foundation
import GraphQL
import Testing

@testable import QuillCodegen

/// A run on files, as `quill generate` and the plugin make it: where options come from,
/// what is written, and that a failure writes nothing.
@Suite struct GenerationTests {
    static let schema = try! String(contentsOf: fixture("Launches/schema.graphql"), encoding: .utf8)
    static let launchList = try! String(contentsOf: fixture("Launches/LaunchList.graphql"), encoding: .utf8)
    static let trips = try! String(contentsOf: fixture("Launches/Trips.graphql"), encoding: .utf8)

    func run(_ directory: URL, inputs: [String] = ["ops"], output: String = "out", options: CodegenOptions = CodegenOptions())
        throws -> Generation.Report
    {
        try Generation(
            inputs: inputs.map { directory.appendingPathComponent($0).path }, schemaPath: directory.appendingPathComponent("schema.graphql").path,
            output: directory.appendingPathComponent(output).path, options: options
        ).run()
    }

    @Test func unchangedOutputIsNotWrittenAgain() throws {
        try withTemporaryDirectory { directory in
            try write(["schema.graphql": Self.schema, "ops/LaunchList.graphql": Self.launchList, "ops/Trips.graphql": Self.trips], in: directory)
            let first = try run(directory)
            #expect(
                first.written.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted() == [
                    "LaunchList.graphql.swift", "SchemaTypes.graphql.swift", "Trips.graphql.swift",
                ])
            let output = directory.appendingPathComponent("out/LaunchList.graphql.swift")
            let modified = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
            try write(["ops/Trips.graphql": Self.trips + "\nquery Me { me { id } }\n"], in: directory)
            let second = try run(directory)
            #expect(second.written.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Trips.graphql.swift"])
            #expect(second.unchanged.count == 2)
            #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date == modified)
        }
    }

    @Test func aFailureWritesNothing() throws {
        try withTemporaryDirectory { directory in
            try write(["schema.graphql": Self.schema, "ops/LaunchList.graphql": Self.launchList], in: directory)
            _ = try run(directory)
            let before = try contents(of: directory.appendingPathComponent("out"))
            try write(["ops/LaunchList.graphql": Self.launchList.replacingOccurrences(of: "hasMore", with: "hasMoar")], in: directory)
            try write(["ops/New.graphql": "query New { me { id } }"], in: directory)
            #expect(throws: CodegenFailure.self) { try run(directory) }
            #expect(try contents(of: directory.appendingPathComponent("out")) == before)
        }
    }

    @Test func filesOfRemovedOperationFilesAreRemoved() throws {
        try withTemporaryDirectory { directory in
            try write(["schema.graphql": Self.schema, "ops/LaunchList.graphql": Self.launchList, "ops/Trips.graphql": Self.trips], in: directory)
            _ = try run(directory)
            try write(["out/Mine.graphql.swift": "// not generated"], in: directory)
            try FileManager.default.removeItem(at: directory.appendingPathComponent("ops/Trips.graphql"))
            let report = try run(directory)
            #expect(report.removed.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Trips.graphql.swift"])
            #expect(
                try contents(of: directory.appendingPathComponent("out")).keys.sorted() == [
                    "LaunchList.graphql.swift", "Mine.graphql.swift", "SchemaTypes.graphql.swift",
                ])
        }
    }

    @Test func theOutputDoesNotDependOnTheOrderOfTheInputs() throws {
        try withTemporaryDirectory { directory in
            try write(["schema.graphql": Self.schema, "ops/LaunchList.graphql": Self.launchList, "ops/Trips.graphql": Self.trips], in: directory)
            _ = try run(directory, inputs: ["ops/LaunchList.graphql", "ops/Trips.graphql"], output: "a.swift")
            _ = try run(directory, inputs: ["ops/Trips.graphql", "ops/LaunchList.graphql"], output: "b.swift")
            _ = try run(directory, inputs: ["ops"], output: "c.swift")
            let a = try String(contentsOf: directory.appendingPathComponent("a.swift"), encoding: .utf8)
            #expect(try String(contentsOf: directory.appendingPathComponent("b.swift"), encoding: .utf8) == a)
            #expect(try String(contentsOf: directory.appendingPathComponent("c.swift"), encoding: .utf8) == a)
        }
    }

    @Test func aDirectoryOfOperationsLeavesOutTheSchemaInIt() throws {
        try withTemporaryDirectory { directory in
            // The seed's `generate $(find . -name '*.graphql') --schema schema.graphql`.
            try write(["schema.graphql": Self.schema, "LaunchList.graphql": Self.launchList], in: directory)
            let report = try run(directory, inputs: ["."], output: "API.swift")
            #expect(report.written.map { URL(fileURLWithPath: $0).lastPathComponent } == ["API.swift"])
        }
    }

    @Test func optionsComeFromTheConfigurationBesideTheOperations() throws {
        try withTemporaryDirectory { directory in
            try write(
                [
                    "api/schema.graphql": Self.schema, "ops/LaunchList.graphql": Self.launchList,
                    "ops/quill-codegen.json": #"{"schema": "../api/schema.graphql", "namespace": "Launches", "access": "internal"}"#,
                ], in: directory)
            _ = try Generation(
                inputs: [directory.appendingPathComponent("ops").path], schemaPath: nil,
                output: directory.appendingPathComponent("API.swift").path, options: CodegenOptions(namespace: "Space")
            ).run()
            let text = try String(contentsOf: directory.appendingPathComponent("API.swift"), encoding: .utf8)
            #expect(text.contains("\nenum Space {}\n"))
            #expect(text.contains("\n    struct LaunchListQuery: GraphQLQuery, Hashable {\n"))
            #expect(!text.contains("public"))
        }
    }

    @Test func aSchemaFromIntrospectionGeneratesTheSameCode() throws {
        let sdl = try SchemaLoader.load(path: "schema.graphql", text: Self.schema)
        let json = String(decoding: introspectionFromSchema(sdl).prettySerialized(), as: UTF8.self)
        let introspected = try SchemaLoader.load(path: "schema.json", text: json)
        let wrapped = try SchemaLoader.load(path: "schema.json", text: #"{"data": "# + json + "}")
        let operations = [OperationFile(path: "LaunchList.graphql", text: Self.launchList), OperationFile(path: "Trips.graphql", text: Self.trips)]
        let fromSDL = try Codegen.generate(schema: sdl, operations: operations, options: CodegenOptions(), layout: .directory)
        #expect(try Codegen.generate(schema: introspected, operations: operations, options: CodegenOptions(), layout: .directory) == fromSDL)
        #expect(try Codegen.generate(schema: wrapped, operations: operations, options: CodegenOptions(), layout: .directory) == fromSDL)
    }

    @Test func aMissingInputIsReported() throws {
        try withTemporaryDirectory { directory in
            try write(["schema.graphql": Self.schema], in: directory)
            #expect(throws: CodegenFailure(file: directory.appendingPathComponent("nope.graphql").path, "no such file or directory")) {
                try run(directory, inputs: ["nope.graphql"])
            }
        }
    }
}
