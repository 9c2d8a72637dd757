import Quill
import Testing

@Suite struct OperationShapeTests {
    @Test func generatedDataReadsThroughFragments() throws {
        let json: JSONValue = [
            "allConferences": [
                [
                    "__typename": "Conference", "id": "c1", "name": "UIKonf", "city": "Berlin", "year": "2017",
                    "attendees": [["__typename": "Attendee", "id": "a1"]],
                ]
            ]
        ]
        let data = try AllConferencesQuery.Data(_jsonValue: json)
        let conferences = data.allConferences.map { $0.fragments.conferenceDetails }
        #expect(conferences.map(\.name) == ["UIKonf"])
        #expect(conferences.first?.numberOfAttendees == 1)
        #expect(conferences.first?.isAttendedBy("a1") == true)
        #expect(AllConferencesQuery.operationType == .query)
        #expect(AllConferencesQuery.operationDocument.sha256.count == 64)
    }
}

@Suite struct SelectionSetConversionTests {
    private let conference: JSONValue = [
        "__typename": "Conference", "id": "c1", "name": "UIKonf", "city": "Berlin", "year": "2017", "attendees": [],
    ]

    @Test func asChecksTheTypename() throws {
        let data = try AllConferencesQuery.Data.AllConference(_jsonValue: conference).__data
        #expect(data._as(ConferenceDetails.self, possibleTypes: ["Conference"])?.name == "UIKonf")
        #expect(data._as(ConferenceDetails.self, possibleTypes: ["Attendee"]) == nil)
        #expect(data._as(ConferenceDetails.self, possibleTypes: nil)?.city == "Berlin")
    }

    @Test func ifFulfilledNeedsTheUnconditionalFields() throws {
        let whole = try AllConferencesQuery.Data.AllConference(_jsonValue: conference).__data
        #expect(whole._as(ConferenceDetails.self, possibleTypes: nil, ifFulfilled: true) != nil)
        // A fragment under @include(if: false): only __typename came back.
        let leftOut = try AllConferencesQuery.Data.AllConference(_jsonValue: ["__typename": "Conference"]).__data
        #expect(leftOut._as(ConferenceDetails.self, possibleTypes: nil, ifFulfilled: true) == nil)
        // The fragments a selection set spreads unconditionally count as its own fields.
        #expect(leftOut._as(AllConferencesQuery.Data.AllConference.self, possibleTypes: nil, ifFulfilled: true) == nil)
    }

    @Test func nullableInputsNestTheirOwnType() {
        struct Filter: InputObject {
            var and: GraphQLNullable<Filter> = nil
            var name: GraphQLNullable<String> = nil
            var _jsonValue: JSONValue {
                var object = JSONObject()
                object.append("AND", and)
                object.append("name", name)
                return .object(object)
            }
        }
        let filter = Filter(and: .some(Filter(name: .null)), name: .some("x"))
        #expect(filter._jsonValue == ["AND": ["name": nil], "name": "x"])
    }
}
