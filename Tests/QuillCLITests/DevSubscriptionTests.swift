import Foundation
import GraphQL
import QuillHTTPClient
import QuillTestSupport
import Testing

@testable import QuillCLI

/// Graphcool subscriptions served by `quill dev` over Server-Sent Events: each client
/// receives exactly the events its `mutation_in` filter asks for.
@Suite(.timeLimit(.minutes(3))) struct DevSubscriptionTests {
    /// A subscription request over SSE, read as its `next` events arrive.
    final class EventStream {
        let connection: HTTPClientConnection
        private var received: [UInt8] = []

        init(_ query: String, port: Int) async throws {
            connection = try await HTTPClientConnection.connect(port: port)
            let body = JSONValue.object(["query": .string(query)]).serialized()
            try await connection.send(.post("/graphql", body: body, headers: ["Accept": "text/event-stream"]))
            #expect(try await connection.responseHead().status == 200)
            // The stream opens with a comment once the subscription listens.
            try await receive { $0.contains(":\n\n") }
        }

        /// Reads the body until `done` holds for everything received so far (each read
        /// waits 30 s at most, a guard).
        private func receive(until done: (String) -> Bool) async throws {
            while !done(String(decoding: received, as: UTF8.self)) {
                guard let chunk = try await connection.bodyChunk() else { return }
                received += chunk
            }
        }

        /// The data of the `next` events received so far.
        var events: [JSONValue] {
            String(decoding: received, as: UTF8.self).components(separatedBy: "event: next\ndata: ").dropFirst().compactMap { part in
                part.components(separatedBy: "\n").first.flatMap { (try? JSONReader().read($0))?["data"] }
            }
        }

        /// Waits for `count` events and returns them.
        func next(_ count: Int) async throws -> [JSONValue] {
            try await receive { _ in events.count >= count }
            return events
        }
    }

    @Test func subscribersKeepReceivingAcrossAModelReload() async throws {
        try await withExampleModel("ConferencePlanner") { directory in
            let model = directory.appendingPathComponent("schema.graphql")
            let dev = try await DevProcess(["--schema", "schema.graphql"], in: directory)
            defer { dev.kill() }
            let created = try await EventStream(
                "subscription { Attendee(filter: { mutation_in: [CREATED] }) { mutation node { name } } }", port: dev.port)
            _ = try await dev.data(#"mutation { createAttendee(name: "Ana") { id } }"#)

            let original = try String(contentsOf: model, encoding: .utf8)
            let withWebsite = original.replacingOccurrences(of: "  year: String!\n", with: "  year: String!\n  website: String\n")
            try withWebsite.write(to: model, atomically: true, encoding: .utf8)
            #expect(await dev.waitFor(output: "Reloaded.\n"), "\(dev.output)\(dev.errors)")
            _ = try await dev.data(#"mutation { createAttendee(name: "Ben") { id } }"#)

            #expect(
                try await created.next(2) == [
                    ["Attendee": ["mutation": "CREATED", "node": ["name": "Ana"]]],
                    ["Attendee": ["mutation": "CREATED", "node": ["name": "Ben"]]],
                ])
            #expect(await dev.stop() == 0)
        }
    }

    @Test func eachSubscriberGetsTheMutationsItsFilterNames() async throws {
        try await withExampleModel("ConferencePlanner") { directory in
            let dev = try await DevProcess(["--schema", "schema.graphql"], in: directory)
            defer { dev.kill() }
            let created = try await EventStream(
                "subscription { Attendee(filter: { mutation_in: [CREATED] }) { mutation node { name } } }", port: dev.port)
            let changed = try await EventStream(
                "subscription { Attendee(filter: { mutation_in: [UPDATED, DELETED] }) { mutation updatedFields previousValues { name } } }",
                port: dev.port)

            let ana = try #require(try await dev.data(#"mutation { createAttendee(name: "Ana") { id } }"#)["createAttendee"]?["id"]?.stringValue)
            _ = try await dev.data("mutation($id: ID!) { updateAttendee(id: $id, name: \"Anna\") { id } }", variables: ["id": ana])
            let ben = try #require(try await dev.data(#"mutation { createAttendee(name: "Ben") { id } }"#)["createAttendee"]?["id"]?.stringValue)
            _ = try await dev.data("mutation($id: ID!) { deleteAttendee(id: $id) { id } }", variables: ["id": ben])
            _ = try await dev.data(#"mutation { createAttendee(name: "Cai") { id } }"#)

            #expect(
                try await created.next(3) == [
                    ["Attendee": ["mutation": "CREATED", "node": ["name": "Ana"]]],
                    ["Attendee": ["mutation": "CREATED", "node": ["name": "Ben"]]],
                    ["Attendee": ["mutation": "CREATED", "node": ["name": "Cai"]]],
                ])
            #expect(
                try await changed.next(2) == [
                    ["Attendee": ["mutation": "UPDATED", "updatedFields": ["name"], "previousValues": ["name": "Ana"]]],
                    ["Attendee": ["mutation": "DELETED", "updatedFields": nil, "previousValues": ["name": "Ben"]]],
                ])
            #expect(await dev.stop() == 0)
        }
    }
}
