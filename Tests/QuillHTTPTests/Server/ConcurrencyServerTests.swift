import QuillHTTP
import QuillHTTPClient
import QuillTestSupport
import Testing

/// Many clients at once, mixing immediate and deferred replies, pipelined to random depths.
@Suite(.timeLimit(.minutes(3)))
struct ConcurrencyServerTests {
    @Test func manyClientsGetEveryAnswerInOrder() async throws {
        let responder = ClosureResponder { request in
            let target = request.head.target
            let answer = HTTPResponse(status: 200, body: Array("\(target) \(request.body.count)".utf8))
            guard target.hasSuffix("d") else { return .response(answer) }
            return .deferred {
                await Task.yield()
                return answer
            }
        }
        try await withServer(testConfiguration(), responder: responder) { server in
            try await withThrowingTaskGroup(of: Int.self) { group in
                for clientIndex in 0..<24 {
                    group.addTask {
                        var generator = SplitMix64(seed: UInt64(clientIndex))
                        let client = try await HTTPClientConnection.connect(port: server.port, timeout: 20)
                        var answered = 0
                        while answered < 60 {
                            let depth = Int.random(in: 1...6, using: &generator)
                            var expected: [String] = []
                            var batch = ""
                            for index in answered..<(answered + depth) {
                                let target = "/\(clientIndex)/\(index)" + (Bool.random(using: &generator) ? "d" : "i")
                                let body = String(repeating: "x", count: Int.random(in: 0...3000, using: &generator))
                                batch += "POST \(target) HTTP/1.1\r\nHost: a\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
                                expected.append("\(target) \(body.utf8.count)")
                            }
                            try await client.send(batch)
                            for line in expected {
                                let response = try await client.readResponse()
                                #expect(response.text == line)
                            }
                            answered += depth
                        }
                        return answered
                    }
                }
                var total = 0
                for try await count in group { total += count }
                #expect(total >= 24 * 60)
            }
        }
    }
}
