import Foundation

/// The result of an operation: its data (typed, or `Decodable` on the Codable path),
/// the GraphQL errors beside partial data, the response's extensions, and where it came
/// from. Transport, HTTP and decoding failures are thrown instead.
public struct GraphQLResult<Data> {
    public enum Source: Sendable, Hashable {
        case cache
        case server
    }

    public let data: Data?
    /// The GraphQL errors of the response (nil when it had none); each one's
    /// `localizedDescription` is its message.
    public let errors: [GraphQLError]?
    public let extensions: JSONObject?
    public let source: Source
    /// For a server's incremental response (`@defer`, `@stream`): the deferred fragments
    /// whose data it holds so far. (A fragment's accessor is nil until then.)
    public let fulfilledFragments: Set<DeferredFragmentIdentifier>
    /// For a server's incremental response: whether more payloads follow.
    public let hasNext: Bool
    /// The record fields the data was read from or written to: what a watcher depends on.
    let dependentKeys: CacheChanges?
    /// Where a server's result came from, for errors about its data.
    let url: URL?

    public init(data: Data?, errors: [GraphQLError]? = nil, extensions: JSONObject? = nil, source: Source) {
        self.init(data: data, errors: errors, extensions: extensions, source: source, dependentKeys: nil)
    }

    init(
        data: Data?, errors: [GraphQLError]?, extensions: JSONObject?, source: Source, dependentKeys: CacheChanges?, url: URL? = nil,
        fulfilledFragments: Set<DeferredFragmentIdentifier> = [], hasNext: Bool = false
    ) {
        self.data = data
        self.errors = errors
        self.extensions = extensions
        self.source = source
        self.dependentKeys = dependentKeys
        self.url = url
        self.fulfilledFragments = fulfilledFragments
        self.hasNext = hasNext
    }

    /// The same result depending on `keys`.
    func depending(on keys: CacheChanges?) -> GraphQLResult {
        GraphQLResult(
            data: data, errors: errors, extensions: extensions, source: source, dependentKeys: keys, url: url,
            fulfilledFragments: fulfilledFragments, hasNext: hasNext)
    }
}

extension GraphQLResult: Sendable where Data: Sendable {}
extension GraphQLResult: Equatable where Data: Equatable {
    public static func == (lhs: GraphQLResult, rhs: GraphQLResult) -> Bool {
        lhs.data == rhs.data && lhs.errors == rhs.errors && lhs.extensions == rhs.extensions && lhs.source == rhs.source
            && lhs.fulfilledFragments == rhs.fulfilledFragments && lhs.hasNext == rhs.hasNext
    }
}
