import QuillHTTP
import QuillTestSupport

/// The static responder the HTTP floor is measured with: `hello` for every request.
struct HelloResponder: HTTPResponder {
    func respond(to request: HTTPRequest) -> HTTPReply {
        .response(HTTPResponse(status: 200, headers: ["Content-Type": "text/plain"], body: Array("hello".utf8)))
    }
}

/// Echoes the method, target and body: `GET /a` or `POST /b <body>`.
let echoResponder = ClosureResponder { request in
    let body = request.body.isEmpty ? "" : " " + String(decoding: request.body, as: UTF8.self)
    return .response(HTTPResponse(status: 200, body: Array("\(request.method) \(request.head.target)\(body)".utf8)))
}
