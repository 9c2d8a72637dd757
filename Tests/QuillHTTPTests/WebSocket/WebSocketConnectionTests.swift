import QuillWebSocket
import Testing

@Suite struct WebSocketConnectionTests {
    @Test func deliversMessagesAndAnswersPings() {
        var server = WebSocketConnection(role: .server)
        let actions = server.receive(masked(.text, Array("hi".utf8)) + masked(.ping, [1, 2]) + masked(.pong, [3]))
        #expect(actions == [.text("hi"), .write(WebSocketFrameEncoder.pong([1, 2])), .pong([3])])
        #expect(server.state == .open)
        #expect(server.send(text: "yo") == WebSocketFrameEncoder.text("yo"))
        #expect(server.send(binary: [1]) == WebSocketFrameEncoder.binary([1]))
        #expect(server.ping([5]) == WebSocketFrameEncoder.ping([5]))
    }

    @Test func peerInitiatedCloseIsEchoed() {
        var server = WebSocketConnection(role: .server)
        let actions = server.receive(masked(.close, [0x03, 0xE9] + Array("bye".utf8)) + masked(.text, [0x41]))
        #expect(
            actions == [
                .write(WebSocketFrameEncoder.close(code: .goingAway)),
                .closed(code: .goingAway, reason: "bye"),
            ])
        #expect(server.state == .closed)
        #expect(server.receive(masked(.text, [0x41])) == [])
        #expect(server.send(text: "late") == nil)
        #expect(server.close() == nil)
    }

    @Test func aCloseWithoutACodeIsEchoedWithoutOne() {
        var server = WebSocketConnection(role: .server)
        #expect(
            server.receive(masked(.close, [])) == [
                .write(WebSocketFrameEncoder.close(code: nil)), .closed(code: nil, reason: ""),
            ])
    }

    @Test func locallyInitiatedCloseWaitsForThePeersClose() {
        var server = WebSocketConnection(role: .server)
        #expect(
            server.close(code: WebSocketCloseCode(rawValue: 4408), reason: "init timeout")
                == WebSocketFrameEncoder.close(code: WebSocketCloseCode(rawValue: 4408), reason: "init timeout"))
        #expect(server.state == .closing)
        #expect(server.close() == nil)
        #expect(server.send(text: "x") == nil)
        #expect(server.ping() == nil)
        // Data still arrives until the peer's close; pings get no pong now.
        #expect(server.receive(masked(.text, [0x41]) + masked(.ping, [])) == [.text("A")])
        #expect(server.receive(masked(.close, [0x11, 0x38])) == [.closed(code: WebSocketCloseCode(rawValue: 4408), reason: "")])
        #expect(server.state == .closed)
    }

    @Test func protocolErrorsFailTheConnectionWithTheirCode() {
        var server = WebSocketConnection(role: .server)
        #expect(
            server.receive([0x81, 0x01, 0x41]) == [
                .write(WebSocketFrameEncoder.close(code: .protocolError, reason: "client frame is not masked")),
                .closed(code: .protocolError, reason: "client frame is not masked"),
            ])
        var other = WebSocketConnection(role: .server, limits: .init(maxFrameSize: 4, maxMessageSize: 4))
        #expect(
            other.receive(masked(.binary, [1, 2, 3, 4, 5])) == [
                .write(WebSocketFrameEncoder.close(code: .messageTooBig, reason: "frame larger than 4 bytes")),
                .closed(code: .messageTooBig, reason: "frame larger than 4 bytes"),
            ])
        var third = WebSocketConnection(role: .server)
        #expect(
            third.receive(masked(.text, [0xFF])).first
                == .write(WebSocketFrameEncoder.close(code: .invalidPayloadData, reason: "invalid UTF-8 in a text message or close reason")))
    }

    @Test func anErrorWhileClosingSendsNoSecondClose() {
        var server = WebSocketConnection(role: .server)
        _ = server.close()
        #expect(server.receive([0x81, 0x00]) == [.closed(code: .protocolError, reason: "client frame is not masked")])
    }

    @Test func clientMasksEveryFrameWithAFreshKey() {
        var client = WebSocketConnection(role: .client, makeMaskKey: { rfcMaskKey })
        #expect(client.send(text: "Hello") == [0x81, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58])
        #expect(
            client.receive(WebSocketFrameEncoder.ping(Array("Hello".utf8)))
                == [.write([0x8A, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58])])
        var random = WebSocketConnection(role: .client)
        let first = random.send(text: "same")
        let second = random.send(text: "same")
        #expect(first != second)
        #expect(first.map { decode($0) } == [.text("same")])
        #expect(client.receive(masked(.text, [0x41])).last == .closed(code: .protocolError, reason: "server frame is masked"))
    }

    @Test func aServerAndAClientTalkToEachOther() {
        var server = WebSocketConnection(role: .server)
        var client = WebSocketConnection(role: .client)
        #expect(server.receive(client.send(text: "subscribe")!) == [.text("subscribe")])
        #expect(client.receive(server.send(binary: [1, 2, 3])!) == [.binary([1, 2, 3])])
        let clientClose = client.close(code: .normalClosure, reason: "done")!
        guard case .write(let echo) = server.receive(clientClose).first else {
            Issue.record("the server did not answer the close")
            return
        }
        #expect(server.state == .closed)
        #expect(client.receive(echo) == [.closed(code: .normalClosure, reason: "")])
        #expect(client.state == .closed)
    }
}
