import Foundation

import struct GraphQL.JSONReadError
import struct GraphQL.JSONReader

/// Reads the response body as a GraphQL response and checks its data against the
/// operation's selections: the result it makes never fails to read. (What is written to
/// the cache is `CacheWriteInterceptor`'s to decide.)
public struct JSONResponseParsingInterceptor: GraphQLInterceptor {
    public init() {}

    public func intercept<Operation: GraphQLOperation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain)
        async throws -> InterceptorResult<Operation>
    {
        let outcome = try await chain.proceed(request)
        let operation = request.operation
        return try await outcome.transformingEach { outcome in
            guard outcome.result == nil, let response = outcome.response else { return outcome }
            var parsed = outcome
            if let incremental = outcome.incremental {
                parsed.result = try ResponseParsing.result(of: incremental, operation: operation)
            } else {
                parsed.result = try ResponseParsing.result(of: response.body, url: response.url, operation: operation)
            }
            return parsed
        }
    }
}

/// Reading GraphQL responses: the JSON, its `data`, `errors` and `extensions`.
enum ResponseParsing {
    /// The result of a response body for `operation`, its data checked.
    static func result<Operation: GraphQLOperation>(of body: [UInt8], url: URL, operation: Operation)
        throws(ResponseFormatError) -> GraphQLResult<Operation.Data>
    {
        try result(of: try responseObject(body, url: url), url: url, operation: operation)
    }

    /// The result of a parsed response (an HTTP body, a subscription's event), its data checked.
    static func result<Operation: GraphQLOperation>(of object: JSONObject, url: URL, operation: Operation)
        throws(ResponseFormatError) -> GraphQLResult<Operation.Data>
    {
        let dataValue = object["data"]
        let errorsValue = object["errors"]
        guard dataValue != nil || errorsValue != nil else { throw ResponseFormatError(url: url, reason: .noDataOrErrors) }
        let errors: [GraphQLError]?
        do throws(MalformedErrors) {
            errors = try errorsValue.map { value throws(MalformedErrors) in try Self.errors(value) }
        } catch {
            throw ResponseFormatError(url: url, reason: .malformedErrors(error.detail))
        }
        var extensions: JSONObject?
        if case .object(let object)? = object["extensions"] { extensions = object }
        var data: Operation.Data?
        switch dataValue {
        case .object(let dataObject)?:
            do throws(ResponseMismatch) {
                try QuillStore.check(dataObject, as: Operation.Data.self, variables: operation.__variables)
            } catch {
                throw ResponseFormatError(
                    url: url, reason: .dataMismatch(operation: Operation.operationName, path: error.path, message: error.message))
            }
            data = Operation.Data(_dataDict: DataDict(dataObject))
        case .null?, nil:
            data = nil
        default:
            throw ResponseFormatError(
                url: url, reason: .dataMismatch(operation: Operation.operationName, path: [], message: "\"data\" is not an object"))
        }
        return GraphQLResult(data: data, errors: errors, extensions: extensions, source: .server, dependentKeys: nil, url: url)
    }

    /// The result of an incremental response so far, its data checked (a deferred
    /// fragment that has not come yet is left out).
    static func result<Operation: GraphQLOperation>(of incremental: IncrementalResponse, operation: Operation)
        throws(ResponseFormatError) -> GraphQLResult<Operation.Data>
    {
        let result = try result(of: incremental.object, url: incremental.url, operation: operation)
        return GraphQLResult(
            data: result.data, errors: result.errors, extensions: result.extensions, source: .server, dependentKeys: nil,
            url: incremental.url, fulfilledFragments: incremental.fulfilledFragments, hasNext: incremental.hasNext)
    }

    /// The top-level object of a response body.
    static func responseObject(_ body: [UInt8], url: URL) throws(ResponseFormatError) -> JSONObject {
        let value: JSONValue
        do throws(JSONReadError) {
            value = try JSONReader().read(body)
        } catch {
            throw ResponseFormatError(
                url: url, reason: .notJSON(message: error.message, offset: error.offset, line: error.line, column: error.column))
        }
        guard case .object(let object) = value else { throw ResponseFormatError(url: url, reason: .notAnObject) }
        return object
    }

    struct MalformedErrors: Error {
        let detail: String
    }

    /// The `errors` list as GraphQL errors; each needs a `message`.
    static func errors(_ value: JSONValue) throws(MalformedErrors) -> [GraphQLError] {
        guard case .array(let entries) = value else { throw MalformedErrors(detail: "not a list") }
        return try entries.enumerated().map { (index, entry) throws(MalformedErrors) in
            guard case .object(let object) = entry, case .string(let message)? = object["message"] else {
                throw MalformedErrors(detail: "error \(index) has no \"message\" string")
            }
            var locations: [SourceLocation] = []
            for case .object(let location) in object["locations"]?.arrayValue ?? [] {
                if case .int(let line)? = location["line"], case .int(let column)? = location["column"] {
                    locations.append(SourceLocation(line: line, column: column))
                }
            }
            let path = object["path"]?.arrayValue?.compactMap { component -> PathComponent? in
                switch component {
                case .string(let key): .key(key)
                case .int(let index): .index(index)
                default: nil
                }
            }
            return GraphQLError(message, locations: locations, path: path, extensions: object["extensions"]?.objectValue)
        }
    }
}
