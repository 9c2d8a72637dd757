import Testing

@testable import QuillCLI

/// Runs `quill` in-process on a recording console.
private func run(_ arguments: [String], console: RecordingConsole = RecordingConsole()) -> (Int32, RecordingConsole) {
    (CLI.run(arguments, console: console), console)
}

@Test func printHelp() {
    let (status, console) = run(["print", "--help"])
    #expect(status == 0)
    #expect(console.errors == "")
    #expect(
        console.output == """
            OVERVIEW: Print GraphQL documents in canonical form.

            USAGE: quill print FILE...

            ARGUMENTS:
              FILE...     A GraphQL document; '-' reads standard input.

            OPTIONS:
              -h, --help  Show help for this command.

            Each FILE is parsed and printed as graphql-js's print() prints it: comments
            and the original layout are dropped. Several files are printed in order,
            separated by a blank line.

            A syntax error is written to standard error as FILE:LINE:COLUMN: MESSAGE
            (FILE is <stdin> for '-'); the other files are still printed, and the exit
            status is 1.

            """)
}

@Test func rootHelpListsCommandsAndOptions() {
    let (status, console) = run(["--help"])
    #expect(status == 0)
    #expect(
        console.output.hasPrefix(
            """
            OVERVIEW: GraphQL for Swift: a backend from a data model, typed Swift from operations, and the engine's tools.

            USAGE: quill [options] <command>

            COMMANDS:
              print         Print GraphQL documents in canonical form.
              check         Validate GraphQL operations against a schema.
              schema        Work with GraphQL schemas.
              introspect    Print a schema's introspection result as JSON.
              execute       Execute a GraphQL operation over JSON data.
              init          Write a starting project: a data model for 'quill dev' and a Swift client of it.
              dev           Serve the GraphQL API of a data model, stored in SQLite or PostgreSQL, reloading on changes.
              start         Serve the GraphQL API of a data model in production: authenticated, without the Playground.
              migrate       Migrate a data model's database (SQLite or PostgreSQL) and exit.
              export        Write a data model's database (SQLite or PostgreSQL) as JSON lines, for quill import.
              import        Read JSON lines from quill export into an empty database (SQLite or PostgreSQL).
              serve         Serve a schema over HTTP with default resolvers over JSON data.
              generate      Generate Swift types for GraphQL operations.
              fetch-schema  Download a GraphQL server's schema by introspection.
              help          Show help for a command.

            OPTIONS:
              --version     Print the version and exit.
              -h, --help    Show help for this command.

            """))
    #expect(console.output.hasSuffix("See 'quill help <command>' for help on a command.\n"))
}

@Test(arguments: [[], ["help"]])
func bareCommandShowsRootHelp(arguments: [String]) {
    let (status, console) = run(arguments)
    #expect(status == 0)
    #expect(console.output == run(["--help"]).1.output)
}

@Test func helpCommandShowsTheCommandsHelp() {
    #expect(run(["help", "print"]).1.output == run(["print", "--help"]).1.output)
    #expect(run(["help", "help"]).1.output.hasPrefix("OVERVIEW: Show help for a command.\n\nUSAGE: quill help [COMMAND...]\n"))
}

@Test func helpForUnknownCommandIsUsageError() {
    let (status, console) = run(["help", "print", "nosuch"])
    #expect(status == 2)
    #expect(console.output == "")
    #expect(console.errors == "quill: unknown command 'nosuch' for 'print'. See 'quill print --help'.\n")
}

@Test func version() {
    let (status, console) = run(["--version"])
    #expect(status == 0)
    #expect(console.output == "quill \(quillVersion)\n")
}

@Test func usageErrorExitsWithTwo() {
    let (status, console) = run(["print", "--x", "a.graphql"])
    #expect(status == 2)
    #expect(console.output == "")
    #expect(console.errors == "quill: unknown option '--x' for 'print'. See 'quill print --help'.\n")
}

@Test func unreadableFileFailsAndOthersStillRun() {
    let console = RecordingConsole()
    console.files["bad.graphql"] = "{"
    let (status, _) = run(["print", "missing.graphql", "bad.graphql"], console: console)
    #expect(status == 1)
    #expect(console.output == "")
    #expect(
        console.errors == """
            quill: cannot read 'missing.graphql': No such file or directory
            bad.graphql:1:2: Syntax Error: Expected Name, found <EOF>.

            """)
}
