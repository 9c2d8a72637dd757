import Foundation
import QuillTestSupport
import Testing

@testable import QuillServer

/// The page as served: one self-contained document whose script parses.
@Suite struct PlaygroundPageTests {
    let html = PlaygroundPage.html

    @Test func loadsNothingFromElsewhere() {
        #expect(!html.contains("http://"))
        #expect(!html.contains("https://"))
        #expect(!html.contains("//cdn"))
        #expect(!html.contains("@import"))
        #expect(!html.contains("@font-face"))
        for match in regexMatches(#"url\(\s*['"]?([^'")]*)"#, in: html) {
            Issue.record("the style sheet loads \(match[1])")
        }
        // An attribute, or a script assigning one (`x.src = …`), but not a comparison (`href === …`).
        for match in regexMatches(#"\b(src|href|action)\s*=(?!=)\s*["'`]?([^"'`\s>]*)"#, in: html) {
            let target = match[2]
            #expect(target.hasPrefix("data:") || target.hasPrefix("#"), "\(match[1]) points at \(target)")
        }
    }

    @Test func isOneDocumentWithInlineStyleAndScript() {
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.hasSuffix("</html>\n"))
        #expect(regexMatches("<script>", in: html).count == 1)
        #expect(regexMatches("</script>", in: html).count == 1)
        #expect(regexMatches("<style>", in: html).count == 1)
        #expect(!html.contains("<script src"))
        #expect(!html.contains("<link rel=\"stylesheet\""))
        let ids = ["endpoint", "run", "stop", "query-editor", "variables-editor", "headers-editor", "response", "docs", "history"]
        for id in ids {
            #expect(html.contains("id=\"\(id)\""), "no element #\(id)")
        }
    }

    @Test func endpointIsAnEscapedAttributeOfTheBody() {
        #expect(html.contains(#"<body data-endpoint="/graphql">"#))
        let page = PlaygroundPage.html(endpoint: #"/api?a=1&b="2"<x>"#)
        let attribute = #"data-endpoint="/api?a=1&amp;b=&quot;2&quot;&lt;x&gt;""#
        #expect(page.contains("<body \(attribute)>"))
        #expect(page.replacingOccurrences(of: attribute, with: #"data-endpoint="/graphql""#) == html)
    }

    /// `node --check` parses the script; a syntax error would leave the page dead.
    @Test func scriptParses() async throws {
        let start = try #require(html.range(of: "<script>"))
        let end = try #require(html.range(of: "</script>"))
        let script = String(html[start.upperBound..<end.lowerBound])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("quill-playground-\(UUID().uuidString).js")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await ChildProcess.run("/usr/bin/env", ["node", "--check", file.path], timeout: 60)
        #expect(result.status == 0, "node --check: \(result.errorsText)")
    }
}
