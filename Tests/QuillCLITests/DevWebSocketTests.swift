import Foundation
import GraphQL
import QuillHTTPClient
import QuillTestSupport
import Testing

@testable import QuillCLI

/// A Graphcool subscription served by `quill dev` over graphql-transport-ws.
@Suite(.timeLimit(.minutes(3))) struct DevWebSocketTests {
    @Test func aCreatedNodeArrivesOverGraphQLTransportWS() async throws {
        try await withExampleModel("ConferencePlanner") { directory in
            let dev = try await DevProcess(["--schema", "schema.graphql"], in: directory)
            defer { dev.kill() }
            let ws = try await GraphQLWebSocketClient(port: dev.port)
            try await ws.send(["type": "connection_init"])
            #expect(try await ws.next() == ["type": "connection_ack"])
            try await ws.send([
                "id": "1", "type": "subscribe",
                "payload": ["query": "subscription { Conference(filter: { mutation_in: [CREATED] }) { mutation node { name city } } }"],
            ])
            // graphql-transport-ws does not acknowledge a subscribe: probe until the subscription
            // listens (waiting a second per probe: an interval between tries, not a verdict).
            var probe: JSONValue?
            for attempt in 0..<30 where probe == Optional<JSONValue>.none {
                _ = try await dev.data("mutation { createConference(name: \"Probe \(attempt)\", city: \"-\", year: \"-\") { id } }")
                probe = try await ws.next(within: 1)
            }
            #expect(probe?["payload"]?["data"]?["Conference"]?["mutation"] == "CREATED")
            let created = try await dev.data(#"mutation { createConference(name: "WWDC", city: "San Jose", year: "2017") { id } }"#)
            let id = try #require(created["createConference"]?["id"]?.stringValue)
            _ = try await dev.data("mutation($id: ID!) { updateConference(id: $id, city: \"Cupertino\") { id } }", variables: ["id": id])
            _ = try await dev.data(#"mutation { createConference(name: "UIKonf", city: "Berlin", year: "2017") { id } }"#)
            // Events of later probes may still come first; only the rest are checked.
            var events: [JSONValue] = []
            while events.count < 2, let message = try await ws.next() {
                let name = message["payload"]?["data"]?["Conference"]?["node"]?["name"]?.stringValue ?? ""
                if !name.hasPrefix("Probe ") { events.append(message) }
            }
            #expect(
                events == [
                    [
                        "id": "1", "type": "next",
                        "payload": [
                            "data": [
                                "Conference": [
                                    "mutation": "CREATED", "node": ["name": "WWDC", "city": "San Jose"],
                                ]
                            ]
                        ],
                    ],
                    [
                        "id": "1", "type": "next",
                        "payload": [
                            "data": [
                                "Conference": [
                                    "mutation": "CREATED", "node": ["name": "UIKonf", "city": "Berlin"],
                                ]
                            ]
                        ],
                    ],
                ])
            try await ws.send(["id": "1", "type": "complete"])
            #expect(await dev.stop() == 0)
        }
    }

    @Test func aSocketSilentForTheInitTimeoutIsClosedWith4408() async throws {
        try await withExampleModel("ConferencePlanner") { directory in
            let dev = try await DevProcess(["--schema", "schema.graphql"], in: directory, initTimeout: 1)
            defer { dev.kill() }
            let legacy = try await GraphQLWebSocketClient(port: dev.port, subprotocol: "graphql-ws")
            #expect(try await legacy.next() == ["type": "connection_error", "payload": ["message": "Connection initialisation timeout"]])
            #expect(try await legacy.next() == nil)
            #expect(await legacy.socket.closeCode?.rawValue == 4408)
            let current = try await GraphQLWebSocketClient(port: dev.port)
            #expect(try await current.next() == nil)
            #expect(await current.socket.closeCode?.rawValue == 4408)
        }
    }

    @Test func anUpgradeOfferingNeitherSubprotocolIsRefused() async throws {
        try await withExampleModel("ConferencePlanner") { directory in
            let dev = try await DevProcess(["--schema", "schema.graphql"], in: directory)
            defer { dev.kill() }
            let refused = try await GraphQLWebSocketClient.refusedUpgrade(port: dev.port, subprotocol: "chat")
            #expect(refused.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
            #expect(refused.hasSuffix("graphql-transport-ws and graphql-ws: offer one in Sec-WebSocket-Protocol (offered: chat).\n"))
        }
    }
}
