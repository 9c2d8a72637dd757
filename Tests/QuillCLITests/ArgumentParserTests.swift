import Testing

@testable import QuillCLI

/// A command tree shaped like the one `quill` grows into: a group with a nested group,
/// flags, value options and repeating arguments.
private let tree = Command(
    name: "quill",
    abstract: "Root.",
    options: [.flag("version", help: "Print the version.")],
    subcommands: [
        Command(
            name: "print",
            abstract: "Print.",
            arguments: [Argument(name: "FILE", help: "A file.", isRepeating: true)],
            run: succeed
        ),
        Command(
            name: "schema",
            abstract: "Schema commands.",
            subcommands: [
                Command(
                    name: "print",
                    abstract: "Print a schema.",
                    options: [
                        .value("output", short: "o", valueName: "FILE", help: "Where to write."),
                        .flag("verbose", short: "v", help: "Say more."),
                    ],
                    arguments: [Argument(name: "SCHEMA", help: "A schema.")],
                    run: succeed
                )
            ],
            run: succeed
        ),
    ],
    run: succeed
)

@Sendable private func succeed(_: Invocation, _: any Console) -> Int32 { 0 }

private func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommandLine {
    try ArgumentParser.parse(arguments, root: tree)
}

@Test func emptyCommandLineRunsTheRoot() throws {
    #expect(try parse([]) == .run(Invocation()))
}

@Test func rootFlag() throws {
    #expect(try parse(["--version"]) == .run(Invocation(flags: ["version"])))
}

@Test func subcommandWithRepeatingArgumentsAndStandardInput() throws {
    let expected = Invocation(commandPath: ["print"], arguments: ["a.graphql", "-", "b.graphql"])
    #expect(try parse(["print", "a.graphql", "-", "b.graphql"]) == .run(expected))
}

@Test func doubleDashEndsOptions() throws {
    let expected = Invocation(commandPath: ["print"], arguments: ["--help", "-x"])
    #expect(try parse(["print", "--", "--help", "-x"]) == .run(expected))
}

@Test func nestedSubcommandWithOptionsInEverySpelling() throws {
    let parsed = try parse(["schema", "print", "-o", "a", "s.graphql", "--output=b", "-v", "--output", "c"])
    let expected = Invocation(
        commandPath: ["schema", "print"],
        flags: ["verbose"],
        values: ["output": ["a", "b", "c"]],
        arguments: ["s.graphql"]
    )
    #expect(parsed == .run(expected))
    #expect(expected.value(of: "output") == "c")
    #expect(expected.isSet("verbose"))
    #expect(!expected.isSet("version"))
}

@Test func optionValueMayLookLikeAnOption() throws {
    let expected = Invocation(commandPath: ["schema", "print"], values: ["output": ["-"]], arguments: ["s"])
    #expect(try parse(["schema", "print", "--output", "-", "s"]) == .run(expected))
}

@Test(arguments: [
    (["--help"], []),
    (["-h"], []),
    (["print", "a.graphql", "--help"], ["print"]),
    (["print", "--help", "--bogus"], ["print"]),
    (["schema", "-h"], ["schema"]),
    (["schema", "print", "--help"], ["schema", "print"]),
])
func helpForAnyCommand(arguments: [String], path: [String]) throws {
    #expect(try parse(arguments) == .help(commandPath: path))
}

@Test(arguments: [
    (["--x"], "quill: unknown option '--x'. See 'quill --help'."),
    (["print", "--x"], "quill: unknown option '--x' for 'print'. See 'quill print --help'."),
    (["print", "--x=1", "a"], "quill: unknown option '--x' for 'print'. See 'quill print --help'."),
    (["print", "-x", "a"], "quill: unknown option '-x' for 'print'. See 'quill print --help'."),
    (["nosuch"], "quill: unknown command 'nosuch'. See 'quill --help'."),
    (["schema", "nosuch"], "quill: unknown command 'nosuch' for 'schema'. See 'quill schema --help'."),
    (["print"], "quill: missing argument FILE for 'print'. See 'quill print --help'."),
    (["schema", "print"], "quill: missing argument SCHEMA for 'schema print'. See 'quill schema print --help'."),
    (
        ["schema", "print", "s", "t"],
        "quill: unexpected argument 't' for 'schema print'. See 'quill schema print --help'."
    ),
    (
        ["schema", "print", "s", "--output"],
        "quill: option '--output' requires a value for 'schema print'. See 'quill schema print --help'."
    ),
    (
        ["schema", "print", "s", "-o"],
        "quill: option '-o' requires a value for 'schema print'. See 'quill schema print --help'."
    ),
    (
        ["schema", "print", "-vo", "x", "s"],
        "quill: unknown option '-vo' for 'schema print'. See 'quill schema print --help'."
    ),
    (["--version=yes"], "quill: option '--version' takes no value. See 'quill --help'."),
    (["--version", "print"], "quill: unexpected argument 'print'. See 'quill --help'."),
])
func usageErrors(arguments: [String], message: String) {
    let error = #expect(throws: UsageError.self) { try parse(arguments) }
    #expect(error?.description == message)
}
