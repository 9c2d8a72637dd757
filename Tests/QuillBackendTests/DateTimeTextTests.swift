import Testing

@testable import QuillBackend

@Suite(.offThePool) struct DateTimeTextTests {
    @Test(arguments: [
        (Int64(0), "1970-01-01T00:00:00.000Z"),
        (Int64(1_494_840_600_123), "2017-05-15T09:30:00.123Z"),
        (Int64(951_782_400_000), "2000-02-29T00:00:00.000Z"),
        (Int64(-1), "1969-12-31T23:59:59.999Z"),
    ])
    func formatsAndParsesBack(milliseconds: Int64, text: String) {
        #expect(DateTimeText.format(milliseconds: milliseconds) == text)
        #expect(DateTimeText.parse(text) == milliseconds)
    }

    @Test func everyFormattedInstantFromYear1To9999ParsesBack() {
        let first: Int64 = -62_135_596_800_000  // 0001-01-01T00:00:00.000Z
        let last: Int64 = 253_402_300_799_999  // 9999-12-31T23:59:59.999Z
        #expect(DateTimeText.format(milliseconds: first) == "0001-01-01T00:00:00.000Z")
        #expect(DateTimeText.format(milliseconds: last) == "9999-12-31T23:59:59.999Z")
        var previous = ""
        for milliseconds in stride(from: first, through: last, by: 97_654_321_011) {
            let text = DateTimeText.format(milliseconds: milliseconds)
            #expect(DateTimeText.parse(text) == milliseconds, "\(text)")
            #expect(text > previous, "text order is time order")
            previous = text
        }
    }

    @Test func parsesOffsetsShortFormsAndFractions() {
        #expect(DateTimeText.parse("2017-05-15T11:30:00+02:00") == 1_494_840_600_000)
        #expect(DateTimeText.parse("2017-05-15T09:30Z") == 1_494_840_600_000)
        #expect(DateTimeText.parse("2017-05-15") == 1_494_806_400_000)
        #expect(DateTimeText.parse("2017-05-15T09:30:00.5Z") == 1_494_840_600_500)
        #expect(DateTimeText.parse("2017-05-15T09:30:00.123456Z") == 1_494_840_600_123)
    }

    @Test(arguments: ["", "2017", "2017-02-29", "2017-13-01", "2017-05-15T24:00Z", "2017-05-15T09:30:00", "2017-05-15T09:30:00Zx", "yesterday"])
    func rejects(text: String) {
        #expect(DateTimeText.parse(text) == nil)
    }
}
