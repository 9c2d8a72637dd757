import QuillCodegen

/// `quill generate FILE... --schema SCHEMA --output API.swift|DIR`: Swift for operations.
enum GenerateCommand {
    static let command: Command = Command(
        name: "generate",
        abstract: "Generate Swift types for GraphQL operations.",
        discussion: """
            Each FILE (or every .graphql file under a directory FILE) is parsed and
            validated against the schema, as 'quill check' does; then Swift is generated
            for its operations and fragments: a type per operation (AllConferencesQuery),
            a struct per fragment, typed data, the schema's enums and input objects, and
            the metadata the Quill client's cache needs.

            SCHEMA is SDL or an introspection result in JSON ('quill fetch-schema'
            writes either). OUTPUT ending in .swift is one file; otherwise it is a
            directory with a file per operations file (Name.graphql.swift) and
            SchemaTypes.graphql.swift. Only files whose text changed are written.

            Options also come from a quill-codegen.json in the operations' directory
            (or --config FILE): {"schema", "namespace", "access", "scalars",
            "keyFields", "codable"}; the command line wins.

            An Apollo iOS apollo-codegen-config.json (--config FILE, or found there
            instead) is read as it is: its schemaNamespace, input.schemaSearchPaths and
            operationSearchPaths (globs, relative to the file; several schema files are
            one schema), output.schemaTypes (path, moduleType) and output.operations
            (inSchemaModule, relative, absolute) stand for the arguments, and the code is
            in Apollo's shapes; operationManifest writes the manifest when
            generateManifestOnCodeGeneration is true. Options Quill has no counterpart
            for are warnings (FILE: warning: MESSAGE), and a wrong value an error.

            --operation-manifest FILE also writes the operations as the generated code
            sends them, each with the SHA-256 of its text, in Apollo's persisted query
            manifest format ({"format":"apollo-persisted-query-manifest","version":1,
            "operations":[{"id","name","type","body"}]}): the trusted documents of
            'quill start --persisted-queries-only FILE'.

            Errors are written as FILE:LINE:COLUMN: MESSAGE, nothing is written, and
            the exit status is 1.
            """,
        options: [
            .value("schema", short: "s", valueName: "SCHEMA", help: "The schema: SDL or introspection JSON."),
            .value("output", short: "o", valueName: "OUTPUT", help: "A .swift file, or a directory."),
            .value("config", valueName: "FILE", help: "The configuration file (default: quill-codegen.json beside the operations)."),
            .value("namespace", valueName: "NAME", help: "Declare every type in enum NAME."),
            .value("access", valueName: "LEVEL", help: "public (the default) or internal."),
            .value("scalar", valueName: "SCALAR=TYPE", help: "The Swift type of a custom scalar (default String); repeatable."),
            .value("key-fields", valueName: "TYPE=FIELD,...", help: "The cache's key fields of a type; repeatable."),
            .flag("codable", help: "Make the data's structs Codable (as the JSON objects they read)."),
            .value("operation-manifest", valueName: "FILE", help: "Write the operations' manifest (id, name, type, body) to FILE too."),
        ],
        arguments: [
            Argument(
                name: "FILE", help: "An operations file, or a directory of them (else an Apollo configuration's).", isOptional: true,
                isRepeating: true)
        ]
    ) { invocation, console throws(UsageError) in
        guard !invocation.arguments.isEmpty || invocation.value(of: "config") != nil else {
            throw UsageError("missing argument FILE", commandPath: ["generate"])
        }
        // An Apollo configuration names the output itself.
        guard let output = invocation.value(of: "output") ?? invocation.value(of: "config").map({ _ in "" }) else {
            throw UsageError("missing option '--output'", commandPath: ["generate"])
        }
        var options = CodegenOptions(namespace: invocation.value(of: "namespace"), codable: invocation.isSet("codable") ? true : nil)
        if let access = invocation.value(of: "access") {
            guard let level = CodegenOptions.Access(rawValue: access) else {
                throw UsageError("'--access' takes public or internal, not '\(access)'", commandPath: ["generate"])
            }
            options.access = level
        }
        do throws(CodegenFailure) {
            for mapping in invocation.values["scalar"] ?? [] { try options.addScalar(mapping) }
            for mapping in invocation.values["key-fields"] ?? [] { try options.addKeyFields(mapping) }
        } catch {
            throw UsageError(error.diagnostics.first?.message ?? "\(error)", commandPath: ["generate"])
        }
        let generation = Generation(
            inputs: invocation.arguments, schemaPath: invocation.value(of: "schema"), output: output,
            options: options, configurationPath: invocation.value(of: "config"),
            operationManifestPath: invocation.value(of: "operation-manifest"))
        do throws(CodegenFailure) {
            let report = try generation.run()
            for warning in report.warnings { console.writeError("\(warning.place): warning: \(warning.message)\n") }
            return ExitCode.success
        } catch {
            for diagnostic in error.diagnostics { console.writeError("\(diagnostic)\n") }
            return ExitCode.failure
        }
    }
}
