import Foundation
import GraphQL
import QuillHTTP
import QuillServer

/// The tutorial server's schema (seed 004), the one its operations are generated against.
let launchesSchemaFile = repositoryRoot.appendingPathComponent("Tests/QuillCodegenTests/Fixtures/Launches/schema.graphql")

/// The part of Apollo's tutorial server (seed 004) that `LaunchList` reads: `launches`
/// pages by a cursor, newest first, `pageSize` (default 20) at a time, the first with a
/// null launch among them.
func launchesServer(count: Int = 25) throws -> RecordingResponder {
    let schema = try buildSchema(Source(try String(contentsOf: launchesSchemaFile, encoding: .utf8)))
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
        var page = Array(launches[min(start, launches.count)..<min(start + pageSize, launches.count)])
        let cursor = page.last?["id"] ?? .string(after ?? "")
        // The first page holds a null launch too, as `[Launch]!` allows (the seed skips it).
        if start == 0, !page.isEmpty { page.insert(.null, at: 1) }
        return ["cursor": cursor, "hasMore": .bool(start + pageSize < launches.count), "launches": .array(page)] as JSONValue
    }
    resolvers.field("Mission", "missionPatch") { mission, arguments, _, _ in
        let size = try arguments["size", as: String.self] ?? "LARGE"
        guard case .string(let url)? = (mission as? JSONValue)?["patch"] else { return JSONValue.null }
        return "\(url)-\(size.lowercased()).png"
    }
    return RecordingResponder(try GraphQLServer(schema: schema, resolvers: resolvers))
}
