import Foundation
import GraphQL
import QuillBackend
import QuillHTTP
import QuillServer

/// `quill-bench backend-server --database PATH|URL [--port PORT]`: the conference planner's
/// backend on the database at PATH (SQLite) or URL (PostgreSQL) served by `GraphQLServer` on
/// `HTTPServer`, as `quill dev` serves it (no request log). Listens on an ephemeral loopback
/// port, or on PORT beside the process already serving it, prints its URL, stops on SIGINT
/// or SIGTERM.
func runBackendServer(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2 || arguments.count == 4, arguments[0] == "--database",
        arguments.count == 2 || arguments[2] == "--port", let port = arguments.count == 4 ? Int(arguments[3]) : 0
    else {
        log("usage: quill-bench backend-server --database PATH [--port PORT]")
        return 2
    }
    do {
        let backend = try Backend.open(
            modelPath: ConferenceDatabase.modelPath, database: ConferenceDatabase.location(arguments[1]), convention: .graphcool)
        let server = try GraphQLServer(schema: backend.schema, resolvers: backend.resolvers(context: Void.self))
        return serveUntilSignalled(server, name: "backend-server", port: port)
    } catch {
        log("quill-bench backend-server: \(error)")
        return 1
    }
}

/// `quill-bench floor-server --database PATH`: the floor over HTTP. It reads each POST
/// body as JSON and answers `operationName` ConferenceDetails with `variables.id`'s
/// conference, anything else with all conferences, from `Floor`.
func runFloorServer(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2, arguments[0] == "--database" else {
        log("usage: quill-bench floor-server --database PATH")
        return 2
    }
    do {
        let backend = try Backend.open(
            modelPath: ConferenceDatabase.modelPath, database: ConferenceDatabase.location(arguments[1]), convention: .graphcool)
        let floor = Floor(storage: backend.storage, join: try ConferenceDatabase.JoinTable(model: backend.model))
        return serveUntilSignalled(FloorServer(floor: floor), name: "floor-server")
    } catch {
        log("quill-bench floor-server: \(error)")
        return 1
    }
}

struct FloorServer: HTTPResponder {
    let floor: Floor

    func respond(to request: HTTPRequest) -> HTTPReply {
        do {
            let body = try JSONReader().read(request.body)
            let operationName = if case .string(let name)? = body["operationName"] { name } else { String?.none }
            let id = if case .string(let id)? = body["variables"]?["id"] { id } else { String?.none }
            let bytes = try floor.response(operationName: operationName, id: id)
            return .response(
                HTTPResponse(status: 200, headers: ["Content-Type": "application/json; charset=utf-8"], body: bytes))
        } catch {
            return .response(HTTPResponse(status: 500, headers: ["Content-Type": "text/plain"], body: Array("\(error)\n".utf8)))
        }
    }
}
