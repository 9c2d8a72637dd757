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

    /// The valid schema in several files (Apollo's `schemaSearchPaths`): the SDL files read
    /// as one document (types and extensions may be in any of them), over the one
    /// introspection result among them if there is one. Messages name each file and line.
    static func load(files: [(path: String, text: String)]) throws(CodegenFailure) -> GraphQLSchema {
        if files.count == 1 { return try load(path: files[0].path, text: files[0].text) }
        let json = files.filter { looksLikeJSON($0.text) }
        guard json.count <= 1 else {
            throw CodegenFailure(
                json.map { CodegenDiagnostic(file: $0.path, message: "a second introspection result: give one, and SDL extensions") })
        }
        let sdl = files.filter { !looksLikeJSON($0.text) }
        // Each file's first line in the joined text, to name errors by file.
        var starts: [Int] = []
        var line = 1
        for file in sdl {
            starts.append(line)
            line += file.text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
        }
        let joined = CachePolicies.declared(sdl.map(\.text).joined(separator: "\n"))
        let source = Source(joined, name: sdl.map(\.path).joined(separator: ", "))
        func located(_ errors: GraphQLErrors) -> CodegenFailure {
            CodegenFailure(
                errors.errors.map { error in
                    guard let location = error.locations.first, let index = starts.lastIndex(where: { $0 <= location.line }) else {
                        return CodegenDiagnostic(file: sdl.first?.path ?? source.name, message: error.message)
                    }
                    let local = SourceLocation(line: location.line - starts[index] + 1, column: location.column)
                    return CodegenDiagnostic(file: sdl[index].path, location: local, message: error.message)
                })
        }
        let base = try json.first.map { file throws(CodegenFailure) in try load(path: file.path, text: file.text) }
        let schema: GraphQLSchema
        do throws(GraphQLErrors) {
            if let base {
                schema = try extendSchema(base, source)
            } else {
                schema = try buildSchema(source)
            }
        } catch {
            throw located(error)
        }
        let errors = schema.validationErrors
        guard errors.isEmpty else { throw located(GraphQLErrors(errors)) }
        return schema
    }

    /// JSON starts with `{`; SDL never does.
    private static func looksLikeJSON(_ text: String) -> Bool {
        text.unicodeScalars.first { !$0.properties.isWhitespace && $0 != "\u{FEFF}" } == "{"
    }

    private static func fromSDL(path: String, text: String) throws(CodegenFailure) -> GraphQLSchema {
        do throws(GraphQLErrors) {
            return try buildSchema(Source(CachePolicies.declared(text), name: path))
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
