import Foundation

/// A terminal program's command line: options anywhere (flags alone, the others with the
/// next word as their value) and the words between them, the command and its arguments.
///
/// ```swift
/// let arguments = try Arguments(CommandLine.arguments.dropFirst(), program: "blog", flags: ["--codable"], options: ["--endpoint"])
/// switch arguments.command {
/// case "show": let title = try arguments.arguments("TITLE")[0] …
/// ```
public struct Arguments: Sendable {
    /// A command line the program cannot read: say so, with the usage, and exit 2.
    public struct UsageError: Error, CustomStringConvertible {
        public let description: String

        public init(_ description: String) {
            self.description = description
        }
    }

    public let program: String
    /// The words that are not options: the command, then its arguments.
    public let words: [String]
    private let flags: Set<String>
    private let values: [String: String]

    /// Reads `arguments` (without the program's name); `--help` and `-h` are always flags.
    public init(_ arguments: some Sequence<String>, program: String, flags: Set<String> = [], options: Set<String> = []) throws(UsageError) {
        self.program = program
        var words: [String] = []
        var given = Set<String>()
        var values: [String: String] = [:]
        var arguments = arguments.makeIterator()
        while let argument = arguments.next() {
            if argument == "-h" || argument == "--help" || flags.contains(argument) {
                given.insert(argument == "-h" ? "--help" : argument)
            } else if options.contains(argument) {
                guard let value = arguments.next() else { throw UsageError("\(argument) needs a value") }
                values[argument] = value
            } else if argument.hasPrefix("-"), argument.count > 1 {
                throw UsageError("unknown option \(argument)")
            } else {
                words.append(argument)
            }
        }
        self.words = words
        self.flags = given
        self.values = values
    }

    /// The command: the first word, if any.
    public var command: String? { words.first }

    public func has(_ flag: String) -> Bool {
        flags.contains(flag)
    }

    public func value(of option: String) -> String? {
        values[option]
    }

    /// The command's arguments, which must be as many as `names` (they name them in the message).
    public func arguments(_ names: String...) throws(UsageError) -> [String] {
        let given = Array(words.dropFirst())
        guard given.count == names.count else {
            throw UsageError("usage: \(([program] + words.prefix(1) + names).joined(separator: " "))")
        }
        return given
    }

    /// The http:// or https:// URL given to `option`, else `defaultURL`.
    public func url(_ option: String, default defaultURL: URL) throws(UsageError) -> URL {
        guard let value = values[option] else { return defaultURL }
        guard let url = URL(string: value), ["http", "https"].contains(url.scheme), url.host() != nil else {
            throw UsageError("\(option) \(value) is not an http:// or https:// URL")
        }
        return url
    }
}
