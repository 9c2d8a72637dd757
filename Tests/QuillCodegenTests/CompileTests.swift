import Foundation
import QuillTestSupport
import Testing

@testable import QuillCodegen

/// Generated code type-checked by `swiftc` against the built Quill module, in Swift 6 mode
/// with warnings as errors: GitHub's public schema with the operations written for it, and
/// the benchmark corpus's large operation; and a package whose targets generate their code with
/// the plugin and compile it with the client in Swift 6.2's default main-actor isolation and
/// in Swift 5 mode. (The examples' code is compiled whole with the
/// package: it is QuillGeneratedTests' golden files; `scripts/bench-codegen` compiles the
/// GitHub operations whole and times it.)
@Suite struct CompileTests {
    @Test func gitHubOperationsTypecheckWithoutWarnings() throws {
        try typecheck(
            inputs: ["Benchmarks/corpus/github-operations"], schema: "Benchmarks/corpus/github-schema.graphql",
            options: CodegenOptions(keyFields: ["Node": ["id"]]))
    }

    @Test func theLargeCorpusOperationTypechecksWithoutWarnings() throws {
        try typecheck(
            inputs: ["Benchmarks/corpus/operations/large.graphql"], schema: "Benchmarks/corpus/schema.graphql",
            options: CodegenOptions(namespace: "Large"))
    }

    /// Deferred fragments (`@Deferred` accessors, a deferred inline fragment's own struct)
    /// and a streamed list, `Codable` and internal, in both language modes.
    @Test(arguments: ["5", "6"])
    func deferredFragmentsTypecheckWithoutWarnings(swiftVersion: String) throws {
        try typecheck(
            inputs: ["Tests/QuillCodegenTests/Fixtures/Incremental"], schema: "Tests/QuillCodegenTests/Fixtures/Incremental/schema.graphql",
            options: CodegenOptions(access: .internal, codable: true), swiftVersion: swiftVersion)
    }

    /// Tests/Packages/GeneratedCode: generated code (Codable on) and the client's observable
    /// models used on and off the main actor, in a target with `.defaultIsolation(MainActor.self)`
    /// and one in Swift 5 mode, warnings being errors. A build of its own (a few minutes the
    /// first time: it builds Quill and the plugin's tool in the package's `.build`).
    @Test func generatedCodeCompilesWithDefaultMainActorIsolationAndInSwift5Mode() throws {
        let swift = try #require(Toolchain.swift, "no swift in PATH")
        let package = packageFile("Tests/Packages/GeneratedCode")
        // SwiftPM keeps its build plan of a path dependency when files are added to or removed
        // from it (then fails on "missing inputs"): without the plan, it makes it again.
        for plan in ["debug.yaml", "plugin-tools.yaml"] {
            try? FileManager.default.removeItem(at: package.appendingPathComponent(".build/\(plan)"))
        }
        let result = try ChildProcess.runBlocking(swift, ["build", "--package-path", package.path], timeout: 3600)
        let messages = result.outputText + result.errorsText
        #expect(result.status == 0, "swift build failed:\n\(messages.suffix(6000))")
    }

    /// Apollo iOS 1.x's shapes (GraphQLEnum, GraphQLNullable, a module of its own that
    /// re-exports Quill, the scalars' typealiases), in both language modes an app may be in:
    /// the Features fixture as a module, and code that imports only it (Fixtures/ApolloShapes).
    @Test(arguments: ["5", "6"])
    func apolloShapesCompileAsAModuleOfTheirOwn(swiftVersion: String) throws {
        let swiftc = try #require(Toolchain.swiftc, "no swiftc in PATH")
        let modules = try #require(Toolchain.builtModules, "no built Quill module; run 'swift build --build-tests' first")
        try withTemporaryDirectory { directory in
            let output = directory.appendingPathComponent("Generated")
            let options = CodegenOptions(
                namespace: "ApolloShapes", scalars: ["DateTime": "String"], graphQLEnum: true, graphQLNullable: true, module: true)
            _ = try Generation(
                inputs: [fixture("Features").path], schemaPath: nil, output: output.path, options: options
            ).run()
            let sources = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted().map { output.appendingPathComponent($0).path }
            let common =
                ["-swift-version", swiftVersion, "-warnings-as-errors"] + generatedCodeModuleOptions(build: modules.deletingLastPathComponent())
            let module = try ChildProcess.runBlocking(
                swiftc,
                [
                    "-emit-module", "-parse-as-library", "-module-name", "ApolloShapes", "-emit-module-path",
                    directory.appendingPathComponent("ApolloShapes.swiftmodule").path,
                ] + common + sources,
                timeout: 900)
            #expect(module.status == 0, "swiftc failed:\n\((module.outputText + module.errorsText).prefix(4000))")
            let app = try ChildProcess.runBlocking(
                swiftc, ["-typecheck", "-module-name", "App", "-I", directory.path] + common + [fixture("ApolloShapes/Uses.swift").path],
                timeout: 900)
            let messages = app.outputText + app.errorsText
            #expect(app.status == 0, "swiftc failed:\n\(messages.prefix(4000))")
            #expect(!messages.contains("warning:"), "\(messages.prefix(4000))")
        }
    }

    private func typecheck(inputs: [String], schema: String, options: CodegenOptions, swiftVersion: String = "6") throws {
        let swiftc = try #require(Toolchain.swiftc, "no swiftc in PATH")
        let modules = try #require(Toolchain.builtModules, "no built Quill module; run 'swift build --build-tests' first")
        try withTemporaryDirectory { directory in
            let output = directory.appendingPathComponent("Generated")
            _ = try Generation(
                inputs: inputs.map { packageFile($0).path }, schemaPath: packageFile(schema).path, output: output.path,
                options: options
            ).run()
            let sources = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted().map { output.appendingPathComponent($0).path }
            let arguments =
                ["-typecheck", "-swift-version", swiftVersion, "-warnings-as-errors", "-module-name", "Generated"]
                + generatedCodeModuleOptions(build: modules.deletingLastPathComponent())
            let result = try ChildProcess.runBlocking(swiftc, arguments + sources, timeout: 900)
            let messages = result.outputText + result.errorsText
            #expect(result.status == 0, "swiftc failed:\n\(messages.prefix(4000))")
            #expect(!messages.contains("warning:"), "\(messages.prefix(4000))")
        }
    }
}

/// The compiler and the modules of this build.
enum Toolchain {
    /// `swiftc` from PATH.
    static let swiftc = executable("swiftc")

    /// `swift` (the package manager's driver) from PATH.
    static let swift = executable("swift")

    private static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The directory of the `.swiftmodule`s SwiftPM built (`Quill` and what it imports), beside the test bundle.
    static let builtModules: URL? = {
        var candidates = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent().appendingPathComponent("Modules") }
        if let runner = Bundle.main.executableURL {
            candidates.append(runner.deletingLastPathComponent().appendingPathComponent("Modules"))
        }
        candidates.append(packageFile(".build/debug/Modules"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Quill.swiftmodule").path) }
    }()
}
