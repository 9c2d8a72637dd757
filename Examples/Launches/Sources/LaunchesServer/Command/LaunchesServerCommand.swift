import Foundation
import QuillHTTP
import QuillServer

/// `launches-server`: serves the Launches API until SIGINT or SIGTERM.
@main
enum LaunchesServerCommand {
    static func main() async {
        let options: ServerOptions
        do {
            options = try ServerOptions(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("launches-server: \(error)\n\n\(ServerOptions.usage)".utf8))
            exit(2)
        }
        if options.help {
            print(ServerOptions.usage, terminator: "")
            return
        }
        let level = LogLevel.allCases.first { $0.description == options.logLevel } ?? .info
        let logger = Logger(level: level) { level, message in
            FileHandle.standardError.write(Data("\(level): \(message)\n".utf8))
        }
        let server: HTTPServer
        do {
            let api = try LaunchesAPI.server(
                launches: try LaunchCatalog.bundled(), users: try UserStore(path: options.databasePath),
                configuration: GraphQLServerConfiguration(logger: logger))
            server = HTTPServer(configuration: HTTPServer.Configuration(host: options.host, port: options.port, logger: logger), responder: api)
            let port = try server.start()
            let host = options.host.contains(":") ? "[\(options.host)]" : options.host
            FileHandle.standardOutput.write(
                Data("GraphQL endpoint: http://\(host):\(port)/graphql\nPlayground:       http://\(host):\(port)/\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("launches-server: \(error)\n".utf8))
            exit(1)
        }
        do {
            try await server.run()
        } catch {
            FileHandle.standardError.write(Data("launches-server: \(error)\n".utf8))
            exit(1)
        }
    }
}
