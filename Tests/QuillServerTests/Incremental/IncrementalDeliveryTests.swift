import GraphQL
import QuillHTTP
import Testing

@testable import QuillServer

/// `@defer` and `@stream` over HTTP: multipart in the current format and in Apollo's
/// `deferSpec=20220824`, Server-Sent Events, and one JSON response for a client that
/// asks for neither; the exact bytes of each body.
@Suite(.timeLimit(.minutes(3))) struct IncrementalDeliveryTests {
    static let sdl = """
        directive @defer(if: Boolean! = true, label: String) on FRAGMENT_SPREAD | INLINE_FRAGMENT
        directive @stream(if: Boolean! = true, label: String, initialCount: Int = 0) on FIELD
        type Query { hero: Hero, numbers: [Int!] }
        type Hero { id: ID! name: String slow: String nn: String! }
        """
    static let root: JSONValue = ["hero": ["id": "1", "name": "Luke", "nn": nil], "numbers": [1, 2, 3]]
    static let part = "\r\n---\r\ncontent-type: application/json; charset=utf-8\r\n\r\n"
    static let end = "\r\n-----\r\n"

    /// The server; `slow` waits for `gate` to be opened (it is, when not given).
    static func server(gate: AsyncStream<Void>? = nil) throws -> GraphQLServer<Void> {
        var resolvers = Resolvers<Void>()
        resolvers.field("Hero", "slow") { (_, _, _, _) async throws -> (any Sendable)? in
            if let gate { for await _ in gate { break } }
            return "slow"
        }
        return try GraphQLServer(schema: try buildSchema(sdl), resolvers: resolvers, rootValue: root)
    }

    static func body(_ query: String) -> String {
        String(decoding: JSONValue.object(["query": .string(query)]).serialized(), as: UTF8.self)
    }

    @Test func theCurrentFormatIsMultipartWithEachPayloadAsAPart() async throws {
        let query = #"{ hero { id ... @defer(label: "more") { name } } numbers @stream(initialCount: 1) }"#
        for accept in ["multipart/mixed; incrementalSpec=v0.2", "multipart/mixed", "multipart/mixed;boundary=\"-\", application/json;q=0.5"] {
            let answer = await answer(try Self.server(), post(Self.body(query), accept: accept))
            #expect(answer.status == 200)
            #expect(answer.contentType == #"multipart/mixed; boundary="-"; incrementalSpec=v0.2"#)
            #expect(
                await collect(answer.response).text == Self.part
                    + #"{"data":{"hero":{"id":"1"},"numbers":[1]},"pending":[{"id":"0","path":["hero"],"label":"more"},{"id":"1","path":["numbers"]}],"hasNext":true}"#
                    + Self.part + #"{"hasNext":true,"incremental":[{"data":{"name":"Luke"},"id":"0"}],"completed":[{"id":"0"}]}"#
                    + Self.part + #"{"hasNext":false,"incremental":[{"id":"1","items":[2,3]}],"completed":[{"id":"1"}]}"#
                    + Self.end, "Accept: \(accept)")
        }
    }

    @Test func apollosFormatHasPathsAndLabels() async throws {
        let query = #"{ hero { id ... @defer(label: "more") { name } ... @defer(label: "broken") { nn } } numbers @stream(initialCount: 1) }"#
        let answer = await answer(try Self.server(), post(Self.body(query), accept: "multipart/mixed;deferSpec=20220824, application/json"))
        #expect(answer.contentType == #"multipart/mixed; boundary="-"; deferSpec=20220824"#)
        #expect(
            await collect(answer.response).text == Self.part
                + #"{"data":{"hero":{"id":"1"},"numbers":[1]},"hasNext":true}"#
                + Self.part + #"{"hasNext":true,"incremental":[{"data":{"name":"Luke"},"path":["hero"],"label":"more"},"#
                + #"{"data":null,"path":["hero"],"label":"broken","errors":[{"message":"Cannot return null for non-nullable field Hero.nn.","locations":[{"line":1,"column":78}],"path":["hero","nn"]}]}]}"#
                + Self.part + #"{"hasNext":false,"incremental":[{"items":[2,3],"path":["numbers",1]}]}"#
                + Self.end)
    }

    @Test func serverSentEventsCarryEachPayloadAsAnEvent() async throws {
        let answer = await answer(try Self.server(), post(Self.body("{ hero { id ... @defer { name } } }"), accept: "text/event-stream"))
        #expect(answer.contentType == "text/event-stream; charset=utf-8")
        #expect(
            await collect(answer.response).text == ":\n\n"
                + #"event: next\#ndata: {"data":{"hero":{"id":"1"}},"pending":[{"id":"0","path":["hero"]}],"hasNext":true}\#n\#n"#
                + #"event: next\#ndata: {"hasNext":false,"incremental":[{"data":{"name":"Luke"},"id":"0"}],"completed":[{"id":"0"}]}\#n\#n"#
                + "event: complete\ndata:\n\n")
    }

    @Test func deferredFieldsThatSuspendComeAfterWhatCompletesAtOnce() async throws {
        let query = #"{ hero { id ... @defer(label: "later") { slow } } numbers @stream(initialCount: 2) }"#
        let (gate, open) = AsyncStream<Void>.makeStream()
        let answer = await answer(try Self.server(gate: gate), post(Self.body(query), accept: "multipart/mixed; incrementalSpec=v0.2"))
        let collector = CollectingWriter()
        guard case .stream(let write) = answer.response.body else {
            Issue.record("not streamed")
            return
        }
        let body = Task { await write(collector.writer) }
        for await chunk in collector.writes where String(decoding: chunk, as: UTF8.self).contains(#""items":[3]"#) { break }
        open.yield()
        await body.value
        #expect(
            collector.text == Self.part
                + #"{"data":{"hero":{"id":"1"},"numbers":[1,2]},"pending":[{"id":"0","path":["hero"],"label":"later"},{"id":"1","path":["numbers"]}],"hasNext":true}"#
                + Self.part + #"{"hasNext":true,"incremental":[{"id":"1","items":[3]}],"completed":[{"id":"1"}]}"#
                + Self.part + #"{"hasNext":false,"incremental":[{"data":{"slow":"slow"},"id":"0"}],"completed":[{"id":"0"}]}"#
                + Self.end)
    }

    @Test func aClientThatAsksForJSONGetsTheWholeResponse() async throws {
        let answer = await answer(
            try Self.server(), post(Self.body("{ hero { id ... @defer { name } } numbers @stream }"), accept: "application/json"))
        #expect(answer.status == 200)
        #expect(answer.text == #"{"data":{"hero":{"id":"1","name":"Luke"},"numbers":[1,2,3]}}"#)
        #expect(answer.wasImmediate)
    }

    @Test func whatDefersNothingOrIsRefusedIsJSONWhenTheClientTakesIt() async throws {
        let accept = "multipart/mixed;deferSpec=20220824, application/json"
        let plain = await answer(try Self.server(), post(Self.body("{ hero { id } }"), accept: accept))
        #expect(plain.contentType == "application/json; charset=utf-8")
        #expect(plain.text == #"{"data":{"hero":{"id":"1"}}}"#)
        let invalid = await answer(try Self.server(), post(Self.body("{ hero { nope ... @defer { id } } }"), accept: accept))
        #expect(invalid.contentType == "application/json; charset=utf-8")
        #expect(invalid.json?["errors"]?[0]?["message"] == #"Cannot query field "nope" on type "Hero". Did you mean "name"?"#)
        // Multipart alone: one part, the whole response.
        let only = await answer(try Self.server(), post(Self.body("{ hero { ... @defer(if: false) { id } } }"), accept: "multipart/mixed"))
        #expect(await collect(only.response).text == Self.part + #"{"data":{"hero":{"id":"1"}},"hasNext":false}"# + Self.end)
    }

    @Test func formatsAreReadFromAccept() {
        func format(_ accept: String) -> IncrementalDelivery.Format? {
            IncrementalDelivery.format(acceptedBy: ["Accept": accept])
        }
        #expect(format("multipart/mixed;deferSpec=20220824, application/json") == .defer20220824)
        #expect(format("application/json, Multipart/Mixed; DEFERSPEC=20220824") == .defer20220824)
        #expect(format("multipart/mixed; incrementalSpec=v0.2") == .current)
        #expect(format("multipart/mixed") == .current)
        #expect(format("multipart/mixed;deferSpec=20220824;q=0") == nil)
        #expect(format(#"multipart/mixed;subscriptionSpec="1.0""#) == nil)
        #expect(format("multipart/mixed;deferSpec=1999") == nil)
        #expect(format("application/json") == nil)
    }
}

extension JSONValue {
    fileprivate subscript(index: Int) -> JSONValue? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }
}
