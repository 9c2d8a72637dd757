import GraphQL
import QuillSync
import Testing

@testable import QuillBackend

/// Mutations: transactions, errors with codes, defaults, managed timestamps, relation lists.
@Suite(.offThePool) struct MutationTests {
    static let sdl = """
        type Conference {
          id: ID!
          name: String! @isUnique
          city: String @defaultValue(value: "Berlin")
          attendees: [Attendee] @relation(name: "Attendees")
        }
        type Attendee {
          id: ID!
          name: String! @isUnique
          conferences: [Conference] @relation(name: "Attendees")
        }
        """

    static func counts(_ harness: BackendHarness) async throws -> [Int?] {
        let data = try await harness.data("{ _allConferencesMeta { count } _allAttendeesMeta { count } }")
        return [data["_allConferencesMeta"]?["count"]?.intValue, data["_allAttendeesMeta"]?["count"]?.intValue]
    }

    @Test(arguments: TestDatabase.allCases)
    func aFailingNestedCreateLeavesNothing(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        let response = await harness.run(
            """
            mutation { createConference(name: "UIKonf", attendees: [{ name: "Ana" }, { name: "Ana" }]) { id } }
            """)
        #expect(response["data"] == ["createConference": nil])
        #expect(response["errors"]?[0]?["extensions"]?["code"] == "UNIQUE_VIOLATION")
        #expect(response["errors"]?[0]?["message"]?.stringValue?.contains("Attendee.name") == true)
        #expect(try await Self.counts(harness) == [0, 0])
    }

    @Test(arguments: TestDatabase.allCases)
    func aMissingIdIsNotFoundAndWritesNothing(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        let response = await harness.run(
            """
            mutation { createConference(name: "UIKonf", attendees: [{ name: "Ana" }], attendeesIds: ["nope"]) { id } }
            """)
        #expect(response["errors"]?[0]?["extensions"]?["code"] == "NOT_FOUND")
        #expect(response["errors"]?[0]?["message"] == "No Attendee with id \"nope\" exists.")
        #expect(try await Self.counts(harness) == [0, 0])
        for mutation in [
            "updateConference(id: \"nope\", name: \"X\") { id }", "deleteConference(id: \"nope\") { id }",
            "addToAttendees(conferencesConferenceId: \"nope\", attendeesAttendeeId: \"nope\") { conferencesConference { id } }",
        ] {
            let failed = await harness.run("mutation { \(mutation) }")
            #expect(failed["errors"]?[0]?["extensions"]?["code"] == "NOT_FOUND", "\(mutation)")
        }
    }

    @Test(arguments: TestDatabase.allCases)
    func uniqueViolationsAreReported(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        _ = try await harness.data("mutation { createConference(name: \"WWDC\") { id } }")
        let response = await harness.run("mutation { createConference(name: \"WWDC\") { id } }")
        #expect(response["errors"]?[0]?["extensions"]?["code"] == "UNIQUE_VIOLATION")
        #expect(response["errors"]?[0]?["message"] == "A unique constraint would be violated: UNIQUE constraint failed: Conference.name.")
        #expect(response["errors"]?[0]?["path"] == ["createConference"])
        #expect(try await Self.counts(harness) == [1, 0])
    }

    @Test(arguments: TestDatabase.allCases)
    func defaultsTimestampsAndLookupByUniqueField(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        let created = try await harness.data("mutation { createConference(name: \"WWDC\") { id city createdAt updatedAt } }")["createConference"]
        #expect(created?["city"] == "Berlin")
        let createdAt = try #require(created?["createdAt"]?.stringValue)
        #expect(DateTimeText.parse(createdAt) != nil)
        #expect(created?["updatedAt"]?.stringValue == createdAt)
        try await Task.sleep(seconds: 0.005)
        let updated = try await harness.data(
            "mutation { updateConference(id: \(created!["id"]!.serializedString), city: null) { city createdAt updatedAt } }")["updateConference"]
        #expect(updated?["city"] == .null)
        #expect(updated?["createdAt"]?.stringValue == createdAt)
        #expect((updated?["updatedAt"]?.stringValue ?? "") > createdAt)
        let byName = try await harness.data("{ Conference(name: \"WWDC\") { id } }")
        #expect(byName["Conference"]?["id"] == created?["id"])
        let required = await harness.run("mutation { updateConference(id: \(created!["id"]!.serializedString), name: null) { id } }")
        #expect(required["errors"]?[0]?["extensions"]?["code"] == "REQUIRED_FIELD")
        let twoKeys = await harness.run("{ Conference(id: \(created!["id"]!.serializedString), name: \"WWDC\") { id } }")
        #expect(twoKeys["errors"]?[0]?["extensions"]?["code"] == "INVALID_ARGUMENT")
    }

    @Test(arguments: TestDatabase.allCases)
    func updateReplacesConnectionsAndAddToIsIdempotent(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        let conference = try await harness.data(
            "mutation { createConference(name: \"C\", attendees: [{ name: \"A\" }, { name: \"B\" }]) { id attendees { id } } }")["createConference"]
        let conferenceID = try #require(conference?["id"]?.serializedString)
        let b = try #require(conference?["attendees"]?[1]?["id"]?.serializedString)
        let replaced = try await harness.data(
            "mutation { updateConference(id: \(conferenceID), attendeesIds: [\(b)], attendees: [{ name: \"D\" }]) { attendees { name } } }")
        #expect(replaced == ["updateConference": ["attendees": [["name": "B"], ["name": "D"]]]])
        for _ in 0..<2 {
            let added = try await harness.data(
                "mutation { addToAttendees(conferencesConferenceId: \(conferenceID), attendeesAttendeeId: \(b)) { conferencesConference { _attendeesMeta { count } } attendeesAttendee { name } } }"
            )
            #expect(added == ["addToAttendees": ["conferencesConference": ["_attendeesMeta": ["count": 2]], "attendeesAttendee": ["name": "B"]]])
        }
        #expect(try await Self.counts(harness) == [1, 3])
        let deleted = try await harness.data("mutation { deleteAttendee(id: \(b)) { name } }")
        #expect(deleted == ["deleteAttendee": ["name": "B"]])
        let left = try await harness.data("{ allConferences { attendees { name } } }")
        #expect(left == ["allConferences": [["attendees": [["name": "D"]]]]])
        let upserted = try await harness.data(
            """
            mutation { updateOrCreateAttendee(update: { id: "missing", name: "X" }, create: { name: "E", conferencesIds: [\(conferenceID)] }) { name conferences { name } } }
            """)
        #expect(upserted == ["updateOrCreateAttendee": ["name": "E", "conferences": [["name": "C"]]]])
    }

    @Test(arguments: TestDatabase.allCases)
    func firstWithBeforeAndLastWithAfterAreErrors(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        for arguments in ["first: 1, before: \"x\"", "last: 1, after: \"x\"", "first: -1"] {
            let response = await harness.run("{ allConferences(\(arguments)) { id } }")
            #expect(response["errors"]?[0]?["extensions"]?["code"] == "INVALID_ARGUMENT", "\(arguments)")
        }
    }
}
