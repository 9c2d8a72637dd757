import Foundation
import Quill
import TerminalUI

// Seed 004's launch list as a terminal app, against launches-server: the seed's paged list
// and, as Apollo's tutorial goes on, a launch's detail, logging in (the token sent by an
// interceptor, the seed's part 4) and booking trips; without a command, the app itself.

let options: Options
do {
    options = try Options(CommandLine.arguments.dropFirst())
} catch {
    exit("launches", saying: "\(error.description) (launches --help lists the commands)", status: 2)
}

do {
    let commands = Commands(client: Network.client(endpoint: options.endpoint))
    switch options.command {
    case .help: print(Options.usage)
    case .list(let all): try await all ? commands.listAll() : commands.list()
    case .show(let id): try await commands.show(id)
    case .login(let email): try await commands.login(email)
    case .book(let id): try await commands.book(id)
    case .cancel(let id): try await commands.cancel(id)
    case .trips: try await commands.trips()
    case .interactive:
        guard let terminal = Terminal() else {
            exit("launches", saying: "give a command, or run it on a terminal for the app itself (launches --help lists the commands)", status: 2)
        }
        let (socketEvents, socket) = AsyncStream<WebSocketTransportEvent>.makeStream()
        let client = Network.client(endpoint: options.endpoint, socketEvents: { socket.yield($0) })
        try await LaunchesScreen(client: client, socketEvents: socketEvents, endpoint: options.endpoint, terminal: terminal).run()
    }
} catch {
    exit("launches", saying: Failure.describe(error), status: 1)
}
