import Foundation
import Testing

@testable import QuillCLI

/// These run the built `quill` executable, as a user would.
@Suite struct EndToEndTests {
    @Test func printsADocumentCanonically() async throws {
        let result = try await withFiles(["q.graphql": "query   Q{a(x:1){b}} # gone"]) { directory in
            try await QuillProcess.run(["print", "q.graphql"], in: directory)
        }
        #expect(result == QuillResult(status: 0, output: "query Q {\n  a(x: 1) {\n    b\n  }\n}\n", errors: ""))
    }

    @Test func printsStandardInput() async throws {
        let result = try await QuillProcess.run(["print", "-"], input: "{ b }")
        #expect(result == QuillResult(status: 0, output: "{\n  b\n}\n", errors: ""))
    }

    @Test func separatesFilesWithABlankLine() async throws {
        let files = ["a.graphql": "{a}", "b.graphql": "type T{f:Int}"]
        let result = try await withFiles(files) { directory in
            try await QuillProcess.run(["print", "a.graphql", "b.graphql"], in: directory)
        }
        #expect(result == QuillResult(status: 0, output: "{\n  a\n}\n\ntype T {\n  f: Int\n}\n", errors: ""))
    }

    @Test func syntaxErrorNamesFileLineAndColumn() async throws {
        let files = ["good.graphql": "{a}", "bad.graphql": "type T {\n  f: Int\n  g(: Int\n}"]
        let result = try await withFiles(files) { directory in
            try await QuillProcess.run(["print", "bad.graphql", "good.graphql"], in: directory)
        }
        let error = "bad.graphql:3:5: Syntax Error: Expected Name, found \":\".\n"
        #expect(result == QuillResult(status: 1, output: "{\n  a\n}\n", errors: error))
    }

    @Test func syntaxErrorOnStandardInput() async throws {
        let result = try await QuillProcess.run(["print", "-"], input: "query {")
        let error = "<stdin>:1:8: Syntax Error: Expected Name, found <EOF>.\n"
        #expect(result == QuillResult(status: 1, output: "", errors: error))
    }

    @Test func unreadableFile() async throws {
        let result = try await QuillProcess.run(["print", "no/such.graphql"])
        let error = "quill: cannot read 'no/such.graphql': No such file or directory\n"
        #expect(result == QuillResult(status: 1, output: "", errors: error))
    }

    @Test func unknownOption() async throws {
        let result = try await QuillProcess.run(["print", "--x", "a.graphql"])
        let error = "quill: unknown option '--x' for 'print'. See 'quill print --help'.\n"
        #expect(result == QuillResult(status: 2, output: "", errors: error))
    }

    @Test func unknownCommand() async throws {
        let result = try await QuillProcess.run(["prnt"])
        #expect(result == QuillResult(status: 2, output: "", errors: "quill: unknown command 'prnt'. See 'quill --help'.\n"))
    }

    @Test func version() async throws {
        let result = try await QuillProcess.run(["--version"])
        #expect(result == QuillResult(status: 0, output: "quill \(quillVersion)\n", errors: ""))
    }

    @Test(arguments: [["--help"], ["-h"], ["help"], []])
    func rootHelp(arguments: [String]) async throws {
        let result = try await QuillProcess.run(arguments)
        #expect(result == QuillResult(status: 0, output: Help.text(for: RootCommand.command, path: []), errors: ""))
        #expect(result.output.contains("\n  print "))
    }

    @Test(arguments: [["print", "--help"], ["print", "-h"], ["help", "print"]])
    func printHelp(arguments: [String]) async throws {
        let result = try await QuillProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output.hasPrefix("OVERVIEW: Print GraphQL documents in canonical form.\n\nUSAGE: quill print FILE...\n"))
    }

    /// Every `quill` run the README and the guides (Documentation/Quill.docc) show prints what they say it prints.
    ///
    /// A run is a console line `$ .build/release/quill ARGS` (or `$ echo 'TEXT' | .build/release/quill ARGS`);
    /// its output is the lines up to the next `$ ` line or the end of the block.
    @Test func documentedRunsPrintWhatTheyShow() async throws {
        let guides = packageRoot.appendingPathComponent("Documentation/Quill.docc")
        let files =
            [packageRoot.appendingPathComponent("README.md")]
            + (try FileManager.default.contentsOfDirectory(atPath: guides.path)).sorted()
            .filter { $0.hasSuffix(".md") }.map { guides.appendingPathComponent($0) }
        var runs = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            runs += try await checkRuns(in: text, of: file.lastPathComponent)
        }
        #expect(runs >= 3)
    }

    /// Runs each `quill` run shown in `text` and compares its output with the lines shown; returns how many ran.
    private func checkRuns(in text: String, of file: String) async throws -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let prompt = "$ .build/release/quill "
        let echo = "$ echo '"
        var runs = 0
        for (index, line) in lines.enumerated() {
            var command = line
            var input = ""
            if line.hasPrefix(echo), let pipe = line.range(of: "' | .build/release/quill ") {
                input = String(line[line.index(line.startIndex, offsetBy: echo.count)..<pipe.lowerBound]) + "\n"
                command = prompt + line[pipe.upperBound...]
            }
            guard command.hasPrefix(prompt) else { continue }
            let end = lines[(index + 1)...].firstIndex { $0.hasPrefix("$ ") || $0 == "```" } ?? lines.endIndex
            let shown = lines[(index + 1)..<end].map { $0 + "\n" }.joined()
            let arguments = command.dropFirst(prompt.count).split(separator: " ").map(String.init)
            let result = try await QuillProcess.run(arguments, input: input)
            #expect(result.output + result.errors == shown, "\(file): \(line)")
            runs += 1
        }
        return runs
    }

    /// Every example document except those kept invalid on purpose (`*.invalid.graphql`).
    @Test func everyExampleDocumentParses() async throws {
        let examples = packageRoot.appendingPathComponent("Examples")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: examples.path)
            .filter { $0.hasSuffix(".graphql") && !$0.hasSuffix(".invalid.graphql") }
            .sorted()
        #expect(!paths.isEmpty)
        let result = try await QuillProcess.run(["print"] + paths, in: examples)
        #expect(result.status == 0)
        #expect(result.errors == "")
    }
}
