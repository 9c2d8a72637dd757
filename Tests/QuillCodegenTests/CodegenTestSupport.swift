import Foundation
import GraphQL
import Testing

@testable import QuillCodegen

/// The root of this package, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // QuillCodegenTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

/// A file of the package, by its path from the root.
func packageFile(_ path: String) -> URL {
    packageRoot.appendingPathComponent(path)
}

func fixture(_ path: String) -> URL {
    packageFile("Tests/QuillCodegenTests/Fixtures/\(path)")
}

/// The Features fixture's schema.
let featuresSchema: GraphQLSchema = try! SchemaLoader.load(
    path: "schema.graphql", text: try! String(contentsOf: fixture("Features/schema.graphql"), encoding: .utf8))

/// The files generated for operations given as text (named `Operations.graphql`, …).
func generate(
    _ operations: [String: String], schema: GraphQLSchema = featuresSchema, options: CodegenOptions = CodegenOptions(),
    layout: Codegen.Layout = .file("API.swift")
) throws(CodegenFailure) -> [Codegen.File] {
    let files = operations.sorted { $0.key < $1.key }.map { OperationFile(path: $0.key, text: $0.value) }
    return try Codegen.generate(schema: schema, operations: files, options: options, optionsOrigin: "quill-codegen.json", layout: layout)
}

/// The one file generated for `operations` (in `Operations.graphql`).
func generated(_ operations: String, schema: GraphQLSchema = featuresSchema, options: CodegenOptions = CodegenOptions()) throws -> String {
    try generate(["Operations.graphql": operations], schema: schema, options: options)[0].contents
}

/// The diagnostics generating `operations` reports, as `FILE:LINE:COLUMN: message` lines.
func diagnostics(
    _ operations: [String: String], schema: GraphQLSchema = featuresSchema, options: CodegenOptions = CodegenOptions()
) -> [String] {
    do throws(CodegenFailure) {
        _ = try generate(operations, schema: schema, options: options)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

/// Calls `body` with a new empty directory, removed afterwards.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quill-codegen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// Writes `files` (path relative to `directory` → text) into `directory`.
func write(_ files: [String: String], in directory: URL) throws {
    for (path, text) in files {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }
}

/// The names and texts of the files in `directory`.
func contents(of directory: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
        result[name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }
    return result
}
