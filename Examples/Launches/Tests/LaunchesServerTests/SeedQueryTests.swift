import Foundation
import GraphQL
import Testing

@testable import LaunchesServer

/// Seed 004's `LaunchList`, both versions as printed (SeedOperations/), returns what the
/// tutorial describes: pages of 20 launches, newest first, paged with `cursor` until
/// `hasMore` is false; the last page ends with FalconSat at Kwajalein Atoll.
@Suite struct SeedQueryTests {
    static func operation(_ name: String) throws -> String {
        let url = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "SeedOperations/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The launches of a page as the tutorial's list shows them.
    static func expectedLaunches(_ flights: ClosedRange<Int>) -> JSONValue {
        .array(
            flights.reversed().map { flight in
                let record = LaunchRecords.record(flight)
                return [
                    "id": .string(String(flight)), "site": .string(record.site),
                    "mission": ["name": .string(record.mission), "missionPatch": record.patchSmall.map(JSONValue.string) ?? .null],
                ]
            })
    }

    @Test func theFirstVersionReturnsTheFirstPage() async throws {
        let harness = try LaunchesHarness()
        let data = try await harness.data(try Self.operation("LaunchList.graphql"))
        #expect(
            data == [
                "launches": [
                    "hasMore": true, "cursor": .string(String(LaunchRecords.record(91).date)), "launches": Self.expectedLaunches(91...110),
                ]
            ])
    }

    @Test func theCursorVersionPagesThroughEveryLaunchToFalconSat() async throws {
        let harness = try LaunchesHarness()
        let query = try Self.operation("LaunchListCursor.graphql")
        // The tutorial's loadMoreLaunchesIfTheyExist: no cursor first, then each page's, while hasMore.
        var cursor: String?
        var shown: [JSONValue] = []
        var pages = 0
        while true {
            let variables: JSONObject = cursor.map { ["cursor": .string($0)] } ?? [:]
            let connection = try await harness.data(query, variables: variables)["launches"]
            guard case .array(let launches)? = connection?["launches"] else { throw LaunchesHarness.Failure("no launches") }
            if pages == 0 { #expect(connection?["launches"] == Self.expectedLaunches(91...110)) }
            shown += launches
            pages += 1
            cursor = connection?["cursor"]?.stringValue
            guard connection?["hasMore"] == true, pages < 10 else { break }
        }
        #expect(pages == 6)
        #expect(JSONValue.array(shown) == Self.expectedLaunches(1...110))
        #expect(
            shown.last == [
                "id": "1", "site": "Kwajalein Atoll",
                "mission": ["name": "FalconSat", "missionPatch": "https://images2.imgbox.com/3c/0e/T8iJcSN3_o.png"],
            ])
    }
}
