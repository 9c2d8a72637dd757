import GraphQL

/// Bounds on what one GraphQL document may ask for; `nil` turns a bound off.
/// Each bound is checked once per distinct document (results are cached).
public struct GraphQLLimits: Sendable, Hashable {
    /// The deepest nesting of fields in an operation (fragments expanded; a root field has depth 1).
    public var maxDepth: Int?
    /// The most lexical tokens in a document (graphql-js's `maxTokens`).
    public var maxTokens: Int?
    /// The most aliases in an operation, fragments expanded.
    public var maxAliases: Int?
    /// The most fields in an operation, fragments expanded: a bound on its cost.
    public var maxFields: Int?
    /// Whether `__schema` and `__type` may be queried.
    public var introspection: Bool

    public init(
        maxDepth: Int? = 32, maxTokens: Int? = 15_000, maxAliases: Int? = 200, maxFields: Int? = 10_000,
        introspection: Bool = true
    ) {
        self.maxDepth = maxDepth
        self.maxTokens = maxTokens
        self.maxAliases = maxAliases
        self.maxFields = maxFields
        self.introspection = introspection
    }

    /// No bounds at all, introspection allowed.
    public static let none = GraphQLLimits(maxDepth: nil, maxTokens: nil, maxAliases: nil, maxFields: nil)

    /// The errors of the operations of a valid `document` that exceed a bound, in document order.
    func violations(in document: Document, source: Source) -> [GraphQLError] {
        guard maxDepth != nil || maxAliases != nil || maxFields != nil else { return [] }
        var measure = OperationMeasure(document)
        var errors: [GraphQLError] = []
        for case .operation(let operation) in document.definitions {
            let size = measure.size(of: operation.selectionSet)
            let location = [source.location(at: operation.loc.start)]
            let name = operation.name.map { " \"\($0.value)\"" } ?? ""
            if let maxDepth, size.depth > maxDepth {
                errors.append(
                    GraphQLError(
                        "Operation\(name) exceeds the query depth limit of \(maxDepth): its depth is \(size.depth).",
                        locations: location, extensions: ["code": "QUERY_DEPTH_LIMIT_EXCEEDED"]))
            }
            if let maxAliases, size.aliases > maxAliases {
                errors.append(
                    GraphQLError(
                        "Operation\(name) exceeds the alias limit of \(maxAliases): it has \(size.aliases) aliases.",
                        locations: location, extensions: ["code": "ALIAS_LIMIT_EXCEEDED"]))
            }
            if let maxFields, size.fields > maxFields {
                errors.append(
                    GraphQLError(
                        "Operation\(name) exceeds the field limit of \(maxFields): it selects \(size.fields) fields, fragments expanded.",
                        locations: location, extensions: ["code": "FIELD_LIMIT_EXCEEDED"]))
            }
        }
        return errors
    }
}
