import Foundation

/// A transport that also carries subscriptions (over a WebSocket, Server-Sent Events or
/// multipart HTTP). It speaks only its protocol: each event it yields is a GraphQL
/// response payload (`{"data": …, "errors": …}`), which the client checks against the
/// subscription's selections, writes into the cache (so watchers see it) and delivers.
public protocol SubscriptionNetworkTransport: NetworkTransport {
    /// Where subscriptions go (named in errors about their events).
    var subscriptionURL: URL { get }

    /// The events of one subscription until the server completes it; a transport or
    /// protocol failure ends the stream with its error. When the consumer stops (its task
    /// is cancelled or the stream released), the transport stops the subscription.
    func subscribe(_ request: SubscriptionRequest) -> AsyncThrowingStream<JSONObject, any Error>
}

/// A subscription as a transport sends it.
public struct SubscriptionRequest: Sendable {
    public let operationName: String
    /// The document, with `__typename` added below the root.
    public let query: String
    public let variables: JSONObject?
    public var extensions: JSONObject?

    public init(operationName: String, query: String, variables: JSONObject?, extensions: JSONObject? = nil) {
        self.operationName = operationName
        self.query = query
        self.variables = variables
        self.extensions = extensions
    }

    /// The request as a GraphQL-over-HTTP JSON object (SSE and multipart POST it;
    /// WebSocket protocols send it as their `subscribe`/`start` payload).
    public var payload: JSONObject {
        var object = JSONObject()
        object.append("operationName", .string(operationName))
        object.append("query", .string(query))
        if let variables, !variables.isEmpty { object.append("variables", .object(variables)) }
        if let extensions, !extensions.isEmpty { object.append("extensions", .object(extensions)) }
        return object
    }
}
