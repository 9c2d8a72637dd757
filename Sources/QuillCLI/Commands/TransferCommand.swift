import Foundation
import QuillBackend

/// What `quill export` and `quill import` share: their options, and the model and
/// database they open.
enum TransferCommand {
    /// How long a transfer's one transaction may take on PostgreSQL unless told
    /// (`--database-timeout`): longer than a request's, since it moves every row.
    static let defaultTimeout: Double = 600

    static let modelOption = Option.value("schema", short: "s", valueName: "MODEL", help: "The data model, in SDL (required).")
    static let databaseOption = Option.value(
        "database", valueName: "PATH|URL",
        help: "A SQLite file, or postgres://USER:PASSWORD@HOST:PORT/DB (default: $DATABASE_URL, else .quill/data.sqlite beside the model).")
    static let timeoutOption = Option.value(
        "database-timeout", valueName: "SECONDS", help: "PostgreSQL: how long the whole transfer may take (default: 600).")

    /// The model's path and the database an invocation of `command` names.
    static func location(_ invocation: Invocation, command: String) throws(UsageError) -> (modelPath: String, database: DatabaseLocation) {
        guard let modelPath = invocation.value(of: "schema") else { throw UsageError("missing option '--schema'", commandPath: [command]) }
        var database =
            try BackendOptions.database(invocation, environment: environmentVariable)
            ?? DatabaseLocation.defaultSQLite(forModelAt: modelPath)
        // One connection does: the transfer is one transaction.
        if case .postgres(let url, _, let timeout) = database {
            database = .postgres(url: url, connections: 1, timeout: invocation.value(of: "database-timeout") == nil ? defaultTimeout : timeout)
        }
        return (modelPath, database)
    }

    /// The model at `modelPath` and `database`, opened, or nil after reporting why not;
    /// `mustExist`: a SQLite file that is missing is an error (an export), not created.
    static func open(_ modelPath: String, _ database: DatabaseLocation, mustExist: Bool, console: any Console) -> (
        model: Model, storage: any Storage
    )? {
        guard console.readInput(modelPath) != nil else { return nil }
        if mustExist, case .sqlite(let path) = database, !FileManager.default.fileExists(atPath: path) {
            console.writeError("quill: there is no database at '\(path)'\n")
            return nil
        }
        do {
            return (try Model.read(contentsOfFile: modelPath), try database.open())
        } catch {
            console.writeError(BackendAPI.describe(error))
            return nil
        }
    }
}
