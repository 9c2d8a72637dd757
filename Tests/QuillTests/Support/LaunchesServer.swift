import Foundation
import GraphQL
import QuillHTTP
import QuillServer

/// The part of Apollo's tutorial server (seed 004) that `LaunchList` reads: `launches`
/// pages by a cursor, newest first, `pageSize` (default 20) at a time.
func launchesServer(count: Int = 25) throws -> RecordingResponder {
    let schema = try buildSchema("""
        type Query { launches(pageSize: Int, after: String): LaunchConnection! }
        type LaunchConnection { cursor: String! hasMore: Boolean! launches: [Launch]! }
        type Launch { id: ID! site: String mission: Mission }
        type Mission { name: String missionPatch(size: PatchSize): String }
        enum PatchSize { SMALL LARGE }
        """)
    let launches: [JSONValue] = (1...count).reversed().map { (number: Int) -> JSONValue in
        let site: JSONValue = number % 3 == 0 ? .null : .string("KSC LC \(number)")
        let mission: JSONValue = ["name": .string("Mission \(number)"), "patch": .string("https://images.example/\(number)")]
        return ["id": .string(String(number)), "site": site, "mission": mission]
    }
    var resolvers = Resolvers<Void>()
    resolvers.field("Query", "launches") { _, arguments, _, _ in
        let pageSize = try arguments["pageSize", as: Int.self] ?? 20
        let after = try arguments["after", as: String.self]
        let start = after.flatMap { cursor in launches.firstIndex { $0["id"]?.stringValue == cursor }.map { $0 + 1 } } ?? 0
        let page = Array(launches[min(start, launches.count)..<min(start + pageSize, launches.count)])
        let cursor = page.last?["id"] ?? .string(after ?? "")
        return ["cursor": cursor, "hasMore": .bool(start + pageSize < launches.count), "launches": .array(page)] as JSONValue
    }
    resolvers.field("Mission", "missionPatch") { mission, arguments, _, _ in
        let size = try arguments["size", as: String.self] ?? "LARGE"
        guard case .string(let url)? = (mission as? JSONValue)?["patch"] else { return JSONValue.null }
        return "\(url)-\(size.lowercased()).png"
    }
    return RecordingResponder(try GraphQLServer(schema: schema, resolvers: resolvers))
}
