import Foundation
import GraphQL
import QuillHTTP
import Testing

@testable import LaunchesServer

/// `bookTrips`, `cancelTrip`, `me.trips`, `totalTripsBooked`: a user's trips in SQLite.
@Suite struct TripTests {
    static let book = "mutation($ids: [ID]!) { bookTrips(launchIds: $ids) { success message launches { id } } }"
    static let cancel = "mutation($id: ID!) { cancelTrip(launchId: $id) { success message launches { id } } }"

    static func book(_ harness: LaunchesHarness, _ ids: [JSONValue], token: String?) async throws -> (status: HTTPStatus, json: JSONValue) {
        try await harness.post(Self.book, variables: ["ids": .array(ids)], token: token)
    }

    static let unauthenticated: JSONValue = [
        "message": "You must be logged in: send the token that login returned in the Authorization header.",
        "locations": [["line": 1, "column": 25]], "path": ["bookTrips"], "extensions": ["code": "UNAUTHENTICATED"],
    ]

    @Test func bookingWithoutAUserIsUnauthenticated() async throws {
        let harness = try LaunchesHarness()
        let token = try await harness.login("ada@example.com")
        let tampered = String(token.dropLast()) + (token.last == "A" ? "B" : "A")
        let base64Email = Data("ada@example.com".utf8).base64EncodedString()
        for forged in [nil, base64Email, tampered] {
            let (status, json) = try await Self.book(harness, ["1"], token: forged)
            #expect(status == 200)
            #expect(json == ["errors": [Self.unauthenticated], "data": nil], "\(forged ?? "no token")")
        }
        let (_, cancelled) = try await harness.post(Self.cancel, variables: ["id": "1"])
        guard case .array(let errors)? = cancelled["errors"] else { throw LaunchesHarness.Failure("no errors: \(cancelled)") }
        #expect(errors.map { $0["extensions"]?["code"] } == ["UNAUTHENTICATED"])
        #expect(errors.map { $0["path"] } == [["cancelTrip"]])
        #expect(try await harness.data("{ totalTripsBooked }") == ["totalTripsBooked": 0])
    }

    @Test func bookingAndCancellingTrips() async throws {
        let harness = try LaunchesHarness()
        let ada = try await harness.login("ada@example.com")
        let booked = try await Self.book(harness, ["1", "2"], token: ada)
        #expect(
            booked.json == [
                "data": [
                    "bookTrips": [
                        "success": true, "message": "trips booked successfully", "launches": [["id": "1"], ["id": "2"]],
                    ]
                ]
            ])
        let partly = try await Self.book(harness, ["3", "999", "x", nil, "1"], token: ada)
        #expect(
            partly.json == [
                "data": [
                    "bookTrips": [
                        "success": false, "message": "the following launches couldn't be booked: 999,x,null",
                        "launches": [["id": "3"], ["id": "1"]],
                    ]
                ]
            ])
        #expect(
            try await harness.data("{ me { trips { id mission { name } } } totalTripsBooked }", token: ada) == [
                "me": [
                    "trips": [
                        ["id": "1", "mission": ["name": "FalconSat"]], ["id": "2", "mission": ["name": "DemoSat"]],
                        ["id": "3", "mission": ["name": "Trailblazer"]],
                    ]
                ],
                "totalTripsBooked": 3,
            ])

        let cancelled = try await harness.post(Self.cancel, variables: ["id": "2"], token: "Bearer \(ada)")
        #expect(cancelled.json == ["data": ["cancelTrip": ["success": true, "message": "trip cancelled", "launches": [["id": "2"]]]]])
        for notBooked in ["2", "50", "999", "x"] {
            let again = try await harness.post(Self.cancel, variables: ["id": .string(notBooked)], token: ada)
            #expect(again.json == ["data": ["cancelTrip": ["success": false, "message": "failed to cancel trip", "launches": nil]]])
        }
        #expect(
            try await harness.data("{ me { trips { id } } totalTripsBooked }", token: ada) == [
                "me": ["trips": [["id": "1"], ["id": "3"]]], "totalTripsBooked": 2,
            ])
    }

    @Test func eachUserHasTheirOwnTripsAndTheyOutliveTheServer() async throws {
        let harness = try LaunchesHarness()
        let ada = try await harness.login("ada@example.com")
        let grace = try await harness.login("grace@example.com")
        _ = try await Self.book(harness, ["10"], token: ada)
        _ = try await Self.book(harness, ["20", "10"], token: grace)
        #expect(try await harness.data("{ me { trips { id } } }", token: grace) == ["me": ["trips": [["id": "20"], ["id": "10"]]]])
        #expect(try await harness.data("{ totalTripsBooked }") == ["totalTripsBooked": 3])
        // A new server on the same database file knows the users, their tokens and trips.
        let reopened = try LaunchesAPI.server(
            launches: LaunchesHarness.catalog, users: try UserStore(path: harness.directory.appending(path: "launches.sqlite").path))
        let response = try await LaunchesHarness.respond(reopened, LaunchesHarness.graphQLRequest("{ me { email trips { id } } }", token: ada))
        #expect(response.text == #"{"data":{"me":{"email":"ada@example.com","trips":[{"id":"10"}]}}}"#)
    }
}
