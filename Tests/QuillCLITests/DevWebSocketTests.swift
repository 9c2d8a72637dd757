import Foundation
import GraphQL
import QuillHTTP
import Testing
@testable import QuillCLI

/// A Graphcool subscription served by `quill dev` over graphql-transport-ws.
@Suite(.timeLimit(.minutes(1))) struct DevWebSocketTests {
    @Test func aCreatedNodeArrivesOverGraphQLTransportWS() throws {
        try withExampleModel("ConferencePlanner") { directory in
            let dev = try DevProcess(["--schema", "schema.graphql"], in: directory)
            defer { dev.stop() }
            let ws = try GraphQLWebSocketClient(port: dev.port, subprotocol: "graphql-transport-ws")
            try ws.send(["type": "connection_init"])
            #expect(try ws.next() == ["type": "connection_ack"])
            try ws.send([
                "id": "1", "type": "subscribe",
                "payload": ["query": "subscription { Conference(filter: { mutation_in: [CREATED] }) { mutation node { name city } } }"],
            ])
            // graphql-transport-ws does not acknowledge a subscribe: probe until the subscription listens.
            var probe: JSONValue?
            for attempt in 0..<20 where probe == Optional<JSONValue>.none {
                _ = try dev.data("mutation { createConference(name: \"Probe \(attempt)\", city: \"-\", year: \"-\") { id } }")
                probe = try ws.next(within: 1)
            }
            #expect(probe?["payload"]?["data"]?["Conference"]?["mutation"] == "CREATED")
            while try ws.next(within: 1) != Optional<JSONValue>.none {}
            let created = try dev.data(#"mutation { createConference(name: "WWDC", city: "San Jose", year: "2017") { id } }"#)
            let id = try #require(created["createConference"]?["id"]?.stringValue)
            _ = try dev.data("mutation($id: ID!) { updateConference(id: $id, city: \"Cupertino\") { id } }", variables: ["id": id])
            _ = try dev.data(#"mutation { createConference(name: "UIKonf", city: "Berlin", year: "2017") { id } }"#)
            #expect(try ws.next() == ["id": "1", "type": "next", "payload": ["data": ["Conference": [
                "mutation": "CREATED", "node": ["name": "WWDC", "city": "San Jose"],
            ]]]])
            #expect(try ws.next() == ["id": "1", "type": "next", "payload": ["data": ["Conference": [
                "mutation": "CREATED", "node": ["name": "UIKonf", "city": "Berlin"],
            ]]]])
            try ws.send(["id": "1", "type": "complete"])
            #expect(dev.stop() == 0)
        }
    }

    @Test func anUpgradeOfferingNeitherSubprotocolIsRefused() throws {
        try withExampleModel("ConferencePlanner") { directory in
            let dev = try DevProcess(["--schema", "schema.graphql"], in: directory)
            defer { dev.stop() }
            let refused = try GraphQLWebSocketClient.refusedUpgrade(port: dev.port, subprotocol: "chat")
            #expect(refused.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
            #expect(refused.hasSuffix("graphql-transport-ws and graphql-ws: offer one in Sec-WebSocket-Protocol (offered: chat).\n"))
        }
    }
}
