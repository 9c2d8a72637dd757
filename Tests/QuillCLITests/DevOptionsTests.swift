import Testing

@testable import QuillCLI

/// `quill dev`'s command line, read in-process.
@Suite struct DevOptionsTests {
    static func options(_ arguments: [String], environment: [String: String] = [:]) throws -> DevOptions {
        guard case .run(let invocation) = try ArgumentParser.parse(["dev"] + arguments, root: RootCommand.command) else {
            throw UsageError("not a run", commandPath: ["dev"])
        }
        return try DevOptions(invocation) { environment[$0] }
    }

    @Test func aPostgresURLFromTheOptionOrTheEnvironment() throws {
        let url = "postgres://app:secret@db.internal:5432/app"
        #expect(try Self.options(["--schema", "m", "--database", url]).database == .postgres(url: url, connections: 10, timeout: 10))
        #expect(
            try Self.options(["--schema", "m", "--database", "postgresql://h/db", "--pool-size", "3", "--database-timeout", "30"]).database
                == .postgres(url: "postgresql://h/db", connections: 3, timeout: 30))
        #expect(
            try Self.options(["--schema", "m"], environment: ["DATABASE_URL": url]).database == .postgres(url: url, connections: 10, timeout: 10))
        // The option wins over the environment; an empty DATABASE_URL is none.
        #expect(
            try Self.options(["--schema", "m", "--database", "d.sqlite"], environment: ["DATABASE_URL": url]).database == .sqlite(path: "d.sqlite"))
        #expect(try Self.options(["--schema", "m"], environment: ["DATABASE_URL": ""]).database == nil)
    }

    @Test func defaults() throws {
        let options = try Self.options(["--schema", "model.graphql"])
        #expect(options == DevOptions(backend: BackendOptions(schemaPath: "model.graphql")))
        #expect(options.logLevel == .info && options.logFormat == .text && options.introspection)
        #expect(options.host == "127.0.0.1" && options.port == 4000 && options.jwtKey == nil && options.rateLimit == nil)
    }

    @Test func everyOption() throws {
        let options = try Self.options([
            "-s", "m.graphql", "--api", "collections", "--host", "::", "-p", "0", "--database", "d.sqlite",
            "--accept-data-loss", "--seed", "seed.graphql", "--log-level", "warning", "--ws-init-timeout", "60", "--atomic-requests",
        ])
        var expected = DevOptions(backend: BackendOptions(schemaPath: "m.graphql", convention: .collections, database: .sqlite(path: "d.sqlite")))
        expected.acceptDataLoss = true
        expected.backend.atomicRequests = true
        expected.seedPath = "seed.graphql"
        expected.host = "::"
        expected.port = 0
        expected.logLevel = .warning
        expected.webSocketInitTimeoutSeconds = 60
        #expect(options == expected)
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
        (["--schema", "m", "--ws-init-timeout", "0"], "option '--ws-init-timeout' needs an integer at least 1, not '0'"),
        (["--schema", "m", "--database", "postgres://h/db", "--pool-size", "0"], "option '--pool-size' needs an integer from 1 to 1000, not '0'"),
        (
            ["--schema", "m", "--database", "postgres://h/db", "--database-timeout", "soon"],
            "option '--database-timeout' needs an integer from 1 to 3600, not 'soon'"
        ),
        (
            ["--schema", "m", "--database", "d.sqlite", "--pool-size", "4"],
            "options '--pool-size' and '--database-timeout' need a PostgreSQL database, not the SQLite file 'd.sqlite'"
        ),
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
