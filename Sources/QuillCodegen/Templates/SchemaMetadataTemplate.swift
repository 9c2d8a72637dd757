/// What the operations share about the schema: the cache's key fields per type, its field
/// policies (redirects), and the
/// possible types of the abstract types that fragments and type cases are on. Its members
/// are `nonisolated`: in a target whose default isolation is the main actor (Swift 6.2's
/// `.defaultIsolation(MainActor.self)`) the structs' nonisolated members read them.
struct SchemaMetadataTemplate {
    let access: String

    func render(_ documents: IR.Documents) -> Template {
        guard
            !documents.keyFields.isEmpty || !documents.fieldPolicies.isEmpty || !documents.cacheMaxAges.isEmpty
                || !documents.possibleTypeSets.isEmpty
        else { return "" }
        let keyFields = documents.keyFields.map { entry in
            "\(SwiftSyntax.stringLiteral(entry.type)): [\(entry.fields.map(SwiftSyntax.stringLiteral).joined(separator: ", "))]"
        }
        let keyFieldsTable: Template =
            keyFields.isEmpty
            ? "" : SwiftSyntax.list(keyFields, prefix: "\(access)nonisolated static let cacheKeyFields: [String: [String]] = ")
        let policies = Dictionary(grouping: documents.fieldPolicies, by: \.type).sorted { $0.key < $1.key }.map { type, fields in
            let entries = fields.map {
                "\(SwiftSyntax.stringLiteral($0.field)): [\($0.keyArgs.map(SwiftSyntax.stringLiteral).joined(separator: ", "))]"
            }
            return "\(SwiftSyntax.stringLiteral(type)): [\(entries.joined(separator: ", "))]"
        }
        let policiesTable: Template =
            policies.isEmpty
            ? "" : SwiftSyntax.list(policies, prefix: "\(access)nonisolated static let fieldPolicies: [String: [String: [String]]] = ")
        let possibleTypes: Template =
            documents.possibleTypeSets.isEmpty
            ? ""
            : """
            \(access)enum PossibleTypes {
                \(lines: documents.possibleTypeSets.map { set in
                    SwiftSyntax.filledList(set.types.map(SwiftSyntax.stringLiteral), prefix: "\(access)nonisolated static let \(set.property): Set<String> = ")
                })
            }
            """
        return """
            \(access)enum \(Compiler.metadataTypeName) {
                \(lines: [keyFieldsTable, policiesTable, maxAgesTable(documents), possibleTypes], separator: "\n\n")
            }
            """
    }

    /// `CacheMaxAges(types: ["Launch": 60], fields: ["Query": ["launches": 30]])`.
    private func maxAgesTable(_ documents: IR.Documents) -> Template {
        guard !documents.cacheMaxAges.isEmpty else { return "" }
        func seconds(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        let types = documents.cacheMaxAges.filter { $0.field.isEmpty }.map { "\(SwiftSyntax.stringLiteral($0.type)): \(seconds($0.seconds))" }
        let fields = Dictionary(grouping: documents.cacheMaxAges.filter { !$0.field.isEmpty }, by: \.type).sorted { $0.key < $1.key }
            .map { type, entries in
                let list = entries.map { "\(SwiftSyntax.stringLiteral($0.field)): \(seconds($0.seconds))" }.joined(separator: ", ")
                return "\(SwiftSyntax.stringLiteral(type)): [\(list)]"
            }
        let typesText = types.isEmpty ? "[:]" : "[\(types.joined(separator: ", "))]"
        let fieldsText = fields.isEmpty ? "[:]" : "[\(fields.joined(separator: ", "))]"
        return "\(access)nonisolated static let cacheMaxAges = CacheMaxAges(types: \(typesText), fields: \(fieldsText))"
    }
}
