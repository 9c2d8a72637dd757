import Foundation
import Testing

@testable import QuillServer

/// The page in headless Chromium from a file, with no server behind it: share links fill
/// the editors, the editor highlights, Run picks among operations, and an unreachable
/// endpoint is reported in the response pane and the docs.
@Suite(.serialized) struct PlaygroundOfflineTests {
    static let document = """
        # Two mutations, as the seeds have them
        mutation createUIKonfMutation {
          createConference(name: "UIKonf", city: "Berlin", year: "2017") { id }
        }

        mutation createWWDCMutation($city: String = "San Jose") {
          createConference(name: "WWDC", city: $city, year: "2017") { ...Fields }
        }

        fragment Fields on Conference { id name }
        """

    /// Writes the page to a temporary directory and returns its `file:` URL.
    static func withPageFile<T>(_ html: String = PlaygroundPage.html, _ body: (String) async throws -> T) async throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quill-playground-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("index.html")
        try html.write(to: file, atomically: true, encoding: .utf8)
        return try await body(file.absoluteString)
    }

    @Test func linkFillsAndHighlightsTheEditors() async throws {
        let page = try await Self.withPageFile { url in
            let link = playgroundLink(url, query: Self.document, variables: #"{"city": "Cupertino"}"#, run: false)
            return RenderedPage(html: try await Chromium.dumpDOM(link))
        }
        let editor = page.markup(ofID: "query-editor", upTo: "</textarea>")
        #expect(editor.contains(#"<span class="c"># Two mutations, as the seeds have them</span>"#))
        #expect(editor.contains(#"<span class="k">mutation</span> <span class="o">createUIKonfMutation</span>"#))
        #expect(editor.contains(#"<span class="a">city</span><span class="p">:</span> <span class="v">$city</span>"#))
        #expect(editor.contains(#"<span class="t">String</span>"#))
        #expect(editor.contains(#"<span class="s">"San Jose"</span>"#))
        #expect(editor.contains(#"<span class="k">on</span> <span class="t">Conference</span>"#))
        #expect(page.text(ofID: "query-editor", upTo: "</div>") == "1 2 3 4 5 6 7 8 9 10")
        let variables = page.markup(ofID: "variables-editor", upTo: "</pre>")
        #expect(variables.contains(#"<span class="n">"city"</span><span class="p">:</span> <span class="s">"Cupertino"</span>"#))
        #expect(page.attributes(ofID: "response")["data-state"] == "idle")
        #expect(page.attributes(ofID: "opmenu")["hidden"] != nil)
    }

    /// The highlighted layer holds exactly the document (plus the newline that gives an
    /// empty last line its height), so it lines up with the textarea over it.
    @Test(arguments: ["kitchen-sink.graphql", "large.graphql", "app.graphql"])
    func highlightingKeepsEveryCharacter(_ name: String) async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(contentsOf: root.appendingPathComponent("Benchmarks/corpus/operations/\(name)"), encoding: .utf8)
        let page = try await Self.withPageFile { url in
            RenderedPage(html: try await Chromium.dumpDOM(playgroundLink(url, query: document, run: false)))
        }
        #expect(page.editorText(ofID: "query-editor") == document + "\n")
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(page.text(ofID: "query-editor", upTo: "</div>").hasSuffix(" \(lines)"))
    }

    @Test func runWithSeveralOperationsOffersThem() async throws {
        let page = try await Self.withPageFile { url in
            RenderedPage(html: try await Chromium.dumpDOM(playgroundLink(url, query: Self.document)))
        }
        #expect(page.attributes(ofID: "opmenu")["hidden"] == nil)
        #expect(page.text(ofID: "opmenu", upTo: "</div>") == "mutation createUIKonfMutation mutation createWWDCMutation")
        #expect(page.attributes(ofID: "response")["data-state"] == "idle")
    }

    @Test func unreachableEndpointIsReported() async throws {
        let page = try await Self.withPageFile { url in
            let link = playgroundLink(url, query: Self.document, operationName: "createWWDCMutation")
            return RenderedPage(html: try await Chromium.dumpDOM(link))
        }
        #expect(page.attributes(ofID: "response")["data-state"] == "error")
        #expect(page.text(ofID: "response", upTo: "</pre>").hasPrefix("Could not reach /graphql:"))
        #expect(page.text(ofID: "status", upTo: "</span>") == "Network error")
        #expect(page.attributes(ofID: "docs")["data-state"] == "error")
        #expect(page.text(ofID: "schema-status", upTo: "</span>") == "No schema")
        #expect(page.text(ofID: "history", upTo: "</ul>").hasPrefix("createWWDCMutation "))
    }

    @Test func talksToTheEndpointItWasServedFor() async throws {
        let page = try await Self.withPageFile(PlaygroundPage.html(endpoint: "/api")) { url in
            RenderedPage(html: try await Chromium.dumpDOM(playgroundLink(url, query: "{ __typename }")))
        }
        #expect(page.text(ofID: "response", upTo: "</pre>").hasPrefix("Could not reach /api:"))
        #expect(page.text(ofID: "docs", upTo: "</div>").hasPrefix("No schema from /api:"))
    }
}
