import QuillHTTP
import QuillHTTPClient
import QuillSync
import QuillTestSupport
import Testing

@Suite(.timeLimit(.minutes(3)))
struct BasicServerTests {
    @Test func getAndPost() async throws {
        try await withServer(testConfiguration(), responder: echoResponder) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            try await client.send("GET /hello?x=1 HTTP/1.1\r\nHost: a\r\n\r\n")
            let get = try await client.readResponse()
            #expect(get.status == 200)
            #expect(get.text == "GET /hello?x=1")
            #expect(get.header("Content-Length") == "14")
            #expect(get.header("Date")?.hasSuffix(" GMT") == true)
            #expect(get.header("Connection") == nil)
            try await client.send("POST /p HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello")
            let post = try await client.readResponse()
            #expect(post.text == "POST /p hello")
        }
    }

    @Test func keepAliveOverManyRequests() async throws {
        try await withServer(testConfiguration(), responder: echoResponder) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            for index in 0..<20 {
                try await client.send("GET /\(index) HTTP/1.1\r\nHost: a\r\n\r\n")
                let response = try await client.readResponse()
                #expect(response.text == "GET /\(index)")
            }
            #expect(server.openConnections == 1)
        }
    }

    @Test func deferredReply() async throws {
        let responder = ClosureResponder { request in
            .deferred {
                try? await Task.sleep(seconds: 0.02)
                return HTTPResponse(status: 201, body: Array("later \(request.head.target)".utf8))
            }
        }
        try await withServer(testConfiguration(), responder: responder) { server in
            let client = try await HTTPClientConnection.connect(port: server.port)
            for index in 0..<3 {
                try await client.send("GET /\(index) HTTP/1.1\r\nHost: a\r\n\r\n")
                let response = try await client.readResponse()
                #expect(response.status == 201)
                #expect(response.text == "later /\(index)")
            }
        }
    }
}
