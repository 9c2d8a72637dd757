import Testing

@testable import QuillServer

@Suite struct MultipartParserTests {
    static let body =
        "preamble\r\n--XyZ\r\nContent-Disposition: form-data; name=\"operations\"\r\n\r\n{\"query\":\"x\"}\r\n"
        + "--XyZ  \r\ncontent-disposition: form-data; name=map\r\n\r\n{}\r\n"
        + "--XyZ\r\nContent-Disposition: form-data; name=\"0\"; filename=\"a.txt\"\r\nContent-Type: text/plain\r\n\r\n"
        + "line one\r\n-XyZ and --XyZ\r\n\r\n--XyZ--\r\nepilogue"

    /// The events of `body` fed in pieces of `size` bytes, contents joined per part.
    static func parts(_ body: String, boundary: String = "XyZ", size: Int) throws -> [String] {
        var parser = try MultipartParser(boundary: boundary)
        var events: [MultipartParser.Event] = []
        var parts: [String] = []
        var content: [UInt8] = []
        let bytes = Array(body.utf8)
        for start in stride(from: 0, to: bytes.count, by: size) {
            try parser.feed(bytes[start..<min(start + size, bytes.count)], into: &events)
            for event in events {
                switch event {
                case .partHead(let name, let filename, let contentType):
                    parts.append("head \(name) \(filename ?? "-") \(contentType ?? "-")")
                case .content(let slice): content += slice
                case .partEnd:
                    parts.append("content " + String(decoding: content, as: UTF8.self))
                    content = []
                case .end: parts.append("end")
                }
            }
            events.removeAll()
        }
        if !parser.isComplete { parts.append("incomplete") }
        return parts
    }

    @Test(arguments: [1, 2, 3, 7, 16, 1000])
    func partsArriveTheSameInPiecesOfAnySize(size: Int) throws {
        #expect(
            try Self.parts(Self.body, size: size) == [
                "head operations - -", "content {\"query\":\"x\"}",
                "head map - -", "content {}",
                "head 0 a.txt text/plain", "content line one\r\n-XyZ and --XyZ\r\n",
                "end",
            ])
    }

    @Test func aBodyWithoutItsClosingDelimiterIsIncomplete() throws {
        let truncated = String(Self.body.prefix(Self.body.count - 20))
        #expect(try Self.parts(truncated, size: 5).last == "incomplete")
    }

    @Test func malformedPartsFail() throws {
        #expect(throws: MultipartParser.ParseError(message: "A multipart part has no Content-Disposition name.")) {
            try Self.parts("--XyZ\r\nContent-Type: text/plain\r\n\r\nx\r\n--XyZ--", size: 100)
        }
        #expect(throws: MultipartParser.ParseError(message: "A multipart part's Content-Disposition is not form-data.")) {
            try Self.parts("--XyZ\r\nContent-Disposition: attachment; name=a\r\n\r\nx\r\n--XyZ--", size: 3)
        }
        #expect(throws: MultipartParser.ParseError(message: "A multipart delimiter line is malformed.")) {
            try Self.parts("--XyZ\r\nContent-Disposition: form-data; name=a\r\n\r\nx\r\n--XyZjunk\r\n", size: 100)
        }
        #expect(throws: MultipartParser.ParseError(message: "The multipart boundary must be 1 to 70 characters long.")) {
            try MultipartParser(boundary: "")
        }
    }
}
