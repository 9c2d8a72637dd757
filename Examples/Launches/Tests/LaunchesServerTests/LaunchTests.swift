import GraphQL
import Testing

@testable import LaunchesServer

/// `launch(id:)` and the fields of a launch: site, mission and its patch sizes, rocket.
@Suite struct LaunchTests {
    static let details = """
        query LaunchDetails($id: ID!) {
          launch(id: $id) {
            id site isBooked
            mission { name small: missionPatch(size: SMALL) large: missionPatch(size: LARGE) default: missionPatch }
            rocket { id name type }
          }
        }
        """

    static func expected(_ flight: Int) -> JSONValue {
        let record = LaunchRecords.record(flight)
        func url(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        return [
            "id": .string(String(flight)), "site": .string(record.site), "isBooked": false,
            "mission": [
                "name": .string(record.mission), "small": url(record.patchSmall), "large": url(record.patchLarge),
                "default": url(record.patchLarge),
            ],
            "rocket": ["id": .string(record.rocket.id), "name": .string(record.rocket.name), "type": .string(record.rocket.type)],
        ]
    }

    @Test(arguments: [1, 2, 50, 108, 109, 110])
    func aLaunchHasItsSiteMissionPatchesAndRocket(flight: Int) async throws {
        let harness = try LaunchesHarness()
        let data = try await harness.data(Self.details, variables: ["id": .string(String(flight))])
        #expect(data["launch"] == Self.expected(flight))
    }

    @Test func eachPatchSizeIsItsOwnURL() async throws {
        let harness = try LaunchesHarness()
        let data = try await harness.data(Self.details, variables: ["id": "1"])
        #expect(
            data["launch"]?["mission"] == [
                "name": "FalconSat", "small": "https://images2.imgbox.com/3c/0e/T8iJcSN3_o.png",
                "large": "https://images2.imgbox.com/40/e3/GypSkayF_o.png", "default": "https://images2.imgbox.com/40/e3/GypSkayF_o.png",
            ])
        // Flight 108 has no patches.
        let withoutPatches = try await harness.data(Self.details, variables: ["id": "108"])
        #expect(withoutPatches["launch"]?["mission"]?["small"] == .null)
        #expect(withoutPatches["launch"]?["mission"]?["large"] == .null)
    }

    @Test(arguments: ["0", "111", "abc", "-1"])
    func anUnknownIDIsNull(id: String) async throws {
        let harness = try LaunchesHarness()
        #expect(try await harness.data(Self.details, variables: ["id": .string(id)]) == ["launch": nil])
    }

    @Test func anInvalidPatchSizeIsAValidationError() async throws {
        let harness = try LaunchesHarness()
        let (status, json) = try await harness.post(#"{ launch(id: 1) { mission { missionPatch(size: HUGE) } } }"#)
        #expect(status == 200)
        guard case .array(let errors)? = json["errors"] else {
            Issue.record("no errors: \(json)")
            return
        }
        #expect(errors.map { $0["message"] } == [#"Value "HUGE" does not exist in "PatchSize" enum."#])
        #expect(json["data"] == nil)
    }
}
