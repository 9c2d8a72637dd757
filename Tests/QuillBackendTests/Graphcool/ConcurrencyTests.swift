import GraphQL
import Testing

@testable import QuillBackend

/// Concurrent addTo/removeFrom mutations end in the state a sequential run gives.
@Suite(.offThePool) struct ConcurrencyTests {
    @Test(arguments: TestDatabase.allCases)
    func concurrentClientsEndInTheSequentialState(database: TestDatabase) async throws {
        let harness = try BackendHarness.conferencePlanner(database: database)
        var conferences: [String] = []
        for index in 0..<4 {
            let data = try await harness.data("mutation { createConference(name: \"C\(index)\", city: \"X\", year: \"2017\") { id } }")
            conferences.append(data["createConference"]?["id"]?.stringValue ?? "")
        }
        var attendees: [String] = []
        for index in 0..<8 {
            attendees.append(
                try await harness.data("mutation { createAttendee(name: \"A\(index)\") { id } }")["createAttendee"]?["id"]?.stringValue ?? "")
        }
        let operations = 1000
        let conferenceIDs = conferences
        let attendeeIDs = attendees
        /// Client `client`'s k-th mutation: attend a conference, or leave it when k % 3 == 2.
        let step: @Sendable (Int, Int) -> (attend: Bool, conference: String, attendee: String) = { client, k in
            (k % 3 != 2, conferenceIDs[(k + client) % 4], attendeeIDs[client])
        }
        let failures = try await withThrowingTaskGroup(of: [String].self) { group in
            for client in 0..<8 {
                group.addTask {
                    var failures: [String] = []
                    for k in 0..<operations {
                        let (attend, conference, attendee) = step(client, k)
                        let field = attend ? "addToAttendees" : "removeFromAttendees"
                        let response = await harness.run(
                            """
                            mutation { \(field)(conferencesConferenceId: "\(conference)", attendeesAttendeeId: "\(attendee)") { attendeesAttendee { id } } }
                            """)
                        if let errors = response["errors"] { failures.append(errors.serializedString) }
                    }
                    return failures
                }
            }
            return try await group.reduce([], +)
        }
        #expect(failures.isEmpty, "\(failures.count) failed, first: \(failures.first ?? "")")
        var expected: [String: Set<String>] = [:]
        for client in 0..<8 {
            for k in 0..<operations {
                let (attend, conference, attendee) = step(client, k)
                if attend { expected[conference, default: []].insert(attendee) } else { expected[conference, default: []].remove(attendee) }
            }
        }
        let data = try await harness.data("{ allConferences { id attendees { id } } }")
        for conference in data["allConferences"]?.arrayValue ?? [] {
            let id = conference["id"]?.stringValue ?? ""
            let actual = Set(conference["attendees"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? [])
            #expect(actual == expected[id, default: []], "conference \(id)")
        }
    }
}
