import Foundation
import GraphQL
import Testing

/// Every operation printed in seeds 000/001, as printed, sent over HTTP to `quill dev` on
/// the conference planner's model, each response checked field by field.
@Suite(.timeLimit(.minutes(2))) struct DevSeedOperationTests {
    /// The app's operations and fragments, one document as apollo-codegen compiles them.
    static func appDocument() throws -> String {
        try ["InitialData", "RegisterViewController", "ConferenceTableViewController", "ConferenceDetailViewController"]
            .map { try exampleText("ConferencePlanner/\($0).graphql") }.joined(separator: "\n")
    }

    @Test func theTutorialFromStartToEnd() async throws {
        try await withExampleModel("ConferencePlanner") { directory in
            let dev = try await DevProcess(["--schema", "schema.graphql"], in: directory)
            defer { dev.kill() }
            #expect(dev.output.hasPrefix("Convention: graphcool (type Conference has no @model directive)\n"))
            let app = try Self.appDocument()

            let uikonf = try await dev.data(app, operationName: "createUIKonfMutation")
            let wwdc = try await dev.data(app, operationName: "createWWDCMutation")
            let uikonfID = try #require(uikonf["createConference"]?["id"]?.stringValue)
            let wwdcID = try #require(wwdc["createConference"]?["id"]?.stringValue)
            #expect(uikonfID.count == 25 && uikonfID.hasPrefix("c"))
            #expect(uikonfID < wwdcID)

            let names = ["Ana", "Ben", "Cai", "Dee", "Eli"]
            var attendees: [String] = []
            for name in names {
                let created = try await dev.data(app, operationName: "CreateAttendee", variables: ["name": name])
                #expect(created["createAttendee"]?["name"] == .string(name))
                attendees.append(try #require(created["createAttendee"]?["id"]?.stringValue))
            }
            let renamed = try await dev.data(app, operationName: "UpdateAttendeeName", variables: ["id": attendees[0], "newName": "Anna"])
            #expect(renamed == ["updateAttendee": ["id": .string(attendees[0]), "name": "Anna"]])
            let newNames = ["Anna"] + names.dropFirst()

            let all = try await dev.data("{ allAttendees { id name } }")
            #expect(all == ["allAttendees": .array(zip(attendees, newNames).map { ["id": .string($0), "name": .string($1)] })])

            for attendee in attendees {
                let attended = try await dev.data(
                    app, operationName: "AttendConference", variables: ["conferenceId": uikonfID, "attendeeId": attendee])
                #expect(attended["addToAttendees"]?["conferencesConference"]?["id"] == .string(uikonfID))
            }
            // Attending twice is a no-op.
            let again = try await dev.data(app, operationName: "AttendConference", variables: ["conferenceId": uikonfID, "attendeeId": attendees[1]])
            let uikonfAttendees = try #require(again["addToAttendees"]?["conferencesConference"]?["attendees"]?.arrayValue)
            #expect(uikonfAttendees.map { $0["id"] } == attendees.map { .string($0) })
            #expect(uikonfAttendees.allSatisfy { $0["_conferencesMeta"] == ["count": 1] })
            _ = try await dev.data(app, operationName: "AttendConference", variables: ["conferenceId": wwdcID, "attendeeId": attendees[1]])

            let latest = try await dev.data(try exampleText("ConferencePlanner/SeedOperations/ThreeLatestAttendees.graphql"))
            #expect(
                latest == [
                    "allConferences": [
                        ["name": "UIKonf", "city": "Berlin", "year": "2017", "attendees": [["name": "Cai"], ["name": "Dee"], ["name": "Eli"]]],
                        ["name": "WWDC", "city": "San Jose", "year": "2017", "attendees": [["name": "Ben"]]],
                    ]
                ])

            let list = try await dev.data(app, operationName: "AllConferences")
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

            let conference = try await dev.data(app, operationName: "ConferenceDetails", variables: ["id": wwdcID])
            #expect(
                conference == [
                    "conference": [
                        "id": .string(wwdcID), "name": "WWDC", "city": "San Jose", "year": "2017", "attendees": [["id": .string(attendees[1])]],
                    ]
                ])

            let forConference = try await dev.data(app, operationName: "AttendeesForConference", variables: ["conferenceId": uikonfID])
            #expect(
                forConference == [
                    "conference": [
                        "id": .string(uikonfID),
                        "attendees": .array(
                            zip(attendees, newNames).map { id, name in
                                ["id": .string(id), "name": .string(name), "_conferencesMeta": ["count": name == "Ben" ? 2 : 1]]
                            }),
                    ]
                ])

            let left = try await dev.data(
                app, operationName: "NotAttendConference", variables: ["conferenceId": uikonfID, "attendeeId": attendees[1]])
            #expect(
                left == [
                    "removeFromAttendees": [
                        "conferencesConference": [
                            "id": .string(uikonfID),
                            "attendees": .array(
                                [0, 2, 3, 4].map { index in
                                    ["id": .string(attendees[index]), "name": .string(newNames[index]), "_conferencesMeta": ["count": 1]]
                                }),
                        ]
                    ]
                ])

            let idsAndNames = try await dev.data(try exampleText("ConferencePlanner/SeedOperations/AllConferencesIdName.graphql"))
            #expect(idsAndNames == ["allConferences": [["id": .string(uikonfID), "name": "UIKonf"], ["id": .string(wwdcID), "name": "WWDC"]]])
            #expect(await dev.stop() == 0)
        }
    }

    @Test func theIntroductionsCreateConference() async throws {
        try await withExampleModel("ConferencePlanner") { directory in
            let dev = try await DevProcess(["--schema", "schema.graphql"], in: directory)
            defer { dev.kill() }
            let created = try await dev.data(try exampleText("ConferencePlanner/SeedOperations/CreateConference.graphql"))
            let id = try #require(created["createConference"]?["id"]?.stringValue)
            let read = try await dev.data("query($id: ID) { Conference(id: $id) { name city year } }", variables: ["id": id])
            #expect(read == ["Conference": ["name": "WWDC", "city": "San Jose", "year": "2017"]])
        }
    }
}
