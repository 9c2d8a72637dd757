import QuillSync

/// What the client sends for an operation type: its document with `__typename` added
/// where the cache needs it, and that text's SHA-256 for persisted queries. Made once
/// per type.
struct PreparedDocument: Sendable {
    let text: String
    let sha256: String

    private static let prepared = Locked<[ObjectIdentifier: PreparedDocument]>([:])

    static func of<Operation: GraphQLOperation>(_ type: Operation.Type) -> PreparedDocument {
        let id = ObjectIdentifier(type)
        if let document = prepared.withLock({ $0[id] }) { return document }
        let original = Operation.operationDocument
        let document: PreparedDocument
        if let transformed = TypenameInsertion.transform(original.text) {
            document = PreparedDocument(text: transformed, sha256: SHA256.hexDigest(transformed.utf8))
        } else {
            document = PreparedDocument(text: original.text, sha256: original.sha256)
        }
        prepared.withLock { $0[id] = document }
        return document
    }
}
