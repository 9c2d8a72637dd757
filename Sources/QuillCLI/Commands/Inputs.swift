import GraphQL

/// The inputs commands read (documents, schemas, JSON files), each failure reported
/// to the console once, here, so that a command only decides what to do next.
extension Console {
    /// The text at `path` (`-` for standard input), or `nil` after reporting why not.
    func readInput(_ path: String) -> String? {
        do throws(ReadError) {
            return try readText(path)
        } catch {
            writeError("quill: \(error)\n")
            return nil
        }
    }

    /// The JSON value in the file at `path`, or `nil` after reporting why not.
    func readJSON(_ path: String) -> JSONValue? {
        guard let text = readInput(path) else { return nil }
        do throws(JSONReadError) {
            return try JSONReader().read(text)
        } catch {
            writeError("\(inputName(path)):\(error.line):\(error.column): \(error.message)\n")
            return nil
        }
    }

    /// The schema built from the SDL at `path`, or `nil` after reporting its errors as
    /// `FILE:LINE:COLUMN: MESSAGE`: to standard output where they are the command's
    /// result (`quill check`), else to standard error. With `validate`, the schema
    /// must also pass the type system's rules.
    func readSchema(_ path: String, validate: Bool = false, errorsAsOutput: Bool = false) -> GraphQLSchema? {
        guard let text = readInput(path) else { return nil }
        let errors: [GraphQLError]
        do throws(GraphQLErrors) {
            let schema = try buildSchema(Source(text, name: inputName(path)))
            errors = validate ? schema.validationErrors : []
            if errors.isEmpty { return schema }
        } catch {
            errors = error.errors
        }
        for schemaError in errors {
            let line = schemaError.diagnostic(file: inputName(path)) + "\n"
            if errorsAsOutput { write(line) } else { writeError(line) }
        }
        return nil
    }
}
