import Foundation
import GraphQL
import Testing

@testable import QuillBackend

/// Every operation printed in seeds 000/001, as printed, against the conference
/// planner's model on a fresh database.
@Suite(.offThePool) struct SeedOperationTests {
    static func operations(_ file: String) throws -> String {
        try String(contentsOfFile: Fixtures.examplePath("ConferencePlanner/\(file)"), encoding: .utf8)
    }

    /// The app's operations and fragments, one document as apollo-codegen compiles them.
    static func appDocument() throws -> String {
        try ["InitialData", "RegisterViewController", "ConferenceTableViewController", "ConferenceDetailViewController"]
            .map { try operations("\($0).graphql") }.joined(separator: "\n")
    }

    static func variables(_ pairs: [(String, String)]) -> JSONObject {
        JSONObject(pairs.map { ($0.0, JSONValue.string($0.1)) })
    }

    @Test(arguments: TestDatabase.allCases)
    func theTutorialFromStartToEnd(database: TestDatabase) async throws {
        let harness = try BackendHarness.conferencePlanner(database: database)
        let app = try Self.appDocument()
        let initialData = app
        let register = app
        let details = app
        let uikonf = try await harness.data(initialData, operationName: "createUIKonfMutation")
        let wwdc = try await harness.data(initialData, operationName: "createWWDCMutation")
        let uikonfID = try #require(uikonf["createConference"]?["id"]?.stringValue)
        let wwdcID = try #require(wwdc["createConference"]?["id"]?.stringValue)
        #expect(uikonfID.count == 25 && uikonfID.hasPrefix("c"))
        #expect(uikonfID < wwdcID)

        var attendees: [String] = []
        for name in ["Ana", "Ben", "Cai", "Dee", "Eli"] {
            let created = try await harness.data(register, operationName: "CreateAttendee", variables: Self.variables([("name", name)]))
            #expect(created["createAttendee"]?["name"] == .string(name))
            attendees.append(try #require(created["createAttendee"]?["id"]?.stringValue))
        }
        let renamed = try await harness.data(
            register, operationName: "UpdateAttendeeName", variables: Self.variables([("id", attendees[0]), ("newName", "Anna")]))
        #expect(renamed == ["updateAttendee": ["id": .string(attendees[0]), "name": "Anna"]])

        let all = try await harness.data("{ allAttendees { id name } }")
        #expect(
            all == [
                "allAttendees": .array(
                    zip(attendees, ["Anna", "Ben", "Cai", "Dee", "Eli"]).map {
                        ["id": .string($0), "name": .string($1)]
                    })
            ])

        for attendee in attendees {
            let attended = try await harness.data(
                details, operationName: "AttendConference", variables: Self.variables([("conferenceId", uikonfID), ("attendeeId", attendee)]))
            #expect(attended["addToAttendees"]?["conferencesConference"]?["id"] == .string(uikonfID))
        }
        // Attending twice is a no-op.
        let again = try await harness.data(
            details, operationName: "AttendConference", variables: Self.variables([("conferenceId", uikonfID), ("attendeeId", attendees[1])]))
        let uikonfAttendees = try #require(again["addToAttendees"]?["conferencesConference"]?["attendees"]?.arrayValue)
        #expect(uikonfAttendees.map { $0["id"] } == attendees.map { .string($0) })
        #expect(uikonfAttendees.allSatisfy { $0["_conferencesMeta"] == ["count": 1] })
        _ = try await harness.data(
            details, operationName: "AttendConference", variables: Self.variables([("conferenceId", wwdcID), ("attendeeId", attendees[1])]))

        let latest = try await harness.data(
            try String(contentsOfFile: Fixtures.examplePath("ConferencePlanner/SeedOperations/ThreeLatestAttendees.graphql"), encoding: .utf8))
        #expect(
            latest == [
                "allConferences": [
                    ["name": "UIKonf", "city": "Berlin", "year": "2017", "attendees": [["name": "Cai"], ["name": "Dee"], ["name": "Eli"]]],
                    ["name": "WWDC", "city": "San Jose", "year": "2017", "attendees": [["name": "Ben"]]],
                ]
            ])

        let list = try await harness.data(app, operationName: "AllConferences")
        #expect(
            list == [
                "allConferences": [
                    [
                        "id": .string(uikonfID), "name": "UIKonf", "city": "Berlin", "year": "2017",
                        "attendees": .array(attendees.map { ["id": .string($0)] }),
                    ],
                    ["id": .string(wwdcID), "name": "WWDC", "city": "San Jose", "year": "2017", "attendees": [["id": .string(attendees[1])]]],
                ]
            ])

        let conference = try await harness.data(
            app, operationName: "ConferenceDetails", variables: Self.variables([("id", wwdcID)]))
        #expect(
            conference == [
                "conference": [
                    "id": .string(wwdcID), "name": "WWDC", "city": "San Jose", "year": "2017", "attendees": [["id": .string(attendees[1])]],
                ]
            ])

        let forConference = try await harness.data(
            details, operationName: "AttendeesForConference", variables: Self.variables([("conferenceId", uikonfID)]))
        #expect(
            forConference == [
                "conference": [
                    "id": .string(uikonfID),
                    "attendees": .array(
                        zip(attendees, ["Anna", "Ben", "Cai", "Dee", "Eli"]).map { id, name in
                            ["id": .string(id), "name": .string(name), "_conferencesMeta": ["count": name == "Ben" ? 2 : 1]]
                        }),
                ]
            ])

        let left = try await harness.data(
            details, operationName: "NotAttendConference", variables: Self.variables([("conferenceId", uikonfID), ("attendeeId", attendees[1])]))
        #expect(
            left == [
                "removeFromAttendees": [
                    "conferencesConference": [
                        "id": .string(uikonfID),
                        "attendees": .array(
                            [0, 2, 3, 4].map { index in
                                [
                                    "id": .string(attendees[index]), "name": .string(["Anna", "Ben", "Cai", "Dee", "Eli"][index]),
                                    "_conferencesMeta": ["count": 1],
                                ]
                            }),
                    ]
                ]
            ])

        let names = try await harness.data(try Self.operations("SeedOperations/AllConferencesIdName.graphql"))
        #expect(names == ["allConferences": [["id": .string(uikonfID), "name": "UIKonf"], ["id": .string(wwdcID), "name": "WWDC"]]])
    }

    @Test(arguments: TestDatabase.allCases)
    func theIntroductionsCreateConference(database: TestDatabase) async throws {
        let harness = try BackendHarness.conferencePlanner(database: database)
        let created = try await harness.data(try Self.operations("SeedOperations/CreateConference.graphql"))
        let id = try #require(created["createConference"]?["id"]?.stringValue)
        let read = try await harness.data("query($id: ID) { Conference(id: $id) { name city year } }", variables: Self.variables([("id", id)]))
        #expect(read == ["Conference": ["name": "WWDC", "city": "San Jose", "year": "2017"]])
    }
}
