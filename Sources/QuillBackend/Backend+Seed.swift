import GraphQL
import QuillAuth

extension Backend {
    /// Whether no type has a node (a fresh database: `quill dev --seed` runs then).
    public func isEmpty() throws -> Bool {
        let dialect = storage.dialect
        return try storage.read { database in
            for type in model.types where try !database.query("SELECT 1 FROM \(dialect.quote(type.name)) LIMIT 1").isEmpty {
                return false
            }
            return true
        }
    }

    /// Runs every operation of `source` in order (a seed file's mutations), as the server
    /// itself (every right): one response per operation. A document that does not parse
    /// or validate has one response with its errors.
    public func runOperations(in source: Source) async throws -> [Response] {
        let executor = try executor(context: Caller.self)
        let document: Document
        do throws(GraphQLError) {
            document = try Parser.parse(source)
        } catch {
            return [Response(errors: [error])]
        }
        let errors = validate(schema: schema, document: document, source: source)
        guard errors.isEmpty else { return [Response(errors: errors)] }
        var responses: [Response] = []
        for case .operation(let operation) in document.definitions {
            responses.append(await executor.execute(document: document, source: source, operationName: operation.name?.value, context: .system))
        }
        return responses
    }
}
