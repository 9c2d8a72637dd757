import QuillHTTP

/// `quill-bench websocket-floor-server`: a bare WebSocket server on QuillHTTP, the floor of
/// the delivery rate. Each text message `COUNT\nFRAME` is echoed as FRAME, COUNT times,
/// each send waiting (as a GraphQL session's does) until the connection's output has room:
/// as fast as the client reads. Listens on an ephemeral loopback port, prints its URL,
/// stops on SIGINT or SIGTERM.
struct WebSocketFloorServer: HTTPResponder {
    func respond(to request: HTTPRequest) -> HTTPReply {
        do {
            let upgrade = try WebSocketHandshake.accept(method: request.method, headers: request.headers.map { ($0.name, $0.value) })
            return .webSocket(
                WebSocketSession(upgrade: upgrade) { channel in
                    for await message in channel.messages {
                        guard case .text(let text) = message, let newline = text.firstIndex(of: "\n"),
                            let count = Int(text[..<newline])
                        else { return await channel.close(code: .unsupportedData, reason: "expected COUNT\\nFRAME") }
                        let frame = String(text[text.index(after: newline)...])
                        for _ in 0..<count { await channel.send(text: frame) }
                    }
                })
        } catch {
            return .response(HTTPResponse(status: error.status, headers: ["Content-Type": "text/plain"], body: Array(error.description.utf8)))
        }
    }
}

/// Runs the floor server for `arguments` (after `websocket-floor-server`: none); the exit status.
func runWebSocketFloorServer(_ arguments: [String]) -> Int32 {
    guard arguments.isEmpty else {
        log("usage: quill-bench websocket-floor-server")
        return 2
    }
    return serveUntilSignalled(WebSocketFloorServer(), name: "websocket-floor-server")
}
