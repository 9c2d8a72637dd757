import Foundation
import GraphQL
import QuillHTTPClient
import QuillTestSupport
import Testing

@testable import QuillCLI

/// `@defer` and `@stream` served by `quill dev` over HTTP: Apollo's multipart format, the
/// current one, and the whole response for a JSON client, on the seeded conference planner.
@Suite(.timeLimit(.minutes(3))) struct DevIncrementalTests {
    static let query =
        #"{ allConferences(orderBy: name_ASC, first: 2) { name ... @defer(label: "people") { attendees(orderBy: name_ASC) { name } } } }"#

    /// The body of a POST of `query` with `accept`, part by part as it arrives: the parts'
    /// JSON, and the response's `Content-Type`.
    static func parts(_ query: String, accept: String, port: Int) async throws -> (contentType: String?, parts: [JSONValue]) {
        let connection = try await HTTPClientConnection.connect(port: port)
        let body = JSONValue.object(["query": .string(query)]).serialized()
        try await connection.send(.post("/graphql", body: body, headers: ["Accept": accept, "Connection": "close"]))
        let head = try await connection.responseHead()
        var received: [UInt8] = []
        while let chunk = try await connection.bodyChunk() { received += chunk }
        let parts = String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n---").dropFirst().compactMap { part in
            part.components(separatedBy: "\r\n\r\n").dropFirst().first.flatMap { try? JSONReader().read($0) }
        }
        return (head.headers["Content-Type"], parts)
    }

    @Test func deferredAttendeesComeInTheirOwnPayload() async throws {
        try await withExampleModel("ConferencePlanner") { directory in
            let seed = packageRoot.appendingPathComponent("Examples/ConferencePlanner/seed.graphql").path
            let dev = try await DevProcess(["--schema", "schema.graphql", "--seed", seed], in: directory)
            defer { dev.kill() }

            let apollo = try await Self.parts(Self.query, accept: "multipart/mixed;deferSpec=20220824, application/json", port: dev.port)
            #expect(apollo.contentType == #"multipart/mixed; boundary="-"; deferSpec=20220824"#)
            #expect(
                apollo.parts.first
                    == (try JSONReader().read(#"{"data":{"allConferences":[{"name":"Swift Summit"},{"name":"UIKonf"}]},"hasNext":true}"#)))
            let entries = apollo.parts.dropFirst().flatMap { $0["incremental"]?.arrayValue ?? [] }
            #expect(
                Set(entries.map { String(decoding: $0.serialized(), as: UTF8.self) }) == [
                    #"{"data":{"attendees":[]},"path":["allConferences",0],"label":"people"}"#,
                    #"{"data":{"attendees":[{"name":"Ana"},{"name":"Ben"},{"name":"Cai"},{"name":"Dee"}]},"path":["allConferences",1],"label":"people"}"#,
                ])
            #expect(apollo.parts.last?["hasNext"] == false)

            let current = try await Self.parts(Self.query, accept: "multipart/mixed; incrementalSpec=v0.2", port: dev.port)
            #expect(current.contentType == #"multipart/mixed; boundary="-"; incrementalSpec=v0.2"#)
            #expect(
                current.parts.first?["pending"]
                    == (try JSONReader().read(
                        #"[{"id":"0","path":["allConferences",0],"label":"people"},{"id":"1","path":["allConferences",1],"label":"people"}]"#)))
            #expect(current.parts.last?["hasNext"] == false)

            #expect(
                try await dev.data(Self.query)
                    == (try JSONReader().read(
                        #"{"allConferences":[{"name":"Swift Summit","attendees":[]},{"name":"UIKonf","attendees":[{"name":"Ana"},{"name":"Ben"},{"name":"Cai"},{"name":"Dee"}]}]}"#
                    )))
        }
    }
}
