import Foundation
import GraphQL
import QuillTestSupport
import Testing

@testable import QuillServer

/// GraphiQL's habits in the Playground, driven by keys and clicks in headless Chromium
/// against a server (`PlaygroundServerTests`' schema): completion with descriptions,
/// errors underlined as you type (the server's validation, graphql-js's words), prettify
/// (graphql-js's `print`, comments kept), copy as curl, go to definition, the explorer,
/// the command palette. Each keeps a screenshot in `.build/artifacts/console/` and fails
/// if the page's JavaScript reported an error.
@Suite(.serialized) struct PlaygroundHabitsTests {
    static let area = "document.querySelector('#query-editor textarea')"

    /// Opens the Playground on a fresh server, waits for its schema, runs `body`, keeps a screenshot.
    static func withPlayground<T>(
        _ name: String, query: String = "", _ body: (BrowserPage, String) async throws -> T
    ) async throws -> T {
        try await PlaygroundServerTests.withServer { base in
            try await Browser.with { browser in
                let page = try await browser.open(playgroundLink(base + "/", query: query, run: false))
                try await page.waitUntil("document.getElementById('docs').dataset.state === 'loaded'")
                let result = try await body(page, base)
                try await page.screenshot(to: testArtifact("console/playground-\(name).png"))
                #expect(page.errors == [], "the page's JavaScript reported errors")
                return result
            }
        }
    }

    /// Puts `text` in the query editor (as a paste would) with the cursor at `cursor` (its end when nil).
    static func setQuery(_ page: BrowserPage, _ text: String, cursor: Int? = nil) async throws {
        let at = cursor.map(String.init) ?? "a.value.length"
        try await page.evaluate(
            """
            (() => { const a = \(area); a.focus(); a.value = \(BrowserPage.literal(text)); a.dispatchEvent(new Event('input')); a.setSelectionRange(\(at), \(at)); })()
            """)
    }

    /// Expects `expression`'s value in the page to be `expected`.
    static func check<T: Decodable & Equatable>(
        _ page: BrowserPage, _ expression: String, _ expected: T, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        let actual = try await page.value(expression, as: T.self)
        #expect(actual == expected, "\(expression)", sourceLocation: sourceLocation)
    }

    /// Expects the completion list to offer `labels`, in order.
    static func checkLabels(_ page: BrowserPage, _ labels: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
        try await check(
            page, "[...document.querySelectorAll('#completions li .label')].map(l => l.textContent)", labels, sourceLocation: sourceLocation)
    }

    @Test func completionOffersWhatTheSchemaHasWithDescriptions() async throws {
        try await Self.withPlayground("completion") { page, _ in
            try await Self.setQuery(page, "query Q($who: String) {\n  \n}", cursor: 26)
            try await page.type("he")
            try await page.waitUntil("!document.getElementById('completions').hidden")
            try await Self.checkLabels(page, ["hello"])
            let info = try await page.value("document.querySelector('#completions .info').textContent", as: String.self)
            #expect(info == "hello: String fieldA greeting for `name`.")
            try await page.press(.enter)
            try await page.type("(")
            try await page.press(.space, [.control])
            try await page.waitUntil("!document.getElementById('completions').hidden")
            try await Self.checkLabels(page, ["name"])
            try await page.press(.tab)
            try await page.type(": $")
            try await page.waitUntil("!document.getElementById('completions').hidden")
            try await Self.checkLabels(page, ["$who"])
            try await page.press(.enter)
            try await page.type(") conf")
            try await page.waitUntil("!document.getElementById('completions').hidden")
            // Deprecated fields come last.
            try await Self.checkLabels(page, ["conferences", "firstConference"])
            try await page.press(.arrowDown)
            try await page.press(.escape)
            #expect(try await page.value("document.getElementById('completions').hidden", as: Bool.self))
            // Ctrl-Space opens it again; Enter takes the first.
            try await page.press(.space, [.control])
            try await page.waitUntil("!document.getElementById('completions').hidden")
            try await page.press(.enter)
            try await page.type(" { ci")
            try await page.waitUntil("!document.getElementById('completions').hidden")
            try await Self.checkLabels(page, ["city"])
            try await page.press(.enter)
            try await page.type(" }")
            try await Self.check(page, "\(Self.area).value", "query Q($who: String) {\n  hello(name: $who) conferences { city }\n}")
        }
    }

    /// An unknown field is underlined before anything runs, with the engine's message (graphql-js's).
    @Test func anInvalidFieldIsUnderlinedWithTheEnginesMessage() async throws {
        let document = "{\n  hello\n  conferences { name town }\n}"
        let input = JSONValue.object(["schema": .string(PlaygroundServerTests.sdl), "documents": [.string(document)]])
        let graphQLJS = try JSONReader().read(try await GraphQLJSScript.run("validate.cjs", input: input.serialized()))
        let expected = try #require(graphQLJS.arrayValue?.first?["errors"]?.arrayValue?.first?.stringValue)
        #expect(expected == #"3:22: Cannot query field "town" on type "Conference"."#)
        try await Self.withPlayground("underline") { page, _ in
            try await Self.setQuery(page, "{\n  hello\n  conferences { name  }\n}", cursor: 31)
            try await page.type("town")
            // Validation runs as one types: wait for the answer about the whole word, not "t" or "to".
            try await page.waitUntil(
                "[...document.querySelectorAll('#query-editor pre .e')].map(e => e.textContent).join() === 'town'"
                    + " && document.querySelector('#lint .message')?.textContent.includes('\"town\"')")
            try await Self.check(page, "[...document.querySelectorAll('#query-editor pre .e')].map(e => e.textContent)", ["town"])
            try await Self.check(
                page, "document.querySelector('#lint .where').textContent + ': ' + document.querySelector('#lint .message').textContent", expected)
            try await Self.check(page, "document.querySelector('#query-editor .gutter .ln-e').textContent", "3")
            try await Self.check(page, "document.getElementById('response').dataset.state", "idle")
            // Fixed, the mark goes.
            try await page.evaluate("\(Self.area).setSelectionRange(31, 35)")
            try await page.type("city")
            try await page.waitUntil("!document.querySelector('#query-editor pre .e') && document.getElementById('lint').hidden")
        }
    }

    /// Prettify prints as graphql-js's `print` does: the corpus documents, stripped to one line
    /// by graphql-js, come back as it prints them.
    @Test func prettifyPrintsAsGraphQLJS() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let names = ["kitchen-sink.graphql", "app.graphql", "introspection.graphql", "list.graphql"]
        let documents = try names.map { try String(contentsOf: root.appendingPathComponent("Benchmarks/corpus/operations/\($0)"), encoding: .utf8) }
        let input = JSONValue.array(documents.map { .string($0) }).serialized()
        let cases = try JSONReader().read(try await GraphQLJSScript.run("strip-print.cjs", input: input)).arrayValue ?? []
        #expect(cases.count == names.count)
        try await Self.withPlayground("prettify") { page, _ in
            for (name, item) in zip(names, cases) {
                try await Self.setQuery(page, item["stripped"]?.stringValue ?? "")
                try await page.press(.character("p", shifted: true), [.control, .shift])
                let prettified = try await page.value("\(Self.area).value", as: String.self)
                #expect(prettified == (item["printed"]?.stringValue ?? "") + "\n", "\(name)")
            }
        }
    }

    /// Prettify keeps every comment: its own lines before what follows it, or at the end of its line.
    @Test func prettifyKeepsComments() async throws {
        let messy =
            "# Seeds\nquery Q($a: Int = 1 # a's default\n) { # first\n  a # trailing\n  b(x: 1, # inside\n y: 2) { c } # after b\n  # last\n}\n{ d }"
        let pretty = """
            # Seeds
            # a's default
            query Q($a: Int = 1) {
              # first
              a # trailing
              # inside
              b(x: 1, y: 2) {
                c
              } # after b
              # last
            }

            {
              d
            }

            """
        try await Self.withPlayground("prettify-comments") { page, _ in
            try await Self.setQuery(page, messy)
            try await page.press(.character("p", shifted: true), [.control, .shift])
            try await Self.check(page, "\(Self.area).value", pretty)
            // A document that does not parse is left as it was, with the reason.
            try await Self.setQuery(page, "{ a(")
            try await page.press(.character("p", shifted: true), [.control, .shift])
            try await Self.check(page, "\(Self.area).value", "{ a(")
            try await Self.check(page, "document.getElementById('toast').textContent", "Not prettified: Expected Name, found <EOF>.")
        }
    }

    /// Copy as curl gives a command line that, run by a shell, sends the same request.
    @Test func copyAsCurlSendsTheSameRequest() async throws {
        try await Self.withPlayground("curl") { page, _ in
            try await page.allowClipboard()
            try await Self.setQuery(page, "query Greet($name: String) { hello(name: $name) }")
            try await page.evaluate(
                """
                (() => { const v = document.querySelector('#variables-editor textarea'); v.value = '{"name": "O\\'Brien"}'; v.dispatchEvent(new Event('input'));
                  const h = document.querySelector('#headers-editor textarea'); h.value = '{"X-Note": "it\\'s $HOME"}'; h.dispatchEvent(new Event('input')); })()
                """)
            try await page.click("#copy-curl")
            try await page.waitUntil("document.getElementById('toast').textContent === 'Copied a curl command'")
            let command = try await page.value("navigator.clipboard.readText()", as: String.self)
            #expect(command.hasPrefix("curl 'http://127.0.0.1:"))
            #expect(command.contains(#"-H 'X-Note: it'\''s $HOME'"#))
            let result = try await ChildProcess.run("/bin/sh", ["-c", command + " --silent --show-error"], timeout: 60)
            #expect(result.status == 0, "\(result.errorsText)")
            #expect(try JSONReader().read(result.outputText) == ["data": ["hello": "Hello, O'Brien!"]])
        }
    }

    @Test func goToDefinitionOpensTheTypeInTheDocs() async throws {
        try await Self.withPlayground("definition") { page, _ in
            try await Self.setQuery(page, "{ conferences { city ... on Conference { name } } }", cursor: 5)
            try await page.press(.character("b"), [.control])
            try await Self.check(page, "document.getElementById('docs').dataset.target", "Query.conferences")
            try await Self.check(page, "document.querySelector('#docs .field.target').dataset.name", "conferences")
            // Ctrl-click on a field of Conference, then Ctrl-B on the inline fragment's type.
            let city = try await page.value(
                """
                (() => { const r = [...document.querySelectorAll('#query-editor pre span')].find(s => s.textContent === 'city').getBoundingClientRect();
                  return [r.left + r.width / 2, r.top + r.height / 2]; })()
                """, as: [Double].self)
            try await page.click(x: city[0], y: city[1], [.control])
            try await page.waitUntil("document.getElementById('docs').dataset.target === 'Conference.city'")
            try await page.evaluate("(() => { const a = \(Self.area); a.setSelectionRange(31, 31); })()")
            try await page.press(.character("b"), [.control])
            try await Self.check(page, "document.getElementById('docs').dataset.target", "Conference")
            try await Self.check(page, "document.querySelector('#docs h2').firstChild.textContent", "Conference")
        }
    }

    /// The explorer builds an operation by ticking fields and arguments; what it builds runs.
    @Test func theExplorerBuildsAQueryByTickingFields() async throws {
        try await Self.withPlayground("explorer") { page, _ in
            try await Self.setQuery(page, "")
            try await page.click("[data-aside=explorer]")
            try await page.waitUntil("document.getElementById('explorer').dataset.state === 'ready'")
            try await page.click("#explorer input[data-path='hello']:not([data-arg])")
            try await Self.check(page, "\(Self.area).value", "query MyQuery {\n  hello\n}\n")
            try await page.click("#explorer input[data-path='hello'][data-arg='name']")
            try await Self.check(page, "\(Self.area).value", "query MyQuery {\n  hello(name: \"\")\n}\n")
            try await page.evaluate(
                """
                (() => { const i = document.querySelector("#explorer .argvalue[data-arg=name]"); i.value = '"Ada"'; i.dispatchEvent(new Event('change', {bubbles: true})); })()
                """)
            try await page.click("#explorer input[data-path='conferences']")
            let built = "query MyQuery {\n  hello(name: \"Ada\")\n  conferences {\n    id\n  }\n}\n"
            try await Self.check(page, "\(Self.area).value", built)
            try await page.click("#explorer input[data-path='conferences/name']")
            try await page.click("#explorer input[data-path='conferences/id']")
            try await Self.check(page, "\(Self.area).value", "query MyQuery {\n  hello(name: \"Ada\")\n  conferences {\n    name\n  }\n}\n")
            try await page.press(.enter, [.control])
            try await page.waitUntil("document.getElementById('response').dataset.state === 'done'")
            let response = try JSONReader().read(try await page.evaluate("JSON.parse(document.getElementById('response').textContent)"))
            #expect(response == ["data": ["hello": "Hello, Ada!", "conferences": [["name": "UIKonf"]]]])
            try await page.click("#explorer input[data-path='conferences/name']")
            try await Self.check(page, "\(Self.area).value", "query MyQuery {\n  hello(name: \"Ada\")\n}\n")
        }
    }

    /// Every command is a key away: Ctrl-K lists them, `?` shows the keys.
    @Test func theCommandPaletteRunsCommands() async throws {
        try await Self.withPlayground("palette") { page, _ in
            try await Self.setQuery(page, "{hello}")
            try await page.press(.character("k"), [.control])
            try await page.waitUntil("!document.getElementById('palette').hidden")
            try await page.type("prett")
            try await Self.check(page, "[...document.querySelectorAll('#palette-list li')].map(l => l.firstChild.textContent)", ["Prettify"])
            try await page.press(.enter)
            try await Self.check(page, "\(Self.area).value", "{\n  hello\n}\n")
            #expect(try await page.value("document.getElementById('palette').hidden", as: Bool.self))
            try await page.evaluate("document.activeElement.blur()")
            try await page.type("?")
            try await page.waitUntil("!document.getElementById('help').hidden")
            let keys = try await page.value("[...document.querySelectorAll('#help-list kbd')].map(k => k.textContent)", as: [String].self)
            #expect(keys.contains("Ctrl-Enter") && keys.contains("Shift-Ctrl-P") && keys.contains("Ctrl-Space") && keys.contains("Ctrl-K"))
        }
    }
}
