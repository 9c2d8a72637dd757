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
    return serveUntilSignalled(StaticServer(body: arguments[1]), name: "static-server")
}

/// Serves `responder` on a loopback port (by default an ephemeral one; a port another
/// process serves is shared with it, SO_REUSEPORT spreading the connections), prints its
/// URL, and stops on SIGINT or SIGTERM (letting in-flight requests finish); the exit status.
func serveUntilSignalled(_ responder: some HTTPResponder, name: String, port: Int = 0) -> Int32 {
    var configuration = HTTPServer.Configuration(host: "127.0.0.1", port: port)
    // A given port is the one a process of the benchmark already serves: shared on purpose.
    configuration.sharesPort = port != 0
    let server = HTTPServer(configuration: configuration, responder: responder)
    do throws(SocketError) {
        let port = try server.start()
        FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(port)/graphql\n".utf8))
    } catch {
        log("quill-bench \(name): \(error)")
        return 1
    }
    let stopped = DispatchSemaphore(value: 0)
    Task {
        try? await server.run()
        stopped.signal()
    }
    stopped.wait()
    return 0
}
