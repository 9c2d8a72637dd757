import Foundation
import QuillTestSupport
import Testing

@testable import QuillCodegen

/// The client's SwiftUI code type-checked in Swift 6 mode with warnings as errors: `@QuillQuery`
/// (Sources/Quill/Observation/QuillQuery.swift, compiled only where SwiftUI can be imported)
/// and the README's SwiftUI section, an app over seed 000's generated `AllConferencesQuery`.
/// On Linux SwiftUI is Tests/Shims/SwiftUI, its declarations as SwiftUI's interface has them;
/// on a Mac, SwiftUI itself.
@Suite struct SwiftUICompileTests {
    @Test func quillQueryAndTheREADMEsAppTypecheck() throws {
        let swiftc = try #require(Toolchain.swiftc, "no swiftc in PATH")
        let modules = try #require(Toolchain.builtModules, "no built Quill module; run 'swift build --build-tests' first")
        let build = modules.deletingLastPathComponent()
        try withTemporaryDirectory { directory in
            var moduleOptions = ["-I", modules.path]
            #if !canImport(Darwin)
            let shim = try ChildProcess.runBlocking(
                swiftc,
                [
                    "-emit-module", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name", "SwiftUI",
                    "-o", directory.appendingPathComponent("SwiftUI.swiftmodule").path, packageFile("Tests/Shims/SwiftUI/SwiftUI.swift").path,
                ],
                timeout: 600)
            try #require(shim.status == 0, "the SwiftUI shim does not compile:\n\(shim.errorsText.prefix(4000))")
            moduleOptions += ["-I", directory.path]
            #endif
            moduleOptions += try Self.cModuleMaps(build: build).flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }

            let generated = directory.appendingPathComponent("API.swift")
            _ = try Generation(
                inputs: [packageFile("Examples/ConferencePlanner/ConferenceTableViewController.graphql").path],
                schemaPath: packageFile("Examples/ConferencePlanner/generated-api.graphql").path, output: generated.path,
                options: CodegenOptions()
            ).run()
            let readme = directory.appendingPathComponent("README.swift")
            try Self.swiftUISection().write(to: readme, atomically: true, encoding: .utf8)

            // QuillQuery.swift is the Quill module's: compiled here, it sees Quill as imported.
            let arguments =
                [
                    "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name", "App",
                    "-Xfrontend", "-import-module", "-Xfrontend", "Quill",
                ] + moduleOptions
            let sources = [generated.path, readme.path, packageFile("Sources/Quill/Observation/QuillQuery.swift").path]
            let result = try ChildProcess.runBlocking(swiftc, arguments + sources, timeout: 900)
            let messages = result.outputText + result.errorsText
            #expect(result.status == 0, "swiftc failed:\n\(messages.prefix(6000))")
            #expect(!messages.contains("warning:"), "\(messages.prefix(6000))")
        }
    }

    #if !canImport(Darwin)
    /// The shim is what makes `canImport(SwiftUI)` true: without it, the README's app does not
    /// compile, so the check above is not vacuous.
    @Test func withoutSwiftUITheAppDoesNotTypecheck() throws {
        let swiftc = try #require(Toolchain.swiftc, "no swiftc in PATH")
        let modules = try #require(Toolchain.builtModules, "no built Quill module; run 'swift build --build-tests' first")
        try withTemporaryDirectory { directory in
            let readme = directory.appendingPathComponent("README.swift")
            try Self.swiftUISection().write(to: readme, atomically: true, encoding: .utf8)
            let arguments =
                ["-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "App", "-I", modules.path]
                + (try Self.cModuleMaps(build: modules.deletingLastPathComponent()).flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] })
            let result = try ChildProcess.runBlocking(swiftc, arguments + [readme.path], timeout: 900)
            #expect(result.status != 0)
            #expect(result.errorsText.contains("no such module 'SwiftUI'"), "\(result.errorsText.prefix(2000))")
        }
    }
    #endif

    /// The first Swift block of the README's "## SwiftUI" section.
    static func swiftUISection() throws -> String {
        let readme = try String(contentsOf: packageFile("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## SwiftUI\n").dropFirst().first, "README.md has no '## SwiftUI' section")
        let block = try #require(section.components(separatedBy: "```swift\n").dropFirst().first, "no Swift block in README's SwiftUI section")
        return try #require(block.components(separatedBy: "\n```").first)
    }

    /// The module maps of the C modules the Quill module was built against (the build's own C
    /// targets, and the system libraries'), which a client of the module loads with it.
    static func cModuleMaps(build: URL) throws -> [String] {
        let built = try FileManager.default.contentsOfDirectory(atPath: build.path).filter { $0.hasSuffix(".build") }
            .map { build.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
        let sources = try FileManager.default.contentsOfDirectory(atPath: packageFile("Sources").path)
            .map { packageFile("Sources/\($0)/module.modulemap").path }
        return (built + sources).filter { FileManager.default.fileExists(atPath: $0) }.sorted()
    }
}
