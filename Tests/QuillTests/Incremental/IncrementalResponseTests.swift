import Foundation
import GraphQL
import Testing

@testable import Quill

/// Merging an incremental response's payloads, in both formats: paths and `subPath`s,
/// lists merged element by element, streamed items appended, failed fragments and
/// streams (their errors kept, the fragment not fulfilled), and payloads of no protocol.
@Suite struct IncrementalResponseTests {
    static let url = URL(string: "http://localhost/graphql")!

    static func merged(_ payloads: [String]) throws -> IncrementalResponse {
        var response = IncrementalResponse(url: url)
        for payload in payloads { try response.apply(try ResponseParsing.responseObject(Array(payload.utf8), url: url)) }
        return response
    }

    static func json(_ text: String) throws -> JSONValue {
        try JSONReader().read(Array(text.utf8))
    }

    @Test func apollosFormatMergesAtPathsAndAppendsItemsFromTheirIndex() throws {
        let response = try Self.merged([
            #"{"data":{"hero":{"id":"1","friends":[{"id":"2"},{"id":"3"}]},"numbers":[1]},"hasNext":true}"#,
            #"{"hasNext":true,"incremental":[{"data":{"name":"Luke","friends":[{"name":"Han"},{"name":"Leia"}]},"path":["hero"],"label":"more"}]}"#,
            #"{"hasNext":false,"incremental":[{"items":[2,3],"path":["numbers",1]}]}"#,
        ])
        #expect(
            response.data
                == (try Self.json(
                    #"{"hero":{"id":"1","friends":[{"id":"2","name":"Han"},{"id":"3","name":"Leia"}],"name":"Luke"},"numbers":[1,2,3]}"#)))
        #expect(response.fulfilledFragments == [DeferredFragmentIdentifier(label: "more", path: [.key("hero")])])
        #expect(!response.hasNext)
    }

    @Test func theCurrentFormatFollowsPendingIdsAndSubPaths() throws {
        var response = try Self.merged([
            #"{"data":{"hero":{"id":"1"},"numbers":[1]},"pending":[{"id":"0","path":["hero"],"label":"more"},{"id":"1","path":["numbers"]}],"hasNext":true}"#,
            #"{"hasNext":true,"incremental":[{"id":"0","data":{"name":"Luke","ship":{"id":"s"}}},{"id":"1","items":[2]}]}"#,
        ])
        // Data came, but the fragment is fulfilled only once completed.
        #expect(response.fulfilledFragments.isEmpty)
        try response.apply(
            try ResponseParsing.responseObject(
                Array(
                    #"{"hasNext":false,"incremental":[{"id":"0","subPath":["ship"],"data":{"model":"X"}},{"id":"1","items":[3]}],"completed":[{"id":"0"},{"id":"1"}]}"#
                        .utf8),
                url: Self.url))
        #expect(response.data == (try Self.json(#"{"hero":{"id":"1","name":"Luke","ship":{"id":"s","model":"X"}},"numbers":[1,2,3]}"#)))
        #expect(response.fulfilledFragments == [DeferredFragmentIdentifier(label: "more", path: [.key("hero")])])
    }

    @Test func failedFragmentsKeepTheirErrorsAndAreNotFulfilled() throws {
        let apollo = try Self.merged([
            #"{"data":{"hero":{"id":"1"}},"hasNext":true}"#,
            #"{"hasNext":false,"incremental":[{"data":null,"path":["hero"],"label":"broken","errors":[{"message":"boom","path":["hero","nn"]}]}]}"#,
        ])
        let current = try Self.merged([
            #"{"data":{"hero":{"id":"1"}},"pending":[{"id":"0","path":["hero"],"label":"broken"}],"hasNext":true}"#,
            #"{"hasNext":false,"completed":[{"id":"0","errors":[{"message":"boom","path":["hero","nn"]}]}]}"#,
        ])
        for response in [apollo, current] {
            #expect(response.fulfilledFragments.isEmpty)
            #expect(response.object["errors"] == (try Self.json(#"[{"message":"boom","path":["hero","nn"]}]"#)))
            #expect(response.data == (try Self.json(#"{"hero":{"id":"1"}}"#)))
        }
    }

    @Test(arguments: [
        (#"{"hasNext":true,"incremental":[{"data":{"a":1},"path":["nowhere"]}]}"#, "nowhere: not an object in the data, where an increment goes"),
        (#"{"hasNext":true,"incremental":[{"id":"9","data":{"a":1}}]}"#, "an increment of no pending id 9"),
        (#"{"hasNext":true,"incremental":[{"items":[1],"path":["hero"]}]}"#, "stream items whose path does not end in an index"),
        (#"{"hasNext":true,"incremental":[{"items":[1],"path":["hero",0]}]}"#, "hero: not a list in the data, where an increment goes"),
        (#"{"hasNext":true,"completed":[{"id":"4"}]}"#, "a completed entry of no pending id"),
    ]) func aPayloadOfNoProtocolIsAFormatError(payload: String, detail: String) throws {
        #expect {
            _ = try Self.merged([#"{"data":{"hero":{"id":"1"}},"hasNext":true}"#, payload])
        } throws: { error in
            (error as? ResponseFormatError)?.reason == .malformedIncrement(detail)
        }
    }
}
