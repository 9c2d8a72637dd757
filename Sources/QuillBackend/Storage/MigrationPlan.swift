/// The statements that bring a database from one schema to the next, and the
/// changes among them that lose data.
public struct MigrationPlan: Sendable, Hashable {
    /// The SQL to run, in order.
    public internal(set) var statements: [String]
    /// One sentence per change that loses data (`field Conference.city was removed …`).
    public internal(set) var destructiveChanges: [String]
    /// One line per change, for the console (`create table Conference`).
    public internal(set) var summary: [String]

    init(statements: [String] = [], destructiveChanges: [String] = [], summary: [String] = []) {
        self.statements = statements
        self.destructiveChanges = destructiveChanges
        self.summary = summary
    }

    /// Whether the database already matches.
    public var isEmpty: Bool { statements.isEmpty }
}

/// A migration refused because it would lose data, naming each such change.
public struct MigrationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One sentence per change that would lose data.
    public let destructiveChanges: [String]

    init(destructiveChanges: [String]) {
        self.destructiveChanges = destructiveChanges
    }

    /// The changes, one per line, and how to apply them anyway.
    public var description: String {
        let changes = destructiveChanges.map { "  - \($0)" }.joined(separator: "\n")
        return "The model change would lose data:\n\(changes)\nApply it anyway with --accept-data-loss."
    }
}

/// A database that does not match the model, refused where migrations are not allowed
/// (`quill start` without `--migrate`), with the changes a migration would make.
public struct MigrationNeededError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One line per change (`create table Conference`).
    public let summary: [String]

    /// The changes, one per line, and how to apply them.
    public var description: String {
        let changes = summary.isEmpty ? "  - record the model's schema" : summary.map { "  - \($0)" }.joined(separator: "\n")
        return "The database does not match the model; a migration would:\n\(changes)\nApply it with --migrate (or quill migrate)."
    }
}
