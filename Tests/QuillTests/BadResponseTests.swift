import Foundation
import Quill
import QuillTestSupport
import Testing

/// Responses that are not what the operation needs: each is a clear error naming the URL
/// and the status or the place, never a crash, and nothing of it reaches the cache.
@Suite(.timeLimit(.minutes(2))) struct BadResponseTests {
    /// The error of fetching `ConferencesQuery` from a server that answers `reply`.
    private func failure(_ reply: ScriptedHTTPServer.Reply) async throws -> (any Error, URL, QuillStore) {
        let server = try ScriptedHTTPServer { _, _ in reply }
        defer { server.stop() }
        let url = URL(string: "http://127.0.0.1:\(server.port)/graphql")!
        let store = QuillStore()
        let provider = DefaultInterceptorProvider(store: store, retryPolicy: .never)
        let client = QuillClient(networkTransport: RequestChainNetworkTransport(interceptorProvider: provider, endpointURL: url), store: store)
        do {
            let result = try await client.fetch(query: ConferencesQuery())
            throw UnexpectedSuccess(description: "expected an error, got \(result)")
        } catch let error as UnexpectedSuccess {
            throw error
        } catch {
            #expect(try store.recordCount() == 0)
            return (error, url, store)
        }
    }

    private let conference = #"{"__typename":"Conference","id":"c1","name":"UIKonf","city":"Berlin","attendees":[]}"#

    @Test func aBodyThatIsNotJSON() async throws {
        let (error, url, _) = try await failure(.http(status: 200, contentType: "text/html", body: "<html>oops</html>"))
        #expect(
            String(describing: error)
                == "The response from \(url.absoluteString) is not JSON: Unexpected '<', expected a value at byte 0 (line 1, column 1)")
        #expect(error.localizedDescription == String(describing: error))
    }

    @Test func truncatedJSONNamesTheByteOffset() async throws {
        let (error, url, _) = try await failure(.http(status: 200, body: #"{"data":{"allConferences":["#))
        #expect(
            String(describing: error)
                == "The response from \(url.absoluteString) is not JSON: Unexpected end of input, expected a value at byte 27 (line 1, column 28)")
    }

    @Test func jsonWithoutDataOrErrors() async throws {
        let (error, url, _) = try await failure(.http(status: 200, body: #"{"result":{"allConferences":[]}}"#))
        #expect(String(describing: error) == #"The response from \#(url.absoluteString) has neither "data" nor "errors""#)
        let (array, _, _) = try await failure(.http(status: 200, body: "[]"))
        #expect(array is ResponseFormatError)
    }

    @Test func malformedErrors() async throws {
        let (error, url, _) = try await failure(.http(status: 200, body: #"{"errors":[{"msg":"x"}]}"#))
        #expect(String(describing: error) == #"The response from \#(url.absoluteString) has malformed "errors": error 0 has no "message" string"#)
    }

    @Test func dataMissingAFieldWritesNothing() async throws {
        let body = #"{"data":{"allConferences":[\#(conference),{"__typename":"Conference","id":"c2","name":"WWDC","attendees":[]}]}}"#
        let (error, url, _) = try await failure(.http(status: 200, body: body))
        #expect(
            String(describing: error)
                == "The response from \(url.absoluteString) does not match Conferences: allConferences.1.city: the field is missing")
    }

    @Test func dataOfTheWrongType() async throws {
        let body =
            #"{"data":{"allConferences":[{"__typename":"Conference","id":"c1","name":"UIKonf","city":"Berlin","attendees":[{"__typename":"Attendee","id":7,"name":"Ana"}]}]}}"#
        let (error, url, _) = try await failure(.http(status: 200, body: body))
        #expect(
            String(describing: error)
                == "The response from \(url.absoluteString) does not match Conferences: allConferences.0.attendees.0.id: expected a string, found an integer"
        )
        let (null, _, _) = try await failure(.http(status: 200, body: #"{"data":{"allConferences":null}}"#))
        #expect(String(describing: null).hasSuffix("does not match Conferences: allConferences: expected a value, found null"))
    }

    @Test func anHTTPErrorWithAGraphQLBody() async throws {
        let body = #"{"errors":[{"message":"Cannot query field \"nme\" on type \"Conference\".","locations":[{"line":1,"column":3}]}]}"#
        let (error, url, _) = try await failure(
            .http(status: 400, reason: "Bad Request", contentType: "application/graphql-response+json", body: body))
        let responseError = try #require(error as? ResponseCodeError)
        #expect(responseError.status == 400)
        #expect(responseError.graphQLErrors?.first?.locations == [SourceLocation(line: 1, column: 3)])
        #expect(String(describing: error) == #"\#(url.absoluteString) answered HTTP 400: Cannot query field "nme" on type "Conference"."#)
    }

    @Test func anHTTPErrorWithoutAGraphQLBody() async throws {
        let (error, url, _) = try await failure(.http(status: 502, reason: "Bad Gateway", contentType: "text/plain", body: "upstream is down\n"))
        #expect((error as? ResponseCodeError)?.graphQLErrors == nil)
        #expect(String(describing: error) == "\(url.absoluteString) answered HTTP 502: upstream is down")
        let (empty, emptyURL, _) = try await failure(.http(status: 500, reason: "Internal Server Error", body: ""))
        #expect(String(describing: empty) == "\(emptyURL.absoluteString) answered HTTP 500")
    }

    @Test func aServerClosingMidBody() async throws {
        let whole = #"{"data":{"allConferences":[\#(conference)]}}"#
        let (error, url, _) = try await failure(.http(status: 200, body: String(whole.prefix(30)), declaredLength: whole.utf8.count))
        #expect(error is TransportError)
        #expect(String(describing: error).hasPrefix("No response from \(url.absoluteString): "))
    }

    @Test func aServerClosingWithoutAnswering() async throws {
        let (error, _, _) = try await failure(.close)
        #expect(error is TransportError)
    }

    @Test func errorsBesidePartialDataAreAResultNotAFailure() async throws {
        let server = try ScriptedHTTPServer { _, _ in
            .http(
                status: 200,
                body:
                    #"{"data":{"me":null},"errors":[{"message":"Not logged in.","path":["me"],"extensions":{"code":"UNAUTHENTICATED","retry":{"after":30}}},{"message":"Slow."}]}"#
            )
        }
        defer { server.stop() }
        let client = QuillClient(url: URL(string: "http://127.0.0.1:\(server.port)/graphql")!)
        let result = try await client.fetch(query: MeQuery())
        #expect(result.data?.me == nil)
        let error = try #require(result.errors?.first)
        #expect(error.localizedDescription == "Not logged in.")
        #expect(error.path == [.key("me")])
        // As Apollo iOS's code reads an error: Foundation's types, not nil.
        #expect(error.extensions?["code"] as? String == "UNAUTHENTICATED")
        #expect((error.extensions?["retry"] as? [String: Any])?["after"] as? Int == 30)
        #expect(error["code"] as? String == "UNAUTHENTICATED")
        #expect(error["message"] as? String == "Not logged in.")
        #expect(error["path"] as? [String] == ["me"])
        #expect(result.errors?.last?.extensions == nil)
        #expect(result.errors?.last?["code"] == nil)
        // Seed 004's message, as it builds it.
        let message = result.errors!
            .map { $0.localizedDescription }
            .joined(separator: "\n")
        #expect(message == "Not logged in.\nSlow.")
    }

    @Test func anUnreachableServer() async throws {
        let server = try ScriptedHTTPServer { _, _ in .close }
        let port = server.port
        server.stop()
        let url = URL(string: "http://127.0.0.1:\(port)/graphql")!
        let provider = DefaultInterceptorProvider(store: QuillStore(), retryPolicy: .never)
        let client = QuillClient(networkTransport: RequestChainNetworkTransport(interceptorProvider: provider, endpointURL: url))
        await #expect(throws: TransportError.self) { try await client.fetch(query: MeQuery()) }
    }
}

/// A request that should have failed returned a result.
private struct UnexpectedSuccess: Error, CustomStringConvertible {
    var description: String
}
