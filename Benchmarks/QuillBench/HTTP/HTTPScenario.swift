import Foundation
import GraphQL

/// One load: a POST body sent by wrk to a server holding one root value.
struct HTTPScenario {
    enum Server {
        /// `quill-bench static-server`: the same bytes for every request, the HTTP floor.
        case staticResponse
        /// `quill serve` and the graphql-js peer, both over `root`.
        case graphQL(root: String)
        /// The Launches example's `launches-server` and the peer of its schema and resolvers.
        case launches
    }

    let name: String
    let server: Server
    let body: String

    /// The scenarios of issue 5's "Performance": the HTTP floor, `{ __typename }`,
    /// app.graphql's AllConferences over 100 conferences, list.graphql over 1000×10.
    static func all(roots: HTTPRoots) throws -> [HTTPScenario] {
        let app = try String(contentsOfFile: RepositoryPaths.corpus + "/operations/app.graphql", encoding: .utf8)
        let list = try String(contentsOfFile: RepositoryPaths.corpus + "/operations/list.graphql", encoding: .utf8)
        return [
            HTTPScenario(name: "static", server: .staticResponse, body: requestBody(query: typenameQuery)),
            HTTPScenario(name: "__typename", server: .graphQL(root: roots.small), body: requestBody(query: typenameQuery)),
            HTTPScenario(
                name: "AllConferences 100", server: .graphQL(root: roots.small),
                body: requestBody(query: app, operationName: "AllConferences")),
            HTTPScenario(name: "list 1000x10", server: .graphQL(root: roots.list), body: requestBody(query: list)),
        ]
    }

    /// The scenarios of issue 16's "Performance": seed 004's `LaunchList` (its first page)
    /// and the tutorial's `LaunchDetails`, `launch(id:)`.
    static func launches() throws -> [HTTPScenario] {
        let launchList = try String(contentsOfFile: RepositoryPaths.launches + "/SeedOperations/LaunchList.graphql", encoding: .utf8)
        return [
            HTTPScenario(name: "LaunchList first page", server: .launches, body: requestBody(query: launchList)),
            HTTPScenario(name: "launch(id:)", server: .launches, body: requestBody(query: launchDetails, variables: ["id": "60"])),
        ]
    }

    /// The Apollo iOS tutorial's `LaunchDetails` query.
    static let launchDetails = """
        query LaunchDetails($id: ID!) {
          launch(id: $id) {
            id
            site
            mission {
              name
              missionPatch(size: LARGE)
            }
            rocket {
              name
              type
            }
            isBooked
          }
        }
        """

    /// A fresh SQLite path for one `launches-server` (the file is made by the server).
    static func launchesDatabase() -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(launchesDatabaseDirectory)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("\(UUID().uuidString).sqlite").path
    }

    /// Removes the databases `launchesDatabase` handed out.
    static func removeLaunchesDatabases() {
        try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory.appendingPathComponent(launchesDatabaseDirectory))
    }

    private static var launchesDatabaseDirectory: String { "quill-bench-\(ProcessInfo.processInfo.processIdentifier)-launches" }

    static let typenameQuery = "{ __typename }"
    /// What a GraphQL server answers to `typenameQuery`, and so what the static server sends.
    static let typenameResponse = #"{"data":{"__typename":"Query"}}"#

    /// A GraphQL-over-HTTP POST body: `{"query": …, "operationName": …, "variables": …}`.
    static func requestBody(query: String, operationName: String? = nil, variables: JSONObject? = nil) -> String {
        var members: [(String, JSONValue)] = [("query", .string(query))]
        if let operationName { members.append(("operationName", .string(operationName))) }
        if let variables { members.append(("variables", .object(variables))) }
        return String(decoding: JSONValue.object(JSONObject(members)).serialized(), as: UTF8.self)
    }
}

/// The root values both servers read, written as JSON files by `listData` (one
/// generator for both sides): 100 conferences of 10 attendees, and 1000 of 10.
struct HTTPRoots {
    let small: String
    let list: String

    static func write() throws -> HTTPRoots {
        let directory = FileManager.default.temporaryDirectory
        let pid = ProcessInfo.processInfo.processIdentifier
        let roots = HTTPRoots(
            small: directory.appendingPathComponent("quill-bench-\(pid)-root-100.json").path,
            list: directory.appendingPathComponent("quill-bench-\(pid)-root-1000.json").path)
        try Data(listData(conferences: 100, attendees: 10).serialized()).write(to: URL(fileURLWithPath: roots.small))
        try Data(listData(conferences: 1000, attendees: 10).serialized()).write(to: URL(fileURLWithPath: roots.list))
        return roots
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: small)
        try? FileManager.default.removeItem(atPath: list)
    }
}
