import QuillBackend

/// `quill import --schema MODEL [--database PATH|URL] [--file FILE]`: reads what
/// `quill export` wrote into an empty database of the same model, in one transaction.
enum ImportCommand {
    static let command: Command = Command(
        name: "import",
        abstract: "Read JSON lines from quill export into an empty database (SQLite or PostgreSQL).",
        discussion: """
            The lines (standard input, or --file FILE) are what `quill export` wrote for
            the same model, possibly from the other database: nodes keep their ids,
            createdAt and updatedAt. The database is migrated to MODEL first when it is
            new, and must hold no data; the migration and every row are one transaction.

            Every line is checked before the database is touched: its JSON, its type or
            relation, every field and its value's type, ids unique, relations pointing at
            nodes of the input. The first problem is reported as FILE:LINE: message (a
            database error on a row too, e.g. a unique field's value repeated) and
            nothing is imported. How many rows of each table were imported is printed.

            The exit status is 1 when the model has errors, the input or the database
            cannot be read, or nothing was imported.
            """,
        options: [
            TransferCommand.modelOption, TransferCommand.databaseOption, TransferCommand.timeoutOption,
            .value("file", valueName: "FILE", help: "The lines to import (default: standard input)."),
        ]
    ) { invocation, console throws(UsageError) in
        let (modelPath, database) = try TransferCommand.location(invocation, command: "import")
        let path = invocation.value(of: "file") ?? "-"
        // The input first: no database is made for an input that cannot be read.
        guard let text = console.readInput(path), let (model, storage) = TransferCommand.open(modelPath, database, mustExist: false, console: console)
        else { return ExitCode.failure }
        do {
            let counts = try DataImport(model: model, storage: storage).run(text)
            console.write(counts.map { "Imported \($0.description)\n" }.joined())
            return ExitCode.success
        } catch let error as TransferError {
            console.writeError(error.line.map { "\(inputName(path)):\($0): \(error.message)\n" } ?? "quill: \(error.message)\n")
            return ExitCode.failure
        } catch {
            console.writeError(BackendAPI.describe(error))
            return ExitCode.failure
        }
    }
}
