import Foundation
import Quill
import TerminalUI

// Seed 000's ConferencePlanner as a terminal app. Each command does one thing the app's
// screens do, with the generated operations of the .graphql files beside Package.swift
// (QuillCodegenPlugin makes them at build time) sent by QuillClient to `quill dev`;
// without a command it is the app itself: the list and a conference's detail, kept
// current by watchers of the cache and a subscription to the server.

let options: Options
do {
    options = try Options(CommandLine.arguments.dropFirst())
} catch {
    exit("conference-planner", saying: "\(error.description) (conference-planner --help lists the commands)", status: 2)
}

do {
    let commands = Commands(client: Network(endpoint: options.endpoint).client)
    switch options.command {
    case .help: print(Options.usage)
    case .register(let name): try await commands.register(name: name)
    case .rename(let newName): try await commands.rename(to: newName)
    case .list: try await commands.list()
    case .show(let name): try await commands.show(name)
    case .attend(let name): try await commands.setAttending(true, name)
    case .leave(let name): try await commands.setAttending(false, name)
    case .add(let name, let city, let year): try await commands.add(name: name, city: city, year: year)
    case .interactive:
        guard let terminal = Terminal() else {
            exit(
                "conference-planner",
                saying: "give a command, or run it on a terminal for the app itself (conference-planner --help lists the commands)", status: 2)
        }
        try await PlannerScreen(network: Network(endpoint: options.endpoint, subscribes: true), terminal: terminal).run()
    }
} catch {
    exit("conference-planner", saying: Failure.describe(error), status: 1)
}
