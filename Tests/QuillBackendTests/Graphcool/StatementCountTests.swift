import GraphQL
import Testing

@testable import QuillBackend

/// Reads take one statement per nesting level, whatever the number of parents.
@Suite(.offThePool) struct StatementCountTests {
    /// 4 conferences with 3 to 6 attendees each, some attending several.
    static func seeded(database: TestDatabase) async throws -> BackendHarness {
        let harness = try BackendHarness.conferencePlanner(database: database)
        for conference in 0..<4 {
            let attendees = (0..<(3 + conference)).map { "{ name: \"A\($0 % 5)-\(conference)\" }" }.joined(separator: ", ")
            _ = try await harness.data(
                "mutation { createConference(name: \"C\(conference)\", city: \"X\", year: \"2017\", attendees: [\(attendees)]) { id } }")
        }
        let attendees = try await harness.data("{ allAttendees(first: 3) { id } }")["allAttendees"]?.arrayValue ?? []
        let conferences = try await harness.data("{ allConferences { id } }")["allConferences"]?.arrayValue ?? []
        for attendee in attendees {
            for conference in conferences.dropFirst() {
                _ = try await harness.data(
                    """
                    mutation { addToAttendees(conferencesConferenceId: \(conference["id"]!.serializedString), attendeesAttendeeId: \(attendee["id"]!.serializedString)) { conferencesConference { id } } }
                    """)
            }
        }
        return harness
    }

    @Test(arguments: TestDatabase.allCases)
    func nestedListsTakeOneStatementPerLevel(database: TestDatabase) async throws {
        let harness = try await Self.seeded(database: database)
        let (data, statements) = try await harness.statements {
            try await harness.data(
                """
                { allConferences { name attendees { name _conferencesMeta { count } conferences(orderBy: name_DESC) { name attendees(last: 2) { name } } } } }
                """)
        }
        // allConferences, attendees, _conferencesMeta, conferences, attendees(last: 2).
        #expect(statements.count == 5, "\(statements)")
        let conferences = try #require(data["allConferences"]?.arrayValue)
        #expect(conferences.count == 4)
        #expect(conferences.map { $0["attendees"]?.arrayValue?.count } == [3, 7, 8, 9])
        let shared = try #require(conferences[1]["attendees"]?[0])
        #expect(shared["_conferencesMeta"] == ["count": 4])
        #expect(shared["conferences"]?.arrayValue?.map { $0["name"] } == ["C3", "C2", "C1", "C0"])
    }

    @Test(arguments: TestDatabase.allCases)
    func theSeedsQueriesTakeTwoAndOneStatements(database: TestDatabase) async throws {
        let harness = try await Self.seeded(database: database)
        let app = try SeedOperationTests.appDocument()
        let (_, list) = try await harness.statements { try await harness.data(app, operationName: "AllConferences") }
        #expect(list.count == 2, "\(list)")
        let id = try await harness.data("{ allConferences(first: 1) { id } }")["allConferences"]?[0]?["id"] ?? .null
        let (_, one) = try await harness.statements {
            try await harness.data("query($id: ID) { Conference(id: $id) { id name city year } }", variables: JSONObject([("id", id)]))
        }
        #expect(one.count == 1, "\(one)")
        let (_, latest) = try await harness.statements {
            try await harness.data(try SeedOperationTests.operations("SeedOperations/ThreeLatestAttendees.graphql"))
        }
        #expect(latest.count == 2, "\(latest)")
        let attendee = try await harness.data("{ allAttendees(last: 1) { id } }")["allAttendees"]?[0]?["id"] ?? .null
        let (_, attend) = try await harness.statements {
            try await harness.data(app, operationName: "AttendConference", variables: JSONObject([("conferenceId", id), ("attendeeId", attendee)]))
        }
        // Both nodes, the connection; then attendees and their _conferencesMeta. On PostgreSQL
        // the mutation also reads both nodes as it left them and notifies the other processes
        // (whose subscribers it cannot count).
        #expect(attend.count == (database == .postgres ? 8 : 5), "\(attend)")
    }

    @Test(arguments: TestDatabase.allCases)
    func aLookupWithItsToManyRelationTakesOneStatement(database: TestDatabase) async throws {
        let harness = try await Self.seeded(database: database)
        let id = try await harness.data("{ allConferences(orderBy: name_ASC) { id } }")["allConferences"]?[1]?["id"] ?? .null
        let variables = JSONObject([("id", id)])
        let expected = try await harness.data(
            "query($id: ID) { allConferences(filter: { id: $id }) { id name attendees { id name } } }", variables: variables)
        for query in [
            "query($id: ID) { Conference(id: $id) { id name attendees { id name } } }",
            "query($id: ID) { Conference(id: $id) { ...Details } } fragment Details on Conference { id name ... { attendees { id name } } }",
        ] {
            let (data, statements) = try await harness.statements { try await harness.data(query, variables: variables) }
            #expect(statements.count == 1, "\(statements)")
            #expect(data["Conference"] == expected["allConferences"]?[0])
            #expect(data["Conference"]?["attendees"]?.arrayValue?.count == 7)
        }
        // With arguments the relation is read on its own; the other to-many field too.
        let (data, statements) = try await harness.statements {
            try await harness.data(
                "query($id: ID) { Conference(id: $id) { attendees { name } first: attendees(first: 1) { name } } }", variables: variables)
        }
        #expect(statements.count == 2, "\(statements)")
        #expect(data["Conference"]?["first"] == [data["Conference"]?["attendees"]?[0] ?? .null])
        let (empty, none) = try await harness.statements {
            try await harness.data("{ Conference(id: \"nope\") { attendees { id } } }")
        }
        #expect(none.count == 1)
        #expect(empty["Conference"] == .null)
    }
}

extension JSONValue {
    /// The value as a GraphQL/JSON literal.
    var serializedString: String { String(decoding: serialized(), as: UTF8.self) }
}
