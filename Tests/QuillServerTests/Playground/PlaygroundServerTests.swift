import Foundation
import GraphQL
import QuillHTTP
import QuillTestSupport
import Testing

@testable import QuillServer

/// The Playground against a real server (`HTTPServer` + `GraphQLServer` on 127.0.0.1,
/// an ephemeral port) in headless Chromium: a link runs a query and shows its result, the
/// docs come from introspection, Run sends the chosen operation, and a screenshot is kept
/// in `.build/artifacts/playground.png`.
@Suite(.serialized) struct PlaygroundServerTests {
    static let sdl = """
        "The root of every query."
        type Query {
          "A greeting for `name`."
          hello(name: String = "world"): String
          conferences: [Conference!]!
          firstConference: Conference @deprecated(reason: "Use conferences.")
        }

        "A conference, as the seeds' Graphcool backend has them."
        type Conference {
          id: ID!
          name: String!
          city: String
          year: String
        }

        type Mutation {
          createConference(name: String!, city: String, year: String): Conference
        }

        type Subscription {
          "Counts down from `from` to 0."
          countdown(from: Int!): Int
          "One tick, then nothing until the client leaves."
          ticks: Int
        }
        """

    static let mutations = """
        mutation createUIKonfMutation {
          createConference(name: "UIKonf", city: "Berlin", year: "2017") { id name }
        }

        mutation createWWDCMutation {
          createConference(name: "WWDC", city: "San Jose", year: "2017") { id name city }
        }
        """

    /// Runs `body` with the base URL of a server on 127.0.0.1; stops the server afterwards,
    /// also when `body` throws.
    static func withServer<T>(
        _ more: (inout Resolvers<Void>) -> Void = { _ in }, _ body: (String) async throws -> T
    ) async throws -> T {
        var resolvers = Resolvers<Void>()
        more(&resolvers)
        resolvers.field("Query", "hello") { _, args, _, _ in "Hello, \(try args["name", as: String.self] ?? "nobody")!" }
        resolvers.field("Mutation", "createConference") { _, args, _, _ in
            let conference: JSONValue = ["id": "2", "name": args["name"] ?? .null, "city": args["city"] ?? .null]
            return conference
        }
        resolvers.subscription("Subscription", "countdown") { args, _, _ in
            let from = try args["from", as: Int.self] ?? 0
            return AsyncStream<JSONValue> { continuation in
                for value in stride(from: from, through: 0, by: -1) { continuation.yield(["countdown": .int(value)]) }
                continuation.finish()
            }
        }
        let root: JSONValue = ["conferences": [["id": "1", "name": "UIKonf", "city": "Berlin", "year": "2017"]]]
        let graphQL = try GraphQLServer(schema: try buildSchema(sdl), resolvers: resolvers, rootValue: root)
        return try await QuillTestSupport.withServer(testConfiguration(loops: 1), responder: graphQL) { server in
            try await body("http://127.0.0.1:\(server.port)")
        }
    }

    /// The response pane's text, parsed: the page shows the response as pretty JSON.
    static func response(_ page: RenderedPage) throws -> JSONValue {
        try JSONReader().read(page.textContent(ofID: "response", upTo: "</pre>"))
    }

    @Test func linkRunsAQueryAndShowsItsResult() async throws {
        let query = "query Hello($name: String) {\n  hello(name: $name)\n  conferences { name city }\n}"
        let page = try await Self.withServer { base in
            let link = playgroundLink(base + "/", query: query, variables: #"{"name": "Quill"}"#)
            let screenshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/artifacts/playground.png")
            try await Chromium.screenshot(link, to: screenshot)
            print("Playground screenshot: \(screenshot.path)")
            return RenderedPage(html: try await Chromium.dumpDOM(link))
        }
        #expect(page.attributes(ofID: "response")["data-state"] == "done")
        #expect(page.attributes(ofID: "response")["data-status"] == "200")
        #expect(page.text(ofID: "status", upTo: "</span>") == "200 OK")
        let expected: JSONValue = ["data": ["hello": "Hello, Quill!", "conferences": [["name": "UIKonf", "city": "Berlin"]]]]
        #expect(try Self.response(page) == expected)
        #expect(page.text(ofID: "history", upTo: "</ul>").hasPrefix("Hello "))
    }

    @Test func docsComeFromIntrospection() async throws {
        let page = try await Self.withServer { base in
            RenderedPage(html: try await Chromium.dumpDOM(playgroundLink(base + "/", query: "{ __typename }", run: false)))
        }
        #expect(page.attributes(ofID: "docs")["data-state"] == "loaded")
        #expect(page.text(ofID: "schema-status", upTo: "</span>").hasPrefix("Schema: "))
        let docs = page.text(ofID: "docs", upTo: "<div id=\"history-pane\"")
        #expect(docs.contains("Root types query: Query mutation: Mutation subscription: Subscription All types"))
        #expect(docs.contains("Conference object"))
        #expect(docs.contains("String scalar"))
    }

    @Test func docsShowATypesFieldsArgumentsAndDeprecations() async throws {
        let page = try await Self.withServer { base in
            RenderedPage(html: try await Chromium.dumpDOM(playgroundLink(base + "/", query: "{ __typename }", run: false) + "&docs=Query"))
        }
        let docs = page.text(ofID: "docs", upTo: "<div id=\"history-pane\"")
        #expect(docs.hasPrefix("‹ Schema Query object The root of every query. Fields"))
        #expect(docs.contains(#"hello ( name : String = "world" ): String A greeting for `name`."#))
        #expect(docs.contains("conferences : [ Conference !]!"))
        #expect(docs.contains("firstConference : Conference Deprecated: Use conferences."))
        #expect(page.markup(ofID: "docs", upTo: "<div id=\"history-pane\"").contains(#"<a data-type="Conference">Conference</a>"#))
    }

    @Test func runSendsTheChosenOperation() async throws {
        let page = try await Self.withServer { base in
            RenderedPage(html: try await Chromium.dumpDOM(playgroundLink(base + "/", query: Self.mutations, operationName: "createWWDCMutation")))
        }
        let expected: JSONValue = ["data": ["createConference": ["id": "2", "name": "WWDC", "city": "San Jose"]]]
        #expect(try Self.response(page) == expected)
    }

    /// A subscription streams in over graphql-transport-ws, one event after another.
    @Test func subscriptionStreamsItsEvents() async throws {
        let values = try await Self.withServer { base in
            try await DevTools.drive(
                playgroundLink(base + "/", query: "subscription Countdown { countdown(from: 3) }"),
                [
                    .until("document.getElementById('response').dataset.state === 'done'"),
                    .value(
                        "[...document.querySelectorAll('#response .event')].map(e => JSON.parse(e.textContent.slice(e.textContent.indexOf('{'))))"),
                    .value("document.getElementById('response').dataset.transport"),
                    .value("document.getElementById('status').textContent"),
                ])
        }
        let events: JSONValue = [
            ["data": ["countdown": 3]], ["data": ["countdown": 2]], ["data": ["countdown": 1]], ["data": ["countdown": 0]],
        ]
        #expect(values == [events, "websocket", "Complete · 4 events"])
    }

    /// Without a WebSocket, a subscription streams over Server-Sent Events.
    @Test func subscriptionFallsBackToServerSentEvents() async throws {
        let values = try await Self.withServer { base in
            try await DevTools.drive(
                playgroundLink(base + "/", query: "subscription Countdown { countdown(from: 1) }", run: false),
                [
                    .run("window.WebSocket = function () { throw new Error('no WebSocket here') }"),
                    .run("document.getElementById('run').click()"),
                    .until("document.getElementById('response').dataset.state === 'done'"),
                    .value(
                        "[...document.querySelectorAll('#response .event')].map(e => JSON.parse(e.textContent.slice(e.textContent.indexOf('{'))))"),
                    .value("document.getElementById('response').dataset.transport"),
                    .value("document.getElementById('status').textContent"),
                ])
        }
        #expect(values == [[["data": ["countdown": 1]], ["data": ["countdown": 0]]], "sse", "Complete · 2 events"])
    }

    /// Stop ends a subscription: the page sends `complete` and the server's source stream ends.
    @Test func stopEndsASubscription() async throws {
        let ended = Flag()
        let values = try await Self.withServer({ resolvers in
            resolvers.subscription("Subscription", "ticks") { _, _, _ in
                AsyncStream<JSONValue> { continuation in
                    continuation.yield(["ticks": 1])
                    continuation.onTermination = { _ in ended.set() }
                }
            }
        }) { base in
            try await DevTools.drive(
                playgroundLink(base + "/", query: "subscription { ticks }"),
                [
                    .until("document.querySelectorAll('#response .event').length === 1"),
                    .value("[document.getElementById('stop').hidden, document.getElementById('response').dataset.state]"),
                    .run("document.getElementById('stop').click()"),
                    .value("[document.getElementById('stop').hidden, document.getElementById('response').dataset.state]"),
                    .value("document.getElementById('status').textContent"),
                ])
        }
        #expect(values == [[false, "streaming"], [true, "done"], "Stopped · 1 event"])
        #expect(await ended.wait())
    }

    /// Ctrl-Enter runs the operation under the cursor.
    @Test func controlEnterRunsTheOperationUnderTheCursor() async throws {
        let values = try await Self.withServer { base in
            try await DevTools.drive(
                playgroundLink(base + "/", query: Self.mutations, run: false),
                [
                    .run(
                        "(() => { const a = document.querySelector('#query-editor textarea'); a.focus(); a.setSelectionRange(a.value.length - 3, a.value.length - 3); })()"
                    ),
                    .key("Enter", ctrl: true),
                    .until("document.getElementById('response').dataset.state === 'done'"),
                    .value("JSON.parse(document.getElementById('response').textContent)"),
                    .value("document.getElementById('opmenu').hidden"),
                ])
        }
        #expect(values == [["data": ["createConference": ["id": "2", "name": "WWDC", "city": "San Jose"]]], true])
    }

    /// The docs: click through types and back, and search fields.
    @Test func docsClickThroughAndSearch() async throws {
        let values = try await Self.withServer { base in
            try await DevTools.drive(
                playgroundLink(base + "/", query: "{ __typename }", run: false),
                [
                    .until("document.getElementById('docs').dataset.state === 'loaded'"),
                    .run("document.querySelector('#docs a[data-type=Query]').click()"),
                    .value("document.querySelector('#docs h2').firstChild.textContent"),
                    .run("document.querySelector('#docs .field a[data-type=Conference]').click()"),
                    .value("[document.querySelector('#docs h2').firstChild.textContent, document.querySelector('#docs .back').textContent]"),
                    .value("[...document.querySelectorAll('#docs .fname')].map(f => f.textContent)"),
                    .run("document.querySelector('#docs .back').click()"),
                    .value("document.querySelector('#docs h2').firstChild.textContent"),
                    .run("(() => { const s = document.getElementById('search'); s.value = 'CIT'; s.dispatchEvent(new Event('input')); })()"),
                    .value("[...document.querySelectorAll('#docs li')].map(l => l.textContent)"),
                ])
        }
        #expect(
            values == [
                "Query", ["Conference", "‹ Query"], ["id", "name", "city", "year"], "Query",
                ["Conference.city: String"],
            ])
    }

    /// A browser's `GET /graphql` gets the page too (a link's parameters follow `#` there,
    /// since `?query=` is a GraphQL GET), and it runs against that same path.
    @Test func endpointServesThePageToBrowsers() async throws {
        let page = try await Self.withServer { base in
            RenderedPage(html: try await Chromium.dumpDOM(playgroundLink(base + "/graphql", query: "{ hello }", fragment: true)))
        }
        #expect(try Self.response(page) == ["data": ["hello": "Hello, world!"]])
    }
}
