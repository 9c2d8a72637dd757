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

    /// The value of option `name` as an integer in `range`, or nil when not given; a usage
    /// error of this command otherwise.
    func integer(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(of: name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            let bounds = range.upperBound == Int.max ? "at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
            throw UsageError("option '--\(name)' needs an integer \(bounds), not '\(text)'", commandPath: commandPath)
        }
        return value
    }
}

/// What to do after reading the command line.
enum ParsedCommandLine: Sendable, Hashable {
    case run(Invocation)
    /// `--help`/`-h` was given: show the help of the command at this path.
    case help(commandPath: [String])
}
