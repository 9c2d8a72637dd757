import GraphQL

/// Automatic persisted queries (Apollo's `persistedQuery` extension): query texts
/// by the lowercase hex SHA-256 of their UTF-8 bytes, learned from requests that
/// send both, in a bounded LRU store.
struct PersistedQueries: Sendable {
    private let store: LRUCache<String, String>

    init(capacity: Int) {
        store = LRUCache(capacity: capacity)
    }

    /// The query text `request` stands for: its `query`, checked against the hash and
    /// remembered when both are sent, or the remembered text of a hash sent alone.
    func resolve(_ request: GraphQLRequest) -> Result<String, Rejection> {
        guard let extension_ = request.extensions?["persistedQuery"] else {
            guard let query = request.query else { return .failure(Rejection(RequestError.missingQuery, .invalidParameters)) }
            return .success(query)
        }
        guard case .object(let persisted) = extension_, persisted["version"] == .int(1),
            case .string(let hash)? = persisted["sha256Hash"]
        else { return .failure(Rejection(RequestError.persistedQueryMalformed, .invalidParameters)) }
        let key = hash.lowercased()
        guard let query = request.query else {
            return store.value(for: key).map { .success($0) }
                ?? .failure(Rejection(RequestError.persistedQueryNotFound, .persistedQueryNotFound))
        }
        if store.value(for: key) != query {
            guard SHA256.hexDigest(query.utf8) == key else {
                return .failure(Rejection(RequestError.persistedQueryHashMismatch, .invalidParameters))
            }
            store.set(query, for: key)
        }
        return .success(query)
    }
}
