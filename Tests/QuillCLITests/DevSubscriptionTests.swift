import Foundation
import GraphQL
import Testing
@testable import QuillCLI

/// Graphcool subscriptions served by `quill dev` over Server-Sent Events: each client
/// receives exactly the events its `mutation_in` filter asks for.
@Suite(.timeLimit(.minutes(1))) struct DevSubscriptionTests {
    /// A subscription request over SSE, read as its `next` events arrive.
    final class EventStream {
        let client: DevHTTPClient
        private var received = ""

        init(_ query: String, port: Int) throws {
            client = try DevHTTPClient(host: "127.0.0.1", port: port, timeoutSeconds: 5)
            let body = JSONValue.object(["query": .string(query)]).serialized()
            try client.sendAll(
                DevHTTPClient.postHead(host: "127.0.0.1", port: port, path: "/graphql", body: body, headers: [("Accept", "text/event-stream")])
                    + body)
            // The stream opens with a comment once the subscription listens.
            try receive { $0.contains(":\n\n") }
        }

        /// Reads until `done` holds for everything received so far, for at most 20 s.
        private func receive(until done: (String) -> Bool) throws {
            let deadline = ContinuousClock.now + .seconds(20)
            while !done(received) && ContinuousClock.now < deadline {
                let bytes = try client.receiveSome()
                guard !bytes.isEmpty else { return }
                received += String(decoding: bytes, as: UTF8.self)
            }
        }

        /// The data of the `next` events received so far.
        var events: [JSONValue] {
            received.components(separatedBy: "event: next\ndata: ").dropFirst().compactMap { part in
                part.components(separatedBy: "\n").first.flatMap { (try? JSONReader().read($0))?["data"] }
            }
        }

        /// Waits for `count` events and returns them.
        func next(_ count: Int) throws -> [JSONValue] {
            try receive { _ in events.count >= count }
            return events
        }
    }

    @Test func subscribersKeepReceivingAcrossAModelReload() throws {
        try withExampleModel("ConferencePlanner") { directory in
            let model = directory.appending(path: "schema.graphql")
            let dev = try DevProcess(["--schema", "schema.graphql"], in: directory)
            defer { dev.stop() }
            let created = try EventStream(
                "subscription { Attendee(filter: { mutation_in: [CREATED] }) { mutation node { name } } }", port: dev.port)
            _ = try dev.data(#"mutation { createAttendee(name: "Ana") { id } }"#)

            let original = try String(contentsOf: model, encoding: .utf8)
            let withWebsite = original.replacingOccurrences(of: "  year: String!\n", with: "  year: String!\n  website: String\n")
            try withWebsite.write(to: model, atomically: true, encoding: .utf8)
            #expect(dev.waitFor(output: /Reloaded.\n/) != nil, "\(dev.output)\(dev.errors)")
            _ = try dev.data(#"mutation { createAttendee(name: "Ben") { id } }"#)

            #expect(try created.next(2) == [
                ["Attendee": ["mutation": "CREATED", "node": ["name": "Ana"]]],
                ["Attendee": ["mutation": "CREATED", "node": ["name": "Ben"]]],
            ])
            #expect(dev.stop() == 0)
        }
    }

    @Test func eachSubscriberGetsTheMutationsItsFilterNames() throws {
        try withExampleModel("ConferencePlanner") { directory in
            let dev = try DevProcess(["--schema", "schema.graphql"], in: directory)
            defer { dev.stop() }
            let created = try EventStream(
                "subscription { Attendee(filter: { mutation_in: [CREATED] }) { mutation node { name } } }", port: dev.port)
            let changed = try EventStream(
                "subscription { Attendee(filter: { mutation_in: [UPDATED, DELETED] }) { mutation updatedFields previousValues { name } } }",
                port: dev.port)

            let ana = try #require(try dev.data(#"mutation { createAttendee(name: "Ana") { id } }"#)["createAttendee"]?["id"]?.stringValue)
            _ = try dev.data("mutation($id: ID!) { updateAttendee(id: $id, name: \"Anna\") { id } }", variables: ["id": ana])
            let ben = try #require(try dev.data(#"mutation { createAttendee(name: "Ben") { id } }"#)["createAttendee"]?["id"]?.stringValue)
            _ = try dev.data("mutation($id: ID!) { deleteAttendee(id: $id) { id } }", variables: ["id": ben])
            _ = try dev.data(#"mutation { createAttendee(name: "Cai") { id } }"#)

            #expect(try created.next(3) == [
                ["Attendee": ["mutation": "CREATED", "node": ["name": "Ana"]]],
                ["Attendee": ["mutation": "CREATED", "node": ["name": "Ben"]]],
                ["Attendee": ["mutation": "CREATED", "node": ["name": "Cai"]]],
            ])
            #expect(try changed.next(2) == [
                ["Attendee": ["mutation": "UPDATED", "updatedFields": ["name"], "previousValues": ["name": "Ana"]]],
                ["Attendee": ["mutation": "DELETED", "updatedFields": nil, "previousValues": ["name": "Ben"]]],
            ])
            #expect(dev.stop() == 0)
        }
    }
}
