/// What the operations share about the schema: the cache's key fields per type, its field
/// policies (redirects), and the
/// possible types of the abstract types that fragments and type cases are on. Its members
/// are `nonisolated`: in a target whose default isolation is the main actor (Swift 6.2's
/// `.defaultIsolation(MainActor.self)`) the structs' nonisolated members read them.
struct SchemaMetadataTemplate {
    let access: String

    func render(_ documents: IR.Documents) -> Template {
        guard !documents.keyFields.isEmpty || !documents.fieldPolicies.isEmpty || !documents.possibleTypeSets.isEmpty else {
            return ""
        }
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
                \(lines: [keyFieldsTable, policiesTable, possibleTypes], separator: "\n\n")
            }
            """
    }
}
