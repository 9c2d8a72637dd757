import Foundation
import Quill
import TerminalUI

// Seed 002's blog reader as a terminal app: its list and detail views as commands, writing
// posts and comments besides, and without a command the app itself. The seed's hand-rolled
// URLSession layer is replaced twice: by Quill's Codable path under the seed's own models
// (CodableAPIService.swift, `blog --codable list`) and by generated types (APIService.swift).

let options: Options
do {
    options = try Options(CommandLine.arguments.dropFirst())
} catch {
    exit("blog", saying: "\(error.description) (blog --help lists the commands)", status: 2)
}

do {
    let client = QuillClient(url: options.endpoint)
    let commands = Commands(service: APIService(api: client), codableService: CodableAPIService(api: client))
    switch options.command {
    case .help: print(Options.usage)
    case .list: try await commands.list(codable: options.codable)
    case .show(let title): try await commands.show(title)
    case .post(let title, let body): try await commands.post(title: title, body: body)
    case .comment(let title, let message): try await commands.comment(on: title, message: message)
    case .interactive:
        guard let terminal = Terminal() else {
            exit("blog", saying: "give a command, or run it on a terminal for the app itself (blog --help lists the commands)", status: 2)
        }
        try await BlogScreen(client: client, endpoint: options.endpoint, terminal: terminal).run()
    }
} catch {
    exit("blog", saying: Failure.describe(error), status: 1)
}
