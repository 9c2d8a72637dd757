import Quill
import Testing

@Suite struct OperationShapeTests {
    @Test func handWrittenDataReadsThroughFragments() throws {
        let json: JSONValue = [
            "allConferences": [
                ["__typename": "Conference", "id": "c1", "name": "UIKonf", "city": "Berlin", "year": "2017",
                 "attendees": [["__typename": "Attendee", "id": "a1"]]],
            ],
        ]
        let data = try AllConferencesQuery.Data(_jsonValue: json)
        let conferences = data.allConferences?.map { $0.fragments.conferenceDetails } ?? []
        #expect(conferences.map(\.name) == ["UIKonf"])
        #expect(conferences.first?.numberOfAttendees == 1)
        #expect(conferences.first?.isAttendedBy("a1") == true)
        #expect(AllConferencesQuery.operationType == .query)
        #expect(AllConferencesQuery.operationDocument.sha256.count == 64)
    }
}
