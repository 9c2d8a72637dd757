import Testing

@testable import Quill

/// The streamed bodies' decoders as values, fed whole and a byte at a time.
@Suite struct StreamDecoderTests {
    private func events(_ text: String, byteByByte: Bool) throws -> [ServerSentEvent] {
        var decoder = ServerSentEventsDecoder()
        guard byteByByte else { return try decoder.feed(Array(text.utf8)) }
        return try text.utf8.flatMap { try decoder.feed([$0]) }
    }

    @Test(arguments: [false, true]) func serverSentEvents(byteByByte: Bool) throws {
        let stream =
            ":\n\nevent: next\ndata: {\"data\":{\"a\":1}}\n\n: heartbeat\n\nevent: next\r\ndata:{\"b\":\r\ndata: 2}\r\n\r\n"
            + "id: 7\nretry: 10\nevent: complete\ndata:\n\n"
        #expect(
            try events(stream, byteByByte: byteByByte) == [
                ServerSentEvent(event: "next", data: #"{"data":{"a":1}}"#),
                ServerSentEvent(event: "next", data: "{\"b\":\n2}"),
                ServerSentEvent(event: "complete", data: ""),
            ])
    }

    @Test func aServerSentEventsLineOverTheLimitIsRefused() {
        var decoder = ServerSentEventsDecoder(maxLineLength: 8)
        #expect(throws: ServerSentEventsDecoder.LineTooLong.self) { try decoder.feed(Array("data: 123456789".utf8)) }
    }

    private func parts(_ text: String, boundary: String = "graphql", byteByByte: Bool) throws -> [MultipartMixedDecoder.Event] {
        var decoder = MultipartMixedDecoder(boundary: boundary)
        guard byteByByte else { return try decoder.feed(Array(text.utf8)) }
        return try text.utf8.flatMap { try decoder.feed([$0]) }
    }

    @Test(arguments: [false, true]) func multipartParts(byteByByte: Bool) throws {
        // As QuillServer and Apollo's router send it: each part ends with the next delimiter.
        let body =
            "\r\n--graphql\r\ncontent-type: application/json\r\n\r\n{\"payload\":{\"data\":{\"a\":1}}}\r\n--graphql"
            + "\r\ncontent-type: application/json\r\n\r\n{}\r\n--graphql--\r\n"
        #expect(
            try parts(body, byteByByte: byteByByte) == [
                .part(Array(#"{"payload":{"data":{"a":1}}}"#.utf8)), .part(Array("{}".utf8)), .end,
            ])
    }

    @Test func multipartWithAPreambleAPartWithoutFieldsAndADelimiterAtTheStart() throws {
        #expect(try parts("--b\r\n\r\none\r\n--b--", boundary: "b", byteByByte: false) == [.part(Array("one".utf8)), .end])
        #expect(try parts("preamble\r\n--b\r\nx: y\r\n\r\ntwo\r\n--b--", boundary: "b", byteByByte: true) == [.part(Array("two".utf8)), .end])
    }

    /// strawberry-graphql's subscriptions: a first part before any delimiter (a preamble
    /// here), and a delimiter right before the close delimiter.
    @Test(arguments: [false, true]) func multipartAsStrawberrySendsIt(byteByByte: Bool) throws {
        let body =
            "\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 2\r\n\r\n{}\r\n--graphql"
            + "\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 6\r\n\r\n{\"a\":1}\r\n--graphql\r\n--graphql--\r\n"
        #expect(try parts(body, byteByByte: byteByByte) == [.part(Array(#"{"a":1}"#.utf8)), .end])
    }

    @Test func multipartBoundaryFromTheContentType() {
        #expect(MultipartMixedDecoder.boundary(ofContentType: #"multipart/mixed;boundary="graphql";subscriptionSpec="1.0""#) == "graphql")
        #expect(MultipartMixedDecoder.boundary(ofContentType: "multipart/mixed; boundary=abc") == "abc")
        #expect(MultipartMixedDecoder.boundary(ofContentType: "multipart/mixed") == "-")
    }

    @Test func aMultipartPartOverTheLimitIsRefused() {
        var decoder = MultipartMixedDecoder(boundary: "b", maxPartSize: 8)
        #expect(throws: MultipartMixedDecoder.PartTooLarge.self) { try decoder.feed(Array("--b\r\n\r\n0123456789abc".utf8)) }
    }
}
