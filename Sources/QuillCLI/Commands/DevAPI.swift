import GraphQL
import QuillBackend
import QuillHTTP
import QuillServer
import QuillSync

/// What `quill dev` serves: the backend opened on the model, and the GraphQL server over it.
struct DevAPI: Sendable {
    let backend: Backend
    let server: GraphQLServer<Void>

    /// Reads the model, opens and migrates the database, and builds the server; a reload
    /// passes the previous API's `events` so its subscribers keep receiving.
    init(_ options: DevOptions, configuration: GraphQLServerConfiguration, events: MutationEvents = MutationEvents()) throws {
        backend = try Backend.open(
            modelPath: options.schemaPath, database: options.database, convention: options.convention,
            acceptDataLoss: options.acceptDataLoss, events: events)
        server = try GraphQLServer(schema: backend.schema, resolvers: backend.resolvers(context: Void.self), configuration: configuration)
    }

    /// Why the API could not be opened, for the console: every model error as
    /// `FILE:LINE:COLUMN: message`, a refused migration with its changes.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as ModelError: "\(error)\n"
        case let error as MigrationError: "\(error)\n"
        case let error as GraphQLError: "quill: the generated schema is invalid: \(error.message)\n"
        default: "quill: \(error)\n"
        }
    }

    /// The console lines saying which convention serves and what the migration did.
    var summary: String {
        var text = "Convention: \(backend.convention.rawValue) (\(backend.conventionReason))\n"
        for line in backend.migration.summary { text += "Migration: \(line)\n" }
        return text
    }
}

/// The responder `quill dev` gives its HTTP server: the current API's GraphQL server,
/// replaced when the model is reloaded. Requests and subscriptions under way keep the
/// API they started with.
final class DevResponder: HTTPResponder {
    private let api: Locked<DevAPI>

    init(_ api: DevAPI) {
        self.api = Locked(api)
    }

    var current: DevAPI { api.withLock { $0 } }

    func replace(with new: DevAPI) {
        api.withLock { $0 = new }
    }

    func respond(to request: HTTPRequest) -> HTTPReply {
        current.server.respond(to: request)
    }
}
