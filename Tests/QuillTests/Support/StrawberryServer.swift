import Foundation
import QuillTestSupport

@testable import Quill

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// strawberry-graphql (Tests/Peers/strawberry_server.py) in a process of its own, with the
/// event server's schema: an outside implementation of every transport the client speaks.
/// The test sends `counter(id:)` events and waits for their sources to start or end, and
/// holds back the incremental schema's resolvers.
final class StrawberryServer: Sendable {
    static let script = repositoryRoot.appendingPathComponent("Tests/Peers/strawberry_server.py").path

    let process: ChildProcess
    let port: Int
    var url: URL { URL(string: "http://127.0.0.1:\(port)/graphql")! }

    /// Starts the server on `port` (0: a free one) and waits until it listens.
    init(port: Int = 0) async throws {
        process = try ChildProcess(Python.executable, [Self.script, String(port)])
        guard await process.waitForOutput(until: { $0.contains("\n") }),
            let line = process.output.split(separator: "\n").first, line.hasPrefix("port "), let bound = Int(line.dropFirst(5))
        else {
            _ = await process.stop()
            throw ChildProcess.Failure(description: "strawberry did not start (run scripts/install-deps): \(process.errors)")
        }
        self.port = bound
    }

    /// Waits until `count` sources of subscription `id` started, in all.
    func started(_ id: Int = 0, count: Int = 1) async -> Bool {
        await process.waitForOutput { $0.components(separatedBy: "started \(id)\n").count > count }
    }

    /// Waits until `count` sources of subscription `id` were released, in all.
    func released(_ id: Int = 0, count: Int = 1) async -> Bool {
        await process.waitForOutput { $0.components(separatedBy: "released \(id)\n").count > count }
    }

    /// The client's @defer/@stream schema (the Incremental fixture's), whose resolvers wait for gates.
    var incrementalURL: URL { URL(string: "http://127.0.0.1:\(port)/incremental")! }

    /// Sends `value` as the next counter of subscription `id`; nil ends it.
    func send(_ value: Int?, to id: Int = 0) async throws {
        let items = [URLQueryItem(name: "id", value: String(id))] + (value.map { [URLQueryItem(name: "value", value: String($0))] } ?? [])
        try await control("send", items, failure: "no live counter \(id) to send to")
    }

    /// Opens the gate `name` of the incremental schema's resolvers (`bio`, `name2`, …).
    func open(_ name: String) async throws {
        try await control("open", [URLQueryItem(name: "gate", value: name)], failure: "the gate \(name) did not open")
    }

    private func control(_ action: String, _ items: [URLQueryItem], failure: String) async throws {
        var control = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        control.path = "/control/\(action)"
        control.queryItems = items
        var request = URLRequest(url: control.url!)
        request.httpMethod = "POST"
        let response = try await URLSessionClient().send(request)
        guard response.status == 200 else { throw ChildProcess.Failure(description: failure) }
    }

    func stop() async {
        _ = await process.stop()
    }
}

/// Runs `body` with a strawberry server, and always stops it.
func withStrawberryServer<T>(isolation: isolated (any Actor)? = #isolation, _ body: (StrawberryServer) async throws -> T) async throws -> T {
    let server = try await StrawberryServer()
    return try await withCleanup({ try await body(server) }, cleanup: { await server.stop() })
}
