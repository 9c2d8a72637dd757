import QuillBackend

/// `quill export --schema MODEL [--database PATH|URL]`: every node and connection of a
/// model's database as JSON lines on standard output, for `quill import`.
enum ExportCommand {
    static let command: Command = Command(
        name: "export",
        abstract: "Write a data model's database (SQLite or PostgreSQL) as JSON lines, for quill import.",
        discussion: """
            Every node of every type and every connection of every many-to-many relation
            is written to standard output, one JSON object a line, after a header line:
            {"type":"Conference","node":{"id":...,"name":...}} with every field, the
            system fields and the id a to-one relation field holds, and
            {"relation":"Attendees","A":ID,"B":ID}. Values are written as the API returns
            them (DateTime as ISO-8601 text, JSON and lists as JSON), ids as they are, so
            the same data exports the same bytes from SQLite and from PostgreSQL. The
            rows are read in one transaction, a consistent snapshot; how many of each
            table were written goes to standard error.

            The database must be migrated to MODEL (`quill migrate`); nothing is changed.
            The exit status is 1 when the model has errors, the database cannot be read or
            is not migrated to the model.
            """,
        options: [TransferCommand.modelOption, TransferCommand.databaseOption, TransferCommand.timeoutOption]
    ) { invocation, console throws(UsageError) in
        let (modelPath, database) = try TransferCommand.location(invocation, command: "export")
        guard let (model, storage) = TransferCommand.open(modelPath, database, mustExist: true, console: console) else {
            return ExitCode.failure
        }
        do {
            let (text, counts) = try DataExport(model: model, storage: storage).run()
            console.write(text)
            console.writeError(counts.map { "Exported \($0.description)\n" }.joined())
            return ExitCode.success
        } catch {
            console.writeError(BackendAPI.describe(error))
            return ExitCode.failure
        }
    }
}
