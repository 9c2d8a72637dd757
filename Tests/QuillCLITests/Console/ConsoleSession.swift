import Foundation
import GraphQL
import QuillTestSupport
import Testing

/// `quill dev` on a model, with its console (`/`) open in headless Chromium: what the
/// console tests drive. The page's JavaScript must report no error; a screenshot of how it
/// ended is kept in `.build/artifacts/console/NAME.png`.
struct ConsoleSession {
    let dev: DevProcess
    let page: BrowserPage

    var base: String { "http://127.0.0.1:\(dev.port)" }

    /// Starts `quill dev` (or `command`, with `options`) on `model` (SDL; with `seed`, run
    /// once), opens `/` + `fragment` (`#data`: the data browser, waiting for its first
    /// table), runs `body`.
    static func with<T>(
        _ name: String, model: String, seed: String? = nil, command: String = "dev", options: [String] = [], fragment: String = "#data",
        _ body: (ConsoleSession) async throws -> T
    ) async throws -> T {
        try await withTemporaryDirectory { directory in
            try model.write(to: directory.appendingPathComponent("schema.graphql"), atomically: true, encoding: .utf8)
            var arguments = ["--schema", "schema.graphql"] + options
            if let seed {
                try seed.write(to: directory.appendingPathComponent("seed.graphql"), atomically: true, encoding: .utf8)
                arguments += ["--seed", "seed.graphql"]
            }
            let dev = try await DevProcess(arguments, command: command, in: directory)
            return try await withCleanup {
                try await Browser.with { browser in
                    let page = try await browser.open("http://127.0.0.1:\(dev.port)/\(fragment)")
                    let session = ConsoleSession(dev: dev, page: page)
                    if fragment == "#data" { try await session.waitForTable() }
                    let result = try await body(session)
                    try await session.screenshot(name)
                    #expect(page.errors == [], "the page's JavaScript reported errors")
                    return result
                }
            } cleanup: {
                await dev.stop()
            }
        }
    }

    /// Saves what the page shows as `.build/artifacts/console/NAME.png`.
    func screenshot(_ name: String) async throws {
        try await page.screenshot(to: testArtifact("console/\(name).png"))
    }

    /// Waits for the data browser to show a loaded table (`rows` rows, when given).
    func waitForTable(rows: Int? = nil) async throws {
        let count = rows.map { " && document.querySelectorAll('#grid tbody tr:not(.empty)').length === \($0)" } ?? ""
        try await page.waitUntil(
            "document.getElementById('data').dataset.state === 'loaded'\(count)",
            show:
                "[document.getElementById('data').dataset.state, document.getElementById('grid').innerText, document.getElementById('data-error').innerText]"
        )
    }

    /// Sets the Playground's Headers to `json`, as a user typing them and leaving the editor does.
    func setHeaders(_ json: String) async throws {
        _ = try await page.evaluate(
            """
            (() => { const h = document.querySelector('#headers-editor textarea'); h.value = \(BrowserPage.literal(json));
              h.dispatchEvent(new Event('input')); h.dispatchEvent(new Event('change')); })()
            """)
    }

    /// Opens the table of `model` from the list of models.
    func openModel(_ model: String) async throws {
        try await page.waitUntil("document.querySelector('#model-list button[data-model=\(model)]')")
        try await page.click("#model-list button[data-model=\(model)]")
        try await page.waitUntil(
            "document.getElementById('crumbs').textContent === '\(model)' && document.getElementById('data').dataset.state === 'loaded'")
    }

    /// Expects the values of column `field` in the table's rows to be `values`, in order.
    func checkColumn(_ field: String, _ values: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
        try await check(
            "[...document.querySelectorAll('#grid tbody td[data-field=\(field)]')].map(td => td.textContent)", values, sourceLocation: sourceLocation)
    }

    /// Waits for the model list to be `models`, as "Name count" lines (the counts come after the table).
    func checkModels(_ models: [String]) async throws {
        let list =
            "JSON.stringify([...document.querySelectorAll('#model-list button')]"
            + ".map(b => b.children[0].textContent + ' ' + b.children[1].textContent))"
        let expected = String(decoding: try JSONEncoder().encode(models), as: UTF8.self)
        try await page.waitUntil("\(list) === \(BrowserPage.literal(expected))", show: list)
    }

    /// Expects `expression`'s value in the page to be `expected`.
    func check<V: Decodable & Equatable>(
        _ expression: String, _ expected: V, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        let actual = try await page.value(expression, as: V.self)
        #expect(actual == expected, "\(expression)", sourceLocation: sourceLocation)
    }

    /// Moves the table's cursor to row `row` (from 0), column `field`, by keys from the top left.
    func moveTo(row: Int, field: String) async throws {
        let column = try await page.value(
            "[...document.querySelectorAll('#grid thead th[data-col]')].findIndex(th => th.firstChild.textContent === '\(field)')", as: Int.self)
        try await page.evaluate("document.getElementById('grid-wrap').focus()")
        try await page.press(.home)
        for _ in 0..<20 { try await page.press(.arrowUp) }
        for _ in 0..<row { try await page.press(.arrowDown) }
        for _ in 0..<column { try await page.press(.arrowRight) }
    }
}

/// Example files: the ConferencePlanner's model and seed, the Blog's model.
enum ConsoleFixtures {
    static var conferencePlanner: String { get throws { try exampleText("ConferencePlanner/schema.graphql") } }
    static var conferenceSeed: String { get throws { try exampleText("ConferencePlanner/seed.graphql") } }
    static var blog: String { get throws { try exampleText("Blog/schema.graphql") } }
}
