import Foundation
import Quill

// Seed 000's ConferencePlanner as a command-line client: the generated operations of the
// .graphql files beside Package.swift (built by QuillCodegenPlugin), sent by QuillClient
// to a `quill dev` backend of schema.graphql.

let options: Options
do {
    options = try Options(arguments: CommandLine.arguments.dropFirst())
} catch {
    FileHandle.standardError.write(Data("ConferencePlanner: \(error.message)\n\n\(Options.usage)\n".utf8))
    exit(2)
}
if options.showsHelp {
    print(Options.usage)
    exit(0)
}

print("ConferencePlanner: a Quill client of \(options.endpoint.absoluteString)\n")
do {
    try await Planner(endpoint: options.endpoint, name: options.name).run()
} catch {
    var reason = (error as? PlannerError)?.description ?? error.localizedDescription
    if error is TransportError { reason += "\n(is quill dev serving there? scripts/conference-planner starts one and runs this against it)" }
    FileHandle.standardError.write(Data("ConferencePlanner: \(reason)\n".utf8))
    exit(1)
}
