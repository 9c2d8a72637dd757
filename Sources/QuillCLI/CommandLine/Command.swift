/// A command of the `quill` tool: its help text, what it accepts, and what it does.
///
/// A command with subcommands is a group (`quill`, `quill schema`); its `run`
/// handles the group invoked without a subcommand. New commands are values of this
/// type, listed in their parent's `subcommands`.
struct Command: Sendable {
    var name: String
    /// One line for command lists and the help's overview.
    var abstract: String
    /// Paragraphs shown at the end of the command's help.
    var discussion: String
    var options: [Option]
    var arguments: [Argument]
    var subcommands: [Command]
    var run: @Sendable (Invocation, any Console) throws(UsageError) -> Int32

    init(
        name: String,
        abstract: String,
        discussion: String = "",
        options: [Option] = [],
        arguments: [Argument] = [],
        subcommands: [Command] = [],
        run: @escaping @Sendable (Invocation, any Console) throws(UsageError) -> Int32
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
        self.subcommands = subcommands
        self.run = run
    }

    func subcommand(named name: String) -> Command? {
        subcommands.first { $0.name == name }
    }

    /// The command reached by following subcommand names from this one.
    func descendant(at path: some Sequence<String>) -> Command? {
        var command = self
        for name in path {
            guard let next = command.subcommand(named: name) else { return nil }
            command = next
        }
        return command
    }
}

/// A named option: a flag such as `--version`, or one that takes a value (`--output FILE`).
struct Option: Sendable, Hashable {
    /// The long name without its dashes; also the key in `Invocation`.
    var name: String
    var shortName: Character?
    /// What the value is called in help (`FILE`); `nil` for a flag.
    var valueName: String?
    var help: String

    static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
        Option(name: name, shortName: short, valueName: nil, help: help)
    }

    static func value(_ name: String, short: Character? = nil, valueName: String, help: String) -> Option {
        Option(name: name, shortName: short, valueName: valueName, help: help)
    }
}

/// A positional argument; a repeating one takes all the remaining ones.
struct Argument: Sendable, Hashable {
    var name: String
    var help: String
    var isOptional = false
    var isRepeating = false
}
