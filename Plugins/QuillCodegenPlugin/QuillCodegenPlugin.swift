import Foundation
import PackagePlugin

/// Generates Swift for a target's GraphQL operations at build time, as seed 000's "Generate
/// Apollo GraphQL API" build phase did: every `.graphql` file of the target but the schema
/// is an operations file, and the schema is the `"schema"` of the target's
/// `quill-codegen.json`, else its `schema.graphqls`, `schema.json` or `schema.graphql`; or
/// the target has Apollo's `apollo-codegen-config.json`, which finds the schema.
///
/// A target adopts it with `plugins: [.plugin(name: "QuillCodegenPlugin", package: "Quill")]`.
/// The generator runs when an input changed, and writes only the files whose text changed,
/// so that a build with nothing changed compiles nothing.
@main
struct QuillCodegenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try commands(
            files: target.sourceFiles.map(\.url), tool: try context.tool(named: "quill-codegen").url,
            workDirectory: context.pluginWorkDirectoryURL, targetName: target.name)
    }

    /// The generator's one command over the target's files.
    func commands(files: [URL], tool: URL, workDirectory: URL, targetName: String) throws -> [Command] {
        let configuration = files.first { $0.lastPathComponent == "quill-codegen.json" }
        let documents = files.filter { ["graphql", "graphqls", "gql"].contains($0.pathExtension) }
        guard !documents.isEmpty else { return [] }
        if configuration == nil, let apollo = files.first(where: { $0.lastPathComponent == "apollo-codegen-config.json" }) {
            return apolloCommands(configuration: apollo, documents: documents, tool: tool, workDirectory: workDirectory, targetName: targetName)
        }
        guard let schema = try schema(among: files, configuration: configuration) else {
            throw PluginFailure(
                "\(targetName): no GraphQL schema: add schema.graphqls, schema.json or schema.graphql, or name it as \"schema\" in quill-codegen.json"
            )
        }
        let operations = documents.filter {
            $0.pathExtension != "graphqls" && $0.standardizedFileURL != schema.standardizedFileURL
        }.sorted { $0.path < $1.path }
        let output = workDirectory.appending(path: "GeneratedSources")
        // The generator names its outputs the same way (Codegen.outputFileName(forOperationsAt:)).
        var outputs = [output.appending(path: "SchemaTypes.graphql.swift")]
        for file in operations {
            let url = output.appending(path: file.deletingPathExtension().lastPathComponent + ".graphql.swift")
            if outputs.contains(url) {
                throw PluginFailure(
                    "\(targetName): two operation files are named \(file.deletingPathExtension().lastPathComponent): their generated files would clash"
                )
            }
            outputs.append(url)
        }
        var arguments = ["--schema", schema.path, "--output", output.path]
        if let configuration { arguments += ["--config", configuration.path] }
        arguments += operations.map(\.path)
        return [
            .buildCommand(
                displayName: "Generating Swift for \(targetName)'s GraphQL operations",
                executable: tool, arguments: arguments,
                inputFiles: [schema] + operations + (configuration.map { [$0] } ?? []),
                outputFiles: outputs)
        ]
    }

    /// With Apollo's `apollo-codegen-config.json`: its `schemaSearchPaths` find the schema
    /// (the target's `.graphqls` files are inputs, so changing them reruns the generator);
    /// the code goes to the plugin's directory, whatever the file's `output` says.
    func apolloCommands(configuration: URL, documents: [URL], tool: URL, workDirectory: URL, targetName: String) -> [Command] {
        let operations = documents.filter { $0.pathExtension != "graphqls" }.sorted { $0.path < $1.path }
        let output = workDirectory.appending(path: "GeneratedSources")
        let outputs =
            [output.appending(path: "SchemaTypes.graphql.swift")]
            + operations.map { output.appending(path: $0.deletingPathExtension().lastPathComponent + ".graphql.swift") }
        return [
            .buildCommand(
                displayName: "Generating Swift for \(targetName)'s GraphQL operations (apollo-codegen-config.json)",
                executable: tool, arguments: ["--config", configuration.path, "--output", output.path] + operations.map(\.path),
                inputFiles: [configuration] + documents, outputFiles: outputs)
        ]
    }

    private func schema(among files: [URL], configuration: URL?) throws -> URL? {
        if let configuration,
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: configuration)) as? [String: Any],
            let path = object["schema"] as? String
        {
            return path.hasPrefix("/") ? URL(filePath: path) : configuration.deletingLastPathComponent().appending(path: path)
        }
        for name in ["schema.graphqls", "schema.json", "schema.graphql"] {
            if let file = files.first(where: { $0.lastPathComponent == name }) { return file }
        }
        return nil
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension QuillCodegenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try commands(
            files: target.inputFiles.map(\.url), tool: try context.tool(named: "quill-codegen").url,
            workDirectory: context.pluginWorkDirectoryURL, targetName: target.displayName)
    }
}
#endif
