import Foundation
import GraphQL
import QuillCodegen
import QuillSync
import QuillTestSupport

/// `quill-bench codegen [--no-compile] [--example]`: generating Swift for the GitHub-schema
/// operations (Benchmarks/corpus/github-operations) and the corpus's, its size in lines
/// per operation and per selected field (Apollo iOS 1.0's #2740 reports 68k → 364k lines
/// for one app), the time `swiftc` takes to compile it (debug, whole module), and with
/// `--example` the time of a build of Examples/ConferencePlanner with nothing changed
/// (the plugin runs nothing) and after touching one operation file (the generator runs
/// and rewrites nothing).
func runCodegenBenchmark(_ arguments: [String]) -> Int32 {
    let known: Set<String> = ["--no-compile", "--example"]
    guard arguments.allSatisfy(known.contains) else {
        log("usage: quill-bench codegen [--no-compile] [--example]")
        return 2
    }
    do {
        let sets = [
            CodegenSet(name: "github", schema: "github-schema.graphql", inputs: ["github-operations"]),
            CodegenSet(name: "corpus", schema: "schema.graphql", inputs: ["app", "list", "large"].map { "operations/\($0).graphql" }),
        ]
        print("| set | operations | fragments | fields | lines | lines/operation | lines/field | generate ms | compile s |")
        print("|---|---|---|---|---|---|---|---|---|")
        for set in sets {
            let result = try set.measure(compile: !arguments.contains("--no-compile"))
            print(result.row)
        }
        if arguments.contains("--example") {
            let (noop, touched) = try exampleBuildTimes()
            print(
                "\nExamples/ConferencePlanner, build with nothing changed: \(format(noop)) s; after touching one .graphql file: \(format(touched)) s (medians of 5)"
            )
        }
        return 0
    } catch {
        log("quill-bench codegen: \(error)")
        return 1
    }
}

/// Operations and a schema of the corpus.
private struct CodegenSet {
    var name: String
    var schema: String
    var inputs: [String]

    struct Result {
        var name: String
        var operations: Int
        var fragments: Int
        var fields: Int
        var lines: Int
        var generateMilliseconds: Double
        var compileSeconds: Double?

        var row: String {
            let perOperation = Double(lines) / Double(operations)
            let perField = Double(lines) / Double(fields)
            return
                "| \(name) | \(operations) | \(fragments) | \(fields) | \(lines) | \(format(perOperation)) | \(format(perField)) | \(format(generateMilliseconds)) | \(compileSeconds.map(format) ?? "–") |"
        }
    }

    func measure(compile: Bool) throws -> Result {
        let corpus = RepositoryPaths.corpus
        let schema = try SchemaLoader.load(path: self.schema, text: try String(contentsOfFile: "\(corpus)/\(self.schema)", encoding: .utf8))
        let files = try inputs.flatMap { input -> [String] in
            let path = "\(corpus)/\(input)"
            guard input.hasSuffix(".graphql") else {
                return try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".graphql") }.sorted().map { "\(path)/\($0)" }
            }
            return [path]
        }.map { OperationFile(path: $0, text: try String(contentsOfFile: $0, encoding: .utf8)) }

        var times: [Double] = []
        var generated: [Codegen.File] = []
        for _ in 0..<5 {
            let start = MonotonicInstant.now
            generated = try Codegen.generate(schema: schema, operations: files, options: CodegenOptions(), layout: .directory)
            times.append((MonotonicInstant.now - start) * 1000)
        }
        var operations = 0
        var fragments = 0
        var fields = 0
        for file in files {
            for definition in try Parser.parse(Source(file.text)).definitions {
                switch definition {
                case .operation(let operation):
                    operations += 1
                    fields += countFields(operation.selectionSet)
                case .fragment(let fragment):
                    fragments += 1
                    fields += countFields(fragment.selectionSet)
                default: break
                }
            }
        }
        let lines = generated.reduce(0) { $0 + $1.contents.split(separator: "\n", omittingEmptySubsequences: false).count - 1 }
        return Result(
            name: name, operations: operations, fragments: fragments, fields: fields, lines: lines,
            generateMilliseconds: times.sorted()[times.count / 2],
            compileSeconds: compile ? try compileSeconds(generated) : nil)
    }

    /// `swiftc -c -wmo` (debug, Swift 6, warnings as errors) of the files, against the Quill
    /// module beside this executable.
    private func compileSeconds(_ files: [Codegen.File]) throws -> Double {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quill-bench-codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in files { try file.contents.write(to: directory.appendingPathComponent(file.name), atomically: false, encoding: .utf8) }
        let build = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var arguments =
            [
                "swiftc", "-c", "-wmo", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                "-module-name", "Generated", "-o", directory.appendingPathComponent("Generated.o").path,
            ]
            + generatedCodeModuleOptions(build: build)
        arguments += files.map { directory.appendingPathComponent($0.name).path }
        let start = MonotonicInstant.now
        try runProcess("/usr/bin/env", arguments)
        return MonotonicInstant.now - start
    }
}

/// The fields selected in a selection set, at every depth.
private func countFields(_ selectionSet: SelectionSetNode) -> Int {
    selectionSet.selections.reduce(0) { count, selection in
        switch selection {
        case .field(let field): count + 1 + (field.selectionSet.map(countFields) ?? 0)
        case .inlineFragment(let inline): count + countFields(inline.selectionSet)
        case .fragmentSpread: count
        }
    }
}

/// Medians of five builds of the example with nothing changed, and after touching an operation file.
private func exampleBuildTimes() throws -> (Double, Double) {
    let example = RepositoryPaths.root + "/Examples/ConferencePlanner"
    let build = ["swift", "build", "--package-path", example]
    try runProcess("/usr/bin/env", build)
    try runProcess("/usr/bin/env", build)
    var noop: [Double] = []
    var touched: [Double] = []
    for _ in 0..<5 {
        var start = MonotonicInstant.now
        try runProcess("/usr/bin/env", build)
        noop.append(MonotonicInstant.now - start)
        try FileManager.default.setAttributes(
            [.modificationDate: Date()], ofItemAtPath: example + "/RegisterViewController.graphql")
        start = MonotonicInstant.now
        try runProcess("/usr/bin/env", build)
        touched.append(MonotonicInstant.now - start)
    }
    return (noop.sorted()[2], touched.sorted()[2])
}

/// Runs a build step to its end (its output dropped); throws when it fails.
private func runProcess(_ executable: String, _ arguments: [String]) throws {
    let result = try ChildProcess.runBlocking(executable, arguments, timeout: 1800)
    guard result.status == 0 else {
        throw SetUpFailure(description: "\(arguments.joined(separator: " ")) failed (\(result.termination)):\n\(result.errorsText)")
    }
}

private func format(_ value: Double) -> String {
    String(format: value < 10 ? "%.2f" : "%.1f", value)
}
