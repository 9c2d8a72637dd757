import Foundation
import GraphQL

/// One load: a POST body sent by wrk to a server holding one root value.
struct HTTPScenario {
    enum Server {
        /// `quill-bench static-server`: the same bytes for every request, the HTTP floor.
        case staticResponse
        /// `quill serve` and the graphql-js peer, both over `root`.
        case graphQL(root: String)
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

    static let typenameQuery = "{ __typename }"
    /// What a GraphQL server answers to `typenameQuery`, and so what the static server sends.
    static let typenameResponse = #"{"data":{"__typename":"Query"}}"#

    /// A GraphQL-over-HTTP POST body: `{"query": …, "operationName": …}`.
    static func requestBody(query: String, operationName: String? = nil) -> String {
        var members: [(String, JSONValue)] = [("query", .string(query))]
        if let operationName { members.append(("operationName", .string(operationName))) }
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
