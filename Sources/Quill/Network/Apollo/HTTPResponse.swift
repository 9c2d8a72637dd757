import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Apollo iOS 1.x's response object, as an Apollo interceptor after the fetch sees it.
public final class HTTPResponse<Operation: GraphQLOperation> {
    public var httpResponse: HTTPURLResponse
    public var rawData: Foundation.Data
    public var parsedResponse: GraphQLResult<Operation.Data>?

    public init(response: HTTPURLResponse, rawData: Foundation.Data, parsedResponse: GraphQLResult<Operation.Data>?) {
        httpResponse = response
        self.rawData = rawData
        self.parsedResponse = parsedResponse
    }

    /// The response the rest of the chain returned, if it fetched one.
    convenience init?(_ outcome: InterceptorResult<Operation>) {
        guard let response = outcome.response,
            let http = HTTPURLResponse(
                url: response.url, statusCode: response.status, httpVersion: "HTTP/1.1", headerFields: response.headers)
        else { return nil }
        self.init(response: http, rawData: Foundation.Data(response.body), parsedResponse: outcome.result)
    }
}
