import Foundation

/// launches.json read on its own (not through the server's catalog): what the tests expect.
enum LaunchRecords {
    struct Record {
        let flight: Int
        let date: Int
        let mission: String
        let site: String
        let patchSmall: String?
        let patchLarge: String?
        let rocket: (id: String, name: String, type: String)
    }

    /// Every record, newest first.
    static let newestFirst: [Record] = {
        let url = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Sources/LaunchesServer/launches.json")
        guard let data = try? Data(contentsOf: url), let objects = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            fatalError("cannot read \(url.path)")
        }
        return objects.map { object in
            let rocket = object["rocket"] as! [String: Any]
            return Record(
                flight: object["flight_number"] as! Int, date: object["launch_date_unix"] as! Int,
                mission: object["mission_name"] as! String, site: object["site"] as! String,
                patchSmall: object["mission_patch_small"] as? String, patchLarge: object["mission_patch"] as? String,
                rocket: (rocket["id"] as! String, rocket["name"] as! String, rocket["type"] as! String))
        }.sorted { $0.flight > $1.flight }
    }()

    static func record(_ flight: Int) -> Record {
        newestFirst.first { $0.flight == flight }!
    }
}
