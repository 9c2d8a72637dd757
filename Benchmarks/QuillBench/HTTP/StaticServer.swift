import Foundation
import QuillHTTP

/// `quill-bench static-server --body TEXT`: Quill's `HTTPServer` answering every request
/// with TEXT as `application/json`, with no GraphQL: the HTTP floor of `quill-bench http`.
/// Listens on an ephemeral loopback port, prints its URL, stops on SIGINT or SIGTERM.
struct StaticServer: HTTPResponder {
    let response: HTTPResponse

    init(body: String) {
        response = HTTPResponse(
            status: 200, headers: ["Content-Type": "application/json; charset=utf-8"], body: Array(body.utf8))
    }

    func respond(to request: HTTPRequest) -> HTTPReply {
        .response(response)
    }
}

/// Runs the static server for `arguments` (after `static-server`); the exit status.
func runStaticServer(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2, arguments[0] == "--body" else {
        log("usage: quill-bench static-server --body TEXT")
        return 2
    }
    let received = DispatchSemaphore(value: 0)
    let signals = [SIGINT, SIGTERM].map { number in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { received.signal() }
        source.resume()
        return source
    }
    let server = HTTPServer(configuration: .init(host: "127.0.0.1", port: 0), responder: StaticServer(body: arguments[1]))
    do throws(SocketError) {
        let port = try server.start()
        FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(port)/graphql\n".utf8))
    } catch {
        log("quill-bench static-server: \(error)")
        return 1
    }
    received.wait()
    signals.forEach { $0.cancel() }
    let stopped = DispatchSemaphore(value: 0)
    Task {
        await server.shutdown()
        stopped.signal()
    }
    stopped.wait()
    return 0
}
