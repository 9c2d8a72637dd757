import enum GraphQL.SHA256

/// The kind of an operation.
public enum GraphQLOperationType: String, Sendable, Hashable {
    case query, mutation, subscription
}

/// An operation's text as it is sent, and its id for persisted queries.
public struct OperationDocument: Sendable, Hashable {
    /// The operation's definition followed by the definitions of the fragments it uses.
    public let text: String
    /// The SHA-256 of `text` in lowercase hexadecimal (automatic persisted queries).
    public let sha256: String

    /// `sha256` is computed when not given (codegen gives it).
    public init(text: String, sha256: String? = nil) {
        self.text = text
        self.sha256 = sha256 ?? SHA256.hexDigest(text.utf8)
    }
}

/// A query, mutation or subscription with its variables: what codegen generates for each
/// operation in a `.graphql` file (or a test writes by hand).
///
/// The type carries everything the client needs: the document to send, the variables as
/// JSON, and the selections of `Data` (see `SelectionSet.__selections`) with which the
/// normalized cache writes a response into records and reads it back.
public protocol GraphQLOperation: Sendable {
    associatedtype Data: RootSelectionSet

    static var operationName: String { get }
    static var operationType: GraphQLOperationType { get }
    static var operationDocument: OperationDocument { get }

    /// The variables as JSON: a nullable variable whose value is nil is left out.
    var __variables: JSONObject? { get }

    /// The cache's key fields per concrete type name, from codegen's `keyFields`
    /// configuration (Apollo's `@typePolicy(keyFields:)`); empty when none are configured.
    static var __cacheKeyFields: [String: [String]] { get }

    /// The cache's redirects per type name, field name: the arguments that make the key of
    /// the object the field returns (Apollo's `@fieldPolicy(forField:keyArgs:)`: `book(id: 7)`
    /// is `Book:7`); empty when the schema declares none.
    static var __fieldPolicies: [String: [String: [String]]] { get }

    /// The schema's `@cacheControl(maxAge:)` hints; empty when it gives none.
    static var __cacheMaxAges: CacheMaxAges { get }
}

extension GraphQLOperation {
    public var __variables: JSONObject? { nil }
    public static var __cacheKeyFields: [String: [String]] { [:] }
    public static var __fieldPolicies: [String: [String: [String]]] { [:] }
    public static var __cacheMaxAges: CacheMaxAges { CacheMaxAges() }
}

public protocol GraphQLQuery: GraphQLOperation {}
public protocol GraphQLMutation: GraphQLOperation {}
public protocol GraphQLSubscription: GraphQLOperation {}

extension GraphQLQuery {
    public static var operationType: GraphQLOperationType { .query }
}

extension GraphQLMutation {
    public static var operationType: GraphQLOperationType { .mutation }
}

extension GraphQLSubscription {
    public static var operationType: GraphQLOperationType { .subscription }
}
