/// What the command line asked of one command: the options given and the arguments.
struct Invocation: Sendable, Hashable {
    /// Subcommand names from the root, e.g. `["print"]`; empty for `quill` itself.
    var commandPath: [String] = []
    /// The long names of the flags given.
    var flags: Set<String> = []
    /// Each value option's values, in command-line order.
    var values: [String: [String]] = [:]
    var arguments: [String] = []

    func isSet(_ flag: String) -> Bool {
        flags.contains(flag)
    }

    /// The last value given for an option (a later one overrides an earlier one).
    func value(of option: String) -> String? {
        values[option]?.last
    }
}

/// What to do after reading the command line.
enum ParsedCommandLine: Sendable, Hashable {
    case run(Invocation)
    /// `--help`/`-h` was given: show the help of the command at this path.
    case help(commandPath: [String])
}
