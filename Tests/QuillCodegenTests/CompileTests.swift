import Foundation
import QuillTestSupport
import Testing
@testable import QuillCodegen

/// Generated code type-checked by `swiftc` against the built QuillAPI module, in Swift 6 mode
/// with warnings as errors: GitHub's public schema with the operations written for it, and
/// the benchmark corpus's large operation. (The examples' code is compiled whole with the
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

    private func typecheck(inputs: [String], schema: String, options: CodegenOptions) throws {
        let swiftc = try #require(Toolchain.swiftc, "no swiftc in PATH")
        let modules = try #require(Toolchain.builtModules, "no built QuillAPI module; run 'swift build --build-tests' first")
        try withTemporaryDirectory { directory in
            let output = directory.appendingPathComponent("Generated")
            _ = try Generation(
                inputs: inputs.map { packageFile($0).path }, schemaPath: packageFile(schema).path, output: output.path,
                options: options
            ).run()
            let sources = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted().map { output.appendingPathComponent($0).path }
            let arguments = ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Generated"]
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
    static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The directory of the `.swiftmodule`s SwiftPM built (`QuillAPI`, `GraphQL`), beside the test bundle.
    static let builtModules: URL? = {
        var candidates = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent().appendingPathComponent("Modules") }
        if let runner = Bundle.main.executableURL {
            candidates.append(runner.deletingLastPathComponent().appendingPathComponent("Modules"))
        }
        candidates.append(packageFile(".build/debug/Modules"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("QuillAPI.swiftmodule").path) }
    }()
}
