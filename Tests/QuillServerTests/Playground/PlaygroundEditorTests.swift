import Foundation
import GraphQL
import Testing

@testable import QuillServer

/// The editor and the operation menu under a user's keys, in headless Chromium (from a
/// file; nothing here needs a server).
@Suite(.serialized) struct PlaygroundEditorTests {
    static let area = "document.querySelector('#query-editor textarea')"

    static func drive(_ query: String = "", steps: [DevTools.Step]) async throws -> [JSONValue] {
        try await PlaygroundOfflineTests.withPageFile { url in
            try await DevTools.drive(playgroundLink(url, query: query, run: false), steps)
        }
    }

    @Test func enterIndentsTabIndentsAndShiftTabOutdents() async throws {
        let values = try await Self.drive(steps: [
            .run("(() => { const a = \(Self.area); a.value = ''; a.dispatchEvent(new Event('input')); a.focus(); })()"),
            .type("query Q {"), .key("Enter"), .type("hello"), .key("Enter"), .key("Tab"), .type("x"),
            .value("\(Self.area).value"),
            .value("document.querySelector('#query-editor pre').textContent"),
            .value("document.querySelector('#query-editor .gutter div').textContent"),
            .run("\(Self.area).setSelectionRange(0, \(Self.area).value.length)"),
            .key("Tab", shift: true),
            .value("\(Self.area).value"),
            .key("z", ctrl: true),
            .value("\(Self.area).value"),
        ])
        #expect(
            values == [
                "query Q {\n  hello\n    x", "query Q {\n  hello\n    x\n", "1\n2\n3",
                "query Q {\nhello\n  x", "query Q {\n  hello\n    x",
            ])
    }

    /// The highlighted layer and the line numbers scroll with the textarea, to its very end.
    @Test func layersScrollTogether() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(contentsOf: root.appendingPathComponent("Benchmarks/corpus/operations/large.graphql"), encoding: .utf8)
        let area = Self.area
        let pre = "document.querySelector('#query-editor pre')"
        let gutter = "document.querySelector('#query-editor .gutter div')"
        let values = try await Self.drive(
            document + "\n" + String(repeating: "x", count: 3000),
            steps: [
                .run("(() => { const a = \(area); a.scrollTop = 1e9; a.scrollLeft = 1e9; })()"),
                .until("\(area).scrollTop > 0 && \(pre).scrollTop > 0"),
                .value(
                    """
                    [\(area).scrollTop === \(pre).scrollTop, \(area).scrollLeft === \(pre).scrollLeft, \(area).scrollLeft > 0,
                     \(gutter).style.transform === `translateY(${-\(area).scrollTop}px)`]
                    """),
                .value("[\(area).scrollTop, \(pre).scrollTop, \(area).scrollLeft, \(pre).scrollLeft, \(gutter).style.transform]"),
            ])
        #expect(values.first == [true, true, true, true], "scroll positions \(values.last.map { "\($0)" } ?? "")")
    }

    @Test func menuOffersTheOperationsToKeysAndEscapeClosesIt() async throws {
        let values = try await Self.drive(
            "query First { a }\nquery Second { b }\nsubscription Third { c }",
            steps: [
                .run("document.getElementById('run').click()"),
                .value("[...document.querySelectorAll('#opmenu button')].map(b => b.textContent)"),
                .value("document.activeElement.textContent"),
                .key("ArrowDown"), .key("ArrowDown"),
                .value("document.activeElement.textContent"),
                .key("ArrowDown"),
                .value("document.activeElement.textContent"),
                .key("Escape"),
                .value("document.getElementById('opmenu').hidden"),
            ])
        #expect(
            values == [
                ["queryFirst", "querySecond", "subscriptionThird"], "queryFirst", "subscriptionThird", "queryFirst", true,
            ])
    }

    @Test func historyRestoresARun() async throws {
        let values = try await Self.drive(
            "query Old { a }",
            steps: [
                .run("document.getElementById('run').click()"),
                .until("document.getElementById('response').dataset.state === 'error'"),
                .run("(() => { const a = \(Self.area); a.value = '{ b }'; a.dispatchEvent(new Event('input')); })()"),
                .run("document.querySelector('[data-aside=history]').click()"),
                .value("document.getElementById('history-pane').hidden"),
                .run("document.querySelector('#history li').click()"),
                .value("\(Self.area).value"),
                .value("document.querySelector('#query-editor pre').textContent"),
            ])
        #expect(values == [false, "query Old { a }", "query Old { a }\n"])
    }
}
