import Foundation
import GraphQL
import QuillHTTPClient
import QuillTestSupport
import Testing

/// What loading the console costs: the page's bytes (within a budget), what it loads (only
/// its own origin's endpoint), and the times from navigation to the script run, the schema
/// and the first table, kept in `.build/artifacts/console/load.json` (a loaded machine's
/// times are a record, not a verdict; `quill-bench console` measures a release build).
@Suite(.serialized) struct ConsoleLoadTests {
    /// The page's size budget, uncompressed.
    static let budget = 192 * 1024

    @Test func thePageIsSmallLoadsNothingElseAndIsMeasured() async throws {
        try await ConsoleSession.with("load", model: try ConsoleFixtures.conferencePlanner, seed: try ConsoleFixtures.conferenceSeed) { console in
            let connection = try await HTTPClientConnection.connect(port: console.dev.port)
            let page = try await connection.request(HTTPClientRequest(target: "/", headers: ["Accept": "text/html"]))
            connection.close()
            #expect(page.status == 200)
            #expect(page.body.count < Self.budget, "the page is \(page.body.count) bytes")
            try await console.page.waitUntil("performance.getEntriesByName('quill:table').length > 0")
            let origins = try await console.page.value(
                "[...new Set(performance.getEntriesByType('resource').map(r => new URL(r.name).origin))]", as: [String].self)
            #expect(origins == [console.base])
            let times = try await console.page.value(
                """
                (() => { const at = name => Math.round(performance.getEntriesByName(name)[0].startTime);
                  const navigation = performance.getEntriesByType('navigation')[0];
                  return {domContentLoaded: Math.round(navigation.domContentLoadedEventEnd), script: at('quill:started') - at('quill:script'),
                    schema: at('quill:schema'), table: at('quill:table')}; })()
                """, as: [String: Int].self)
            #expect(Set(times.keys) == ["domContentLoaded", "script", "schema", "table"])
            let record = JSONValue.object(
                JSONObject(
                    [("bytes", .int(page.body.count))] + times.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) }))
            let file = testArtifact("console/load.json")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(record.serialized()).write(to: file)
            print("Console load (debug build, ms from navigation): \(String(decoding: record.serialized(), as: UTF8.self))")
        }
    }
}
