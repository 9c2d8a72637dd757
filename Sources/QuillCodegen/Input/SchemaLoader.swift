import GraphQL

/// Builds the schema operations are generated against, from SDL or from an introspection
/// result in JSON (`quill fetch-schema`'s or apollo-codegen's `schema.json`: the whole
/// response, its `data`, or `{"__schema": …}`), whatever the file's extension.
public enum SchemaLoader {
    /// The valid schema in `text`; `path` names it in messages.
    public static func load(path: String, text: String) throws(CodegenFailure) -> GraphQLSchema {
        let schema = looksLikeJSON(text) ? try fromIntrospection(path: path, text: text) : try fromSDL(path: path, text: text)
        let errors = schema.validationErrors
        guard errors.isEmpty else {
            throw CodegenFailure(errors.map { CodegenDiagnostic(file: path, location: $0.locations.first, message: $0.message) })
        }
        return schema
    }

    /// JSON starts with `{`; SDL never does.
    private static func looksLikeJSON(_ text: String) -> Bool {
        text.unicodeScalars.first { !$0.properties.isWhitespace && $0 != "\u{FEFF}" } == "{"
    }

    private static func fromSDL(path: String, text: String) throws(CodegenFailure) -> GraphQLSchema {
        do throws(GraphQLErrors) {
            return try buildSchema(Source(text, name: path))
        } catch {
            var diagnostics = error.errors.map { CodegenDiagnostic(file: path, location: $0.locations.first, message: $0.message) }
            if let first = diagnostics.first, first.message.hasPrefix("Syntax Error") {
                // A file that is neither: say what was expected.
                diagnostics[0].message += " (a schema is SDL, or an introspection result in JSON)"
            }
            throw CodegenFailure(diagnostics)
        }
    }

    private static func fromIntrospection(path: String, text: String) throws(CodegenFailure) -> GraphQLSchema {
        let json: JSONValue
        do throws(JSONReadError) {
            json = try JSONReader().read(text)
        } catch {
            throw CodegenFailure(file: path, location: SourceLocation(line: error.line, column: error.column), error.message)
        }
        let result: JSONValue
        if json["__schema"] != nil {
            result = json
        } else if let data = json["data"], data["__schema"] != nil {
            result = data
        } else {
            throw CodegenFailure(file: path, "not an introspection result: no \"__schema\" (nor \"data\": {\"__schema\": …})")
        }
        do throws(GraphQLErrors) {
            return try buildClientSchema(result)
        } catch {
            throw CodegenFailure(
                error.errors.map {
                    CodegenDiagnostic(file: path, message: "not a valid introspection result: \($0.message)")
                })
        }
    }
}
