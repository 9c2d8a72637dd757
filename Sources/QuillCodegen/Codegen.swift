import GraphQL

/// Swift source for GraphQL operations: `quill generate`, `quill-codegen` (for the build
/// plugin) and tests call this.
///
/// The operations are validated against the schema, compiled into an IR (`Compiler`),
/// and rendered by one template per kind of declaration (`Templates/`).
public enum Codegen {
    /// The file of the schema's enums, input objects and metadata, in a directory output.
    public static let schemaTypesFileName = "SchemaTypes.graphql.swift"

    /// Where generated code goes.
    public enum Layout: Sendable, Hashable {
        /// Everything in one file of this name (`API.swift`).
        case file(String)
        /// A file per operations file (`Queries.graphql` → `Queries.graphql.swift`), and
        /// `schemaTypesFileName`.
        case directory
    }

    /// A generated file: its name in the output, and its text.
    public struct File: Sendable, Hashable {
        public var name: String
        public var contents: String
    }

    /// The name of the file generated for an operations file in a directory output.
    public static func outputFileName(forOperationsAt path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let base = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        return base + ".graphql.swift"
    }

    /// The operations as the generated code sends them (`document`, with the `__typename`s
    /// and key fields it adds), with their SHA-256: the trusted documents of
    /// `quill start --persisted-queries-only`.
    public static func operationManifest(
        schema: GraphQLSchema, operations files: [OperationFile], options: CodegenOptions, optionsOrigin: String = "the options"
    ) throws(CodegenFailure) -> OperationManifest {
        let documents = try compile(schema: schema, operations: files, options: options, optionsOrigin: optionsOrigin)
        return OperationManifest(
            entries: documents.operations.map { operation in
                OperationManifest.Entry(name: operation.name, type: operation.kind.rawValue, body: operation.document)
            })
    }

    /// The operations, validated against the schema and compiled.
    private static func compile(
        schema: GraphQLSchema, operations files: [OperationFile], options: CodegenOptions, optionsOrigin: String
    ) throws(CodegenFailure) -> IR.Documents {
        let operations = try OperationSet(files)
        try operations.validate(against: schema)
        var compiler = Compiler(schema: schema, operations: operations, options: options, optionsOrigin: optionsOrigin)
        return try compiler.compile()
    }

    /// The files for `operations` against `schema`. `optionsOrigin` names where the
    /// options came from, in messages about them.
    public static func generate(
        schema: GraphQLSchema, operations files: [OperationFile], options: CodegenOptions,
        optionsOrigin: String = "the options", layout: Layout
    ) throws(CodegenFailure) -> [File] {
        let documents = try compile(schema: schema, operations: files, options: options, optionsOrigin: optionsOrigin)

        let access = options.access == .internal ? "" : "public "
        let hasKeyFields = !documents.keyFields.isEmpty
        let selectionSetTemplate = SelectionSetTemplate(access: access, codable: options.codable ?? false)
        let operationTemplate = OperationTemplate(
            access: access, hasKeyFields: hasKeyFields, hasFieldPolicies: !documents.fieldPolicies.isEmpty,
            hasMaxAges: !documents.cacheMaxAges.isEmpty, selectionSets: selectionSetTemplate)
        let fragmentTemplate = FragmentTemplate(access: access, hasKeyFields: hasKeyFields, selectionSets: selectionSetTemplate)
        let schemaTypes: [Template] =
            [ScalarAliasTemplate(access: access).render(documents.scalarAliases)]
            + [SchemaMetadataTemplate(access: access).render(documents)]
            + documents.enums.map(EnumTemplate(access: access).render)
            + documents.inputObjects.map(InputObjectTemplate(access: access).render)
        let perFile: [[Template]] = files.indices.map { index in
            documents.fragments.filter { $0.file == index }.map(fragmentTemplate.render)
                + documents.operations.filter { $0.file == index }.map(operationTemplate.render)
        }
        // A module of its own is the namespace (`RocketReserverAPI.ID`), as Apollo's schema module is.
        let isModule = options.module == true
        let file = FileTemplate(namespace: isModule ? nil : options.namespace, access: access, isModule: isModule)
        switch layout {
        case .file(let name):
            let sections =
                [Template.joined(schemaTypes, separator: "\n\n")]
                + perFile.enumerated().map { index, declarations in
                    declarations.isEmpty ? "" : Template.joined(["// MARK: \(fileName(files[index].path))"] + declarations, separator: "\n\n")
                }
            let sources = files.count == 1 ? fileName(files[0].path) : "\(files.count) operation files"
            return [File(name: name, contents: file.render(from: sources, declarations: sections, declaresNamespace: true))]
        case .directory:
            var names: [String: String] = [schemaTypesFileName: "the schema types"]
            var result = [
                File(
                    name: schemaTypesFileName,
                    contents: file.render(from: "the schema", declarations: schemaTypes, declaresNamespace: true))
            ]
            var clashes: [CodegenDiagnostic] = []
            for (index, declarations) in perFile.enumerated() {
                let name = outputFileName(forOperationsAt: files[index].path)
                if let other = names[name] {
                    clashes.append(CodegenDiagnostic(file: files[index].path, message: "its output file \(name) would also be that of \(other)"))
                }
                names[name] = files[index].path
                result.append(
                    File(
                        name: name,
                        contents: file.render(from: fileName(files[index].path), declarations: declarations, declaresNamespace: false)))
            }
            guard clashes.isEmpty else { throw CodegenFailure(clashes) }
            return result
        }
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
