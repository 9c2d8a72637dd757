import Testing
@testable import QuillCLI

/// `quill dev`'s command line, read in-process.
@Suite struct DevOptionsTests {
    static func options(_ arguments: [String]) throws -> DevOptions {
        guard case .run(let invocation) = try ArgumentParser.parse(["dev"] + arguments, root: RootCommand.command) else {
            throw UsageError("not a run", commandPath: ["dev"])
        }
        return try DevOptions(invocation)
    }

    @Test func defaults() throws {
        let options = try Self.options(["--schema", "model.graphql"])
        #expect(options == DevOptions(schemaPath: "model.graphql", logLevel: .info))
    }

    @Test func everyOption() throws {
        let options = try Self.options([
            "-s", "m.graphql", "--api", "collections", "--host", "::", "-p", "0", "--database", "d.sqlite",
            "--accept-data-loss", "--seed", "seed.graphql", "--log-level", "warning",
        ])
        #expect(options == DevOptions(
            schemaPath: "m.graphql", convention: .collections, host: "::", port: 0, database: .sqlite(path: "d.sqlite"),
            acceptDataLoss: true, seedPath: "seed.graphql", logLevel: .warning))
    }

    @Test func runLogsOnlyErrorsUnlessTold() throws {
        #expect(try Self.options(["--schema", "m", "--run", "q.graphql"]).logLevel == .error)
        #expect(try Self.options(["--schema", "m", "--run", "q.graphql", "--log-level", "debug"]).logLevel == .debug)
    }

    @Test(arguments: [
        ([], "missing option '--schema'"),
        (["--schema", "m", "--api", "simple"], "option '--api' must be graphcool or collections, not 'simple'"),
        (["--schema", "m", "--port", "65536"], "option '--port' needs an integer from 0 to 65535, not '65536'"),
        (["--schema", "m", "--log-level", "loud"], "option '--log-level' must be debug, info, warning or error, not 'loud'"),
    ])
    func usageErrors(arguments: [String], problem: String) throws {
        let console = RecordingConsole()
        #expect(CLI.run(["dev"] + arguments, console: console) == ExitCode.usage)
        #expect(console.errors == "quill: \(problem) for 'dev'. See 'quill dev --help'.\n")
    }

    @Test func aMissingModelIsReportedPlainly() {
        let console = RecordingConsole()
        #expect(CLI.run(["dev", "--schema", "/nonexistent/model.graphql", "--port", "0"], console: console) == ExitCode.failure)
        #expect(console.output == "")
        #expect(console.errors.hasPrefix("quill: cannot read '/nonexistent/model.graphql': "))
    }
}
