import GraphQL
import QuillSync

/// What the client sends for an operation type: its document with `__typename` added
/// where the cache needs it, and that text's SHA-256 for persisted queries. Made once
/// per type.
struct SentDocument: Sendable {
    let text: String
    let sha256: String
    /// Whether it uses `@defer` or `@stream`: the server may answer it incrementally.
    let isIncremental: Bool

    init(text: String, sha256: String) {
        self.text = text
        self.sha256 = sha256
        isIncremental = (try? Parser.parse(text))?.usesDirective(named: ["defer", "stream"]) ?? false
    }

    private static let prepared = Locked<[ObjectIdentifier: SentDocument]>([:])

    static func of<Operation: GraphQLOperation>(_ type: Operation.Type) -> SentDocument {
        let id = ObjectIdentifier(type)
        if let document = prepared.withLock({ $0[id] }) { return document }
        let original = Operation.operationDocument
        let document: SentDocument
        if let transformed = TypenameInsertion.transform(original.text) {
            document = SentDocument(text: transformed, sha256: SHA256.hexDigest(transformed.utf8))
        } else {
            document = SentDocument(text: original.text, sha256: original.sha256)
        }
        prepared.withLock { $0[id] = document }
        return document
    }
}
