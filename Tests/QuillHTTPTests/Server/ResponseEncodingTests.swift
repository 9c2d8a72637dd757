import Testing

@testable import QuillHTTP

struct ResponseEncodingTests {
    @Test(arguments: [
        (0, "Thu, 01 Jan 1970 00:00:00 GMT"),
        (784_111_777, "Sun, 06 Nov 1994 08:49:37 GMT"),
        (1_709_251_200, "Fri, 01 Mar 2024 00:00:00 GMT"),
    ])
    func dateIsIMFFixdate(seconds: Int, expected: String) {
        #expect(HTTPDate.format(seconds) == expected)
    }

    @Test(arguments: [(1, "1"), (9, "9"), (10, "a"), (255, "ff"), (4096, "1000"), (0x1_2345, "12345")])
    func chunkSizesAreLowercaseHex(value: Int, expected: String) {
        var out: [UInt8] = []
        HTTPResponseEncoder.appendHex(value, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == expected)
    }

    @Test(arguments: [0, 7, 10, 99, 100, 12345, 1_000_000_007])
    func lengthsAreDecimal(value: Int) {
        var out: [UInt8] = []
        HTTPResponseEncoder.appendDecimal(value, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == String(value))
    }

    @Test func everyStatusTheParserAnswersHasItsReason() {
        let statuses = [400, 408, 413, 414, 417, 431, 501, 505]
        #expect(
            statuses.map { HTTPStatus($0).reasonPhrase } == [
                "Bad Request", "Request Timeout", "Content Too Large", "URI Too Long", "Expectation Failed",
                "Request Header Fields Too Large", "Not Implemented", "HTTP Version Not Supported",
            ])
    }
}
