/// The operations an app sends, each by the SHA-256 of its text: what `quill generate
/// --operation-manifest` writes for the server's trusted documents
/// (`--persisted-queries-only`), in Apollo's persisted query manifest format:
/// `{"format":"apollo-persisted-query-manifest","version":1,"operations":[{"id","name","type","body"}]}`.
public struct OperationManifest: Sendable, Hashable {
    /// One operation: `id` is the lowercase hex SHA-256 of `body`'s UTF-8 bytes.
    public struct Entry: Sendable, Hashable {
        public var id: String
        public var name: String
        /// `query`, `mutation` or `subscription`.
        public var type: String
        /// The document as the app sends it (the operation and the fragments it uses).
        public var body: String

        /// The entry of `body`, its id computed.
        public init(name: String, type: String, body: String) {
            self.init(id: SHA256.hexDigest(body.utf8), name: name, type: type, body: body)
        }

        init(id: String, name: String, type: String, body: String) {
            self.id = id
            self.name = name
            self.type = type
            self.body = body
        }
    }

    public var entries: [Entry]
    private var bodyByID: [String: String]

    public init(entries: [Entry]) {
        self.entries = entries
        bodyByID = Dictionary(entries.map { ($0.id, $0.body) }, uniquingKeysWith: { first, _ in first })
    }

    /// The manifest in `json`; each entry's id must be its body's SHA-256.
    public init(json: [UInt8]) throws(GraphQLError) {
        let value: JSONValue
        do throws(JSONReadError) {
            value = try JSONReader().read(json)
        } catch {
            throw GraphQLError("The operation manifest is not JSON: \(error).")
        }
        guard value["format"] == .string(Self.format), value["version"] == .int(1), case .array(let operations)? = value["operations"]
        else {
            throw GraphQLError(#"The operation manifest must be {"format":"\#(Self.format)","version":1,"operations":[…]}."#)
        }
        var entries: [Entry] = []
        for (index, operation) in operations.enumerated() {
            guard case .string(let id)? = operation["id"], case .string(let name)? = operation["name"],
                case .string(let type)? = operation["type"], case .string(let body)? = operation["body"]
            else { throw GraphQLError("Operation \(index) of the manifest needs the strings id, name, type and body.") }
            guard SHA256.hexDigest(body.utf8) == id.lowercased() else {
                throw GraphQLError("Operation \(index) of the manifest (\(name)): its id is not the SHA-256 of its body.")
            }
            entries.append(Entry(id: id.lowercased(), name: name, type: type, body: body))
        }
        self.init(entries: entries)
    }

    /// The body of the operation with `id` (a hex SHA-256, in any case).
    public func body(id: String) -> String? {
        bodyByID[id.lowercased()]
    }

    /// Whether `text` is the body of an operation of the manifest.
    public func contains(body text: String) -> Bool {
        bodyByID[SHA256.hexDigest(text.utf8)] == text
    }

    /// The manifest as JSON, an operation per line.
    public func json() -> String {
        var text = #"{"format":"\#(Self.format)","version":1,"operations":["# + "\n"
        for (index, entry) in entries.enumerated() {
            let object: JSONValue = [
                "id": .string(entry.id), "name": .string(entry.name), "type": .string(entry.type), "body": .string(entry.body),
            ]
            text += String(decoding: object.serialized(), as: UTF8.self) + (index < entries.count - 1 ? ",\n" : "\n")
        }
        return text + "]}\n"
    }

    static let format = "apollo-persisted-query-manifest"
}
