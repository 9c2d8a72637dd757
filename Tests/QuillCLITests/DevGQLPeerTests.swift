import Foundation
import GraphQL
import QuillTestSupport
import Testing

/// Python's `gql` client (PyPI, installed by scripts/install-deps in `.venv`) as a peer
/// nobody here wrote: a Graphcool subscription of `quill dev` over each WebSocket
/// subprotocol, driven by Tests/Peers/gql_subscriptions.py.
@Suite(.timeLimit(.minutes(2))) struct DevGQLPeerTests {
    /// `$QUILL_PYTHON`, or the virtual environment scripts/install-deps makes.
    static let python = ProcessInfo.processInfo.environment["QUILL_PYTHON"] ?? packageRoot.appendingPathComponent(".venv/bin/python3").path

    @Test(arguments: ["graphql-ws", "graphql-transport-ws"])
    func gqlQueriesSubscribesAndStopsOverEachSubprotocol(subprotocol: String) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.python), "no \(Self.python): run scripts/install-deps")
        try await withExampleModel("ConferencePlanner") { directory in
            let seed = packageRoot.appendingPathComponent("Examples/ConferencePlanner/seed.graphql").path
            let dev = try await DevProcess(["--schema", "schema.graphql", "--seed", seed], in: directory)
            defer { dev.kill() }
            let result = try await ChildProcess.run(
                Self.python,
                [packageRoot.appendingPathComponent("Tests/Peers/gql_subscriptions.py").path, "ws://127.0.0.1:\(dev.port)/graphql", subprotocol],
                timeout: 90)
            let printed = result.outputText
            #expect(result.status == 0, "gql failed: \(result.errorsText)")
            var steps: [String: JSONValue] = [:]
            for line in printed.split(separator: "\n") {
                let step = try JSONReader().read(String(line))
                steps[step["step"]?.stringValue ?? "?"] = step["value"]
            }
            #expect(steps["subprotocol"] == .string(subprotocol))
            #expect(steps["query"] == ["allConferences": [["name": "Swift Summit"], ["name": "UIKonf"], ["name": "WWDC"]]])
            #expect(steps["event"] == ["Conference": ["mutation": "CREATED", "node": ["name": "dotSwift", "city": "San Jose"]]])
            guard case .array(let invalid)? = steps["invalid"] else {
                Issue.record("no errors for the invalid query: \(printed)")
                return
            }
            #expect(invalid.first?["message"] == #"Cannot query field "nope" on type "Conference". Did you mean "name"?"#)
            #expect(steps["done"] == true)
            #expect(steps["error"] == nil)
        }
    }
}
