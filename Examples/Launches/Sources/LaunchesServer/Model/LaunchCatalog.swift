import Foundation
import GraphQL

/// The 110 launches of launches.json, newest first, with their cursors, and the pages
/// of the `launches` query.
///
/// A launch's cursor is its launch date in Unix seconds, as the original server had it.
/// Two launches share a date (flights 109 and 105): the original looped there, so the
/// older one's cursor also names its flight (`1603553460-105`) and every cursor names
/// one place in the list.
struct LaunchCatalog: Sendable {
    /// Newest first (flight 110 first).
    let launches: [Launch]
    private let indexByID: [Int: Int]
    private let indexByCursor: [String: Int]

    init(records: [LaunchRecord]) {
        var launches: [Launch] = []
        var cursors: Set<String> = []
        for record in records.sorted(by: { $0.flightNumber > $1.flightNumber }) {
            var cursor = String(record.launchDateUnix)
            if !cursors.insert(cursor).inserted {
                cursor += "-\(record.flightNumber)"
                cursors.insert(cursor)
            }
            launches.append(
                Launch(
                    id: record.flightNumber, cursor: cursor, site: record.site,
                    mission: Mission(name: record.missionName, patchSmall: record.missionPatchSmall, patchLarge: record.missionPatch),
                    rocket: Rocket(id: record.rocket.id, name: record.rocket.name, type: record.rocket.type)))
        }
        self.launches = launches
        indexByID = Dictionary(uniqueKeysWithValues: launches.enumerated().map { ($0.element.id, $0.offset) })
        indexByCursor = Dictionary(uniqueKeysWithValues: launches.enumerated().map { ($0.element.cursor, $0.offset) })
    }

    /// The catalog of the launches.json bundled with the server.
    static func bundled() throws -> LaunchCatalog {
        guard let url = Bundle.module.url(forResource: "launches", withExtension: "json") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "launches.json"])
        }
        return LaunchCatalog(records: try LaunchRecord.decode(Data(contentsOf: url)))
    }

    /// The launch with flight number `id`.
    func launch(id: Int) -> Launch? {
        indexByID[id].map { launches[$0] }
    }

    /// The launches of these ids that exist, in the order given.
    func launches(ids: [Int]) -> [Launch] {
        ids.compactMap(launch(id:))
    }

    /// Up to `size` launches after the one whose cursor is `after` (from the first without it).
    /// The page's cursor is its last launch's; an empty page (after the last launch) keeps `after`.
    func page(after: String?, size: Int) throws(GraphQLError) -> LaunchConnection {
        guard size >= 1 else {
            throw GraphQLError("pageSize must be at least 1, not \(size).", extensions: ["code": "BAD_USER_INPUT"])
        }
        var start = 0
        if let after {
            guard let index = indexByCursor[after] else {
                throw GraphQLError(
                    "Unknown cursor \"\(after)\": pass the cursor of a page of launches.", extensions: ["code": "BAD_USER_INPUT"])
            }
            start = index + 1
        }
        let end = min(launches.count, start + min(size, launches.count))
        let page = Array(launches[start..<end])
        return LaunchConnection(cursor: page.last?.cursor ?? after ?? "", hasMore: end < launches.count, launches: page)
    }
}

/// A page of launches.
struct LaunchConnection: Sendable {
    let cursor: String
    let hasMore: Bool
    let launches: [Launch]
}
