import QuillBackend

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `quill migrate --schema MODEL [--database PATH|URL] [--accept-data-loss]`: brings a
/// database to a data model and exits, ahead of a deploy of `quill dev` processes.
enum MigrateCommand {
    static let command: Command = Command(
        name: "migrate",
        abstract: "Migrate a data model's database (SQLite or PostgreSQL) and exit.",
        discussion: """
            The database is migrated to MODEL as `quill dev` would on start, and each
            change is printed (Migration: ...); nothing is served. Run it once ahead of
            starting several `quill dev` processes on one PostgreSQL database.

            A change that loses data (a removed field or type, a changed type, a new
            required field without a default on a non-empty table) is refused and listed
            unless --accept-data-loss is given; a refused migration changes nothing.

            The exit status is 1 when the model has errors, the database cannot be
            reached or the migration is refused.
            """,
        options: [
            .value("schema", short: "s", valueName: "MODEL", help: "The data model, in SDL (required)."),
            .value("api", valueName: "CONVENTION", help: "graphcool or collections (default: inferred from the model)."),
            .value(
                "database", valueName: "PATH|URL",
                help: "A SQLite file, or postgres://USER:PASSWORD@HOST:PORT/DB (default: $DATABASE_URL, else .quill/data.sqlite beside the model)."),
            .value("database-timeout", valueName: "SECONDS", help: "PostgreSQL: how long the migration may wait for the server (default: 10)."),
            .flag("accept-data-loss", help: "Apply model changes that drop data."),
        ]
    ) { invocation, console throws(UsageError) in
        guard let schemaPath = invocation.value(of: "schema") else { throw UsageError("missing option '--schema'", commandPath: ["migrate"]) }
        var convention: APIConvention?
        if let api = invocation.value(of: "api") {
            guard let chosen = APIConvention(rawValue: api) else {
                throw UsageError("option '--api' must be graphcool or collections, not '\(api)'", commandPath: ["migrate"])
            }
            convention = chosen
        }
        var database = try BackendOptions.database(invocation, environment: environmentVariable)
        // One connection does: the migration is one transaction.
        if case .postgres(let url, _, let timeout) = database { database = .postgres(url: url, connections: 1, timeout: timeout) }
        guard console.readInput(schemaPath) != nil else { return ExitCode.failure }
        do {
            let backend = try Backend.open(
                modelPath: schemaPath, database: database, convention: convention, acceptDataLoss: invocation.isSet("accept-data-loss"))
            let lines = backend.migration.summary
            console.write(lines.isEmpty ? "Migration: the database is up to date.\n" : lines.map { "Migration: \($0)\n" }.joined())
            return ExitCode.success
        } catch {
            console.writeError(BackendAPI.describe(error))
            return ExitCode.failure
        }
    }
}

/// The process's environment variable `name`, nil when unset.
func environmentVariable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
