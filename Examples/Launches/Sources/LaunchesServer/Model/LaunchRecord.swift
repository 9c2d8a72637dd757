import Foundation

/// One launch as launches.json (SpaceX's API v3 records) holds it.
struct LaunchRecord: Decodable {
    struct RocketRecord: Decodable {
        let id: String
        let name: String?
        let type: String?
    }

    let flightNumber: Int
    let missionName: String?
    let launchDateUnix: Int
    let site: String?
    let rocket: RocketRecord
    let missionPatchSmall: String?
    let missionPatch: String?

    enum CodingKeys: String, CodingKey {
        case flightNumber = "flight_number"
        case missionName = "mission_name"
        case launchDateUnix = "launch_date_unix"
        case site, rocket
        case missionPatchSmall = "mission_patch_small"
        case missionPatch = "mission_patch"
    }

    /// The records in the JSON array `data`.
    static func decode(_ data: Data) throws -> [LaunchRecord] {
        try JSONDecoder().decode([LaunchRecord].self, from: data)
    }
}
